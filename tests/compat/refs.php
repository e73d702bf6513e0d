<?php
/**
 * What generated relational fields can point at on a bare stack: books, images, a PDF, audio,
 * video, text and CSV files, and categories (the media library of a fresh site is empty and the
 * suite downloads nothing).
 * CLI: php refs.php create <state file> | php refs.php delete <state file>
 * Needs SEEDPRESS_WP_PATH and SEEDPRESS_URL, with the compat mu-plugin installed.
 *
 * @package SeedPress
 */

declare(strict_types=1);

require __DIR__ . '/wp.php';
require __DIR__ . '/golden-refs.php';

$action = (string) ( $argv[1] ?? '' );
$state  = (string) ( $argv[2] ?? '' );
if ( 'create' === $action && '' !== $state ) {
	$created = array();
	try {
		seedpress_compat_make_refs( $created );
	} finally {
		file_put_contents( $state, wp_json_encode( $created ) ); // Whatever exists gets deleted later.
	}
} elseif ( 'delete' === $action && is_file( $state ) ) {
	seedpress_compat_delete_refs( (array) json_decode( (string) file_get_contents( $state ), true ) );
	unlink( $state );
} elseif ( 'delete' !== $action ) {
	fwrite( STDERR, "usage: php refs.php create|delete <state file>\n" );
	exit( 2 );
}
