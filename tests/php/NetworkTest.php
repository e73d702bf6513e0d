<?php
/**
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\Host_Context;
use SeedPress\Network;

/**
 * The single-site side of the network helpers (the stack's site is not a network; the network
 * side runs end to end in tests/e2e/multisite.e2e.test.ts).
 */
final class NetworkTest extends SeedPress_Test_Case {

	public function test_a_single_site_runs_the_activation_work_once_whatever_the_flag_says(): void {
		foreach ( array( false, true ) as $network_wide ) {
			// Setup
			$sites = array();

			// Action
			Network::for_activated_sites(
				$network_wide,
				static function () use ( &$sites ): void {
					$sites[] = get_current_blog_id();
				}
			);

			// Assert
			$this->assertSame( array( 1 ), $sites );
		}
	}

	public function test_a_new_site_on_a_single_site_install_changes_nothing(): void {
		// Setup: core loads WP_Site on networks only.
		require_once ABSPATH . WPINC . '/class-wp-site.php';
		$hash = get_option( Host_Context::HASH_OPTION );
		update_option( Host_Context::HASH_OPTION, 'stale', true );
		$this->defer( static fn () => update_option( Host_Context::HASH_OPTION, $hash, true ) );

		// Action
		Network::initialize_site( new \WP_Site( (object) array( 'blog_id' => 1 ) ) );

		// Assert
		$this->assertFalse( Network::is_network_active() );
		$this->assertSame( 'stale', get_option( Host_Context::HASH_OPTION ) );
	}
}
