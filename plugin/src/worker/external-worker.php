<?php
/**
 * A worker someone else runs (SEEDPRESS_WORKER_URL and SEEDPRESS_WORKER_SECRET in wp-config.php).
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

final class External_Worker implements Worker_Link {

	public function __construct(
		private readonly string $url,
		private readonly string $worker_secret,
	) {}

	public static function configured(): bool {
		return defined( 'SEEDPRESS_WORKER_URL' ) && defined( 'SEEDPRESS_WORKER_SECRET' )
			&& '' !== (string) SEEDPRESS_WORKER_URL && '' !== (string) SEEDPRESS_WORKER_SECRET;
	}

	public function client(): Worker_Client {
		return new Worker_Client( $this->url );
	}

	public function secret(): string {
		return $this->worker_secret;
	}

	/**
	 * Whoever runs the worker restarts it: the plugin does not know how.
	 */
	public function revive(): null {
		return null;
	}
}
