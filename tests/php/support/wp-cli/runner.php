<?php
/**
 * `wp <command line>` in this process: what wp-cli does once WordPress is loaded.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests\Cli;

/**
 * Sets the user of --user (ID, e-mail or login), honours --quiet, adds the deferred commands,
 * finds the command by its leading words, checks the flags against its synopsis and calls it
 * with the positional and assoc arguments. Its exit code is 0 unless WP_CLI::error() or halt()
 * ended it.
 */
final class Runner {

	/**
	 * @param list<string> $argv  The words after `wp`, as a shell would pass them.
	 * @param string       $stdin What the user types (for WP_CLI::confirm()).
	 * @param bool         $tty   Whether stdout is a terminal.
	 */
	public static function run( array $argv, string $stdin = '', bool $tty = false ): Run_Result {
		Console::reset( $stdin, $tty );
		$code = 0;
		try {
			self::dispatch( $argv );
		} catch ( \WP_CLI\ExitException $exit ) {
			$code = (int) $exit->getCode();
		}
		return new Run_Result( $code, Console::$stdout, Console::$stderr, Console::$progress );
	}

	/**
	 * @param list<string> $argv
	 */
	private static function dispatch( array $argv ): void {
		list( $positional, $assoc, $runtime ) = Arguments::parse( $argv );
		Console::$quiet = ! empty( $runtime['quiet'] );
		if ( isset( $runtime['user'] ) ) {
			self::set_user( (string) $runtime['user'] );
		}
		Registry::add_deferred();
		list( $name, $rest ) = self::find( $positional );
		$command             = Registry::get( $name );
		if ( null === $command ) {
			self::show_usage( $name );
			return;
		}
		if ( Registry::is_group( $command['callable'] ) ) {
			self::call_group( $name, $command['callable'], $rest, $assoc );
			return;
		}
		$synopsis = $command['args']['synopsis'] ?? null;
		if ( is_array( $synopsis ) ) {
			$assoc = Synopsis::validate( Synopsis::readable( $name, $synopsis ), $rest, $assoc );
		}
		call_user_func( $command['callable'], $rest, $assoc );
	}

	/**
	 * @param list<string> $positional
	 * @return array{0: string, 1: list<string>} The command's name and the positional arguments after it.
	 */
	private static function find( array $positional ): array {
		$path = array();
		while ( array() !== $positional ) {
			$candidate = implode( ' ', array_merge( $path, array( $positional[0] ) ) );
			if ( ! Registry::exists( $candidate ) ) {
				break;
			}
			$path[] = array_shift( $positional );
		}
		$name = implode( ' ', $path );
		if ( array() === $path && array() !== $positional ) {
			\WP_CLI::error( sprintf( "'%s' is not a registered wp command. See 'wp help' for available commands.", $positional[0] ) );
		}
		$command = Registry::get( $name );
		$leaf    = null !== $command && ! Registry::is_group( $command['callable'] );
		if ( ! $leaf && array() !== $positional && ( null === $command || ! in_array( $positional[0], Registry::children( $name ), true ) ) ) {
			\WP_CLI::error( sprintf( "'%s' is not a registered subcommand of '%s'. See 'wp help %s' for available subcommands.", $positional[0], $name, $name ) );
		}
		return array( $name, $positional );
	}

	/**
	 * @param list<string>         $rest
	 * @param array<string, mixed> $assoc
	 */
	private static function call_group( string $name, string|object $group, array $rest, array $assoc ): void {
		if ( array() === $rest ) {
			self::show_usage( $name );
			return;
		}
		$method = array_shift( $rest );
		call_user_func( array( is_string( $group ) ? new $group() : $group, $method ), $rest, $assoc );
	}

	/** A parent run alone lists its subcommands, and the command ends with code 0. */
	private static function show_usage( string $name ): void {
		foreach ( Registry::children( $name ) as $index => $child ) {
			\WP_CLI::line( sprintf( '%s wp %s %s', 0 === $index ? 'usage:' : '   or:', $name, $child ) );
		}
		\WP_CLI::line();
		\WP_CLI::line( "See 'wp help {$name} <command>' for more information on a specific command." );
	}

	private static function set_user( string $user ): void {
		$found = match ( true ) {
			is_numeric( $user )          => get_user_by( 'id', (int) $user ),
			false !== is_email( $user ) => get_user_by( 'email', $user ),
			default                      => get_user_by( 'login', $user ),
		};
		if ( ! $found ) {
			\WP_CLI::error( sprintf( "Invalid user ID, email or login: '%s'", $user ) );
		}
		wp_set_current_user( $found->ID );
	}
}
