<?php
/**
 * Where the Forwarder finds a worker and the secret it signs for.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

interface Worker_Link {

	/**
	 * A client for the running worker, or a 503 worker_unavailable saying what is missing.
	 */
	public function client(): Worker_Client|\WP_Error;

	public function secret(): string;

	/**
	 * Called when the worker could not be reached: a client for a worker started anew, an error,
	 * or null when this link cannot start workers (the caller keeps its first error).
	 */
	public function revive(): Worker_Client|\WP_Error|null;
}
