<?php
/**
 * YAML as wp-cli writes it (Spyc's dump): a "---" line, two-space indents, "- " before list
 * items, "key:" above nested values.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests\Cli;

/**
 * Where Spyc writes a literal block for a string that needs quoting, this writes the string as a
 * JSON string (also YAML); every other line is laid out as Spyc lays it out.
 */
final class Yaml {

	public static function dump( mixed $value ): string {
		$value = is_object( $value ) ? get_object_vars( $value ) : $value;
		if ( ! is_array( $value ) || array() === $value ) {
			return "---\n";
		}
		return "---\n" . self::node( $value, 0 );
	}

	/**
	 * @param array<mixed> $values
	 */
	private static function node( array $values, int $indent ): string {
		$list = array_is_list( $values );
		$text = '';
		foreach ( $values as $key => $value ) {
			$value  = is_object( $value ) ? get_object_vars( $value ) : $value;
			$prefix = str_repeat( ' ', $indent ) . ( $list ? '- ' : self::key( (string) $key ) . ': ' );
			if ( is_array( $value ) && array() !== $value ) {
				$text .= ( $list ? $prefix : rtrim( $prefix ) ) . "\n" . self::node( $value, $indent + 2 );
				continue;
			}
			$text .= rtrim( $prefix . self::scalar( $value ) ) . "\n";
		}
		return $text;
	}

	private static function key( string $key ): string {
		return str_contains( $key, ':' ) || str_contains( $key, '#' ) ? '"' . $key . '"' : $key;
	}

	private static function scalar( mixed $value ): string {
		return match ( true ) {
			array() === $value  => '[ ]',
			null === $value     => 'null',
			is_bool( $value )   => $value ? 'true' : 'false',
			'' === $value       => '""',
			is_string( $value ) => self::needs_quotes( $value ) ? (string) json_encode( $value, JSON_UNESCAPED_UNICODE | JSON_UNESCAPED_SLASHES ) : $value,
			default             => (string) $value,
		};
	}

	private static function needs_quotes( string $value ): bool {
		return 1 === preg_match( '/[\n#<>%\[\]{}&\'*]|: |- |  |^!|:$|^\s|\s$/', $value )
			|| in_array( strtolower( $value ), array( 'true', 'false', 'yes', 'no', 'on', 'off', 'null', '~' ), true )
			|| is_numeric( $value );
	}
}
