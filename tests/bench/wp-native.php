<?php
/**
 * The benchmark's WordPress side (tests/bench/bench.ts runs it with `php`, inside the stack's site).
 * Input on stdin (JSON) with an action; output one JSON object.
 *
 *   pools       makes sure 20 categories and 20 tags named "Bench Category NN" / "Bench Tag NN"
 *               exist (wp_insert_term) and returns their term ids.
 *   drop-pools  removes them again (wp_delete_term).
 *   insert      the "wp-native" way: the same content as SeedPress's run, made with
 *               wp_insert_post / add_post_meta / wp_set_object_terms / wp_insert_comment, one post
 *               after the other as a plugin like FakerPress does. With `deferred` true: one
 *               transaction and wp_defer_term_counting / wp_defer_comment_counting, the best a
 *               PHP plugin can do with core's API. Text is prepared before the clock starts.
 *               Every post carries the meta `_bench_marker` = marker (and so does every comment),
 *               so the bench can remove exactly what it made.
 *
 *   users       `count` subscribers with wp_insert_user() (names, e-mail, website, biography,
 *               password: core hashes each one), logins starting with marker.
 *   comments    `per_post` comments on each of `post_ids` with wp_insert_comment(), each with the
 *               comment meta `_bench_marker` = marker.
 *   terms       a category tree `depth` levels deep and `breadth` wide with wp_insert_term(), each
 *               term with the term meta `_bench_marker` = marker; drop-terms removes them with
 *               wp_delete_term().
 *   media       `count` JPEG pictures of `width` x `height` (drawn with GD beforehand) added as
 *               media_sideload_image() adds a download: media_handle_sideload() (the file moved in,
 *               wp_insert_attachment(), every sub-size by wp_generate_attachment_metadata()), each
 *               with the post meta `_bench_marker` = marker; drop-media removes them with
 *               wp_delete_attachment().
 *   shell-memory  one SeedPress request (`method`, `route`, `body`) through rest_do_request() in
 *               this process: the PHP memory it takes at its peak above what WordPress held before it.
 *
 * Timing covers only the insert loop (not WordPress's bootstrap, not text preparation): the
 * figure is the least wp_insert_post can take, which makes the ratio to SeedPress conservative.
 */

$_SERVER['HTTP_HOST']       = getenv( 'BENCH_HTTP_HOST' ) ?: '127.0.0.1';
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
require getenv( 'SEEDPRESS_WP_PATH' ) . '/wp-load.php';
wp_set_current_user( 1 );

$input = json_decode( stream_get_contents( STDIN ), true );
global $wpdb;

function bench_pool( string $taxonomy, string $label ): array {
	$ids = array();
	for ( $i = 1; $i <= 20; $i++ ) {
		$name  = sprintf( '%s %02d', $label, $i );
		$found = term_exists( $name, $taxonomy );
		$term  = $found ? $found : wp_insert_term( $name, $taxonomy );
		$ids[] = (int) $term['term_id'];
	}
	return $ids;
}

const BENCH_WORDS = array( 'lorem', 'ipsum', 'dolor', 'sit', 'amet', 'consectetur', 'adipiscing', 'elit', 'sed', 'do', 'eiusmod', 'tempor', 'incididunt', 'ut', 'labore', 'et', 'dolore', 'magna', 'aliqua', 'enim', 'ad', 'minim', 'veniam', 'quis', 'nostrud', 'exercitation', 'ullamco', 'laboris', 'nisi', 'aliquip', 'commodo', 'consequat' );

function bench_words( int $n ): string {
	$w = array();
	for ( $i = 0; $i < $n; $i++ ) {
		$w[] = BENCH_WORDS[ mt_rand( 0, count( BENCH_WORDS ) - 1 ) ];
	}
	return implode( ' ', $w );
}

/** Block markup of the size SeedPress writes: a heading and 3–6 paragraphs. */
function bench_content(): string {
	$blocks = array( "<!-- wp:heading -->\n<h2 class=\"wp-block-heading\">" . ucfirst( bench_words( 4 ) ) . "</h2>\n<!-- /wp:heading -->" );
	$n      = mt_rand( 3, 6 );
	for ( $i = 0; $i < $n; $i++ ) {
		$blocks[] = "<!-- wp:paragraph -->\n<p>" . ucfirst( bench_words( mt_rand( 40, 70 ) ) ) . ".</p>\n<!-- /wp:paragraph -->";
	}
	return implode( "\n\n", $blocks );
}

