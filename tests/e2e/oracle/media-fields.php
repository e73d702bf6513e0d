<?php
/**
 * Media oracle: WordPress reads back the attachments SeedPress made for media fields, and core
 * recomputes the metadata of the files it cannot take for images (documents, sounds, videos) with
 * its own wp_generate_attachment_metadata() (getID3 for sounds and videos). Loaded inside the
 * stack's WordPress by tests/e2e/media-fields.e2e.test.ts through runWordPressPhp() (wp-load.php
 * already required, user 1 current). Input on stdin (JSON):
 *   posts   the generated post ids
 *   fields  the meta keys of the media fields (ACF: an id, or a list of ids for a gallery)
 * Output on stdout: per post, each field's value and, per attachment it points at, what core
 * knows of it: parent, MIME type, flag, size, every file (main and sub-sizes), what
 * wp_check_filetype_and_ext() makes of the file, the stored metadata and core's own (documents,
 * sounds, videos; null for images, whose sub-sizes core would write again).
 */

if ( ! defined( 'ABSPATH' ) ) {
	fwrite( STDERR, "Run me through runWordPressPhp() (tests/support/wordpress-php.ts).\n" );
	exit( 1 );
}

require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/media.php';

$input = json_decode( stream_get_contents( STDIN ), true );
$out   = array();

/** What core knows of one attachment. */
function media_oracle_attachment( int $id ): array {
	$file  = get_attached_file( $id );
	$meta  = wp_get_attachment_metadata( $id );
	$dir   = dirname( $file );
	$sizes = array_map( fn( $size ) => $dir . '/' . $size['file'], array_values( $meta['sizes'] ?? array() ) );
	$check = wp_check_filetype_and_ext( $file, basename( $file ) );
	return array(
		'id'         => $id,
		'parent'     => (int) get_post( $id )->post_parent,
		'mime'       => get_post_mime_type( $id ),
		'flag'       => get_post_meta( $id, '_seedpress_generated', true ),
		'width'      => (int) ( $meta['width'] ?? 0 ),
		'height'     => (int) ( $meta['height'] ?? 0 ),
		'files'      => array_merge( array( $file ), $sizes ),
		'check'      => array( 'ext' => $check['ext'], 'type' => $check['type'] ),
		'stored'     => $meta,
		'recomputed' => wp_attachment_is_image( $id ) ? null : wp_generate_attachment_metadata( $id, $file ),
	);
}

foreach ( $input['posts'] as $post_id ) {
	$values      = array();
	$attachments = array();
	foreach ( $input['fields'] as $name ) {
		$value           = get_post_meta( $post_id, $name, true );
		$values[ $name ] = $value;
		foreach ( (array) $value as $id ) {
			$attachments[] = media_oracle_attachment( (int) $id );
		}
	}
	$out[] = array( 'post' => $post_id, 'values' => $values, 'attachments' => $attachments );
}
echo wp_json_encode( $out );
