<?php
/**
 * What `wp help` says of a flag, from its schema.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Cli;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

final class Flag_Help {

	/**
	 * WP-CLI takes a value's name of letters, digits, "-", "_", "|" and "," only: with any other
	 * character it drops the flag from the synopsis and refuses it as unknown.
	 */
	public static function placeholder( string $kind, string $item_kind ): string {
		return match ( $kind ) {
			'list'  => ( 'string' === $item_kind || '' === $item_kind ? 'text' : $item_kind ) . '-list',
			'json'  => 'json',
			'string' => 'text',
			default => $kind,
		};
	}

	/**
	 * The schema's description, its range, and the API's default (applied by the API when the
	 * flag is left out: the command sends only the flags given).
	 */
	public static function describe( Flag $flag ): string {
		$schema = 'list' === $flag->kind ? (array) $flag->schema['items'] : $flag->schema;
		$parts  = array();
		if ( isset( $flag->schema['description'] ) ) {
			$parts[] = rtrim( (string) $flag->schema['description'], '.' );
		}
		$range = self::range( $schema );
		if ( '' !== $range ) {
			$parts[] = $range;
		}
		if ( 'list' === $flag->kind ) {
			// WP-CLI 2 keeps the last of a flag given twice; WP-CLI 3 joins them.
			$parts[] = 'comma-separated';
		}
		if ( 'json' === $flag->kind ) {
			$parts[] = 'JSON or @file.json';
		}
		if ( array_key_exists( 'default', $flag->schema ) ) {
			$parts[] = 'API default: ' . self::shown( $flag->schema['default'] );
		}
		return implode( '; ', $parts ) . ( array() === $parts ? '' : '.' );
	}

	/**
	 * @param array<string, mixed> $schema
	 */
	private static function range( array $schema ): string {
		if ( isset( $schema['enum'] ) ) {
			return 'one of ' . implode( ', ', (array) $schema['enum'] );
		}
		if ( ! isset( $schema['minimum'] ) ) {
			return '';
		}
		return isset( $schema['maximum'] ) ? "{$schema['minimum']} to {$schema['maximum']}" : "at least {$schema['minimum']}";
	}

	private static function shown( mixed $value ): string {
		return match ( true ) {
			is_bool( $value )   => $value ? 'on' : 'off',
			is_array( $value )  => array() === $value ? 'none' : implode( ',', array_map( 'strval', $value ) ),
			'' === $value       => 'none',
			default             => (string) $value,
		};
	}
}