/** Ten custom field values, one per field type SeedPress fills in the same run. */
function bench_fields(): array {
	return array(
		'bench_price'    => number_format( mt_rand( 100, 99999 ) / 100, 2, '.', '' ),
		'bench_rating'   => (string) mt_rand( 1, 5 ),
		'bench_date'     => gmdate( 'Y-m-d', time() - mt_rand( 0, 365 ) * DAY_IN_SECONDS ),
		'bench_email'    => bench_words( 1 ) . mt_rand( 1, 999 ) . '@example.org',
		'bench_subtitle' => bench_words( mt_rand( 2, 6 ) ),
		'bench_url'      => 'https://' . bench_words( 1 ) . '.example.com/' . bench_words( 1 ),
		'bench_phone'    => '+1 555 ' . mt_rand( 100, 999 ) . ' ' . mt_rand( 1000, 9999 ),
		'bench_city'     => ucfirst( bench_words( 1 ) ) . 'ville',
		'bench_color'    => sprintf( '#%06x', mt_rand( 0, 0xffffff ) ),
		'bench_in_stock' => (string) mt_rand( 0, 1 ),
	);
}

function bench_pick( array $pool, int $n ): array {
	$keys = array_rand( $pool, $n );
	return array_map( fn( $k ) => $pool[ $k ], (array) $keys );
}

function bench_insert( array $in ): array {
	global $wpdb;
	$full   = 'full' === $in['mode'];
	$marker = (string) $in['marker'];
	$now    = time();

	// Everything random is drawn before the clock starts.
	$plan = array();
	for ( $i = 0; $i < (int) $in['count']; $i++ ) {
		$date   = gmdate( 'Y-m-d H:i:s', $now - mt_rand( 60, 365 * DAY_IN_SECONDS ) );
		$plan[] = array(
			'post'     => array(
				'post_title'   => ucfirst( bench_words( mt_rand( 4, 8 ) ) ),
				'post_content' => bench_content(),
				'post_excerpt' => ucfirst( bench_words( 20 ) ) . '.',
				'post_status'  => 'publish',
				'post_author'  => 1,
				'post_date'    => get_date_from_gmt( $date ),
			),
			'fields'   => $full ? bench_fields() : array(),
			'cats'     => $full ? bench_pick( $in['cats'], 3 ) : array(),
			'tags'     => $full ? bench_pick( $in['tags'], 3 ) : array(),
			'comments' => $full ? array( bench_words( mt_rand( 12, 40 ) ), bench_words( mt_rand( 12, 40 ) ) ) : array(),
			'date'     => $date,
		);
	}

	$queries = $wpdb->num_queries;
	$start   = microtime( true );
	if ( ! empty( $in['deferred'] ) ) {
		$wpdb->query( 'START TRANSACTION' );
		wp_defer_term_counting( true );
		wp_defer_comment_counting( true );
	}
	$posts = 0;
	$meta  = 0;
	$rels  = 0;
	$comms = 0;
	foreach ( $plan as $p ) {
		$id = wp_insert_post( wp_slash( $p['post'] ), true );
		if ( is_wp_error( $id ) ) {
			fwrite( STDERR, $id->get_error_message() . "\n" );
			exit( 1 );
		}
		++$posts;
		add_post_meta( $id, '_bench_marker', $marker );
		++$meta;
		foreach ( $p['fields'] as $key => $value ) {
			add_post_meta( $id, $key, wp_slash( $value ) );
			++$meta;
		}
		if ( $full ) {
			wp_set_object_terms( $id, $p['cats'], 'category' );
			wp_set_object_terms( $id, $p['tags'], 'post_tag' );
			$rels += 6;
		} else {
			++$rels; // wp_insert_post files it under the default category
		}
		foreach ( $p['comments'] as $n => $text ) {
			$cid = wp_insert_comment(
				wp_slash(
					array(
						'comment_post_ID'      => $id,
						'comment_author'       => ucfirst( bench_words( 2 ) ),
						'comment_author_email' => bench_words( 1 ) . '@example.net',
						'comment_author_IP'    => '192.0.2.' . mt_rand( 1, 254 ),
						'comment_content'      => ucfirst( $text ) . '.',
						'comment_approved'     => 1,
						'comment_date'         => get_date_from_gmt( gmdate( 'Y-m-d H:i:s', min( $now, strtotime( $p['date'] . ' UTC' ) + 3600 * ( $n + 1 ) ) ) ),
					)
				)
			);
			add_comment_meta( $cid, '_bench_marker', $marker );
			++$comms;
		}
	}
	if ( ! empty( $in['deferred'] ) ) {
		wp_defer_term_counting( false );
		wp_defer_comment_counting( false );
		$wpdb->query( 'COMMIT' );
	}
	$seconds = microtime( true ) - $start;
	return array(
		'seconds' => $seconds,
		'queries' => $wpdb->num_queries - $queries,
		'rows'    => array( 'posts' => $posts, 'postmeta' => $meta, 'term_relationships' => $rels, 'comments' => $comms ),
	);
}

