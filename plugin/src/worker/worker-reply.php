<?php
/**
 * What the worker answered.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

final class Worker_Reply {

	/**
	 * @param array<string, string> $headers Keyed by lower-case name.
	 * @param string                $body    Empty when a sink consumed it.
	 */
	public function __construct(
		public readonly int $status,
		public readonly array $headers,
		public readonly string $body,
	) {}

	public function header( string $name ): ?string {
		return $this->headers[ strtolower( $name ) ] ?? null;
	}
}
