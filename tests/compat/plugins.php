<?php
/**
 * Activates or deactivates one plugin of the compatibility suite inside the stack's site.
 * CLI: php plugins.php activate|deactivate <folder/main-file.php>
 * Needs SEEDPRESS_WP_PATH and SEEDPRESS_URL.
 *
 * @package SeedPress
 */

declare(strict_types=1);

require __DIR__ . '/wp.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

$action = (string) ( $argv[1] ?? '' );
$file   = (string) ( $argv[2] ?? '' );
if ( 'activate' === $action ) {
	$result = activate_plugin( $file );
	if ( is_wp_error( $result ) ) {
		fwrite( STDERR, "$file: " . $result->get_error_message() . "\n" );
		exit( 1 );
	}
} elseif ( 'deactivate' === $action ) {
	deactivate_plugins( $file, true );
} else {
	fwrite( STDERR, "usage: php plugins.php activate|deactivate <folder/main-file.php>\n" );
	exit( 2 );
}
