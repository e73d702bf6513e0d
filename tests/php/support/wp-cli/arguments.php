<?php
/**
 * A command line split as wp-cli splits it.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests\Cli;

/**
 * --key=value, --flag (true), --no-flag (false), -x; "--" ends the options; a value given more
 * than once becomes a list (switches: the last wins). --key value is NOT a key and a value: the
 * value is a positional argument, as in wp-cli. Runtime parameters (--user, --quiet, …) are
 * taken out wherever they stand.
 */
final class Arguments {

	/** wp-cli's global parameters, read by wp-cli itself and never passed to a command. */
	public const RUNTIME = array( 'path', 'url', 'ssh', 'http', 'user', 'skip-plugins', 'skip-themes', 'skip-packages', 'require', 'exec', 'context', 'debug', 'prompt', 'quiet', 'color' );

	/**
	 * @param list<string> $argv
	 * @return array{0: list<string>, 1: array<string, mixed>, 2: array<string, mixed>} Positional, assoc, runtime.
	 */
	public static function parse( array $argv ): array {
		$positional = array();
		$assoc      = array();
		$runtime    = array();
		$options    = true;
		foreach ( $argv as $arg ) {
			$pair = $options ? self::pair( $arg ) : null;
			if ( $options && '--' === $arg ) {
				$options = false;
			} elseif ( null === $pair ) {
				$positional[] = $arg;
			} elseif ( in_array( $pair[0], self::RUNTIME, true ) ) {
				$runtime[ $pair[0] ] = $pair[1];
			} else {
				$assoc = self::collect( $assoc, $pair[0], $pair[1] );
			}
		}
		return array( $positional, $assoc, $runtime );
	}

	/**
	 * @return array{0: string, 1: string|bool}|null
	 */
	private static function pair( string $arg ): ?array {
		return match ( true ) {
			1 === preg_match( '/^--no-([^=]+)$/', $arg, $match ) => array( $match[1], false ),
			1 === preg_match( '/^--([^=]+)$/', $arg, $match ) => array( $match[1], true ),
			1 === preg_match( '/^--([^=]+)=(.*)$/s', $arg, $match ) => array( $match[1], $match[2] ),
			1 === preg_match( '/^-([a-zA-Z])$/', $arg, $match ) => array( $match[1], true ),
			1 === preg_match( '/^-([a-zA-Z])=(.*)$/s', $arg, $match ) => array( $match[1], $match[2] ),
			default => null,
		};
	}

	/**
	 * @param array<string, mixed> $assoc
	 * @return array<string, mixed>
	 */
	private static function collect( array $assoc, string $key, string|bool $value ): array {
		if ( ! array_key_exists( $key, $assoc ) || is_bool( $value ) ) {
			$assoc[ $key ] = $value;
			return $assoc;
		}
		$assoc[ $key ]   = is_array( $assoc[ $key ] ) ? $assoc[ $key ] : array( $assoc[ $key ] );
		$assoc[ $key ][] = $value;
		return $assoc;
	}
}
