<?php
/**
 * Deleting SeedPress removes everything it kept: its tables, options, transients and metadata on
 * every site of the network, its worker and its folder in uploads. The content it generated stays:
 * it belongs to the site now.
 *
 * The free plugin and SeedPress Pro keep the same data: deleting one while the other is still
 * installed (active or not) removes only its folder, and the other keeps the history, templates
 * and settings. Deleting the last one removes everything.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'WP_UNINSTALL_PLUGIN' ) ) {
	exit;
}

// get_plugins() is cached for the whole request, so a folder deleted earlier in a bulk deletion of both still shows there.
foreach ( get_plugins() as $seedpress_basename => $seedpress_plugin ) {
	if ( WP_UNINSTALL_PLUGIN !== $seedpress_basename && 'seedpress' === $seedpress_plugin['TextDomain'] && str_starts_with( $seedpress_plugin['Name'], 'SeedPress' ) && is_file( WP_PLUGIN_DIR . '/' . $seedpress_basename ) ) {
		return;
	}
}

foreach ( array( 'src/plugin.php', 'src/worker/worker-link.php', 'src/worker/worker-client.php', 'src/worker/node-runtime.php', 'src/worker/worker-environment.php', 'src/worker/worker-state.php', 'src/worker/worker-process.php', 'src/worker/worker-supervisor.php' ) as $seedpress_file ) {
	require_once __DIR__ . '/' . $seedpress_file;
}

/**
 * One site's tables (named after its prefix), options, transients and metadata.
 */
function uninstall_site(): void {
	global $wpdb;
	$tables = $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $wpdb->esc_like( $wpdb->prefix . 'seedpress_' ) . '%' ) );
	foreach ( $tables as $table ) {
		$wpdb->query( "DROP TABLE IF EXISTS `{$table}`" ); // phpcs:ignore WordPress.DB -- the plugin's own tables, named by SHOW TABLES.
	}
	// A single site keeps its site transients (the worker notice's) in options too.
	foreach ( array( 'seedpress_', '_transient_seedpress_', '_transient_timeout_seedpress_', '_site_transient_seedpress_', '_site_transient_timeout_seedpress_' ) as $prefix ) {
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->options} WHERE option_name LIKE %s", $wpdb->esc_like( $prefix ) . '%' ) ); // phpcs:ignore WordPress.DB -- uninstall: a prepared DELETE of the plugin's rows; the table name is core's, not input.
	}
	foreach ( array( $wpdb->postmeta, $wpdb->termmeta, $wpdb->commentmeta ) as $meta_table ) {
		$wpdb->query( $wpdb->prepare( "DELETE FROM {$meta_table} WHERE meta_key LIKE %s", $wpdb->esc_like( '_seedpress_' ) . '%' ) ); // phpcs:ignore WordPress.DB -- uninstall: a prepared DELETE of the plugin's rows; the table name is core's, not input.
	}
}

/**
 * Users, their metadata and network options are shared by the sites: removed once.
 */
function uninstall_network(): void {
	global $wpdb;
	$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->usermeta} WHERE meta_key LIKE %s", $wpdb->esc_like( '_seedpress_' ) . '%' ) ); // phpcs:ignore WordPress.DB -- uninstall: a prepared DELETE of the plugin's rows; the table name is core's, not input.
	if ( is_multisite() ) {
		foreach ( array( 'seedpress_', '_site_transient_seedpress_', '_site_transient_timeout_seedpress_' ) as $prefix ) {
			$wpdb->query( $wpdb->prepare( "DELETE FROM {$wpdb->sitemeta} WHERE meta_key LIKE %s", $wpdb->esc_like( $prefix ) . '%' ) ); // phpcs:ignore WordPress.DB -- uninstall: a prepared DELETE of the plugin's rows; the table name is core's, not input.
		}
	}
}

function remove_folder( string $dir ): void {
	if ( ! is_dir( $dir ) || is_link( $dir ) ) {
		return;
	}
	$items = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $dir, \FilesystemIterator::SKIP_DOTS ), \RecursiveIteratorIterator::CHILD_FIRST );
	foreach ( $items as $item ) {
		$item->isDir() && ! $item->isLink() ? rmdir( $item->getPathname() ) : unlink( $item->getPathname() ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- WP_Filesystem may need credentials; this is our own folder.
	}
	rmdir( $dir ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- see above.
}

$seedpress_state_dir = Worker_Supervisor::site_state_dir();
Worker_Supervisor::for_site()->stop();
if ( is_multisite() ) {
	$seedpress_sites = get_sites(
		array(
			'fields' => 'ids',
			'number' => 0,
		)
	);
	foreach ( $seedpress_sites as $seedpress_site ) {
		switch_to_blog( (int) $seedpress_site );
		uninstall_site();
		restore_current_blog();
	}
} else {
	uninstall_site();
}
uninstall_network();
remove_folder( $seedpress_state_dir );
