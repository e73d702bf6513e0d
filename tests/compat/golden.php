<?php
/**
 * Golden storage rows: saves known values through a field plugin's OWN setter and records which
 * wp_postmeta rows (and term relationships, and Pods' podsrel rows) each save produced.
 * CLI: php golden.php <suite: acf|meta-box|pods|cmb2|carbon-fields|jetengine> <output dir>
 * Writes <output dir>/<plugin>.json. Needs SEEDPRESS_WP_PATH and SEEDPRESS_URL; the suite's plugin
 * and the compat mu-plugin must be active (tests/compat/run.sh --golden arranges that). Everything
 * it creates is deleted again.
 *
 * @package SeedPress
 */

declare(strict_types=1);

// JetEngine builds its meta boxes' save handlers in wp-admin only (its meta box conditions
// return false elsewhere): its golden run loads WordPress as an admin request.
if ( 'jetengine' === ( $argv[1] ?? '' ) ) {
	define( 'WP_ADMIN', true );
}
require __DIR__ . '/wp.php';
require __DIR__ . '/fields.php';
require __DIR__ . '/golden-refs.php';
require __DIR__ . '/checks.php';

/** The plugin's own setter for one field. */
function seedpress_compat_setter( string $suite ): callable {
	switch ( $suite ) {
		case 'acf':
			return static fn( int $id, string $name, $value ) => update_field( $name, $value, $id );
		case 'meta-box':
			return static fn( int $id, string $name, $value ) => rwmb_set_meta( $id, $name, $value );
		case 'pods':
			return static fn( int $id, string $name, $value ) => pods( 'compat_pods', $id )->save( $name, $value );
		case 'carbon-fields':
			return static fn( int $id, string $name, $value ) => carbon_set_post_meta( $id, $name, $value );
		case 'cmb2':
			// CMB2's form save path: every field is processed on each save, so the data grows field by
			// field and already saved values are given again (an unchanged value is not rewritten).
			// Per box: a field of the edit screen's own box (compat_admin) is saved by that box.
			$data = array();
			return static function ( int $id, string $name, $value ) use ( &$data ) {
				$box          = in_array( $name, array_column( cmb2_get_metabox( 'compat_admin' )->prop( 'fields' ), 'id' ), true ) ? 'compat_admin' : 'compat';
				$data[ $box ] = array_merge( $data[ $box ] ?? array(), is_array( $value ) && isset( $value[ $name ] ) ? $value : array( $name => $value ) );
				return cmb2_get_metabox( $box, $id )->save_fields( $id, 'post', $data[ $box ] );
			};
		case 'jetengine':
			// JetEngine's form save path, like CMB2's: the data grows field by field.
			$data = array();
			return static function ( int $id, string $name, $value ) use ( &$data ) {
				$data = array_merge( $data, is_array( $value ) && isset( $value[ $name ] ) ? $value : array( $name => $value ) );
				seedpress_compat_jetengine_save_form( $id, $data );
			};
	}
	throw new InvalidArgumentException( "unknown suite $suite" );
}

/**
 * Posts $data to JetEngine's meta box save handler (Cherry_X_Post_Meta::save_meta on save_post),
 * as the post editor does: slashed form data with a nonce field, on the post type's edit screen.
 */
function seedpress_compat_jetengine_save_form( int $id, array $data ): void {
	require_once ABSPATH . 'wp-admin/includes/class-wp-screen.php';
	require_once ABSPATH . 'wp-admin/includes/screen.php';
	$GLOBALS['current_screen'] = WP_Screen::get( (string) get_post_type( $id ) ); // phpcs:ignore WordPress.WP.GlobalVariablesOverride
	$_POST = wp_slash( array( '_wpnonce' => wp_create_nonce( 'update-post_' . $id ) ) + $data );
	try {
		do_action( 'save_post', $id, get_post( $id ), true );
	} finally {
		$_POST = array();
		unset( $GLOBALS['current_screen'] );
	}
}

/**
 * What a suite's plugin writes on a new post before any field is set. JetEngine's save handler
 * writes every field of the meta box on each save ('' when nothing is posted): the golden post is
 * saved once with the meta box empty, so each field's rows below are its own.
 */
function seedpress_compat_golden_prepare( string $suite, int $id ): void {
	if ( 'jetengine' === $suite ) {
		seedpress_compat_jetengine_save_form( $id, array() );
	}
}

/** Everything stored for a post: meta rows in insertion order, terms, Pods relationship rows. */
function seedpress_compat_snapshot( int $id ): array {
	global $wpdb;
	$meta   = $wpdb->get_results( $wpdb->prepare( "SELECT meta_id, meta_key, meta_value FROM $wpdb->postmeta WHERE post_id = %d ORDER BY meta_id", $id ), ARRAY_A );
	$terms  = $wpdb->get_results( $wpdb->prepare( "SELECT tt.taxonomy, t.slug FROM $wpdb->term_relationships tr JOIN $wpdb->term_taxonomy tt USING (term_taxonomy_id) JOIN $wpdb->terms t USING (term_id) WHERE tr.object_id = %d ORDER BY tt.taxonomy, t.slug", $id ), ARRAY_N );
	$rel    = array();
	$podrel = $wpdb->prefix . 'podsrel';
	if ( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $podrel ) ) === $podrel ) {
		foreach ( $wpdb->get_results( $wpdb->prepare( "SELECT id, pod_id, field_id, item_id, related_pod_id, related_field_id, related_item_id, weight FROM $podrel WHERE item_id = %d ORDER BY id", $id ), ARRAY_A ) as $r ) {
			$rel[ (int) array_shift( $r ) ] = $r;
		}
	}
	$rows = array();
	foreach ( $meta as $m ) {
		$rows[ (int) $m['meta_id'] ] = array( $m['meta_key'], $m['meta_value'] );
	}
	return array( 'rows' => $rows, 'terms' => array_map( static fn( array $t ): string => implode( ':', $t ), $terms ), 'podsrel' => $rel );
}

