<?php
/**
 * Isolation oracle: makes hand-made content with core functions, snapshots rows and files, lists
 * what the site holds, and removes the hand-made content again with core functions. Loaded inside
 * the stack's WordPress by tests/e2e/isolation.e2e.test.ts through runWordPressPhp() (wp-load.php
 * already required, user 1 current). Input on stdin: JSON {action, ...}; output: one JSON value.
 *
 * Actions:
 *   create     hand-made posts, a page, terms (with meta), users, comments (with meta), an image
 *              attachment with its sub-sizes; some carry a forged _seedpress_generated flag
 *              (without history), which must not make them deletable. Returns their ids.
 *   inventory  every id in every content table, the orphans, the files under uploads.
 *   snapshot   {ids}: the full rows of those ids in all ten tables, and sha256 of their files.
 *   forge_history {post_id}: a history row for a hand-made post that has no flag.
 *   recount    {terms}: stored term counts against wp_update_term_count_now().
 *   remove     {ids}: deletes the hand-made content with core functions.
 */

if ( ! defined( 'ABSPATH' ) ) {
	fwrite( STDERR, "Run me through runWordPressPhp() (tests/support/wordpress-php.ts).\n" );
	exit( 1 );
}

require_once ABSPATH . 'wp-admin/includes/image.php';
require_once ABSPATH . 'wp-admin/includes/user.php';

$input = json_decode( stream_get_contents( STDIN ), true );
global $wpdb;

/** Ids as a SQL list; `0` keeps an empty list valid. */
function isolation_in( array $ids ): string {
	return implode( ',', array_map( 'intval', $ids ) ?: array( 0 ) );
}

function isolation_ints( array $values ): array {
	$ints = array_map( 'intval', $values );
	sort( $ints );
	return $ints;
}

/** Every file under the uploads folder, relative to it, sorted. */
function isolation_upload_files(): array {
	$base  = wp_upload_dir()['basedir'];
	$files = array();
	if ( is_dir( $base ) ) {
		$it = new RecursiveIteratorIterator( new RecursiveDirectoryIterator( $base, FilesystemIterator::SKIP_DOTS ) );
		foreach ( $it as $file ) {
			if ( $file->isFile() ) {
				$files[] = substr( $file->getPathname(), strlen( $base ) + 1 );
			}
		}
	}
	sort( $files );
	return $files;
}

/** The original, the pre-scaling original and every sub-size of an attachment. */
function isolation_attachment_files( int $id ): array {
	$file = get_attached_file( $id, true );
	if ( ! $file ) {
		return array();
	}
	$files = array( $file );
	$meta  = wp_get_attachment_metadata( $id );
	foreach ( ( $meta['sizes'] ?? array() ) as $size ) {
		$files[] = dirname( $file ) . '/' . $size['file'];
	}
	if ( ! empty( $meta['original_image'] ) ) {
		$files[] = dirname( $file ) . '/' . $meta['original_image'];
	}
	return array_values( array_unique( $files ) );
}

