<?php
/**
 * Oracle for store-image.int.test.ts: uploads images through WordPress itself and reads back what
 * it made, and checks SeedPress's stored images through WordPress's own functions.
 *
 * Usage: php wordpress-attachments.php <wp-load.php> <site url>, with a JSON job on stdin:
 *   { "wordpress_uploads": dir, "our_uploads": dir, "uploads_url": url,
 *     "sources": [{ "path", "name", "time" }], "ours": [{ "file", "serialized_metadata" }] }
 * Both uploads folders stand in for the site's own through the upload_dir filter, so nothing lands
 * in the site's uploads, and every attachment created is deleted again (with its files).
 */

[ , $wp_load, $site_url ] = $argv;
$_SERVER['HTTP_HOST']       = parse_url( $site_url, PHP_URL_HOST ) . ':' . parse_url( $site_url, PHP_URL_PORT );
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
require $wp_load;
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/media.php';
wp_set_current_user( 1 );

$job         = json_decode( stream_get_contents( STDIN ), true );
$uploads_dir = $job['wordpress_uploads'];
add_filter(
	'upload_dir',
	function ( $uploads ) use ( &$uploads_dir, $job ) {
		$uploads['basedir'] = $uploads_dir;
		$uploads['path']    = $uploads_dir . $uploads['subdir'];
		$uploads['baseurl'] = $job['uploads_url'];
		$uploads['url']     = $job['uploads_url'] . $uploads['subdir'];
		return $uploads;
	}
);

function seedpress_files( string $dir ): array {
	$files    = array();
	$iterator = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $dir, FilesystemIterator::SKIP_DOTS ) );
	foreach ( $iterator as $file ) {
		$files[] = substr( $file->getPathname(), strlen( $dir ) + 1 );
	}
	sort( $files );
	return $files;
}

$out = array(
	'sizes'   => wp_get_registered_image_subsizes(),
	'uploads' => array(),
	'ours'    => array(),
);
// Whatever happens below, no attachment of this script outlives it.
$ids = array();
register_shutdown_function(
	function () use ( &$ids ) {
		foreach ( $ids as $id ) {
			wp_delete_attachment( $id, true );
		}
	}
);

foreach ( $job['sources'] as $source ) {
	$tmp = wp_tempnam( $source['name'] );
	copy( $source['path'], $tmp );
	$file   = array(
		'name'     => $source['name'],
		'tmp_name' => $tmp,
		'error'    => 0,
		'size'     => filesize( $tmp ),
	);
	$upload = wp_handle_sideload( $file, array( 'test_form' => false ), $source['time'] );
	if ( isset( $upload['error'] ) ) {
		fwrite( STDERR, $upload['error'] . "\n" );
		exit( 1 );
	}
	$id    = wp_insert_attachment(
		array(
			'post_mime_type' => $upload['type'],
			'post_title'     => $source['name'],
			'post_status'    => 'inherit',
		),
		$upload['file']
	);
	$ids[] = $id;
	$meta  = wp_generate_attachment_metadata( $id, $upload['file'] );
	wp_update_attachment_metadata( $id, $meta );
	$out['uploads'][] = array(
		'attached_file' => get_post_meta( $id, '_wp_attached_file', true ),
		'url'           => wp_get_attachment_url( $id ),
		'serialized'    => serialize( $meta ),
		'metadata'      => $meta,
	);
}
$out['wordpress_files'] = seedpress_files( $job['wordpress_uploads'] );
foreach ( $ids as $id ) {
	wp_delete_attachment( $id, true );
}
$ids                         = array();
$out['wordpress_files_left'] = seedpress_files( $job['wordpress_uploads'] );

// SeedPress's files, registered as attachments the way the worker writes them.
$uploads_dir = $job['our_uploads'];
foreach ( $job['ours'] as $ours ) {
	$id    = wp_insert_attachment(
		array(
			'post_mime_type' => wp_check_filetype( $ours['file'] )['type'],
			'post_title'     => basename( $ours['file'] ),
			'post_status'    => 'inherit',
		)
	);
	$ids[] = $id;
	update_post_meta( $id, '_wp_attached_file', $ours['file'] );
	update_post_meta( $id, '_wp_attachment_metadata', unserialize( $ours['serialized_metadata'] ) );
	$thumbnail          = wp_get_attachment_image_src( $id, 'thumbnail' );
	$original           = wp_get_original_image_path( $id );
	$out['ours'][]      = array(
		'metadata_read_back' => wp_get_attachment_metadata( $id ),
		'image_meta_of_file' => wp_read_image_metadata( $original ),
		'original_exists'    => file_exists( $original ),
		'thumbnail'          => $thumbnail ? array( $thumbnail[0], $thumbnail[1], $thumbnail[2] ) : null,
	);
	wp_delete_attachment( $id, true );
	$ids = array();
}
$out['our_files_left'] = seedpress_files( $job['our_uploads'] );

echo wp_json_encode( $out );
