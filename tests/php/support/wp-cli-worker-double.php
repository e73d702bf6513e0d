<?php
/**
 * A WP_CLI stand-in for the command tests (there is no wp-cli here): the static methods the
 * worker command calls, with WP-CLI's behaviour for them. error() ends the command as WP-CLI
 * does when it is told to capture exits: by throwing WP_CLI\ExitException with exit code 1.
 * Output is kept in order as [kind, text] for the test to read.
 *
 * @package SeedPress
 */

declare(strict_types=1);

// phpcs:disable Generic.Files.OneObjectStructurePerFile -- WP-CLI's own names, side by side.
namespace WP_CLI {

	if ( ! class_exists( ExitException::class ) ) {
		class ExitException extends \Exception {}
	}
}

namespace {

	if ( ! class_exists( 'WP_CLI' ) ) {
		final class WP_CLI {

			/** @var list<array{0: string, 1: string}> */
			public static array $output = array();

			/** @var array<string, mixed> */
			public static array $commands = array();

			public static function add_command( string $name, mixed $callable ): bool {
				self::$commands[ $name ] = $callable;
				return true;
			}

			public static function line( string $message = '' ): void {
				self::$output[] = array( 'line', $message );
			}

			public static function log( string $message ): void {
				self::$output[] = array( 'log', $message );
			}

			public static function success( string $message ): void {
				self::$output[] = array( 'success', 'Success: ' . $message );
			}

			public static function warning( string $message ): void {
				self::$output[] = array( 'warning', 'Warning: ' . $message );
			}

			public static function error( string $message, bool $exit = true ): void {
				self::$output[] = array( 'error', 'Error: ' . $message );
				if ( $exit ) {
					throw new \WP_CLI\ExitException( $message, 1 );
				}
			}

			public static function reset(): void {
				self::$output = array();
			}
		}
	}
}