function isolation_create(): array {
	global $wpdb;
	$mark = 'hm' . wp_generate_password( 6, false, false );
	$ids  = array( 'posts' => array(), 'terms' => array(), 'users' => array(), 'comments' => array(), 'attachment' => 0, 'forged' => array() );

	// Terms: a category tree, a tag; a second category with a forged generated flag.
	$cat   = wp_insert_term( "Handmade Category {$mark}", 'category' );
	$child = wp_insert_term( "Handmade Child {$mark}", 'category', array( 'parent' => $cat['term_id'] ) );
	$tag   = wp_insert_term( "Handmade Tag {$mark}", 'post_tag' );
	$fcat  = wp_insert_term( "Imported Category {$mark}", 'category' );
	add_term_meta( $cat['term_id'], 'color', 'teal' );
	add_term_meta( $fcat['term_id'], '_seedpress_generated', '1' );
	$ids['terms']           = array( (int) $cat['term_id'], (int) $child['term_id'], (int) $tag['term_id'], (int) $fcat['term_id'] );
	$ids['forged']['terms'] = array( (int) $fcat['term_id'] );

	// Users: an author who writes the hand-made posts, a subscriber, and an author flagged by hand.
	$author = wp_insert_user( array( 'user_login' => "handmade_author_{$mark}", 'user_pass' => wp_generate_password( 20 ), 'user_email' => "author-{$mark}@example.org", 'role' => 'author', 'first_name' => 'Hand', 'last_name' => 'Made' ) );
	$reader = wp_insert_user( array( 'user_login' => "handmade_reader_{$mark}", 'user_pass' => wp_generate_password( 20 ), 'user_email' => "reader-{$mark}@example.org", 'role' => 'subscriber' ) );
	$fuser  = wp_insert_user( array( 'user_login' => "imported_author_{$mark}", 'user_pass' => wp_generate_password( 20 ), 'user_email' => "imported-{$mark}@example.org", 'role' => 'author' ) );
	update_user_meta( $fuser, '_seedpress_generated', '1' );
	$ids['users']           = array( $author, $reader, $fuser );
	$ids['forged']['users'] = array( $fuser );

	// Posts: published and draft posts with terms and meta (one meta key the generator also
	// fills), a page, and a post flagged by hand (imported from a site that used SeedPress).
	$block = "<!-- wp:paragraph -->\n<p>Written by hand {$mark}.</p>\n<!-- /wp:paragraph -->";
	$p1    = wp_insert_post( array( 'post_title' => "Handmade post {$mark}", 'post_content' => $block, 'post_status' => 'publish', 'post_author' => $author, 'post_category' => array( $cat['term_id'], $child['term_id'] ), 'tags_input' => array( (int) $tag['term_id'] ), 'meta_input' => array( 'isolation_code' => 'hand-1', 'rating' => '5' ) ), true );
	$p2    = wp_insert_post( array( 'post_title' => "Handmade draft {$mark}", 'post_content' => $block, 'post_status' => 'draft', 'post_author' => $author, 'post_category' => array( $cat['term_id'] ), 'meta_input' => array( 'isolation_code' => 'hand-2' ) ), true );
	$pg    = wp_insert_post( array( 'post_type' => 'page', 'post_title' => "Handmade page {$mark}", 'post_content' => $block, 'post_status' => 'publish', 'post_author' => 1 ), true );
	$fp    = wp_insert_post( array( 'post_title' => "Imported post {$mark}", 'post_content' => $block, 'post_status' => 'publish', 'post_author' => $fuser, 'post_category' => array( $fcat['term_id'] ), 'meta_input' => array( '_seedpress_generated' => '1' ) ), true );
	$ids['posts']           = array( $p1, $p2, $pg, $fp );
	$ids['forged']['posts'] = array( $fp );

	// Comments: a thread on the hand-made post, one with meta, one flagged by hand.
	$c1 = wp_insert_comment( array( 'comment_post_ID' => $p1, 'comment_author' => 'Hand Reader', 'comment_author_email' => "reader-{$mark}@example.org", 'comment_content' => 'First!', 'comment_approved' => 1, 'user_id' => $reader ) );
	$c2 = wp_insert_comment( array( 'comment_post_ID' => $p1, 'comment_author' => 'Hand Author', 'comment_content' => 'Thanks.', 'comment_approved' => 1, 'comment_parent' => $c1, 'user_id' => $author ) );
	$c3 = wp_insert_comment( array( 'comment_post_ID' => $pg, 'comment_author' => 'Visitor', 'comment_content' => 'Awaiting moderation.', 'comment_approved' => 0 ) );
	$fc = wp_insert_comment( array( 'comment_post_ID' => $fp, 'comment_author' => 'Imported', 'comment_content' => 'Imported comment.', 'comment_approved' => 1 ) );
	add_comment_meta( $c1, 'rating', '4' );
	add_comment_meta( $fc, '_seedpress_generated', '1' );
	$ids['comments']           = array( $c1, $c2, $c3, $fc );
	$ids['forged']['comments'] = array( $fc );

	// An image attachment of the hand-made post, with every sub-size core makes, as its thumbnail.
	$img = imagecreatetruecolor( 1200, 900 );
	imagefilledrectangle( $img, 0, 0, 1199, 899, imagecolorallocate( $img, 30, 120, 90 ) );
	imagestring( $img, 5, 40, 40, "handmade {$mark}", imagecolorallocate( $img, 255, 255, 255 ) );
	ob_start();
	imagepng( $img );
	$bytes  = ob_get_clean();
	$upload = wp_upload_bits( "handmade-{$mark}.png", null, $bytes );
	$att    = wp_insert_attachment( array( 'guid' => $upload['url'], 'post_mime_type' => 'image/png', 'post_title' => "Handmade image {$mark}", 'post_status' => 'inherit', 'post_author' => $author ), $upload['file'], $p1, true );
	wp_update_attachment_metadata( $att, wp_generate_attachment_metadata( $att, $upload['file'] ) );
	set_post_thumbnail( $p1, $att );
	$ids['attachment'] = $att;
	$ids['posts'][]    = $att;
	$ids['files']      = isolation_attachment_files( $att );
	return $ids;
}

