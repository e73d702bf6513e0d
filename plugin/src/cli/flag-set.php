<?php
/**
 * The flags of one endpoint: every member of the part of its request schema a command fills.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Cli;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

final class Flag_Set {

	/**
	 * @param list<Flag> $flags
	 */
	private function __construct( public readonly array $flags ) {}

	public static function for_endpoint( Request_Schema $schemas, string $schema_id, string $part ): self {
		$flags = array();
		foreach ( $schemas->members( $schema_id, $part ) as $member => $schema ) {
			$flags[] = Flag::from_member( $member, $schema, $schemas );
		}
		return new self( $flags );
	}

	public function find( string $member ): ?Flag {
		foreach ( $this->flags as $flag ) {
			if ( $flag->member === $member ) {
				return $flag;
			}
		}
		return null;
	}

	public function replaced( Flag $replacement ): self {
		return new self(
			array_map( static fn ( Flag $flag ): Flag => $flag->member === $replacement->member ? $replacement : $flag, $this->flags )
		);
	}

	/**
	 * @return list<array<string, mixed>>
	 */
	public function synopsis(): array {
		return array_map( static fn ( Flag $flag ): array => $flag->synopsis(), $this->flags );
	}

	/**
	 * The members given on the command line, typed; the others are left to the API's defaults.
	 *
	 * @param array<string, mixed> $assoc_args As WP-CLI parsed them.
	 * @return array<string, mixed>
	 * @throws Usage_Error When a value does not fit the schema.
	 */
	public function values( array $assoc_args ): array {
		$values = array();
		foreach ( $this->flags as $flag ) {
			if ( array_key_exists( $flag->name, $assoc_args ) ) {
				$values[ $flag->member ] = $flag->value( $assoc_args[ $flag->name ] );
			}
		}
		return $values;
	}
}
