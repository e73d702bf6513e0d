<?php
/**
 * Tells a site admin, on every admin screen, what the bundled worker lacks to run.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

final class Worker_Notice {

	/** Checking node spawns a process: admin screens reuse the answer for a few minutes. */
	public const TRANSIENT = 'seedpress_worker_problem';

	public static function init(): void {
		add_action( 'admin_notices', array( self::class, 'render' ) );
		add_action( 'network_admin_notices', array( self::class, 'render' ) );
	}

	public static function render(): void {
		if ( ! current_user_can( 'activate_plugins' ) ) {
			return;
		}
		$problem = self::problem();
		if ( '' === $problem ) {
			return;
		}
		printf(
			'<div class="notice notice-error"><p><strong>%s</strong> %s</p></div>',
			esc_html__( 'SeedPress cannot run its worker.', 'seedpress' ),
			esc_html( $problem )
		);
	}

	/**
	 * The empty string when the worker can run.
	 */
	public static function problem(): string {
		$cached = get_site_transient( self::TRANSIENT );
		if ( is_string( $cached ) ) {
			return $cached;
		}
		$problem = (string) ( Node_Runtime::from_site()->problem() ?? Worker_Supervisor::missing_script( Worker_Supervisor::bundled_script() ) );
		set_site_transient( self::TRANSIENT, $problem, 5 * MINUTE_IN_SECONDS );
		return $problem;
	}
}
