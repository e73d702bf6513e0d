<?php
/**
 * Activates or deactivates the compatibility suite's plugins inside the stack's site.
 * CLI: php plugins.php activate|deactivate <folder> [<folder> …]; prints JSON [{folder, file, name, version}].
 * Needs SEEDPRESS_WP_PATH and SEEDPRESS_HTTP_HOST in the environment.
 *
 * @package SeedPress
 */

declare(strict_types=1);

$_SERVER['HTTP_HOST']       = (string) getenv( 'SEEDPRESS_HTTP_HOST' );
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
require getenv( 'SEEDPRESS_WP_PATH' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';
wp_set_current_user( 1 );

$action  = (string) ( $argv[1] ?? '' );
$folders = array_slice( $argv, 2 );
$out     = array();
foreach ( get_plugins() as $file => $data ) {
	$folder = dirname( $file );
	if ( ! in_array( $folder, $folders, true ) ) {
		continue;
	}
	if ( 'activate' === $action ) {
		$result = activate_plugin( $file );
		if ( is_wp_error( $result ) ) {
			fwrite( STDERR, "$file: " . $result->get_error_message() . "\n" );
			exit( 1 );
		}
	} else {
		deactivate_plugins( $file, true );
	}
	$out[] = array( 'folder' => $folder, 'file' => $file, 'name' => $data['Name'], 'version' => $data['Version'] );
}
echo wp_json_encode( $out );