/** What changed between two snapshots: rows written (new or rewritten), rows deleted, terms added. */
function seedpress_compat_diff( array $before, array $after ): array {
	$written = array();
	foreach ( $after['rows'] as $meta_id => $row ) {
		if ( ( $before['rows'][ $meta_id ] ?? null ) !== $row ) {
			$written[] = $row;
		}
	}
	$out = array( 'rows' => $written );
	$gone = array_values( array_diff_key( $before['rows'], $after['rows'] ) );
	if ( $gone ) {
		$out['deleted_rows'] = $gone;
	}
	$terms = array_values( array_diff( $after['terms'], $before['terms'] ) );
	if ( $terms ) {
		$out['terms'] = $terms;
	}
	$rel = array_values( array_diff_key( $after['podsrel'], $before['podsrel'] ) );
	if ( $rel ) {
		$out['podsrel'] = $rel;
	}
	return $out;
}

/** The golden document of a suite (each field's definition, input and the rows its save wrote) and the golden post's id. */
function seedpress_compat_golden( string $suite, array $refs, array &$created ): array {
	$plugin = seedpress_compat_plugin( $suite );
	if ( null === $plugin ) {
		throw new RuntimeException( "the $suite plugin is not active" );
	}
	$defs = array();
	foreach ( seedpress_compat_defs( $suite ) as $def ) {
		$defs[ $def['name'] ] = $def;
	}
	$adapted = seedpress_compat_adapter_definitions( $suite );
	$inputs  = ( require __DIR__ . "/inputs/$suite.php" )( $refs );
	$set    = seedpress_compat_setter( $suite );
	$id     = seedpress_compat_ref_post( seedpress_compat_post_type( $suite ), 'Golden ' . $plugin[0], $created );
	seedpress_compat_golden_prepare( $suite, $id );
	$fields = array();
	$post   = seedpress_compat_snapshot( $id );
	foreach ( $defs as $name => $def ) {
		if ( ! array_key_exists( $name, $inputs ) ) {
			continue; // e.g. ACF PRO types when the free ACF is active.
		}
		$input  = $inputs[ $name ];
		$extras = array_intersect_key( $inputs, array_flip( array( "{$name}_id" ) ) ); // CMB2 file: URL + id.
		$before = seedpress_compat_snapshot( $id );
		$set( $id, $name, $extras ? array( $name => $input ) + $extras : $input );
		$fields[ $name ] = array( 'type' => $def['type'], 'definition' => $adapted[ $name ] ?? null, 'input' => $extras ? array( $name => $input ) + $extras : $input ) + seedpress_compat_diff( $before, seedpress_compat_snapshot( $id ) );
	}
	$doc = array(
		'plugin'    => $plugin[0],
		'version'   => $plugin[1],
		'post_type' => seedpress_compat_post_type( $suite ),
		'about'     => 'Rows each field\'s save wrote through the plugin\'s own setter, in meta_id order, with the field as SeedPress\'s adapter read it. Regenerate: tests/compat/run.sh --golden',
		'refs'      => $refs,
		'post_rows' => array_values( $post['rows'] ),
		'fields'    => $fields,
	);
	return array( $doc, $id );
}

$suite = (string) ( $argv[1] ?? '' );
$dir   = (string) ( $argv[2] ?? '' );
if ( '' === $suite || ! is_dir( $dir ) ) {
	fwrite( STDERR, "usage: php golden.php <suite> <output dir>\n" );
	exit( 2 );
}
$created = array();
$status  = 1;
try {
	$refs   = seedpress_compat_make_refs( $created );
	list( $golden, $post_id ) = seedpress_compat_golden( $suite, $refs, $created );
	$file = rtrim( $dir, '/' ) . "/{$golden['plugin']}.json";
	file_put_contents( $file, wp_json_encode( $golden, JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) . "\n" );
	// The golden post also proves readback.php's checks: values saved by the plugin itself must pass.
	$read = seedpress_compat_readback( $suite, array( $post_id ) );
	$bad  = array_filter( $read, static fn( array $f ): bool => ! $f['ok'] );
	printf( "%-24s %-12s %s: %d fields, %d read back OK\n", $golden['plugin'], $golden['version'], basename( $file ), count( $read ), count( $read ) - count( $bad ) );
	foreach ( $bad as $f ) {
		printf( "  %s (%s): %s\n", $f['name'], $f['type'], implode( '; ', $f['problems'] ) ?: 'not filled' );
	}
	$status = $bad ? 1 : 0;
} finally {
	seedpress_compat_delete_refs( $created );
}
exit( $status );
