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
 * Helpers that turn a plugin's field array into the normalised definition: numbers only where the
 * plugin set one, choices as ordered value/label pairs, settings reduced to JSON-safe scalars.
 */
final class Field_Definition {

	/**
	 * @param mixed $value A plugin setting such as '' , '5' or 5.
	 */
	public static function number( $value ): ?float {
		return is_numeric( $value ) ? (float) $value : null;
	}

	/**
	 * @param mixed $choices value => label map as plugins store it.
	 * @return list<array{value: string, label: string}>
	 */
	public static function choices( $choices ): array {
		$out = array();
		foreach ( is_array( $choices ) ? $choices : array() as $value => $label ) {
			$out[] = array(
				'value' => (string) $value,
				'label' => is_scalar( $label ) ? (string) $label : (string) $value,
			);
		}
		return $out;
	}

	/**
	 * @param array<string, mixed> $field The plugin's field array.
	 * @param list<string>         $keys  Settings the worker's storage writer reads.
	 * @return array<string, mixed>
	 */
	public static function settings( array $field, array $keys ): array {
		$out = array();
		foreach ( $keys as $key ) {
			if ( ! array_key_exists( $key, $field ) ) {
				continue;
			}
			$value = $field[ $key ];
			if ( is_scalar( $value ) || null === $value ) {
				$out[ $key ] = $value;
			} elseif ( is_array( $value ) && array_filter( $value, 'is_scalar' ) === $value ) {
				$out[ $key ] = array_values( $value ) === $value ? $value : (object) $value;
			}
		}
		return $out;
	}

	/**
	 * Drops members that are null, so optional members are absent rather than null in the JSON.
	 *
	 * @param array<string, mixed> $definition
	 * @return array<string, mixed>
	 */
	public static function compact( array $definition ): array {
		return array_filter( $definition, static fn( $v ) => null !== $v );
	}

	/**
	 * @param mixed $value A plugin setting that names one or several things ('' or false meaning none).
	 * @return list<string>
	 */
	public static function names( $value ): array {
		if ( is_string( $value ) ) {
			return '' === $value ? array() : array( $value );
		}
		return is_array( $value ) ? array_values( array_map( 'strval', array_filter( $value, 'is_scalar' ) ) ) : array();
	}

	/**
	 * The title of the field group (meta box, container) the edit screen shows the fields under,
	 * which tells what a field's plain name means: "Name" under "Sponsor" is a company.
	 *
	 * @param list<array<string, mixed>> $definitions Top-level definitions of one group.
	 * @param mixed                      $title       The group's title as the plugin keeps it.
	 * @return list<array<string, mixed>>
	 */
	public static function in_group( array $definitions, $title ): array {
		if ( ! is_string( $title ) || '' === trim( $title ) ) {
			return $definitions;
		}
		return array_map( static fn( array $def ): array => $def + array( 'group' => trim( $title ) ), $definitions );
	}
}
