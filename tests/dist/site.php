<?php
/**
 * The install test's hands inside its plain WordPress (no wp-cli here): what a site admin does in
 * wp-admin, through the same core functions.
 *
 *   php site.php install             wp_install(); prints ADMIN_APP_PASSWORD=...
 *   php site.php activate PLUGIN     activate_plugin() as the admin, as Plugins → Activate does
 *   php site.php deactivate PLUGIN   deactivate_plugins()
 *   php site.php uninstall PLUGIN    delete_plugins(), as Plugins → Delete does (runs uninstall.php)
 *   php site.php active              prints the active plugins, one a line
 *   php site.php set-active PLUGIN…  writes the active plugins as given, bypassing activation
 *   php site.php notices             prints the admin notices' text, as wp-admin shows them
 *   php site.php secret              prints the worker secret option's autoload flag and length
 *   php site.php leftovers           prints every table, option, meta key and file SeedPress left
 *
 * PLUGIN: a plugin's basename, such as seedpress/seedpress.php or seedpress-pro/seedpress.php.
 *
 * Environment: SEEDPRESS_WP_PATH, SEEDPRESS_URL.
 *
 * @package SeedPress
 */

declare(strict_types=1);

$seedpress_mode = $argv[1] ?? '';
$seedpress_url  = (string) getenv( 'SEEDPRESS_URL' );
$seedpress_args = array_slice( $argv, 2 );
$_SERVER['HTTP_HOST']       = (string) parse_url( $seedpress_url, PHP_URL_HOST ) . ':' . (string) parse_url( $seedpress_url, PHP_URL_PORT );
$_SERVER['SERVER_NAME']     = (string) parse_url( $seedpress_url, PHP_URL_HOST );
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
if ( 'install' === $seedpress_mode ) {
	define( 'WP_INSTALLING', true );

	/**
	 * No mail to the new site's admin: there is no mail transport here.
	 */
	function wp_new_blog_notification(): void {}
}

require rtrim( (string) getenv( 'SEEDPRESS_WP_PATH' ), '/' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
require_once ABSPATH . 'wp-admin/includes/file.php';

function seedpress_test_fail( string $message ): never {
	fwrite( STDERR, "site.php: {$message}\n" );
	exit( 1 );
}

function seedpress_test_install(): void {
	$result = wp_install( 'SeedPress install test', 'admin', 'admin@example.test', true, '', wp_generate_password( 24 ) );
	update_option( 'permalink_structure', '/%postname%/' );
	flush_rewrite_rules( false );
	$created = WP_Application_Passwords::create_new_application_password( (int) $result['user_id'], array( 'name' => 'install-test' ) );
	if ( is_wp_error( $created ) ) {
		seedpress_test_fail( $created->get_error_message() );
	}
	echo 'ADMIN_APP_PASSWORD=' . $created[0] . "\n";
}

/**
 * @return list<string>
 */
function seedpress_test_leftovers(): array {
	global $wpdb;
	$like = '%' . $wpdb->esc_like( 'seedpress' ) . '%';
	$rows = array_map( static fn ( $table ) => "table {$table}", $wpdb->get_col( $wpdb->prepare( 'SHOW TABLES LIKE %s', $like ) ) );
	foreach ( $wpdb->get_col( $wpdb->prepare( "SELECT option_name FROM {$wpdb->options} WHERE option_name LIKE %s", $like ) ) as $name ) {
		$rows[] = "option {$name}";
	}
	foreach ( array( $wpdb->postmeta, $wpdb->usermeta, $wpdb->termmeta, $wpdb->commentmeta ) as $table ) {
		foreach ( $wpdb->get_col( $wpdb->prepare( "SELECT DISTINCT meta_key FROM {$table} WHERE meta_key LIKE %s", $like ) ) as $key ) { // phpcs:ignore WordPress.DB
			$rows[] = "meta {$table}.{$key}";
		}
	}
	foreach ( array( WP_PLUGIN_DIR . '/seedpress', WP_PLUGIN_DIR . '/seedpress-pro', wp_get_upload_dir()['basedir'] . '/seedpress' ) as $path ) {
		if ( file_exists( $path ) ) {
			$rows[] = "file {$path}";
		}
	}
	return $rows;
}

if ( 'install' !== $seedpress_mode ) {
	wp_set_current_user( 1 );
}
switch ( $seedpress_mode ) {
	case 'install':
		seedpress_test_install();
		break;
	case 'activate':
		$seedpress_result = activate_plugin( $seedpress_args[0] );
		if ( is_wp_error( $seedpress_result ) || ! is_plugin_active( $seedpress_args[0] ) ) {
			seedpress_test_fail( 'activation failed: ' . ( is_wp_error( $seedpress_result ) ? $seedpress_result->get_error_message() : 'not active' ) );
		}
		echo "active\n";
		break;
	case 'deactivate':
		deactivate_plugins( $seedpress_args[0] );
		echo is_plugin_active( $seedpress_args[0] ) ? "active\n" : "inactive\n";
		break;
	case 'uninstall':
		$seedpress_result = delete_plugins( array( $seedpress_args[0] ) );
		if ( true !== $seedpress_result ) {
			seedpress_test_fail( 'delete_plugins failed: ' . ( is_wp_error( $seedpress_result ) ? $seedpress_result->get_error_message() : var_export( $seedpress_result, true ) ) );
		}
		echo "deleted\n";
		break;
	case 'active':
		echo implode( "\n", (array) get_option( 'active_plugins' ) ), "\n";
		break;
	case 'set-active':
		update_option( 'active_plugins', $seedpress_args );
		echo implode( "\n", (array) get_option( 'active_plugins' ) ), "\n";
		break;
	case 'notices':
		ob_start();
		do_action( 'admin_notices' );
		echo trim( wp_strip_all_tags( (string) ob_get_clean() ) ), "\n";
		break;
	case 'secret':
		global $wpdb;
		$seedpress_row = $wpdb->get_row( "SELECT autoload, LENGTH(option_value) AS length FROM {$wpdb->options} WHERE option_name = 'seedpress_worker_secret'" );
		echo null === $seedpress_row ? "none\n" : "autoload={$seedpress_row->autoload} length={$seedpress_row->length}\n";
		break;
	case 'leftovers':
		echo implode( "\n", seedpress_test_leftovers() ), "\n";
		break;
	default:
		seedpress_test_fail( 'usage: php site.php install|activate PLUGIN|deactivate PLUGIN|uninstall PLUGIN|active|set-active PLUGIN...|notices|secret|leftovers' );
}
