<?php
/**
 * Router for PHP's built-in server on a subdirectory multisite network. What Apache's network
 * rules do: a site's /site2/wp-admin/..., /site2/wp-includes/... and /site2/*.php are the main
 * tree's files. Everything else is left to the stack's router (real files, else index.php).
 *
 * @package SeedPress
 */

$seedpress_path = rawurldecode( (string) parse_url( $_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH ) );
if ( preg_match( '#^/[_0-9a-zA-Z-]+(/(?:wp-(?:content|admin|includes)/.*|[^/]+\.php))$#', $seedpress_path, $seedpress_match )
	&& is_file( $_SERVER['DOCUMENT_ROOT'] . $seedpress_match[1] ) ) {
	$seedpress_file = $_SERVER['DOCUMENT_ROOT'] . $seedpress_match[1];
	if ( ! str_ends_with( $seedpress_file, '.php' ) ) {
		// Static files: the built-in server serves them at the tree's own address.
		header( 'Location: ' . $seedpress_match[1], true, 301 );
		return true;
	}
	$_SERVER['SCRIPT_NAME']     = $seedpress_path;
	$_SERVER['PHP_SELF']        = $seedpress_path;
	$_SERVER['SCRIPT_FILENAME'] = $seedpress_file;
	chdir( dirname( $seedpress_file ) );
	require $seedpress_file;
	return true;
}
return require dirname( __DIR__, 2 ) . '/stack/router.php';
