<?php
/**
 * Control group for the fidelity oracle: the same shapes of content as the generated runs, made by
 * WordPress itself (wp_insert_user, wp_insert_term, wp_insert_post, wp_insert_comment,
 * wp_insert_attachment + wp_generate_attachment_metadata). fidelity.php must find nothing wrong
 * with them; otherwise the oracle, not SeedPress, is wrong. Loaded through runWordPressPhp().
 * Input: {action: "create"} or {action: "remove", ids}. Output: JSON.
 */

if ( ! defined( 'ABSPATH' ) ) {
	fwrite( STDERR, "Run me through runWordPressPhp() (tests/support/wordpress-php.ts).\n" );
	exit( 1 );
}

require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/user.php';

$input = json_decode( stream_get_contents( STDIN ), true );

function control_create(): array {
	$mark   = 'ctl' . strtolower( wp_generate_password( 5, false, false ) );
	$author = wp_insert_user( array( 'user_login' => "control_{$mark}", 'user_pass' => wp_generate_password( 20 ), 'user_email' => "control-{$mark}@example.org", 'role' => 'author', 'first_name' => 'Con', 'last_name' => 'Trol', 'display_name' => 'Con Trol' ) );
	$tag1   = wp_insert_term( "Control tag one {$mark}", 'post_tag' );
	$tag2   = wp_insert_term( "Control tag two {$mark}", 'post_tag' );
	$cat    = wp_insert_term( "Control category {$mark}", 'category' );
	// Flagged like generated terms, so the oracle gives them the generated terms' checks.
	foreach ( array( $tag1, $tag2, $cat ) as $t ) {
		add_term_meta( $t['term_id'], '_seedpress_generated', '1' );
	}
	$now     = time();
	$content = "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">Control</h2>\n<!-- /wp:heading -->\n\n<!-- wp:paragraph -->\n<p>Made by core.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:list -->\n<ul class=\"wp-block-list\"><!-- wp:list-item -->\n<li>one</li>\n<!-- /wp:list-item --></ul>\n<!-- /wp:list -->";
	$shapes  = array(
		array( 'publish', 'Same Title', -40 ),
		array( 'publish', 'feed', -30 ),
		array( 'publish', '2024', -20 ),
		array( 'private', 'Über Straße', -10 ),
		array( 'draft', 'Control draft', -5 ),
		array( 'pending', 'Control pending', -3 ),
		array( 'future', 'Control future', 12 ),
	);
	$posts = array();
	foreach ( $shapes as $n => list( $status, $title, $days ) ) {
		$id = wp_insert_post(
			wp_slash(
				array(
					'post_title'    => $title,
					'post_content'  => $content,
					'post_excerpt'  => 'Control excerpt.',
					'post_status'   => $status,
					'post_author'   => $author,
					'post_date'     => get_date_from_gmt( gmdate( 'Y-m-d H:i:s', $now + $days * DAY_IN_SECONDS ) ),
					'post_category' => array( $cat['term_id'] ),
					'tags_input'    => array( (int) $tag1['term_id'], 0 === $n % 2 ? (int) $tag2['term_id'] : (int) $tag1['term_id'] ),
					'meta_input'    => array(
						'fidelity_price'      => number_format( 10 + $n * 7.25, 2, '.', '' ),
						'fidelity_rating'     => (string) ( 1 + $n % 5 ),
						'fidelity_event_date' => gmdate( 'Y-m-d', $now - $n * 9 * DAY_IN_SECONDS ),
						'fidelity_contact'    => "contact{$n}@example.org",
						'fidelity_subtitle'   => "Control subtitle {$n}",
					),
				)
			),
			true
		);
		$posts[] = $id;
		if ( in_array( $status, array( 'publish', 'private' ), true ) ) {
			$post_gmt = $now + $days * DAY_IN_SECONDS;
			$first    = wp_insert_comment( array( 'comment_post_ID' => $id, 'comment_author' => 'Reader', 'comment_content' => 'A comment.', 'comment_approved' => 1, 'comment_date' => get_date_from_gmt( gmdate( 'Y-m-d H:i:s', $post_gmt + 3600 ) ) ) );
			wp_insert_comment( array( 'comment_post_ID' => $id, 'comment_author' => 'Writer', 'comment_content' => 'A reply.', 'comment_approved' => 1, 'comment_parent' => $first, 'comment_date' => get_date_from_gmt( gmdate( 'Y-m-d H:i:s', $post_gmt + 7200 ) ) ) );
		}
	}
	$pages = array();
	foreach ( array( 'Same Title', '2024', 'feed' ) as $title ) {
		$pages[] = wp_insert_post( wp_slash( array( 'post_type' => 'page', 'post_title' => $title, 'post_content' => $content, 'post_status' => 'publish', 'post_author' => $author ) ), true );
	}

	// A featured image the way the media library makes one.
	$img = imagecreatetruecolor( 1600, 1000 );
	imagefilledrectangle( $img, 0, 0, 1599, 999, imagecolorallocate( $img, 200, 80, 40 ) );
	ob_start();
	imagejpeg( $img, null, 82 );
	$upload = wp_upload_bits( "control-{$mark}.jpg", null, ob_get_clean() );
	$att    = wp_insert_attachment( array( 'guid' => $upload['url'], 'post_mime_type' => 'image/jpeg', 'post_title' => "Control image {$mark}", 'post_status' => 'inherit', 'post_author' => $author ), $upload['file'], $posts[0], true );
	wp_update_attachment_metadata( $att, wp_generate_attachment_metadata( $att, $upload['file'] ) );
	set_post_thumbnail( $posts[0], $att );

	return array(
		'post_ids'      => array_merge( $posts, $pages ),
		'meta_post_ids' => $posts,
		'thumbnail_ids' => array( $posts[0] ),
		'attachment'    => $att,
		'author'        => $author,
		'terms'         => array( (int) $tag1['term_id'], (int) $tag2['term_id'], (int) $cat['term_id'] ),
	);
}

function control_remove( array $ids ): array {
	wp_delete_attachment( (int) $ids['attachment'], true );
	foreach ( $ids['post_ids'] as $id ) {
		wp_delete_post( (int) $id, true );
	}
	foreach ( $ids['terms'] as $id ) {
		$term = get_term( (int) $id );
		if ( $term && ! is_wp_error( $term ) ) {
			wp_delete_term( $term->term_id, $term->taxonomy );
		}
	}
	wp_delete_user( (int) $ids['author'] );
	return array( 'removed' => true );
}

echo wp_json_encode( 'remove' === ( $input['action'] ?? '' ) ? control_remove( $input['ids'] ) : control_create() );
