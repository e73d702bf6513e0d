<?php
/**
 * Fidelity oracle: WordPress itself reads back what SeedPress generated and says where it differs
 * from what its own functions would have written. Loaded inside the stack's WordPress by
 * tests/e2e/fidelity.e2e.test.ts through runWordPressPhp() (wp-load.php already required, user 1
 * current). Input on stdin (JSON):
 *   post_ids        every generated post/page id of the runs
 *   meta_post_ids   posts that must carry every field of meta_fields (runs without variation)
 *   meta_fields     { key: { field_type, min?, max?, decimal_places? } }
 *   thumbnail_ids   posts that must have a featured image
 *   since_term_id   terms above this id are the runs' own (older flagged terms are not judged)
 * Output on stdout: one JSON object; every list of problems is empty when WordPress agrees.
 * Everything it changes to compare (reference rows, recounts) is rolled back or left as found.
 */

if ( ! defined( 'ABSPATH' ) ) {
	fwrite( STDERR, "Run me through runWordPressPhp() (tests/support/wordpress-php.ts).\n" );
	exit( 1 );
}

require_once ABSPATH . 'wp-admin/includes/image.php';

$input         = json_decode( stream_get_contents( STDIN ), true );
$post_ids      = array_map( 'intval', $input['post_ids'] ?? array() );
$meta_post_ids = array_map( 'intval', $input['meta_post_ids'] ?? array() );
$meta_fields   = $input['meta_fields'] ?? array();
$thumbnail_ids = array_map( 'intval', $input['thumbnail_ids'] ?? array() );
$since_term_id = (int) ( $input['since_term_id'] ?? 0 );

global $wpdb;
$floating = array( 'draft', 'pending', 'auto-draft' );
$zero     = '0000-00-00 00:00:00';
$now_gmt  = current_time( 'mysql', true );
$out      = array();

/** Raw row straight from the table: what SeedPress wrote, before any cache or filter. */
function fidelity_row( string $table, string $key, int $id ): ?array {
	global $wpdb;
	return $wpdb->get_row( $wpdb->prepare( "SELECT * FROM {$table} WHERE {$key} = %d", $id ), ARRAY_A );
}

// ---- posts: readable, slugs, dates, guid, the row wp_insert_post() would have written ----------
$readable   = array();
$unreadable = array();
$slug_bad   = array();
$date_bad   = array();
$guid_bad   = array();
$sched_bad  = array();
$statuses   = array();
foreach ( $post_ids as $id ) {
	$post = get_post( $id );
	if ( ! $post instanceof WP_Post ) {
		$unreadable[] = $id;
		continue;
	}
	$readable[]                        = $id;
	$statuses[ $post->post_status ]    = ( $statuses[ $post->post_status ] ?? 0 ) + 1;
	$is_floating                       = in_array( $post->post_status, $floating, true );

	// wp_insert_post(): no slug while the date floats, else wp_unique_post_slug(sanitize_title()).
	$expected_slug = $is_floating ? '' : wp_unique_post_slug( sanitize_title( $post->post_title ), $post->ID, $post->post_status, $post->post_type, $post->post_parent );
	if ( $expected_slug !== $post->post_name ) {
		$slug_bad[] = array( 'id' => $id, 'title' => $post->post_title, 'status' => $post->post_status, 'expected' => $expected_slug, 'actual' => $post->post_name );
	}

	// wp_insert_post(): GMT from the site-time date unless floating; modified = date on insert.
	$expected_gmt = $is_floating ? $zero : get_gmt_from_date( $post->post_date );
	$problems     = array();
	if ( $expected_gmt !== $post->post_date_gmt ) {
		$problems[] = "post_date_gmt {$post->post_date_gmt} != {$expected_gmt}";
	}
	if ( $post->post_modified !== $post->post_date || $post->post_modified_gmt !== $post->post_date_gmt ) {
		$problems[] = "post_modified {$post->post_modified}/{$post->post_modified_gmt} != post_date {$post->post_date}/{$post->post_date_gmt}";
	}
	// A past date is published, a future one scheduled (wp_insert_post() switches them itself).
	if ( 'publish' === $post->post_status && $post->post_date_gmt > $now_gmt ) {
		$problems[] = "published with a future date {$post->post_date_gmt}";
	}
	if ( 'future' === $post->post_status && $post->post_date_gmt <= $now_gmt ) {
		$problems[] = "scheduled with a past date {$post->post_date_gmt}";
	}
	if ( $problems ) {
		$date_bad[] = array( 'id' => $id, 'status' => $post->post_status, 'problems' => $problems );
	}

	// wp_insert_post() sets the guid to get_permalink() right after the insert.
	$expected_guid = get_permalink( $post );
	if ( $expected_guid !== $post->guid ) {
		$guid_bad[] = array( 'id' => $id, 'status' => $post->post_status, 'expected' => $expected_guid, 'actual' => $post->guid );
	}

	// _future_post_hook(): a scheduled post has its publish_future_post cron event at its GMT date.
	if ( 'future' === $post->post_status ) {
		$expected_at = strtotime( $post->post_date_gmt . ' GMT' );
		$scheduled   = wp_next_scheduled( 'publish_future_post', array( $post->ID ) );
		if ( $scheduled !== $expected_at ) {
			$sched_bad[] = array( 'id' => $id, 'expected' => $expected_at, 'actual' => $scheduled );
		}
	}
}
ksort( $statuses );