/** A value for one bench ACF field, as ACF's update_field() takes it. */
function bench_acf_value( array $field ) {
	switch ( $field['type'] ) {
		case 'number':
			return (string) mt_rand( (int) $field['min'], (int) $field['max'] );
		case 'email':
			return bench_words( 1 ) . mt_rand( 1, 999 ) . '@example.org';
		case 'url':
			return 'https://' . bench_words( 1 ) . '.example.com/';
		case 'textarea':
			return ucfirst( bench_words( 30 ) ) . '.';
		case 'date_picker':
			return gmdate( 'Ymd', time() + mt_rand( -300, 300 ) * DAY_IN_SECONDS );
		case 'time_picker':
			return sprintf( '%02d:%02d:00', mt_rand( 7, 21 ), 15 * mt_rand( 0, 3 ) );
		case 'true_false':
			return (string) mt_rand( 0, 1 );
		case 'color_picker':
			return sprintf( '#%06x', mt_rand( 0, 0xffffff ) );
		case 'select':
			return array_rand( $field['choices'] );
		case 'checkbox':
			return array_map( 'strval', (array) array_rand( $field['choices'], 2 ) );
		case 'repeater':
			$rows = array();
			for ( $i = 0; $i < 3; $i++ ) {
				$rows[] = array( 'spec_label' => ucfirst( bench_words( 2 ) ), 'spec_value' => (string) mt_rand( 1, 100 ) );
			}
			return $rows;
		default:
			return ucfirst( bench_words( mt_rand( 1, 3 ) ) );
	}
}

/**
 * 500 posts with the bench ACF group's 20 fields: update_field() when ACF runs on the site, else
 * add_post_meta() of exactly the rows update_field() writes (value and `_name` → key reference,
 * repeater count and `name_i_sub` rows).
 */
function bench_acf( array $in ): array {
	global $wpdb;
	$fields = seedpress_bench_acf_fields();
	$real   = function_exists( 'update_field' );
	$plan   = array();
	for ( $i = 0; $i < (int) $in['count']; $i++ ) {
		$values = array();
		foreach ( $fields as $field ) {
			$values[ $field['name'] ] = bench_acf_value( $field );
		}
		$plan[] = array(
			'post'   => array( 'post_title' => ucfirst( bench_words( mt_rand( 4, 8 ) ) ), 'post_content' => bench_content(), 'post_status' => 'publish', 'post_author' => 1 ),
			'values' => $values,
		);
	}
	$queries = $wpdb->num_queries;
	$start   = microtime( true );
	foreach ( $plan as $p ) {
		$id = wp_insert_post( wp_slash( $p['post'] ), true );
		add_post_meta( $id, '_bench_marker', (string) $in['marker'] );
		foreach ( $fields as $field ) {
			$value = $p['values'][ $field['name'] ];
			if ( $real ) {
				update_field( $field['key'], $value, $id );
				continue;
			}
			if ( 'repeater' === $field['type'] ) {
				foreach ( $value as $row => $sub_values ) {
					foreach ( $field['sub_fields'] as $sub ) {
						add_post_meta( $id, "{$field['name']}_{$row}_{$sub['name']}", wp_slash( $sub_values[ $sub['name'] ] ) );
						add_post_meta( $id, "_{$field['name']}_{$row}_{$sub['name']}", $sub['key'] );
					}
				}
				$value = count( $value );
			}
			add_post_meta( $id, $field['name'], is_array( $value ) ? $value : wp_slash( (string) $value ) );
			add_post_meta( $id, '_' . $field['name'], $field['key'] );
		}
	}
	return array(
		'seconds' => microtime( true ) - $start,
		'queries' => $wpdb->num_queries - $queries,
		'api'     => $real ? 'update_field' : 'add_post_meta',
	);
}

