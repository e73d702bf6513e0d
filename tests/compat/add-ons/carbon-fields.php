<?php
/**
 * Carbon Fields add-on: carbon-field-icon (htmlburger/carbon-field-icon), read back through the field
 * Carbon loads (Icon_Field's value set and get_formatted_value(), which carbon_get_post_meta() returns).
 *
 * @package SeedPress
 */

declare(strict_types=1);

use Carbon_Fields\Helper\Helper;

/** @return list<array{label: string, version: string, fields: array<string, callable(int): ?string>}> */
function seedpress_compat_addon_carbon_fields_checks(): array {
	if ( ! class_exists( 'Carbon_Field_Icon\Icon_Field' ) ) {
		return array();
	}
	$names = array( 'menu_icon', 'admin_icon', 'weather_icon' );
	return array(
		array(
			'label'   => 'carbon-fields icon',
			'version' => (string) json_decode( (string) file_get_contents( \Carbon_Field_Icon\DIR . '/package.json' ), true )['version'],
			'fields'  => array_combine( $names, array_map( static fn( string $name ): callable => static fn( int $id ): ?string => seedpress_compat_carbon_icon_problem( $name, $id ), $names ) ),
		),
	);
}

/**
 * The stored icon must be one of the field's options (get_options(), Font Awesome's when none were
 * added) with that option's provider; get_formatted_value() gives the option, as carbon_get_post_meta()
 * does; and the picker's input (set_value_from_input()) makes the same value set again.
 */
function seedpress_compat_carbon_icon_problem( string $name, int $id ): ?string {
	return Helper::with_field_clone(
		$id,
		'post_meta',
		'',
		$name,
		static function ( $field ) use ( $id, $name ): ?string {
			$field->load();
			$value = (array) $field->get_value();
			if ( '' === (string) ( $value['icon'] ?? '' ) ) {
				return 'empty';
			}
			$option = $field->get_options()[ $value['icon'] ] ?? null;
			if ( null === $option || $option['provider'] !== $value['provider'] || $value['value'] !== $value['icon'] ) {
				return 'not an option of the field with its provider: ' . wp_json_encode( $value );
			}
			if ( carbon_get_post_meta( $id, $name ) !== $option ) {
				return 'carbon_get_post_meta() does not give the option of ' . wp_json_encode( $value );
			}
			$posted = clone $field;
			$posted->set_value_from_input( array( $posted->get_name() => array( 'icon' => $value['icon'], 'provider' => $value['provider'] ) ) );
			return $posted->get_value() == $value ? null : 'the picker\'s input makes ' . wp_json_encode( $posted->get_value() ) . ' of ' . wp_json_encode( $value ); // phpcs:ignore Universal.Operators.StrictComparisons -- a value set's keys in any order.
		}
	);
}