// Duplicate slugs among all posts and pages of the site (hierarchical types: per parent).
$duplicates = $wpdb->get_results(
	"SELECT post_type, post_parent, post_name, COUNT(*) AS n FROM {$wpdb->posts}
	 WHERE post_name <> '' AND post_type IN ('post', 'page')
	 GROUP BY post_type, post_parent, post_name HAVING n > 1",
	ARRAY_A
);

$out['posts'] = array(
	'readable'   => count( $readable ),
	'unreadable' => $unreadable,
	'statuses'   => $statuses,
);
$out['slugs'] = array( 'mismatches' => $slug_bad, 'duplicates' => $duplicates );
$out['dates'] = array( 'mismatches' => $date_bad );
$out['guids'] = array( 'mismatches' => $guid_bad );
$out['future_cron'] = array( 'mismatches' => $sched_bad );

// ---- blocks: nothing the editor would open as a "classic" block --------------------------------
$freeform = array();
$roundtrip = array();
$walk = function ( array $blocks, int $post_id ) use ( &$walk, &$freeform ): void {
	foreach ( $blocks as $block ) {
		if ( null === $block['blockName'] && '' !== trim( $block['innerHTML'] ) ) {
			$freeform[] = array( 'id' => $post_id, 'html' => mb_substr( $block['innerHTML'], 0, 120 ) );
		}
		$walk( $block['innerBlocks'], $post_id );
	}
};
foreach ( $readable as $id ) {
	$content = get_post_field( 'post_content', $id, 'raw' );
	$blocks  = parse_blocks( $content );
	$walk( $blocks, $id );
	// The grammar round trip: serialize_blocks() gives back exactly what is stored.
	if ( serialize_blocks( $blocks ) !== $content ) {
		$roundtrip[] = $id;
	}
}
$out['blocks'] = array( 'freeform' => $freeform, 'roundtrip_changed' => $roundtrip );

