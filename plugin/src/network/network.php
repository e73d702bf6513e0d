<?php
/**
 * SeedPress on a multisite network: what activation does for one site, done for every site.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * One worker serves the whole network; each site keeps its own context, settings, history and
 * templates in its own tables, so each site needs its own activation (and deactivation) work.
 */
final class Network {

	/**
	 * Runs $callback once in the context of each site when the plugin is (de)activated for the
	 * whole network, and once for the current site otherwise.
	 *
	 * @param callable(): mixed $callback What it returns is not used.
	 */
	public static function for_activated_sites( bool $network_wide, callable $callback ): void {
		if ( ! $network_wide || ! is_multisite() ) {
			$callback();
			return;
		}
		foreach ( self::site_ids() as $site_id ) {
			switch_to_blog( $site_id );
			try {
				$callback();
			} finally {
				restore_current_blog();
			}
		}
	}

	/**
	 * A site added to a network where SeedPress is network-active gets what activation gives
	 * every other site. Hooked after core has created the site's tables and options.
	 */
	public static function initialize_site( \WP_Site $site ): void {
		if ( ! self::is_network_active() ) {
			return;
		}
		switch_to_blog( (int) $site->blog_id );
		try {
			Plugin::activate_site();
		} finally {
			restore_current_blog();
		}
	}

	public static function is_network_active(): bool {
		if ( ! is_multisite() ) {
			return false;
		}
		if ( ! function_exists( 'is_plugin_active_for_network' ) ) {
			require_once ABSPATH . 'wp-admin/includes/plugin.php';
		}
		return is_plugin_active_for_network( plugin_basename( Plugin::file() ) );
	}

	/**
	 * @return list<int> Every site of the current network, archived and spam ones included: they may come back.
	 */
	private static function site_ids(): array {
		$ids = get_sites(
			array(
				'fields'     => 'ids',
				'number'     => 0,
				'network_id' => get_current_network_id(),
			)
		);
		return array_map( 'intval', $ids );
	}
}