function isolation_inventory(): array {
	global $wpdb;
	$history = $wpdb->prefix . 'seedpress_history';
	return array(
		'posts'             => isolation_ints( $wpdb->get_col( "SELECT ID FROM {$wpdb->posts}" ) ),
		'terms'             => isolation_ints( $wpdb->get_col( "SELECT term_id FROM {$wpdb->terms}" ) ),
		'users'             => isolation_ints( $wpdb->get_col( "SELECT ID FROM {$wpdb->users}" ) ),
		'comments'          => isolation_ints( $wpdb->get_col( "SELECT comment_ID FROM {$wpdb->comments}" ) ),
		'history'           => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$history} WHERE deleted_at IS NULL" ),
		// The generated flag wherever it is: after a full removal only the forged hand-made ones.
		'flagged'           => array(
			'postmeta'    => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->postmeta} WHERE meta_key = '_seedpress_generated'" ),
			'termmeta'    => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->termmeta} WHERE meta_key = '_seedpress_generated'" ),
			'usermeta'    => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->usermeta} WHERE meta_key = '_seedpress_generated'" ),
			'commentmeta' => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->commentmeta} WHERE meta_key = '_seedpress_generated'" ),
		),
		// Rows that point at something no longer there: WordPress's delete functions leave none.
		'orphans'           => array(
			'postmeta'           => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->postmeta} m LEFT JOIN {$wpdb->posts} p ON p.ID = m.post_id WHERE p.ID IS NULL" ),
			'termmeta'           => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->termmeta} m LEFT JOIN {$wpdb->terms} t ON t.term_id = m.term_id WHERE t.term_id IS NULL" ),
			'usermeta'           => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->usermeta} m LEFT JOIN {$wpdb->users} u ON u.ID = m.user_id WHERE u.ID IS NULL" ),
			'commentmeta'        => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->commentmeta} m LEFT JOIN {$wpdb->comments} c ON c.comment_ID = m.comment_id WHERE c.comment_ID IS NULL" ),
			'term_relationships' => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->term_relationships} r LEFT JOIN {$wpdb->term_taxonomy} tt ON tt.term_taxonomy_id = r.term_taxonomy_id LEFT JOIN {$wpdb->posts} p ON p.ID = r.object_id WHERE tt.term_taxonomy_id IS NULL OR (p.ID IS NULL AND tt.taxonomy <> 'link_category')" ),
			'term_taxonomy'      => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->term_taxonomy} tt LEFT JOIN {$wpdb->terms} t ON t.term_id = tt.term_id WHERE t.term_id IS NULL" ),
			'terms'              => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->terms} t LEFT JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = t.term_id WHERE tt.term_id IS NULL" ),
			'term_parent'        => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->term_taxonomy} tt LEFT JOIN {$wpdb->terms} t ON t.term_id = tt.parent WHERE tt.parent <> 0 AND t.term_id IS NULL" ),
			'comments'           => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->comments} c LEFT JOIN {$wpdb->posts} p ON p.ID = c.comment_post_ID WHERE p.ID IS NULL" ),
			'comment_parent'     => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->comments} c LEFT JOIN {$wpdb->comments} pc ON pc.comment_ID = c.comment_parent WHERE c.comment_parent <> 0 AND pc.comment_ID IS NULL" ),
			'post_parent'        => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} p LEFT JOIN {$wpdb->posts} pp ON pp.ID = p.post_parent WHERE p.post_parent <> 0 AND pp.ID IS NULL" ),
			'post_author'        => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->posts} p LEFT JOIN {$wpdb->users} u ON u.ID = p.post_author WHERE p.post_author <> 0 AND u.ID IS NULL" ),
			'thumbnail'          => (int) $wpdb->get_var( "SELECT COUNT(*) FROM {$wpdb->postmeta} m LEFT JOIN {$wpdb->posts} p ON p.ID = m.meta_value WHERE m.meta_key = '_thumbnail_id' AND p.ID IS NULL" ),
			'history'            => (int) $wpdb->get_var(
				"SELECT COUNT(*) FROM {$history} h WHERE h.deleted_at IS NULL AND NOT (
					(h.content_type IN ('post', 'media') AND EXISTS (SELECT 1 FROM {$wpdb->posts} p WHERE p.ID = h.content_id))
					OR (h.content_type = 'term' AND EXISTS (SELECT 1 FROM {$wpdb->terms} t WHERE t.term_id = h.content_id))
					OR (h.content_type = 'user' AND EXISTS (SELECT 1 FROM {$wpdb->users} u WHERE u.ID = h.content_id))
					OR (h.content_type = 'comment' AND EXISTS (SELECT 1 FROM {$wpdb->comments} c WHERE c.comment_ID = h.content_id)))"
			),
		),
		'files'             => isolation_upload_files(),
	);
}