// ---- comments: counts as core recounts them, threads within their post ---------------------------
$count_bad   = array();
$thread_bad  = array();
$listed_bad  = array();
$total       = 0;
$replies     = 0;
$max_depth   = (int) get_option( 'thread_comments_depth' );
foreach ( $readable as $id ) {
	$stored = (int) $wpdb->get_var( $wpdb->prepare( "SELECT comment_count FROM {$wpdb->posts} WHERE ID = %d", $id ) );
	wp_update_comment_count_now( $id );
	$recounted = (int) $wpdb->get_var( $wpdb->prepare( "SELECT comment_count FROM {$wpdb->posts} WHERE ID = %d", $id ) );
	if ( $stored !== $recounted ) {
		$count_bad[] = array( 'id' => $id, 'stored' => $stored, 'core' => $recounted );
	}
	$rows   = $wpdb->get_results( $wpdb->prepare( "SELECT * FROM {$wpdb->comments} WHERE comment_post_ID = %d ORDER BY comment_ID", $id ), ARRAY_A );
	$listed = get_comments( array( 'post_id' => $id, 'status' => 'all', 'fields' => 'ids', 'orderby' => 'comment_ID', 'order' => 'ASC' ) );
	$in_db  = array_map( 'intval', array_column( $rows, 'comment_ID' ) );
	if ( array_map( 'intval', $listed ) !== $in_db ) {
		$listed_bad[] = array( 'id' => $id, 'get_comments' => array_map( 'intval', $listed ), 'table' => $in_db );
	}
	$total += count( $rows );
	$by_id  = array_column( $rows, null, 'comment_ID' );
	foreach ( $rows as $c ) {
		$problems = array();
		if ( get_gmt_from_date( $c['comment_date'] ) !== $c['comment_date_gmt'] ) {
			$problems[] = "comment_date_gmt {$c['comment_date_gmt']} != " . get_gmt_from_date( $c['comment_date'] );
		}
		if ( $c['comment_date_gmt'] > $now_gmt ) {
			$problems[] = 'dated in the future';
		}
		if ( '0' !== $c['comment_parent'] ) {
			++$replies;
			$parent = get_comment( (int) $c['comment_parent'] );
			if ( ! $parent ) {
				$problems[] = "parent {$c['comment_parent']} missing";
			} elseif ( (int) $parent->comment_post_ID !== $id ) {
				$problems[] = "parent {$c['comment_parent']} belongs to post {$parent->comment_post_ID}";
			} elseif ( $parent->comment_date_gmt > $c['comment_date_gmt'] ) {
				$problems[] = "reply older than its parent {$c['comment_parent']}";
			}
			// Depth as the threaded list shows it: never deeper than thread_comments_depth.
			$depth = 1;
			for ( $p = $c; '0' !== $p['comment_parent'] && isset( $by_id[ $p['comment_parent'] ] ); $p = $by_id[ $p['comment_parent'] ] ) {
				++$depth;
			}
			if ( $depth > $max_depth ) {
				$problems[] = "nested {$depth} deep, thread_comments_depth is {$max_depth}";
			}
		}
		if ( $problems ) {
			$thread_bad[] = array( 'comment' => (int) $c['comment_ID'], 'post' => $id, 'problems' => $problems );
		}
	}
}
$out['comments'] = array(
	'total'          => $total,
	'replies'        => $replies,
	'count_mismatch' => $count_bad,
	'problems'       => $thread_bad,
	'listing'        => $listed_bad,
);

// ---- terms: counts equal core's recount; slugs as wp_insert_term() makes them --------------------
$touched = $wpdb->get_results(
	'SELECT DISTINCT tt.term_taxonomy_id, tt.term_id, tt.taxonomy FROM ' . $wpdb->term_relationships . ' tr
	 JOIN ' . $wpdb->term_taxonomy . ' tt ON tt.term_taxonomy_id = tr.term_taxonomy_id
	 WHERE tr.object_id IN (' . implode( ',', $post_ids ?: array( 0 ) ) . ')
	 UNION SELECT tt.term_taxonomy_id, tt.term_id, tt.taxonomy FROM ' . $wpdb->term_taxonomy . ' tt
	 JOIN ' . $wpdb->termmeta . " tm ON tm.term_id = tt.term_id AND tm.meta_key = '_seedpress_generated'
	 WHERE tt.term_id > {$since_term_id}
	 ORDER BY term_taxonomy_id",
	ARRAY_A
);
$term_count_bad = array();
$term_slug_bad  = array();
$generated_tt   = array();
foreach ( $touched as $t ) {
	$tt_id  = (int) $t['term_taxonomy_id'];
	$before = (int) $wpdb->get_var( $wpdb->prepare( "SELECT count FROM {$wpdb->term_taxonomy} WHERE term_taxonomy_id = %d", $tt_id ) );
	wp_update_term_count_now( array( $tt_id ), $t['taxonomy'] );
	$after = (int) $wpdb->get_var( $wpdb->prepare( "SELECT count FROM {$wpdb->term_taxonomy} WHERE term_taxonomy_id = %d", $tt_id ) );
	if ( $before !== $after ) {
		$term_count_bad[] = array( 'term_id' => (int) $t['term_id'], 'taxonomy' => $t['taxonomy'], 'stored' => $before, 'core' => $after );
	}
	if ( (int) $t['term_id'] > $since_term_id && '1' === get_term_meta( (int) $t['term_id'], '_seedpress_generated', true ) ) {
		$generated_tt[] = $t;
		$term           = get_term( (int) $t['term_id'], $t['taxonomy'] );
		$base           = sanitize_title( $term->name );
		if ( $term->slug !== $base && ! preg_match( '/^' . preg_quote( $base, '/' ) . '-\d+$/', $term->slug ) ) {
			$term_slug_bad[] = array( 'term_id' => $term->term_id, 'name' => $term->name, 'expected' => $base, 'actual' => $term->slug );
		}
	}
}
// wp_insert_term() refuses a second term of the same name (case-insensitive) at the same level.
$same_names = $wpdb->get_results(
	"SELECT tt.taxonomy, LOWER(t.name) AS name, COUNT(*) AS n FROM {$wpdb->terms} t
	 JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = t.term_id
	 GROUP BY tt.taxonomy, tt.parent, LOWER(t.name) HAVING n > 1",
	ARRAY_A
);
$same_slugs = $wpdb->get_results(
	"SELECT tt.taxonomy, t.slug, COUNT(*) AS n FROM {$wpdb->terms} t
	 JOIN {$wpdb->term_taxonomy} tt ON tt.term_id = t.term_id
	 GROUP BY tt.taxonomy, t.slug HAVING n > 1",
	ARRAY_A
);
// wp_insert_post() files a post without a category under the default one.
$uncategorised = array();
foreach ( $readable as $id ) {
	if ( 'post' === get_post_type( $id ) && ! wp_get_post_categories( $id ) ) {
		$uncategorised[] = $id;
	}
}
$out['terms'] = array(
	'touched'          => count( $touched ),
	'generated'        => count( $generated_tt ),
	'count_mismatch'   => $term_count_bad,
	'slug_mismatch'    => $term_slug_bad,
	'duplicate_names'  => $same_names,
	'duplicate_slugs'  => $same_slugs,
	'posts_without_category' => $uncategorised,
);

