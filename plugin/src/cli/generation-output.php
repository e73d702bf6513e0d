<?php
/**
 * How a generation command prints its result.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Cli;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * table (default): the result's numbers as Field/Value rows, the API's warnings, then a success
 * line; json and yaml: the result itself (for batches, merged, with batches: [{count, seed}]);
 * ids: the ids made, space-separated, for scripts.
 */
final class Generation_Output {

	public const FORMATS = array( 'table', 'json', 'yaml', 'ids' );

	/** Members that are no row of the table: the success line, the warnings and the ids say them. */
	private const NOT_ROWS = array( 'success', 'message', 'ids', 'warnings' );

	private const MAX_WARNINGS = 20;

	public static function show( object $result, string $format, string $summary ): void {
		switch ( $format ) {
			case 'json':
				\WP_CLI::print_value( $result, array( 'format' => 'json' ) );
				return;
			case 'yaml':
				\WP_CLI::print_value( json_decode( (string) wp_json_encode( $result ), true ), array( 'format' => 'yaml' ) );
				return;
			case 'ids':
				\WP_CLI\Utils\format_items( 'ids', array_values( (array) ( $result->ids ?? array() ) ), array() );
				return;
		}
		\WP_CLI\Utils\format_items( 'table', self::rows( $result ), array( 'Field', 'Value' ) );
		self::warnings( (array) ( $result->warnings ?? array() ) );
		\WP_CLI::success( $summary );
	}

	/**
	 * Every number and text of the result, nested members as dotted names, lists by their length.
	 *
	 * @return list<array{Field: string, Value: mixed}>
	 */
	private static function rows( object $result, string $prefix = '' ): array {
		$rows = array();
		foreach ( get_object_vars( $result ) as $member => $value ) {
			$field = $prefix . $member;
			if ( in_array( $field, self::NOT_ROWS, true ) ) {
				continue;
			}
			if ( is_object( $value ) ) {
				$rows = array_merge( $rows, self::rows( $value, $field . '.' ) );
				continue;
			}
			$rows[] = array(
				'Field' => $field,
				'Value' => is_array( $value ) ? count( $value ) : ( is_bool( $value ) ? wp_json_encode( $value ) : $value ),
			);
		}
		return $rows;
	}

	/**
	 * @param list<mixed> $warnings
	 */
	private static function warnings( array $warnings ): void {
		foreach ( array_slice( $warnings, 0, self::MAX_WARNINGS ) as $warning ) {
			\WP_CLI::warning( is_string( $warning ) ? $warning : (string) wp_json_encode( $warning ) );
		}
		if ( count( $warnings ) > self::MAX_WARNINGS ) {
			\WP_CLI::warning( sprintf( '… and %d more (--format=json lists them all).', count( $warnings ) - self::MAX_WARNINGS ) );
		}
	}
}
