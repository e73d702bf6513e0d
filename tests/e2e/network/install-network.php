<?php
/**
 * Makes a subdirectory multisite network for the multisite end-to-end test (there is no wp-cli
 * here), in the steps an administrator takes through wp-admin/network.php:
 *
 *   php install-network.php install     Empty database, wp-config.php without MULTISITE: installs
 *                                       the main site and the network's tables (install_network(),
 *                                       populate_network()).
 *   php install-network.php network     wp-config.php with MULTISITE: adds site 2, activates
 *                                       SeedPress for the whole network, creates an application
 *                                       password for the super admin. Prints JSON.
 *   php install-network.php add-site    A later request: adds site 3 to the network SeedPress is
 *                                       already active on. Prints JSON.
 *
 * Input, from the environment: SEEDPRESS_WP_PATH, SEEDPRESS_URL (http://127.0.0.1:PORT),
 * SEEDPRESS_ADMIN_PASSWORD.
 *
 * @package SeedPress
 */

declare(strict_types=1);

const SEEDPRESS_NETWORK_PLUGIN = 'seedpress/seedpress.php';

$seedpress_mode = $argv[1] ?? '';
$seedpress_url  = (string) getenv( 'SEEDPRESS_URL' );
$seedpress_host = parse_url( $seedpress_url, PHP_URL_HOST ) . ':' . parse_url( $seedpress_url, PHP_URL_PORT );

// The network's domain is host:port, as php -S serves it: WordPress compares it with HTTP_HOST.
$_SERVER['HTTP_HOST']       = $seedpress_host;
$_SERVER['SERVER_NAME']     = (string) parse_url( $seedpress_url, PHP_URL_HOST );
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';

/** Stops with WordPress's message. */
function seedpress_network_fail( string $message ): void {
	fwrite( STDERR, "install-network.php: $message\n" );
	exit( 1 );
}

if ( 'install' === $seedpress_mode ) {
	define( 'WP_INSTALLING', true );
	// Pluggable: the default one mails, and there is no sendmail here.
	function wp_new_blog_notification( $blog_title, $blog_url, $user_id, $password ) {
	}
}

require rtrim( (string) getenv( 'SEEDPRESS_WP_PATH' ), '/' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( 'install' === $seedpress_mode ) {
	$seedpress_installed = wp_install( 'SeedPress Network', 'admin', 'admin@example.test', true, '', (string) getenv( 'SEEDPRESS_ADMIN_PASSWORD' ) );
	wp_set_current_user( (int) $seedpress_installed['user_id'] );
	require_once ABSPATH . 'wp-admin/includes/network.php';
	// As wp-admin/network.php does: wpdb names the network's tables only once MULTISITE is on.
	foreach ( $GLOBALS['wpdb']->tables( 'ms_global' ) as $seedpress_table => $seedpress_prefixed ) {
		$GLOBALS['wpdb']->$seedpress_table = $seedpress_prefixed;
	}
	install_network();
	$seedpress_result = populate_network( 1, $seedpress_host, 'admin@example.test', 'SeedPress Network', '/', false );
	if ( is_wp_error( $seedpress_result ) ) {
		seedpress_network_fail( 'populate_network(): ' . $seedpress_result->get_error_message() );
	}
	echo wp_json_encode( array( 'installed' => $GLOBALS['wp_version'] ) );
	exit( 0 );
}

if ( ! is_multisite() ) {
	seedpress_network_fail( 'wp-config.php does not define MULTISITE' );
}
wp_set_current_user( 1 );

/** Adds a site under /$slug/ and returns its id. */
function seedpress_network_add_site( string $slug, string $title ): int {
	$site_id = wpmu_create_blog( $GLOBALS['current_site']->domain, "/$slug/", $title, 1 );
	if ( is_wp_error( $site_id ) ) {
		seedpress_network_fail( "creating site $slug: " . $site_id->get_error_message() );
	}
	return (int) $site_id;
}

if ( 'network' === $seedpress_mode ) {
	$seedpress_site = seedpress_network_add_site( 'site2', 'Site Two' );
	$seedpress_done = activate_plugin( SEEDPRESS_NETWORK_PLUGIN, '', true );
	if ( is_wp_error( $seedpress_done ) ) {
		seedpress_network_fail( 'network activation: ' . $seedpress_done->get_error_message() );
	}
	$seedpress_app = WP_Application_Passwords::create_new_application_password( 1, array( 'name' => 'seedpress-network-test' ) );
	if ( is_wp_error( $seedpress_app ) ) {
		seedpress_network_fail( 'application password: ' . $seedpress_app->get_error_message() );
	}
	echo wp_json_encode(
		array(
			'site'             => $seedpress_site,
			'network_active'   => is_plugin_active_for_network( SEEDPRESS_NETWORK_PLUGIN ),
			'app_password'     => $seedpress_app[0],
		)
	);
	exit( 0 );
}

if ( 'add-site' === $seedpress_mode ) {
	echo wp_json_encode( array( 'site' => seedpress_network_add_site( 'site3', 'Site Three' ) ) );
	exit( 0 );
}

seedpress_network_fail( 'usage: php install-network.php install|network|add-site' );
