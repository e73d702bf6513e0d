<?php
/**
 * The bundled worker if it runs, never started: what a status check may ask without changing anything.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

final class Running_Worker implements Worker_Link {

	public function __construct( private readonly Worker_Supervisor $supervisor ) {}

	public function client(): Worker_Client|\WP_Error {
		return $this->supervisor->running_client() ?? self::not_running();
	}

	public static function not_running(): \WP_Error {
		return new \WP_Error(
			'worker_unavailable',
			__( 'The SeedPress worker is not running. The next SeedPress call starts it; Restart worker starts it now.', 'seedpress' ),
			array( 'status' => 503 )
		);
	}

	public function secret(): string {
		return $this->supervisor->secret();
	}

	public function revive(): null {
		return null;
	}
}
