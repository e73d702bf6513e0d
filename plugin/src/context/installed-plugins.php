<?php
/**
 * The installed plugins' names and versions, read from their files only when the plugins folder changed.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * get_plugins() opens and parses every PHP file at the top of every plugin folder: about 0.6 ms
 * with two plugins, many times that on a site with dozens, and the host context needs it on every
 * forwarded request. Its answer is kept with a signature of the plugins folder (each entry's name
 * and modification time), which changes when a plugin is installed, deleted, replaced or updated
 * by WordPress; the upgrader's hook forgets it too (Plugin::init()).
 */
final class Installed_Plugins {

	public const OPTION = 'seedpress_installed_plugins';

	/**
	 * @return array<string, array{name: string, version: string}> By plugin file, as get_plugins() orders them.
	 */
	public static function headers(): array {
		$signature = self::signature();
		$kept      = get_option( self::OPTION );
		if ( is_array( $kept ) && ( $kept['signature'] ?? null ) === $signature && is_array( $kept['plugins'] ?? null ) ) {
			return $kept['plugins'];
		}
		if ( ! function_exists( 'get_plugins' ) ) {
			require_once ABSPATH . 'wp-admin/includes/plugin.php';
		}
		// Core keeps its own answer in the object cache, which may be persistent and as old as ours.
		wp_cache_delete( 'plugins', 'plugins' );
		$plugins = array();
		foreach ( get_plugins() as $file => $data ) {
			$plugins[ (string) $file ] = array(
				'name'    => (string) ( $data['Name'] ?? '' ),
				'version' => (string) ( $data['Version'] ?? '' ),
			);
		}
		// Not autoloaded: only SeedPress's own requests read it.
		update_option(
			self::OPTION,
			array(
				'signature' => $signature,
				'plugins'   => $plugins,
			),
			false
		);
		return $plugins;
	}

	public static function forget(): void {
		delete_option( self::OPTION );
	}

	private static function signature(): string {
		$entries = scandir( WP_PLUGIN_DIR );
		$parts   = array();
		foreach ( false === $entries ? array() : $entries as $entry ) {
			if ( '.' === $entry[0] ) {
				continue;
			}
			$parts[] = $entry . ':' . (string) filemtime( WP_PLUGIN_DIR . '/' . $entry );
		}
		return md5( implode( '|', $parts ) );
	}
}
