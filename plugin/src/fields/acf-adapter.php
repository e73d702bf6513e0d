<?php
/**
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Fields;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * ACF (free and PRO) and Secure Custom Fields. Field groups come through acf_get_field_groups(),
 * which merges database groups, local JSON and groups registered in PHP, and matches each group's
 * location rules against the post type.
 */
final class Acf_Adapter implements Field_Adapter {

	/** Settings the worker's ACF storage writer reads (worker/src/generators/fields/storage/acf.*). */
	private const SETTINGS = array( 'return_format', 'display_format', 'multiple', 'field_type', 'taxonomy', 'save_terms', 'load_terms', 'allow_null', 'prefix_name', 'display', 'layout', 'ui', 'default_value', 'prepend', 'append', 'placeholder', 'mime_types', 'min_width', 'min_height', 'max_width', 'max_height', 'tabs', 'icon_sets', 'layers', 'max_markers' );

	/** Types holding a count of related things in min/max rather than a numeric range. */
	private const COUNTED = array( 'relationship', 'gallery', 'post_object', 'page_link', 'user', 'taxonomy' );

	public function slug(): string {
		return 'acf';
	}

	public function name(): string {
		if ( defined( 'ACF_PRO' ) && ACF_PRO ) {
			return 'Advanced Custom Fields PRO';
		}
		return 'Advanced Custom Fields';
	}

	public function version(): string {
		return defined( 'ACF_VERSION' ) ? (string) ACF_VERSION : '';
	}

	public function active(): bool {
		return function_exists( 'acf_get_field_groups' ) && function_exists( 'acf_get_fields' );
	}

	public function definitions( array $post_types ): array {
		$out = array();
		foreach ( $post_types as $post_type ) {
			$fields = array();
			foreach ( self::edit_screen_groups( $post_type ) as $group ) {
				$fields = array_merge( $fields, Field_Definition::in_group( $this->children( (array) acf_get_fields( $group ) ), $group['title'] ?? '' ) );
			}
			if ( array() !== $fields ) {
				$out[ $post_type ] = $fields;
			}
		}
		return $out;
	}

	/**
	 * The groups ACF puts on the post type's edit screen. Every way of registering a group (database,
	 * local JSON, acf/include_fields, acf/init) runs on `init` in every context, but one location
	 * rule does not: `current_user` is `viewing_back` or `viewing_front`, which ACF answers with
	 * is_admin(), false in a REST request. While ACF matches the groups, that rule is answered as
	 * in wp-admin; the filter is taken off again at once.
	 *
	 * @return list<array<string, mixed>>
	 */
	private static function edit_screen_groups( string $post_type ): array {
		add_filter( 'acf/location/rule_match/current_user', array( self::class, 'match_back_end' ), 10, 2 );
		try {
			return array_values( array_filter( (array) acf_get_field_groups( array( 'post_type' => $post_type ) ), 'is_array' ) );
		} finally {
			remove_filter( 'acf/location/rule_match/current_user', array( self::class, 'match_back_end' ), 10 );
		}
	}

	/**
	 * ACF's `current_user` rule as it matches in wp-admin; its other values (`logged_in`) keep
	 * ACF's own answer.
	 *
	 * @param mixed                $result ACF's answer.
	 * @param array<string, mixed> $rule   The location rule.
	 * @return mixed
	 */
	public static function match_back_end( $result, $rule ) {
		$value = is_array( $rule ) ? ( $rule['value'] ?? '' ) : '';
		if ( 'viewing_back' !== $value && 'viewing_front' !== $value ) {
			return $result;
		}
		$matches = 'viewing_back' === $value;
		return '!=' === ( $rule['operator'] ?? '==' ) ? ! $matches : $matches;
	}

	/**
	 * Field types this ACF can store: a group registered for PRO may hold a repeater that ACF free
	 * would neither save nor read back.
	 */
	private function known( string $type ): bool {
		return ! function_exists( 'acf_get_field_type' ) || (bool) acf_get_field_type( $type );
	}

