<?php
/**
 * The image oracle of tests/dist/wasm-images.test.sh: every image attachment of its plain WordPress
 * checked through core's own functions. Each sub-size file must exist with the dimensions, MIME
 * type and size its metadata records, and the stored metadata must be what core's
 * wp_generate_attachment_metadata() makes of a copy of the same original (in a folder of its own,
 * through the upload_dir filter), byte counts aside: those depend on the encoder.
 *
 *   php attachments.php DIR    prints {"checked": N, "problems": [{"attachment": id, "problems": [...]}]}
 *                              (core's copies go to DIR, which the caller removes)
 *
 * Environment: SEEDPRESS_WP_PATH, SEEDPRESS_URL.
 *
 * @package SeedPress
 */

declare(strict_types=1);

$seedpress_url              = (string) getenv( 'SEEDPRESS_URL' );
$_SERVER['HTTP_HOST']       = (string) parse_url( $seedpress_url, PHP_URL_HOST ) . ':' . (string) parse_url( $seedpress_url, PHP_URL_PORT );
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
require rtrim( (string) getenv( 'SEEDPRESS_WP_PATH' ), '/' ) . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/file.php';
require_once ABSPATH . 'wp-admin/includes/image.php';
wp_set_current_user( 1 );

/**
 * The metadata with its keys sorted at every level and the encoder's byte counts taken from $ours.
 */
function seedpress_comparable( array $meta, array $ours ): array {
	if ( isset( $meta['filesize'] ) ) {
		$meta['filesize'] = $ours['filesize'] ?? null;
	}
	foreach ( $meta['sizes'] ?? array() as $name => $size ) {
		$meta['sizes'][ $name ]['filesize'] = $ours['sizes'][ $name ]['filesize'] ?? null;
	}
	return seedpress_sorted( $meta );
}

function seedpress_sorted( array $value ): array {
	ksort( $value );
	return array_map( fn( $v ) => is_array( $v ) ? seedpress_sorted( $v ) : $v, $value );
}

/**
 * What the files say against what the metadata records.
 */
function seedpress_file_problems( int $id, array $meta ): array {
	$problems = array();
	$file     = (string) get_attached_file( $id );
	$dims     = @getimagesize( $file );
	$mime     = get_post_mime_type( $id );
	if ( ! $dims || array( $dims[0], $dims[1], $dims['mime'] ) !== array( $meta['width'], $meta['height'], $mime ) ) {
		$problems[] = basename( $file ) . ' is not ' . $meta['width'] . 'x' . $meta['height'] . " {$mime}";
	}
	if ( ( $meta['filesize'] ?? null ) !== @filesize( $file ) ) {
		$problems[] = basename( $file ) . ' does not have ' . wp_json_encode( $meta['filesize'] ?? null ) . ' bytes';
	}
	if ( isset( $meta['original_image'] ) && ! is_file( wp_get_original_image_path( $id ) ) ) {
		$problems[] = "original {$meta['original_image']} is missing";
	}
	foreach ( $meta['sizes'] as $name => $size ) {
		$path = dirname( $file ) . '/' . $size['file'];
		$dims = @getimagesize( $path );
		if ( ! $dims || array( $dims[0], $dims[1], $dims['mime'] ) !== array( $size['width'], $size['height'], $size['mime-type'] ) ) {
			$problems[] = "{$name}: {$size['file']} missing or not {$size['width']}x{$size['height']} {$size['mime-type']}";
		}
		if ( ( $size['filesize'] ?? null ) !== @filesize( $path ) ) {
			$problems[] = "{$name}: {$size['file']} does not have " . wp_json_encode( $size['filesize'] ?? null ) . ' bytes';
		}
	}
	return $problems;
}

/**
 * What core's own wp_generate_attachment_metadata() makes of a copy of the attachment's original.
 */
function seedpress_core_metadata( int $id, string $base ): array {
	$original = wp_get_original_image_path( $id );
	$relative = (string) get_post_meta( $id, '_wp_attached_file', true );
	$copy     = $base . '/' . dirname( $relative ) . '/' . basename( $original );
	wp_mkdir_p( dirname( $copy ) );
	copy( $original, $copy );
	$uploads = static function ( array $uploads ) use ( $base ): array {
		$uploads['basedir'] = $base;
		$uploads['path']    = $base . $uploads['subdir'];
		return $uploads;
	};
	add_filter( 'upload_dir', $uploads );
	$copy_id = wp_insert_attachment( array( 'post_mime_type' => get_post_mime_type( $id ), 'post_status' => 'inherit' ), $copy );
	$meta    = wp_generate_attachment_metadata( $copy_id, $copy );
	wp_delete_attachment( $copy_id, true );
	remove_filter( 'upload_dir', $uploads );
	return $meta;
}

$seedpress_base = rtrim( (string) ( $argv[1] ?? '' ), '/' );
$seedpress_out  = array(
	'checked'  => 0,
	'problems' => array(),
);
$seedpress_ids  = get_posts(
	array(
		'post_type'      => 'attachment',
		'post_status'    => 'inherit',
		'post_mime_type' => 'image',
		'posts_per_page' => -1,
		'fields'         => 'ids',
		'orderby'        => 'ID',
		'order'          => 'ASC',
	)
);
foreach ( $seedpress_ids as $seedpress_id ) {
	$seedpress_meta     = wp_get_attachment_metadata( $seedpress_id );
	$seedpress_problems = seedpress_file_problems( $seedpress_id, $seedpress_meta );
	$seedpress_core     = seedpress_core_metadata( $seedpress_id, $seedpress_base );
	if ( seedpress_comparable( $seedpress_core, $seedpress_meta ) !== seedpress_sorted( $seedpress_meta ) ) {
		$seedpress_problems[] = 'metadata ' . wp_json_encode( $seedpress_meta ) . ' != core ' . wp_json_encode( $seedpress_core );
	}
	++$seedpress_out['checked'];
	if ( $seedpress_problems ) {
		$seedpress_out['problems'][] = array(
			'attachment' => $seedpress_id,
			'problems'   => $seedpress_problems,
		);
	}
}
echo wp_json_encode( $seedpress_out );
