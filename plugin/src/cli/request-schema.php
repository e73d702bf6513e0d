<?php
/**
 * The request members of an endpoint, read from its JSON Schema at run time.
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
 * The schemas are the contract the worker validates with: a member added there becomes a flag
 * of the matching command without a change here.
 */
final class Request_Schema {

	/** @var array<string, array<string, mixed>>|null */
	private ?array $definitions = null;

	public function __construct( private readonly string $dir ) {}

	/**
	 * The members of one part (query or body) of an endpoint's request schema, references resolved.
	 *
	 * @return array<string, array<string, mixed>>
	 */
	public function members( string $schema_id, string $part ): array {
		$endpoint = $this->read( 'endpoints/' . $schema_id . '.json' );
		$schema   = $this->resolve( (array) ( $endpoint['properties'][ $part ] ?? array() ) );
		$members  = array();
		foreach ( (array) ( $schema['properties'] ?? array() ) as $name => $member ) {
			$members[ (string) $name ] = $this->resolve( (array) $member );
		}
		return $members;
	}

	/**
	 * A `$ref` into definitions.json replaced by what it names; the members beside it (a default) win.
	 *
	 * @param array<string, mixed> $schema
	 * @return array<string, mixed>
	 */
	public function resolve( array $schema ): array {
		if ( ! isset( $schema['$ref'] ) || ! is_string( $schema['$ref'] ) ) {
			return $schema;
		}
		$this->definitions ??= (array) $this->read( 'definitions.json' )['definitions'];
		$name                = (string) preg_replace( '/^(?:definitions)?#\/definitions\//', '', $schema['$ref'] );
		if ( ! isset( $this->definitions[ $name ] ) ) {
			throw new \RuntimeException( "schemas/definitions.json has no {$name}." );
		}
		unset( $schema['$ref'] );
		return array_merge( $this->resolve( (array) $this->definitions[ $name ] ), $schema );
	}

	/**
	 * @return array<string, mixed>
	 */
	private function read( string $file ): array {
		$path = $this->dir . '/' . $file;
		$text = is_readable( $path ) ? file_get_contents( $path ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions -- a local file of the plugin.
		if ( false === $text ) {
			throw new \RuntimeException( "Cannot read {$this->dir}/{$file}." );
		}
		return (array) json_decode( $text, true, 512, JSON_THROW_ON_ERROR );
	}
}
