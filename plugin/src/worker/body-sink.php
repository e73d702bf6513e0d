<?php
/**
 * Where a worker response body goes when it must not be buffered.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

interface Body_Sink {

	/**
	 * Called once, when the worker's final response head has arrived and before any of its body.
	 *
	 * @param array<string, string> $headers Keyed by lower-case name.
	 * @return bool True to take the body chunk by chunk; false to let the client buffer it as usual.
	 */
	public function open( int $status, array $headers ): bool;

	/**
	 * One chunk of the body, as it arrives.
	 */
	public function write( string $chunk ): void;

	/**
	 * Asked after each chunk and while the worker is silent: true once whoever receives the body
	 * has gone, so the request to the worker is aborted (the worker then stops its run).
	 */
	public function abandoned(): bool;
}
