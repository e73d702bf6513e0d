<?php
/**
 * The commands added with WP_CLI::add_command().
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests\Cli;

/**
 * As in wp-cli, a command whose parent ("seedpress generate" for "seedpress generate posts") is
 * not registered yet is deferred (add_command() answers false) and added before the command
 * line runs, with empty parents made for it. A class (or object) without __invoke is a group:
 * its public methods are its subcommands.
 */
final class Registry {

	/** @var array<string, array{callable: mixed, args: array<string, mixed>}|null> Name => command; null for an empty parent. */
	private static array $commands = array();
	/** @var array<string, array{callable: mixed, args: array<string, mixed>}> */
	private static array $deferred = array();

	/**
	 * @param array<string, mixed> $args
	 */
	public static function add( string $name, mixed $callable, array $args ): bool {
		$name   = implode( ' ', (array) preg_split( '/\s+/', trim( $name ) ) );
		if ( is_string( $callable ) && is_subclass_of( $callable, \WP_CLI\Dispatcher\CommandNamespace::class ) ) {
			// A group and nothing else, as wp-cli makes it of a CommandNamespace.
			self::$commands[ $name ] ??= null;
			return true;
		}
		$parent = self::parent( $name );
		if ( '' !== $parent && ! array_key_exists( $parent, self::$commands ) ) {
			self::$deferred[ $name ] = array( 'callable' => $callable, 'args' => $args );
			return false;
		}
		self::$commands[ $name ] = array( 'callable' => $callable, 'args' => $args );
		return true;
	}

	/** Deferred commands join before a command line runs, their missing parents made empty. */
	public static function add_deferred(): void {
		foreach ( self::$deferred as $name => $command ) {
			for ( $parent = self::parent( $name ); '' !== $parent; $parent = self::parent( $parent ) ) {
				self::$commands[ $parent ] ??= null;
			}
			self::$commands[ $name ] = $command;
		}
		self::$deferred = array();
	}

	/** @return list<string> Every registered name, parents included. */
	public static function names(): array {
		return array_keys( self::$commands );
	}

	/**
	 * @return array{callable: mixed, args: array<string, mixed>}|null
	 */
	public static function get( string $name ): ?array {
		return self::$commands[ $name ] ?? null;
	}

	public static function exists( string $name ): bool {
		return array_key_exists( $name, self::$commands );
	}

	/**
	 * @return list<string> The subcommands of a name: registered children, or a group's methods.
	 */
	public static function children( string $name ): array {
		$children = array();
		foreach ( array_keys( self::$commands ) as $other ) {
			if ( self::parent( $other ) === $name ) {
				$children[] = substr( $other, strlen( $name ) + 1 );
			}
		}
		$command = self::$commands[ $name ] ?? null;
		if ( null !== $command && self::is_group( $command['callable'] ) ) {
			$children = array_merge( $children, self::methods( $command['callable'] ) );
		}
		return $children;
	}

	public static function is_group( mixed $callable ): bool {
		return ( is_string( $callable ) && class_exists( $callable ) && ! method_exists( $callable, '__invoke' ) )
			|| ( is_object( $callable ) && ! is_callable( $callable ) );
	}

	/**
	 * @return list<string>
	 */
	private static function methods( string|object $group ): array {
		$methods = ( new \ReflectionClass( $group ) )->getMethods( \ReflectionMethod::IS_PUBLIC );
		$names   = array_map( static fn ( \ReflectionMethod $method ): string => $method->name, $methods );
		return array_values( array_filter( $names, static fn ( string $method ): bool => ! str_starts_with( $method, '_' ) ) );
	}

	private static function parent( string $name ): string {
		$space = strrpos( $name, ' ' );
		return false === $space ? '' : substr( $name, 0, $space );
	}
}
