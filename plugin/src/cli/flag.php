<?php
/**
 * One member of a request schema as a WP-CLI flag.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Cli;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- the exceptions carry plain text that WP_CLI::error() prints to a terminal, where HTML escaping would put entities on the screen.

/**
 * The member's snake_case name in kebab-case (post_type → --post-type), typed by its schema:
 * booleans are switches (--x, --no-x), lists take commas (and repeated flags on WP-CLI 3), objects take JSON
 * or @file.json. Values are checked against the schema's list and range before anything is sent.
 */
final class Flag {

	/**
	 * @param array<string, mixed> $schema The member's schema; for a list, its items resolved.
	 */
	private function __construct(
		public readonly string $member,
		public readonly string $name,
		public readonly string $kind,
		public readonly array $schema,
		private readonly string $item_kind = '',
	) {}

	/**
	 * @param array<string, mixed> $schema
	 */
	public static function from_member( string $member, array $schema, Request_Schema $schemas ): self {
		$kind = self::kind_of( $schema );
		$item = '';
		if ( 'list' === $kind ) {
			$schema['items'] = $schemas->resolve( (array) ( $schema['items'] ?? array() ) );
			$item            = self::kind_of( $schema['items'] );
		}
		// A list of objects or lists cannot be typed item by item on a command line: it takes JSON.
		if ( in_array( $item, array( 'json', 'list' ), true ) ) {
			return new self( $member, str_replace( '_', '-', $member ), 'json', $schema );
		}
		return new self( $member, str_replace( '_', '-', $member ), $kind, $schema, $item );
	}

	/**
	 * The same member with another schema (a batched count takes any positive number).
	 *
	 * @param array<string, mixed> $schema
	 */
	public function with_schema( array $schema ): self {
		return new self( $this->member, $this->name, $this->kind, $schema, $this->item_kind );
	}

	/**
	 * @param array<string, mixed> $schema
	 */
	private static function kind_of( array $schema ): string {
		$type = $schema['type'] ?? null;
		if ( in_array( $type, array( 'boolean', 'integer', 'number', 'string' ), true ) ) {
			return $type;
		}
		return 'array' === $type ? 'list' : 'json';
	}

	/**
	 * The synopsis entry WP-CLI validates the command line with and shows in `wp help`.
	 *
	 * @return array<string, mixed>
	 */
	public function synopsis(): array {
		$entry = array(
			'type'        => 'boolean' === $this->kind ? 'flag' : 'assoc',
			'name'        => $this->name,
			'optional'    => true,
			'description' => Flag_Help::describe( $this ),
		);
		if ( 'boolean' === $this->kind ) {
			return $entry;
		}
		$entry['value'] = array(
			'optional' => false,
			'name'     => Flag_Help::placeholder( $this->kind, $this->item_kind ),
		);
		if ( 'list' === $this->kind ) {
			$entry['repeating'] = true;
		}
		if ( 'string' === $this->kind && isset( $this->schema['enum'] ) ) {
			$entry['options'] = $this->schema['enum'];
		}
		return $entry;
	}

	/**
	 * The member's JSON value from what WP-CLI parsed: true or false for a switch, the text
	 * (or, for a list given more than once, each text) otherwise.
	 *
	 * @throws Usage_Error When the value does not fit the schema.
	 */
	public function value( mixed $given ): mixed {
		return match ( $this->kind ) {
			'boolean' => $this->switch_value( $given ),
			'list'    => $this->list_value( $given ),
			'json'    => $this->json_value( self::last( $given ) ),
			default   => $this->scalar( self::last( $given ), $this->kind, $this->schema ),
		};
	}

	/**
	 * A flag WP-CLI was given more than once without declaring it repeating keeps its last value.
	 */
	private static function last( mixed $given ): string {
		return (string) ( is_array( $given ) ? end( $given ) : $given );
	}