// Every post of any type and status, ids only, oldest first: the base of the tax and meta queries.
$all_ids_query = array(
	'post_type'        => 'any',
	'post_status'      => 'any',
	'posts_per_page'   => -1,
	'fields'           => 'ids',
	'orderby'          => 'ID',
	'order'            => 'ASC',
	'no_found_rows'    => true,
	'suppress_filters' => true,
);

// ---- tax_query: WP_Query by every generated tag finds exactly the posts carrying it ---------------
$tax_bad = array();
$tags    = array_values( array_filter( $generated_tt, fn( $t ) => 'post_tag' === $t['taxonomy'] ) );
foreach ( $tags as $t ) {
	$term_id  = (int) $t['term_id'];
	$expected = array_values( array_filter( $readable, fn( $id ) => has_term( $term_id, 'post_tag', $id ) ) );
	$query    = new WP_Query( $all_ids_query + array( 'tax_query' => array( array( 'taxonomy' => 'post_tag', 'field' => 'term_id', 'terms' => array( $term_id ) ) ) ) );
	$found = array_map( 'intval', $query->posts );
	sort( $expected );
	if ( $found !== $expected || ! $expected ) {
		$tax_bad[] = array( 'term_id' => $term_id, 'expected' => $expected, 'found' => $found );
	}
}
$out['tax_query'] = array( 'tags' => count( $tags ), 'mismatches' => $tax_bad );

