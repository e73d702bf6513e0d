<?php
/**
 * A double of the part of WP-CLI's API that SeedPress's commands use, modelled on how wp-cli
 * behaves (wp-cli/wp-cli and its php-cli-tools): the same argument parsing and synopsis checks
 * (tests/php/support/wp-cli/), the same message prefixes and streams, WP_CLI::error() ending the
 * command with exit code 1 by throwing WP_CLI\ExitException (what wp-cli does when it captures
 * exits), the formatter's output when stdout is not a terminal, and progress bars that are
 * silent then. What a command prints is recorded for the tests to assert line by line; nothing
 * reaches PHPUnit's own output.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace WP_CLI {

	/** The exit code is getCode(). */
	class ExitException extends \Exception {}
}

namespace WP_CLI\Dispatcher {

	/** What a command group is registered as; the double keeps its name only. */
	// phpcs:ignore Generic.Files.OneObjectStructurePerFile -- WP-CLI's class.
	class CommandNamespace {}
}

namespace WP_CLI\Utils {

	use SeedPress\Tests\Cli\Console;
	use SeedPress\Tests\Cli\Formatter;

	/**
	 * @param array<string, mixed> $assoc_args
	 */
	function get_flag_value( $assoc_args, $flag, $default = null ) {
		return isset( $assoc_args[ $flag ] ) ? $assoc_args[ $flag ] : $default;
	}

	/**
	 * A bar on a terminal; on a pipe wp-cli returns an object that ignores every call.
	 */
	function make_progress_bar( $message, $count, $interval = 100 ) {
		return Console::progress_bar( (string) $message, (int) $count );
	}

	/**
	 * @param iterable<mixed>     $items
	 * @param string|list<string> $fields
	 */
	function format_items( $format, $items, $fields ) {
		Formatter::display_items( (string) $format, $items, $fields );
	}
}

namespace {

	use SeedPress\Tests\Cli\Console;
	use SeedPress\Tests\Cli\Formatter;
	use SeedPress\Tests\Cli\Registry;

	require_once __DIR__ . '/wp-cli/console.php';
	require_once __DIR__ . '/wp-cli/progress-bar.php';
	require_once __DIR__ . '/wp-cli/silent-progress.php';
	require_once __DIR__ . '/wp-cli/yaml.php';
	require_once __DIR__ . '/wp-cli/formatter.php';
	require_once __DIR__ . '/wp-cli/registry.php';
	require_once __DIR__ . '/wp-cli/arguments.php';
	require_once __DIR__ . '/wp-cli/synopsis.php';
	require_once __DIR__ . '/wp-cli/runner.php';
	require_once __DIR__ . '/wp-cli/run-result.php';

	// phpcs:ignore Generic.Files.OneObjectStructurePerFile, WordPress.NamingConventions -- WP-CLI's class name.
	final class WP_CLI {

		/**
		 * @param array<string, mixed> $args shortdesc, longdesc, synopsis (the array form), when.
		 * @return bool False when wp-cli is not running, or when the command waits for its parent (deferred).
		 */
		public static function add_command( $name, $callable, $args = array() ) {
			if ( ! defined( 'WP_CLI' ) ) {
				return false;
			}
			return Registry::add( (string) $name, $callable, (array) $args );
		}

		/** Always printed, even with --quiet. */
		public static function line( $message = '', $newline = true ) {
			Console::out( $message . ( $newline ? "\n" : '' ) );
		}

		public static function log( $message, $newline = true ) {
			if ( ! Console::$quiet ) {
				Console::out( $message . ( $newline ? "\n" : '' ) );
			}
		}

		public static function success( $message ) {
			if ( ! Console::$quiet ) {
				Console::out( "Success: {$message}\n" );
			}
		}

		public static function warning( $message ) {
			if ( ! Console::$quiet ) {
				Console::err( 'Warning: ' . self::error_to_string( $message ) . "\n" );
			}
		}

		/**
		 * @param bool|int $exit True: exit code 1; an integer ≥ 1: that code; otherwise the command goes on.
		 */
		public static function error( $message, $exit = true ) {
			Console::err( 'Error: ' . self::error_to_string( $message ) . "\n" );
			$code = true === $exit ? 1 : ( is_int( $exit ) && $exit >= 1 ? $exit : 0 );
			if ( $code > 0 ) {
				throw new \WP_CLI\ExitException( '', $code );
			}
		}

		public static function halt( $return_code ) {
			throw new \WP_CLI\ExitException( '', (int) $return_code );
		}

		/**
		 * Asks on stdout and reads a line of stdin; anything but "y" ends the command with exit
		 * code 0 (wp-cli calls exit; here the exit is thrown, as error() does).
		 *
		 * @param array<string, mixed> $assoc_args --yes skips the question.
		 */
		public static function confirm( $question, $assoc_args = array() ) {
			if ( \WP_CLI\Utils\get_flag_value( $assoc_args, 'yes' ) ) {
				return;
			}
			Console::out( $question . ' [y/n] ' );
			if ( 'y' !== strtolower( trim( Console::read_line() ) ) ) {
				throw new \WP_CLI\ExitException( '', 0 );
			}
		}

		/**
		 * @param array<string, mixed> $assoc_args format: json, yaml, or anything else (var_export of arrays and objects).
		 */
		public static function print_value( $value, $assoc_args = array() ) {
			$format = \WP_CLI\Utils\get_flag_value( $assoc_args, 'format', '' );
			Console::out( Formatter::single_value( $value, is_scalar( $format ) ? (string) $format : '' ) . "\n" );
		}

		/**
		 * @param string|\WP_Error|\Throwable $errors
		 */
		public static function error_to_string( $errors ) {
			if ( is_string( $errors ) ) {
				return $errors;
			}
			if ( $errors instanceof \WP_Error ) {
				$data = $errors->get_error_data();
				$text = (string) $errors->get_error_message();
				if ( ! $data ) {
					return $text;
				}
				return $text . ' ' . ( is_array( $data ) || is_object( $data ) ? json_encode( $data ) : '"' . $data . '"' );
			}
			if ( $errors instanceof \Throwable ) {
				return get_class( $errors ) . ': ' . $errors->getMessage();
			}
			throw new \InvalidArgumentException( sprintf( "Unsupported argument type passed to WP_CLI::error_to_string(): '%s'", gettype( $errors ) ) );
		}
	}
}