	private function switch_value( mixed $given ): bool {
		if ( is_bool( $given ) ) {
			return $given;
		}
		$text = strtolower( self::last( $given ) );
		if ( in_array( $text, array( 'true', '1', 'yes' ), true ) ) {
			return true;
		}
		if ( in_array( $text, array( 'false', '0', 'no' ), true ) ) {
			return false;
		}
		throw new Usage_Error( sprintf( '--%s is a switch: give --%1$s or --no-%1$s (got "%2$s").', $this->name, $text ) );
	}

	/**
	 * @return list<string|int|float>
	 */
	private function list_value( mixed $given ): array {
		$texts = is_array( $given ) ? $given : array( $given );
		$items = array();
		foreach ( $texts as $text ) {
			foreach ( explode( ',', (string) $text ) as $item ) {
				if ( '' !== trim( $item ) ) {
					$items[] = $this->scalar( trim( $item ), '' === $this->item_kind ? 'string' : $this->item_kind, (array) $this->schema['items'] );
				}
			}
		}
		return $items;
	}

	private function json_value( string $text ): mixed {
		// A word the schema names as one of its constants (`--template-id=default`) is that word.
		if ( in_array( $text, self::constants( $this->schema ), true ) ) {
			return $text;
		}
		$source = $text;
		if ( str_starts_with( $text, '@' ) ) {
			$source = is_readable( substr( $text, 1 ) ) ? file_get_contents( substr( $text, 1 ) ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions -- a file named on the command line.
			if ( false === $source ) {
				throw new Usage_Error( sprintf( '--%s: cannot read %s.', $this->name, substr( $text, 1 ) ) );
			}
		}
		// Objects stay objects, so that {} is sent as {}.
		$value = json_decode( (string) $source, false );
		if ( null === $value && 'null' !== trim( (string) $source ) ) {
			throw new Usage_Error( sprintf( '--%s takes JSON or @file.json (%s).', $this->name, str_starts_with( $text, '@' ) ? substr( $text, 1 ) . ' is not JSON' : 'not JSON' ) );
		}
		return $value;
	}

	/**
	 * The string constants of a schema's alternatives (anyOf/oneOf).
	 *
	 * @param array<string, mixed> $schema
	 * @return string[]
	 */
	private static function constants( array $schema ): array {
		$alternatives = array_merge( (array) ( $schema['anyOf'] ?? array() ), (array) ( $schema['oneOf'] ?? array() ) );
		return array_values( array_filter( array_map( static fn ( $alternative ) => is_array( $alternative ) ? ( $alternative['const'] ?? null ) : null, $alternatives ), 'is_string' ) );
	}

	/**
	 * @param array<string, mixed> $schema
	 */
	private function scalar( string $text, string $kind, array $schema ): string|int|float {
		$value = $text;
		if ( 'integer' === $kind || 'number' === $kind ) {
			$pattern = 'integer' === $kind ? '/^-?\d+$/' : '/^-?\d+(?:\.\d+)?$/';
			if ( ! preg_match( $pattern, $text ) ) {
				throw new Usage_Error( sprintf( '--%s takes %s (got "%s").', $this->name, 'integer' === $kind ? 'an integer' : 'a number', $text ) );
			}
			$value = 'integer' === $kind ? (int) $text : (float) $text;
		}
		$this->check( $value, $schema );
		return $value;
	}

	/**
	 * @param array<string, mixed> $schema
	 */
	private function check( string|int|float $value, array $schema ): void {
		if ( isset( $schema['enum'] ) && ! in_array( $value, (array) $schema['enum'], true ) ) {
			throw new Usage_Error( sprintf( '--%s must be one of %s (got "%s").', $this->name, implode( ', ', (array) $schema['enum'] ), $value ) );
		}
		if ( is_string( $value ) ) {
			return;
		}
		$minimum = $schema['minimum'] ?? null;
		$maximum = $schema['maximum'] ?? null;
		if ( ( null !== $minimum && $value < $minimum ) || ( null !== $maximum && $value > $maximum ) ) {
			$range = null === $maximum ? "at least {$minimum}" : sprintf( 'between %s and %s', $minimum ?? '-∞', $maximum );
			throw new Usage_Error( sprintf( '--%s must be %s (got %s).', $this->name, $range, $value ) );
		}
	}
}