// ---- custom fields: one value per key, in range and format; meta_query finds exactly them -------
$fields_out = array();
foreach ( $meta_fields as $key => $field ) {
	$invalid = array();
	$values  = array();
	foreach ( $meta_post_ids as $id ) {
		$all = get_post_meta( $id, $key );
		if ( 1 !== count( $all ) ) {
			$invalid[] = array( 'id' => $id, 'problem' => count( $all ) . ' values' );
			continue;
		}
		$v             = $all[0];
		$values[ $id ] = $v;
		$type          = $field['field_type'];
		$ok            = true;
		if ( 'number' === $type ) {
			$places = (int) ( $field['decimal_places'] ?? 0 );
			$ok     = (bool) preg_match( $places > 0 ? '/^-?\d+\.\d{' . $places . '}$/' : '/^-?\d+$/', $v )
				&& (float) $v >= $field['min'] && (float) $v <= $field['max'];
		} elseif ( 'date' === $type ) {
			$d  = DateTime::createFromFormat( '!Y-m-d', $v );
			$ok = $d && $d->format( 'Y-m-d' ) === $v;
		} elseif ( 'email' === $type ) {
			$ok = false !== is_email( $v );
		} else {
			$ok = is_string( $v ) && '' !== trim( $v );
		}
		if ( ! $ok ) {
			$invalid[] = array( 'id' => $id, 'value' => $v );
		}
	}
	// meta_query by one generated value: exactly the posts whose value it is.
	$probe    = reset( $values );
	$expected = array();
	foreach ( $readable as $id ) {
		if ( in_array( $probe, get_post_meta( $id, $key ), true ) ) {
			$expected[] = $id;
		}
	}

	$by_value = new WP_Query( $all_ids_query + array( 'meta_query' => array( array( 'key' => $key, 'value' => $probe ) ) ) );
	$entry    = array(
		'values'         => count( $values ),
		'invalid'        => $invalid,
		'by_value_ok'    => false !== $probe && array_map( 'intval', $by_value->posts ) === $expected,
	);
	// Typed range queries: the range of the field finds every post that has it.
	if ( 'number' === $field['field_type'] || 'date' === $field['field_type'] ) {
		$range = 'number' === $field['field_type']
			? array( 'value' => array( $field['min'], $field['max'] ), 'type' => 'DECIMAL(10,' . (int) ( $field['decimal_places'] ?? 0 ) . ')' )
			: array( 'value' => array( gmdate( 'Y-m-d', time() - 400 * DAY_IN_SECONDS ), gmdate( 'Y-m-d', time() + DAY_IN_SECONDS ) ), 'type' => 'DATE' );
		$by_range = new WP_Query( $all_ids_query + array( 'meta_query' => array( array( 'key' => $key, 'compare' => 'BETWEEN' ) + $range ) ) );
		$with_key = array_values( array_filter( $readable, fn( $id ) => metadata_exists( 'post', $id, $key ) ) );
		$entry['by_range_ok'] = array_map( 'intval', $by_range->posts ) === $with_key;
	}
	$fields_out[ $key ] = $entry;
}
$out['fields'] = $fields_out;

// ---- authors: real users with the author role, as wp_insert_user() writes them -------------------
$author_ids = array_values( array_unique( array_map( fn( $id ) => (int) get_post_field( 'post_author', $id ), $readable ) ) );
sort( $author_ids );
$author_bad = array();
// A reference author made by core, rolled back: the usermeta keys and hash format core writes.
$wpdb->query( 'START TRANSACTION' );
$ref_id   = wp_insert_user(
	array(
		'user_login'   => 'fidelity_ref_' . wp_generate_password( 6, false ),
		'user_pass'    => wp_generate_password( 24 ),
		'user_email'   => 'fidelity-ref@example.org',
		'first_name'   => 'Ref',
		'last_name'    => 'Erence',
		'display_name' => 'Ref Erence',
		'role'         => 'author',
	)
);
$ref_keys = $wpdb->get_col( $wpdb->prepare( "SELECT meta_key FROM {$wpdb->usermeta} WHERE user_id = %d ORDER BY meta_key", $ref_id ) );
$ref_pass = $wpdb->get_var( $wpdb->prepare( "SELECT user_pass FROM {$wpdb->users} WHERE ID = %d", $ref_id ) );
$wpdb->query( 'ROLLBACK' );
clean_user_cache( $ref_id );
$hash_prefix = static fn( string $hash ): string => preg_replace( '/^(\$wp\$2y\$|\$2y\$|\$P\$|\$argon2id?\$).*$/s', '$1', $hash );
foreach ( $author_ids as $uid ) {
	$user = get_userdata( $uid );
	if ( ! $user instanceof WP_User ) {
		$author_bad[] = array( 'id' => $uid, 'problems' => array( 'get_userdata() found nobody' ) );
		continue;
	}
	$problems = array();
	if ( ! in_array( 'author', $user->roles, true ) ) {
		$problems[] = 'roles ' . implode( ',', $user->roles );
	}
	if ( ! user_can( $uid, 'edit_posts' ) || ! user_can( $uid, 'publish_posts' ) || user_can( $uid, 'edit_others_posts' ) ) {
		$problems[] = 'capabilities are not those of an author';
	}
	if ( '2' !== get_user_meta( $uid, $wpdb->prefix . 'user_level', true ) ) {
		$problems[] = 'user_level ' . var_export( get_user_meta( $uid, $wpdb->prefix . 'user_level', true ), true );
	}
	// wp_insert_user(): nicename = sanitize_title(first 50 characters of the login), -N when taken.
	$nicename = sanitize_title( mb_substr( $user->user_login, 0, 50 ) );
	if ( $user->user_nicename !== $nicename && ! preg_match( '/^' . preg_quote( mb_substr( $nicename, 0, 47 ), '/' ) . '-\d+$/', $user->user_nicename ) ) {
		$problems[] = "user_nicename {$user->user_nicename} != {$nicename}";
	}
	if ( sanitize_user( $user->user_login, true ) !== $user->user_login ) {
		$problems[] = "user_login {$user->user_login} is not what sanitize_user() keeps";
	}
	$keys = array_values( array_diff( $wpdb->get_col( $wpdb->prepare( "SELECT meta_key FROM {$wpdb->usermeta} WHERE user_id = %d ORDER BY meta_key", $uid ) ), array( '_seedpress_generated' ) ) );
	if ( $keys !== $ref_keys ) {
		$problems[] = 'usermeta keys [' . implode( ',', $keys ) . '] != core [' . implode( ',', $ref_keys ) . ']';
	}
	if ( $hash_prefix( $user->user_pass ) !== $hash_prefix( $ref_pass ) ) {
		$problems[] = 'password hash ' . $hash_prefix( $user->user_pass ) . ' != core ' . $hash_prefix( $ref_pass );
	}
	if ( ! is_email( $user->user_email ) ) {
		$problems[] = "user_email {$user->user_email}";
	}
	if ( $problems ) {
		$author_bad[] = array( 'id' => $uid, 'login' => $user->user_login, 'problems' => $problems );
	}
}
$out['authors'] = array( 'count' => count( $author_ids ), 'problems' => $author_bad );