/** Full rows, ordered by primary key, of everything belonging to the given ids. */
function isolation_snapshot( array $ids ): array {
	global $wpdb;
	$posts    = isolation_in( $ids['posts'] ?? array() );
	$terms    = isolation_in( $ids['terms'] ?? array() );
	$users    = isolation_in( $ids['users'] ?? array() );
	$comments = isolation_in( $ids['comments'] ?? array() );
	$files    = array();
	foreach ( $ids['files'] ?? array() as $file ) {
		$files[ $file ] = is_file( $file ) ? hash_file( 'sha256', $file ) : null;
	}
	return array(
		'posts'              => $wpdb->get_results( "SELECT * FROM {$wpdb->posts} WHERE ID IN ({$posts}) ORDER BY ID", ARRAY_A ),
		'postmeta'           => $wpdb->get_results( "SELECT * FROM {$wpdb->postmeta} WHERE post_id IN ({$posts}) ORDER BY meta_id", ARRAY_A ),
		'terms'              => $wpdb->get_results( "SELECT * FROM {$wpdb->terms} WHERE term_id IN ({$terms}) ORDER BY term_id", ARRAY_A ),
		'term_taxonomy'      => $wpdb->get_results( "SELECT * FROM {$wpdb->term_taxonomy} WHERE term_id IN ({$terms}) ORDER BY term_taxonomy_id", ARRAY_A ),
		'termmeta'           => $wpdb->get_results( "SELECT * FROM {$wpdb->termmeta} WHERE term_id IN ({$terms}) ORDER BY meta_id", ARRAY_A ),
		// By object: generated posts may legitimately be filed under hand-made terms.
		'term_relationships' => $wpdb->get_results( "SELECT * FROM {$wpdb->term_relationships} WHERE object_id IN ({$posts}) ORDER BY object_id, term_taxonomy_id", ARRAY_A ),
		'users'              => $wpdb->get_results( "SELECT * FROM {$wpdb->users} WHERE ID IN ({$users}) ORDER BY ID", ARRAY_A ),
		// Core itself rewrites these for the API users on every authenticated request or login.
		'usermeta'           => $wpdb->get_results( "SELECT * FROM {$wpdb->usermeta} WHERE user_id IN ({$users}) AND meta_key NOT IN ('_application_passwords', 'session_tokens') ORDER BY umeta_id", ARRAY_A ),
		'comments'           => $wpdb->get_results( "SELECT * FROM {$wpdb->comments} WHERE comment_ID IN ({$comments}) ORDER BY comment_ID", ARRAY_A ),
		'commentmeta'        => $wpdb->get_results( "SELECT * FROM {$wpdb->commentmeta} WHERE comment_id IN ({$comments}) ORDER BY meta_id", ARRAY_A ),
		'files'              => $files,
	);
}

