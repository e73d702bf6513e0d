<?php
/**
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\Plugin;

/**
 * The deactivation hook: with delete_history_on_deactivate, SeedPress's history is gone; without
 * it, it stays. Runs on a history of its own (the site's rows are put back afterwards).
 */
final class PluginDeactivateTest extends SeedPress_Test_Case {

	private function history_count(): int {
		global $wpdb;
		return (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->prefix}seedpress_history" ); // phpcs:ignore WordPress.DB
	}

	private function with_history_and_settings( array $settings ): void {
		global $wpdb;
		$table = $wpdb->prefix . 'seedpress_history';
		$kept  = $wpdb->get_results( "SELECT * FROM {$table}", ARRAY_A ); // phpcs:ignore WordPress.DB
		$saved = get_option( 'seedpress_settings' );
		$this->defer(
			static function () use ( $wpdb, $table, $kept, $saved ): void {
				$wpdb->query( "DELETE FROM {$table}" ); // phpcs:ignore WordPress.DB
				foreach ( $kept as $row ) {
					$wpdb->insert( $table, $row );
				}
				false === $saved ? delete_option( 'seedpress_settings' ) : update_option( 'seedpress_settings', $saved );
			}
		);
		$wpdb->insert( $table, array( 'content_type' => 'post', 'content_id' => 987654, 'content_subtype' => 'post', 'meta' => '{}', 'batch_id' => 'deactivate-test', 'created_at' => '2026-11-24 12:00:00' ) );
		update_option( 'seedpress_settings', $settings );
	}

	public function test_deactivation_deletes_the_history_when_the_setting_says_so(): void {
		// Setup
		$this->with_history_and_settings( array( 'delete_history_on_deactivate' => true ) );

		// Action
		Plugin::deactivate();

		// Assert
		$this->assertSame( 0, $this->history_count() );
	}

	public function test_deactivation_keeps_the_history_by_default(): void {
		// Setup
		$this->with_history_and_settings( array( 'delete_history_on_deactivate' => false ) );
		$before = $this->history_count();

		// Action
		Plugin::deactivate();

		// Assert
		$this->assertGreaterThan( 0, $before );
		$this->assertSame( $before, $this->history_count() );
	}
}
