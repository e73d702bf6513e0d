<?php
/**
 * Router for PHP's built-in server (`php -S ... -t .seedpress/wordpress tests/stack/router.php`).
 *
 * Real files and directories (wp-login.php, wp-admin/, assets, uploads) are left to the built-in
 * server, which runs .php files and serves the rest. Everything else goes to WordPress's front
 * controller, as Apache's rewrite rules would, so pretty permalinks and /wp-json/ work.
 */

$raw_path = (string) parse_url( $_SERVER['REQUEST_URI'] ?? '/', PHP_URL_PATH );
$path     = rawurldecode( $raw_path );
$file     = $_SERVER['DOCUMENT_ROOT'] . $path;
if ( '/' !== $path && is_dir( $file ) && '/' !== substr( $path, -1 ) ) {
	// As Apache does: /wp-admin -> /wp-admin/, so the admin's relative links resolve.
	$query = parse_url( $_SERVER['REQUEST_URI'], PHP_URL_QUERY );
	header( 'Location: ' . $raw_path . '/' . ( null === $query ? '' : "?$query" ), true, 301 );
	return true;
}
if ( '/' !== $path && file_exists( $file ) ) {
	return false;
}

// Make the request look as if index.php had been asked for (WordPress reads these).
$_SERVER['SCRIPT_NAME']     = '/index.php';
$_SERVER['PHP_SELF']        = '/index.php';
$_SERVER['SCRIPT_FILENAME'] = $_SERVER['DOCUMENT_ROOT'] . '/index.php';
chdir( $_SERVER['DOCUMENT_ROOT'] );
require $_SERVER['DOCUMENT_ROOT'] . '/index.php';