// ---- the row wp_insert_post() writes for the same input, column by column (rolled back) --------
$row_bad  = array();
$compared = array( 'post_author', 'post_date', 'post_date_gmt', 'post_content', 'post_title', 'post_excerpt', 'post_status', 'comment_status', 'ping_status', 'post_password', 'to_ping', 'pinged', 'post_modified', 'post_modified_gmt', 'post_content_filtered', 'post_parent', 'menu_order', 'post_type', 'post_mime_type' );
$wpdb->query( 'START TRANSACTION' );
foreach ( $readable as $id ) {
	$mine   = fidelity_row( $wpdb->posts, 'ID', $id );
	$ref_id = wp_insert_post(
		wp_slash(
			array(
				'post_author'  => (int) $mine['post_author'],
				'post_date'    => $mine['post_date'],
				'post_content' => $mine['post_content'],
				'post_title'   => $mine['post_title'],
				'post_excerpt' => $mine['post_excerpt'],
				'post_status'  => $mine['post_status'],
				'post_type'    => $mine['post_type'],
				'post_parent'  => (int) $mine['post_parent'],
			)
		),
		true
	);
	if ( is_wp_error( $ref_id ) ) {
		$row_bad[] = array( 'id' => $id, 'column' => '*', 'expected' => $ref_id->get_error_message(), 'actual' => null );
		continue;
	}
	$ref = fidelity_row( $wpdb->posts, 'ID', $ref_id );
	foreach ( $compared as $column ) {
		if ( $ref[ $column ] !== $mine[ $column ] ) {
			$row_bad[] = array( 'id' => $id, 'column' => $column, 'expected' => mb_substr( (string) $ref[ $column ], 0, 200 ), 'actual' => mb_substr( (string) $mine[ $column ], 0, 200 ) );
		}
	}
}
$wpdb->query( 'ROLLBACK' );
wp_cache_flush();
$out['rows'] = array( 'compared' => count( $readable ), 'mismatches' => $row_bad );