function isolation_remove( array $ids ): array {
	foreach ( $ids['comments'] ?? array() as $id ) {
		wp_delete_comment( (int) $id, true );
	}
	if ( ! empty( $ids['attachment'] ) ) {
		wp_delete_attachment( (int) $ids['attachment'], true );
	}
	foreach ( $ids['posts'] ?? array() as $id ) {
		wp_delete_post( (int) $id, true );
	}
	foreach ( $ids['terms'] ?? array() as $id ) {
		$term = get_term( (int) $id );
		if ( $term && ! is_wp_error( $term ) ) {
			wp_delete_term( $term->term_id, $term->taxonomy );
		}
	}
	foreach ( $ids['users'] ?? array() as $id ) {
		wp_delete_user( (int) $id );
	}
	return array( 'removed' => true );
}

switch ( $input['action'] ?? '' ) {
	case 'create':
		$result = isolation_create();
		break;
	case 'inventory':
		$result = isolation_inventory();
		break;
	case 'snapshot':
		$result = isolation_snapshot( $input['ids'] );
		break;
	case 'forge_history':
		$wpdb->insert(
			$wpdb->prefix . 'seedpress_history',
			array(
				'content_type'    => 'post',
				'content_id'      => (int) $input['post_id'],
				'content_subtype' => 'post',
				'meta'            => '{}',
				'batch_id'        => 'forged-by-isolation-test',
				'created_at'      => current_time( 'mysql' ),
			)
		);
		$result = array( 'id' => (int) $wpdb->insert_id );
		break;
	case 'recount':
		// Stored count vs wp_update_term_count_now() for every taxonomy row of the given terms.
		$mismatches = array();
		$rows       = $wpdb->get_results( 'SELECT term_taxonomy_id, term_id, taxonomy, count FROM ' . $wpdb->term_taxonomy . ' WHERE term_id IN (' . isolation_in( $input['terms'] ) . ')', ARRAY_A );
		foreach ( $rows as $row ) {
			wp_update_term_count_now( array( (int) $row['term_taxonomy_id'] ), $row['taxonomy'] );
			$core = $wpdb->get_var( $wpdb->prepare( "SELECT count FROM {$wpdb->term_taxonomy} WHERE term_taxonomy_id = %d", $row['term_taxonomy_id'] ) );
			if ( $core !== $row['count'] ) {
				$mismatches[] = array( 'term_id' => (int) $row['term_id'], 'taxonomy' => $row['taxonomy'], 'stored' => (int) $row['count'], 'core' => (int) $core );
			}
		}
		$result = array( 'checked' => count( $rows ), 'mismatches' => $mismatches );
		break;
	case 'remove':
		$result = isolation_remove( $input['ids'] );
		break;
	default:
		fwrite( STDERR, 'Unknown action ' . ( $input['action'] ?? '(none)' ) . "\n" );
		exit( 1 );
}
echo wp_json_encode( $result );
