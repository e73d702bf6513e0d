<?php
/**
 * WP_CLI\Formatter as format_items() and print_value() use it.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests\Cli;

/**
 * table: tab-separated lines on a pipe (php-cli-tools' Tabular renderer), a bordered table on a
 * terminal; csv with a header row; json and count and ids without a trailing newline, as wp-cli
 * prints them; yaml as Spyc writes it. Nested values in table and csv cells are JSON.
 */
final class Formatter {

	/**
	 * @param iterable<mixed>     $items
	 * @param string|list<string> $fields
	 */
	public static function display_items( string $format, iterable $items, string|array $fields ): void {
		$items  = is_array( $items ) ? array_values( $items ) : iterator_to_array( $items, false );
		$fields = is_string( $fields ) ? array_map( 'trim', explode( ',', $fields ) ) : array_map( 'strval', $fields );
		if ( 'count' === $format ) {
			Console::out( (string) count( $items ) );
			return;
		}
		if ( 'ids' === $format ) {
			Console::out( implode( ' ', $items ) );
			return;
		}
		if ( ! in_array( $format, array( 'table', 'csv', 'json', 'yaml' ), true ) ) {
			\WP_CLI::error( 'Invalid format: ' . $format );
		}
		self::warn_missing( $items, $fields );
		$rows = array_map( static fn ( mixed $item ): array => self::pick( $item, $fields ), $items );
		match ( $format ) {
			'json'  => Console::out( (string) json_encode( $rows ) ),
			'yaml'  => Console::out( Yaml::dump( $rows ) ),
			'csv'   => Console::out( self::csv( $fields, $rows ) ),
			default => self::table( $fields, $rows ),
		};
	}

	public static function single_value( mixed $value, string $format ): string {
		return match ( true ) {
			'json' === $format                       => (string) json_encode( $value ),
			'yaml' === $format                       => Yaml::dump( $value ),
			is_array( $value ) || is_object( $value ) => var_export( $value, true ),
			default                                  => (string) $value,
		};
	}

	/**
	 * @param list<mixed>  $items
	 * @param list<string> $fields
	 */
	private static function warn_missing( array $items, array $fields ): void {
		if ( array() === $items ) {
			return;
		}
		foreach ( $fields as $field ) {
			$found = array_filter( $items, static fn ( mixed $item ): bool => array_key_exists( $field, is_object( $item ) ? get_object_vars( $item ) : (array) $item ) );
			if ( array() === $found ) {
				\WP_CLI::warning( "Field not found in any item: {$field}." );
			}
		}
	}

	/**
	 * @param list<string> $fields
	 * @return array<string, mixed>
	 */
	private static function pick( mixed $item, array $fields ): array {
		$values = is_object( $item ) ? get_object_vars( $item ) : (array) $item;
		$picked = array();
		foreach ( $fields as $field ) {
			$picked[ $field ] = $values[ $field ] ?? null;
		}
		return $picked;
	}

	private static function cell( mixed $value ): string {
		return is_array( $value ) || is_object( $value ) ? (string) json_encode( $value ) : (string) $value;
	}

	/**
	 * @param list<string>                $fields
	 * @param list<array<string, mixed>> $rows
	 */
	private static function csv( array $fields, array $rows ): string {
		$stream = fopen( 'php://memory', 'w+' );
		fputcsv( $stream, $fields );
		foreach ( $rows as $row ) {
			fputcsv( $stream, array_map( array( self::class, 'cell' ), array_values( $row ) ) );
		}
		rewind( $stream );
		$text = (string) stream_get_contents( $stream );
		fclose( $stream );
		return $text;
	}

	/**
	 * @param list<string>                $fields
	 * @param list<array<string, mixed>> $rows
	 */
	private static function table( array $fields, array $rows ): void {
		$cells = array_map( static fn ( array $row ): array => array_map( array( self::class, 'cell' ), array_values( $row ) ), $rows );
		if ( ! Console::$tty ) {
			foreach ( array_merge( array( $fields ), $cells ) as $line ) {
				\WP_CLI::line( implode( "\t", str_replace( "\t", '    ', $line ) ) );
			}
			return;
		}
		$widths = array_map( static fn ( int $column ): int => max( array_map( 'mb_strlen', array_column( array_merge( array( $fields ), $cells ), $column ) ) ), array_keys( $fields ) );
		$border = '+' . implode( '+', array_map( static fn ( int $width ): string => str_repeat( '-', $width + 2 ), $widths ) ) . '+';
		$line   = static fn ( array $row ): string => '| ' . implode( ' | ', array_map( static fn ( string $cell, int $width ): string => $cell . str_repeat( ' ', $width - mb_strlen( $cell ) ), $row, $widths ) ) . ' |';
		\WP_CLI::line( $border );
		\WP_CLI::line( $line( $fields ) );
		\WP_CLI::line( $border );
		foreach ( $cells as $row ) {
			\WP_CLI::line( $line( $row ) );
		}
		if ( array() !== $cells ) {
			\WP_CLI::line( $border );
		}
	}
}