/** @return array{seconds: float, queries: int} */
function bench_timed( callable $work ): array {
	global $wpdb;
	$queries = $wpdb->num_queries;
	$start   = microtime( true );
	$work();
	return array( 'seconds' => microtime( true ) - $start, 'queries' => $wpdb->num_queries - $queries );
}

function bench_users( array $in ): array {
	$users = array();
	for ( $i = 0; $i < (int) $in['count']; $i++ ) {
		$first   = ucfirst( bench_words( 1 ) );
		$last    = ucfirst( bench_words( 1 ) );
		$login   = "{$in['marker']}-{$i}";
		$users[] = array(
			'user_login'   => $login,
			'user_pass'    => wp_generate_password( 24 ),
			'user_email'   => "{$login}@example.org",
			'user_url'     => "https://example.com/{$login}",
			'first_name'   => $first,
			'last_name'    => $last,
			'display_name' => "$first $last",
			'description'  => ucfirst( bench_words( 15 ) ) . '.',
			'role'         => 'subscriber',
			'meta_input'   => array( '_seedpress_generated' => '1' ),
		);
	}
	return bench_timed(
		static function () use ( $users ): void {
			foreach ( $users as $user ) {
				wp_insert_user( $user );
			}
		}
	);
}

function bench_comments( array $in ): array {
	$comments = array();
	foreach ( $in['post_ids'] as $post_id ) {
		for ( $i = 0; $i < (int) $in['per_post']; $i++ ) {
			$comments[] = array(
				'comment_post_ID'      => (int) $post_id,
				'comment_author'       => ucfirst( bench_words( 2 ) ),
				'comment_author_email' => bench_words( 1 ) . '@example.net',
				'comment_author_IP'    => '192.0.2.' . mt_rand( 1, 254 ),
				'comment_content'      => ucfirst( bench_words( mt_rand( 12, 40 ) ) ) . '.',
				'comment_approved'     => 1,
				'comment_meta'         => array( '_bench_marker' => $in['marker'] ),
			);
		}
	}
	return bench_timed(
		static function () use ( $comments ): void {
			foreach ( $comments as $comment ) {
				wp_insert_comment( $comment );
			}
		}
	);
}

function bench_terms( array $in ): array {
	return bench_timed(
		static function () use ( $in ): void {
			$parents = array( 0 );
			for ( $level = 1; $level <= (int) $in['depth']; $level++ ) {
				$next = array();
				foreach ( $parents as $parent ) {
					for ( $i = 0; $i < (int) $in['breadth']; $i++ ) {
						$term = wp_insert_term( ucfirst( bench_words( 2 ) ) . " {$in['marker']} $level $i", 'category', array( 'parent' => $parent, 'description' => ucfirst( bench_words( 12 ) ) . '.' ) );
						add_term_meta( (int) $term['term_id'], '_bench_marker', $in['marker'] );
						$next[] = (int) $term['term_id'];
					}
				}
				$parents = $next;
			}
		}
	);
}

function bench_drop_terms( string $marker ): array {
	$ids = get_terms( array( 'taxonomy' => 'category', 'hide_empty' => false, 'fields' => 'ids', 'meta_key' => '_bench_marker', 'meta_value' => $marker ) );
	foreach ( $ids as $id ) {
		wp_delete_term( (int) $id, 'category' );
	}
	return array( 'dropped' => count( $ids ) );
}