	/**
	 * @param array<string, mixed> $field An ACF field array.
	 * @return array<string, mixed>
	 */
	private function definition( array $field ): array {
		$type = (string) ( $field['type'] ?? 'text' );
		$def  = array(
			'key'          => (string) ( $field['key'] ?? $field['name'] ),
			'name'         => (string) $field['name'],
			'label'        => (string) ( $field['label'] ?? $field['name'] ),
			'type'         => $type,
			'required'     => ! empty( $field['required'] ),
			'instructions' => (string) ( $field['instructions'] ?? '' ),
			'min'          => in_array( $type, array( 'repeater', 'flexible_content' ), true ) ? null : Field_Definition::number( $field['min'] ?? null ),
			'max'          => in_array( $type, array( 'repeater', 'flexible_content' ), true ) ? null : Field_Definition::number( $field['max'] ?? null ),
			'step'         => in_array( $type, self::COUNTED, true ) ? null : Field_Definition::number( $field['step'] ?? null ),
			'maxlength'    => Field_Definition::number( $field['maxlength'] ?? null ),
			'choices'      => isset( $field['choices'] ) && is_array( $field['choices'] ) && array() !== $field['choices'] ? Field_Definition::choices( $field['choices'] ) : null,
			'multiple'     => isset( $field['multiple'] ) ? ! empty( $field['multiple'] ) : null,
			'targets'      => $this->targets( $type, $field ),
			'rows'         => in_array( $type, array( 'repeater', 'flexible_content' ), true ) ? Field_Definition::compact(
				array(
					'min' => Field_Definition::number( $field['min'] ?? null ),
					'max' => Field_Definition::number( $field['max'] ?? null ),
				)
			) : null,
			'sub_fields'   => isset( $field['sub_fields'] ) && is_array( $field['sub_fields'] ) ? $this->children( $field['sub_fields'] ) : null,
			'layouts'      => 'flexible_content' === $type ? $this->layouts( (array) ( $field['layouts'] ?? array() ) ) : null,
			'settings'     => (object) ( Field_Definition::settings( $field, self::SETTINGS ) + $this->add_on_settings( $type ) ),
		);
		if ( isset( $def['rows'] ) && array() === $def['rows'] ) {
			$def['rows'] = (object) array();
		}
		return Field_Definition::compact( $def );
	}

	/**
	 * What an add-on keeps outside the field yet decides its stored value by: the Font Awesome version the
	 * Font Awesome Field add-on runs (mattkeys/Advanced-Custom-Fields-Font-Awesome acf-font-awesome.php).
	 *
	 * @return array<string, int>
	 */
	private function add_on_settings( string $type ): array {
		if ( 'font-awesome' === $type && defined( 'ACFFA_MAJOR_VERSION' ) ) {
			return array( 'fa_major_version' => (int) constant( 'ACFFA_MAJOR_VERSION' ) );
		}
		return array();
	}

	/**
	 * @param array<string, mixed> $field
	 * @return array<string, list<string>>|null
	 */
	private function targets( string $type, array $field ): ?array {
		switch ( $type ) {
			case 'relationship':
			case 'post_object':
			case 'page_link':
				return array( 'post_types' => Field_Definition::names( $field['post_type'] ?? array() ) );
			case 'taxonomy':
				return array( 'taxonomies' => Field_Definition::names( $field['taxonomy'] ?? array() ) );
			case 'user':
				return array( 'roles' => Field_Definition::names( $field['role'] ?? array() ) );
			default:
				return null;
		}
	}

	/**
	 * @param array<int|string, mixed> $fields
	 * @return list<array<string, mixed>>
	 */
	private function children( array $fields ): array {
		$out = array();
		foreach ( $fields as $sub ) {
			if ( is_array( $sub ) && ! empty( $sub['name'] ) && $this->known( (string) ( $sub['type'] ?? '' ) ) ) {
				$out[] = $this->definition( $sub );
			}
		}
		return $out;
	}

	/**
	 * @param array<int|string, mixed> $layouts ACF stores them keyed by layout key.
	 * @return list<array<string, mixed>>
	 */
	private function layouts( array $layouts ): array {
		$out = array();
		foreach ( $layouts as $layout ) {
			if ( ! is_array( $layout ) || empty( $layout['name'] ) ) {
				continue;
			}
			$out[] = Field_Definition::compact(
				array(
					'name'       => (string) $layout['name'],
					'label'      => (string) ( $layout['label'] ?? $layout['name'] ),
					'sub_fields' => $this->children( (array) ( $layout['sub_fields'] ?? array() ) ),
					'min'        => Field_Definition::number( $layout['min'] ?? null ),
					'max'        => Field_Definition::number( $layout['max'] ?? null ),
				)
			);
		}
		return $out;
	}
}
