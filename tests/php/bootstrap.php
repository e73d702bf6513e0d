<?php
/**
 * Loads the local site's WordPress (the one tests/stack/up.sh builds) with the plugin active.
 *
 * No skipping: a missing stack is an error, or the suite would pass without testing anything.
 *
 * @package SeedPress
 */

declare(strict_types=1);

$seedpress_repo = dirname( __DIR__, 2 );

/**
 * @return array<string, string> KEY='value' lines as the stack writes them (shell single quotes).
 */
function seedpress_test_read_env( string $file ): array {
	$values = array();
	if ( ! is_readable( $file ) ) {
		return $values;
	}
	foreach ( (array) file( $file, FILE_IGNORE_NEW_LINES ) as $line ) {
		if ( ! preg_match( '/^\s*(?:export\s+)?([A-Z_][A-Z0-9_]*)=(.*)$/', (string) $line, $m ) ) {
			continue;
		}
		$raw = trim( $m[2] );
		if ( preg_match( "/^'(.*)'$/s", $raw, $q ) ) {
			$raw = str_replace( "'\\''", "'", $q[1] );
		} elseif ( preg_match( '/^"(.*)"$/s', $raw, $q ) ) {
			$raw = stripcslashes( $q[1] );
		}
		$values[ $m[1] ] = $raw;
	}
	return $values;
}

$seedpress_env = seedpress_test_read_env( $seedpress_repo . '/.seedpress/stack.env' );
foreach ( array( 'SEEDPRESS_WP_PATH', 'SEEDPRESS_URL' ) as $seedpress_key ) {
	if ( false !== getenv( $seedpress_key ) && '' !== getenv( $seedpress_key ) ) {
		$seedpress_env[ $seedpress_key ] = (string) getenv( $seedpress_key );
	}
}

$seedpress_wp_path = rtrim( $seedpress_env['SEEDPRESS_WP_PATH'] ?? '', '/' );
if ( '' === $seedpress_wp_path || ! is_file( $seedpress_wp_path . '/wp-load.php' ) ) {
	fwrite(
		STDERR,
		"SeedPress PHP tests need the local site: no WordPress found (SEEDPRESS_WP_PATH='{$seedpress_wp_path}').\n"
		. "Run `make up` first (it writes {$seedpress_repo}/.seedpress/stack.env), or set SEEDPRESS_WP_PATH.\n"
	);
	exit( 1 );
}

$seedpress_url = parse_url( $seedpress_env['SEEDPRESS_URL'] ?? 'http://127.0.0.1:8888' );
$_SERVER['HTTP_HOST']       = ( $seedpress_url['host'] ?? '127.0.0.1' ) . ( isset( $seedpress_url['port'] ) ? ':' . $seedpress_url['port'] : '' );
$_SERVER['SERVER_NAME']     = $seedpress_url['host'] ?? '127.0.0.1';
$_SERVER['SERVER_PORT']     = (string) ( $seedpress_url['port'] ?? 80 );
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';

// PHPUnit includes this file inside a function; WordPress expects these at global scope.
// phpcs:ignore
global $wpdb, $table_prefix, $wp, $wp_query, $wp_the_query, $wp_rewrite, $wp_roles, $wp_version, $wp_db_version, $current_user, $post, $wp_plugin_paths;

require_once $seedpress_wp_path . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/user.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

if ( ! class_exists( 'SeedPress\\Plugin' ) || null === SeedPress\Plugin::instance() ) {
	fwrite( STDERR, "SeedPress is not active (or its worker constants are missing) in the site at {$seedpress_wp_path}.\n" );
	exit( 1 );
}

require_once __DIR__ . '/support/test-case.php';
require_once __DIR__ . '/support/fake-worker.php';
require_once __DIR__ . '/support/php-server.php';