function bench_media( array $in ): array {
	require_once ABSPATH . 'wp-admin/includes/file.php';
	require_once ABSPATH . 'wp-admin/includes/media.php';
	require_once ABSPATH . 'wp-admin/includes/image.php';
	$files = array();
	for ( $i = 0; $i < (int) $in['count']; $i++ ) {
		$image = imagecreatetruecolor( (int) $in['width'], (int) $in['height'] );
		imagefilledrectangle( $image, 0, 0, (int) $in['width'], (int) $in['height'], imagecolorallocate( $image, mt_rand( 0, 255 ), mt_rand( 0, 255 ), mt_rand( 0, 255 ) ) );
		imagefilledellipse( $image, (int) ( $in['width'] / 2 ), (int) ( $in['height'] / 2 ), (int) ( $in['width'] / 2 ), (int) ( $in['height'] / 2 ), imagecolorallocate( $image, 250, 200, 50 ) );
		$path = wp_tempnam( "bench-{$i}.jpg" );
		imagejpeg( $image, $path, 82 );
		$files[] = array( 'name' => "bench-{$in['marker']}-{$i}.jpg", 'tmp_name' => $path );
	}
	return bench_timed(
		static function () use ( $files, $in ): void {
			foreach ( $files as $file ) {
				$id = media_handle_sideload( $file, 0 );
				add_post_meta( (int) $id, '_bench_marker', $in['marker'] );
			}
		}
	);
}

function bench_drop_media( string $marker ): array {
	$ids = get_posts( array( 'post_type' => 'attachment', 'post_status' => 'inherit', 'fields' => 'ids', 'numberposts' => -1, 'meta_key' => '_bench_marker', 'meta_value' => $marker ) );
	foreach ( $ids as $id ) {
		wp_delete_attachment( (int) $id, true );
	}
	return array( 'dropped' => count( $ids ) );
}

function bench_shell_memory( array $input ): array {
	$request = new WP_REST_Request( (string) $input['method'], '/seedpress/v1' . $input['route'] );
	$request->set_header( 'Content-Type', 'application/json' );
	$request->set_body( (string) wp_json_encode( $input['body'] ?? new stdClass() ) );
	$before = memory_get_usage();
	memory_reset_peak_usage();
	$response = rest_do_request( $request );
	return array(
		'status' => $response->get_status(),
		'bytes'  => memory_get_peak_usage() - $before,
		'held'   => $before,
	);
}

switch ( $input['action'] ?? '' ) {
	case 'media':
		$result = bench_media( $input );
		break;
	case 'drop-media':
		$result = bench_drop_media( (string) $input['marker'] );
		break;
	case 'users':
		$result = bench_users( $input );
		break;
	case 'comments':
		$result = bench_comments( $input );
		break;
	case 'terms':
		$result = bench_terms( $input );
		break;
	case 'drop-terms':
		$result = bench_drop_terms( (string) $input['marker'] );
		break;
	case 'acf':
		$result = bench_acf( $input );
		break;
	case 'pools':
		$result = array( 'categories' => bench_pool( 'category', 'Bench Category' ), 'tags' => bench_pool( 'post_tag', 'Bench Tag' ) );
		break;
	case 'drop-pools':
		foreach ( array( 'category' => 'Bench Category', 'post_tag' => 'Bench Tag' ) as $taxonomy => $label ) {
			for ( $i = 1; $i <= 20; $i++ ) {
				$found = term_exists( sprintf( '%s %02d', $label, $i ), $taxonomy );
				if ( $found ) {
					wp_delete_term( (int) $found['term_id'], $taxonomy );
				}
			}
		}
		$result = array( 'dropped' => true );
		break;
	case 'shell-memory':
		$result = bench_shell_memory( $input );
		break;
	case 'insert':
		$result = bench_insert( $input );
		break;
	default:
		fwrite( STDERR, 'Unknown action ' . ( $input['action'] ?? '(none)' ) . "\n" );
		exit( 1 );
}
echo wp_json_encode( $result );
