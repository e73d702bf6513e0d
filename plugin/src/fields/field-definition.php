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

	/**
	 * The extensions of the files a field takes, from what its plugin limits it to: MIME types
	 * ('application/pdf'), their groups ('image', 'video/*') or extensions ('jpg', '.pdf'), matched
	 * against the types the site allows; null when the plugin sets no limit.
	 *
	 * @param list<mixed> $accepted
	 * @return list<string>|null
	 */
	public static function extensions( array $accepted ): ?array {
		$wanted = array_filter( array_map( static fn( $a ): string => is_scalar( $a ) ? strtolower( ltrim( trim( (string) $a ), '.' ) ) : '', $accepted ) );
		if ( array() === $wanted ) {
			return null;
		}
		$out = array();
		foreach ( get_allowed_mime_types() as $pattern => $mime ) {
			$group = strtok( (string) $mime, '/' );
			foreach ( explode( '|', (string) $pattern ) as $extension ) {
				$takes = array_intersect( $wanted, array( $mime, $group, "$group/*", $extension ) );
				if ( array() !== $takes ) {
					$out[] = $extension;
				}
			}
		}
		sort( $out );
		return array_values( array_unique( $out ) );
	}

	/**
	 * What the edit screen shows in and around a field's input, as plain text: its placeholder and
	 * the text before and after it (a currency sign, a unit). Callbacks and empty values are left out.
	 *
	 * @param mixed $placeholder
	 * @param mixed $prepend
	 * @param mixed $append
	 * @return array<string, string>
	 */
	public static function around( $placeholder, $prepend, $append ): array {
		$out = array();
		foreach ( array(
			'placeholder' => $placeholder,
			'prepend'     => $prepend,
			'append'      => $append,
		) as $key => $value ) {
			$text = is_string( $value ) ? trim( wp_strip_all_tags( $value ) ) : '';
			if ( '' !== $text ) {
				$out[ $key ] = $text;
			}
		}
		return $out;
	}

	/**
	 * A choice field whose options are posts (a page picker built from get_posts() in an options
	 * callback): every value the id of a post titled as its label. Then it relates to those posts'
	 * types, and the worker reads it as a relation.
	 *
	 * @param list<array{value: string, label: string}>|null $choices
	 * @return array{post_types: list<string>}|null
	 */
	public static function post_targets( ?array $choices ): ?array {
		$types = array();
		foreach ( $choices ?? array() as $choice ) {
			$post  = ctype_digit( $choice['value'] ) ? get_post( (int) $choice['value'] ) : null;
			$label = self::plain( $choice['label'] );
			if ( ! $post instanceof \WP_Post || ! in_array( $label, array( self::plain( $post->post_title ), self::plain( get_the_title( $post ) ) ), true ) ) {
				return null;
			}
			$types[ $post->post_type ] = true;
		}
		return array() === $types ? null : array( 'post_types' => array_keys( $types ) );
	}

	private static function plain( string $html ): string {
		return trim( html_entity_decode( wp_strip_all_tags( $html ), ENT_QUOTES, 'UTF-8' ) );
	}
}