// ---- featured images: every registered size resolves to a file; metadata as core makes it ------
$sizes     = wp_get_registered_image_subsizes();
$uploads   = wp_upload_dir();
$image_bad = array();
$images    = 0;
foreach ( $thumbnail_ids as $id ) {
	$thumb = (int) get_post_thumbnail_id( $id );
	$meta_id = (int) get_post_meta( $id, '_thumbnail_id', true );
	$problems = array();
	if ( ! $thumb || $thumb !== $meta_id ) {
		$image_bad[] = array( 'post' => $id, 'problems' => array( "get_post_thumbnail_id {$thumb} != _thumbnail_id {$meta_id}" ) );
		continue;
	}
	++$images;
	$attachment = get_post( $thumb );
	if ( ! $attachment || 'attachment' !== $attachment->post_type || 'inherit' !== $attachment->post_status ) {
		$problems[] = 'not an attachment';
	}
	if ( $attachment && (int) $attachment->post_parent !== $id ) {
		$problems[] = "post_parent {$attachment->post_parent}";
	}
	if ( $attachment && wp_get_attachment_url( $thumb ) !== $attachment->guid ) {
		$problems[] = 'guid ' . $attachment->guid . ' != ' . wp_get_attachment_url( $thumb );
	}
	$meta = wp_get_attachment_metadata( $thumb );
	if ( ! is_array( $meta ) || empty( $meta['width'] ) || empty( $meta['height'] ) || ! isset( $meta['sizes'] ) || empty( $meta['file'] ) ) {
		$image_bad[] = array( 'post' => $id, 'attachment' => $thumb, 'problems' => array( 'metadata lacks width/height/sizes/file' ) );
		continue;
	}
	$file = get_attached_file( $thumb );
	if ( $meta['file'] !== get_post_meta( $thumb, '_wp_attached_file', true ) ) {
		$problems[] = 'metadata file ' . $meta['file'] . ' != _wp_attached_file';
	}
	$dims = @getimagesize( $file );
	if ( ! $dims || $dims[0] !== (int) $meta['width'] || $dims[1] !== (int) $meta['height'] ) {
		$problems[] = 'original file missing or not ' . $meta['width'] . 'x' . $meta['height'];
	} elseif ( $attachment && $dims['mime'] !== $attachment->post_mime_type ) {
		$problems[] = "mime {$dims['mime']} != post_mime_type {$attachment->post_mime_type}";
	}
	if ( isset( $meta['filesize'] ) && $meta['filesize'] !== @filesize( $file ) ) {
		$problems[] = 'filesize ' . $meta['filesize'] . ' != ' . @filesize( $file );
	}
	// The sub-sizes wp_generate_attachment_metadata() would make: each registered size that fits.
	$expected_sizes = array();
	foreach ( $sizes as $name => $s ) {
		$r = image_resize_dimensions( (int) $meta['width'], (int) $meta['height'], $s['width'], $s['height'], $s['crop'] );
		if ( $r ) {
			$expected_sizes[ $name ] = array( $r[4], $r[5] );
		}
	}
	$actual_sizes = array_map( fn( $s ) => array( (int) $s['width'], (int) $s['height'] ), $meta['sizes'] );
	ksort( $expected_sizes );
	ksort( $actual_sizes );
	if ( $expected_sizes !== $actual_sizes ) {
		$problems[] = 'sizes ' . wp_json_encode( $actual_sizes ) . ' != core ' . wp_json_encode( $expected_sizes );
	}
	foreach ( $meta['sizes'] as $name => $s ) {
		$path = dirname( $file ) . '/' . $s['file'];
		$d    = @getimagesize( $path );
		if ( ! $d || $d[0] !== (int) $s['width'] || $d[1] !== (int) $s['height'] ) {
			$problems[] = "size {$name}: {$s['file']} missing or not {$s['width']}x{$s['height']}";
		}
	}
	foreach ( array_merge( array_keys( $sizes ), array( 'full' ) ) as $name ) {
		$src = wp_get_attachment_image_src( $thumb, $name );
		if ( ! $src || ! str_starts_with( $src[0], $uploads['baseurl'] . '/' ) ) {
			$problems[] = "wp_get_attachment_image_src({$name}) = " . wp_json_encode( $src );
			continue;
		}
		$path = $uploads['basedir'] . substr( $src[0], strlen( $uploads['baseurl'] ) );
		if ( ! is_file( $path ) ) {
			$problems[] = "wp_get_attachment_image_src({$name}): no file {$path}";
		}
	}
	if ( $problems ) {
		$image_bad[] = array( 'post' => $id, 'attachment' => $thumb, 'problems' => $problems );
	}
}
$out['images'] = array( 'checked' => $images, 'problems' => $image_bad );

echo wp_json_encode( $out );
