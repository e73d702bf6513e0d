<?php
/**
 * JetEngine with a post type made in its Post Types screen: the post type and its own "Meta
 * fields" are a row of JetEngine's post_types table, which JetEngine registers on `init` in every
 * context (Jet_Engine_CPT::register_instances() -> meta_boxes->store_fields()), so a REST request
 * sees the same fields as the edit screen. The compat_jetengine meta box cannot show that path.
 * CLI: php jetengine-post-type.php create | check <ids-json> | delete
 *
 * @package SeedPress
 */

declare(strict_types=1);

require __DIR__ . '/wp.php';

const SEEDPRESS_COMPAT_JETENGINE_CPT = 'compat_jecpt';

/** The row as JetEngine's editor saves it (Jet_Engine_CPT_Data::sanitize_item_from_request()). */
function seedpress_compat_jetengine_cpt_row(): array {
	$field = static fn( string $name, string $title, string $type, array $extra = array() ): array => array( 'title' => $title, 'name' => $name, 'object_type' => 'field', 'type' => $type, 'width' => '100%' ) + $extra;
	return array(
		'slug'        => SEEDPRESS_COMPAT_JETENGINE_CPT,
		'status'      => 'publish',
		'labels'      => array( 'name' => 'Compat JetEngine venues', 'singular_name' => 'Compat JetEngine venue' ),
		'args'        => array( 'public' => true, 'show_ui' => true, 'show_in_rest' => true, 'rewrite' => false, 'has_archive' => false, 'hierarchical' => false, 'supports' => array( 'title', 'editor' ) ),
		'meta_fields' => array(
			$field( 'venue_name', 'Venue name', 'text' ),
			$field( 'capacity', 'Capacity', 'number', array( 'min_value' => '10', 'max_value' => '500', 'step_value' => '1' ) ),
			$field( 'venue_format', 'Format', 'select', array( 'options' => array( array( 'key' => 'club', 'value' => 'Club' ), array( 'key' => 'hall', 'value' => 'Hall' ) ) ) ),
			$field( 'opening_date', 'Opening date', 'date' ),
		),
	);
}

/** Problems of one post's values, read through JetEngine's own getter. */
function seedpress_compat_jetengine_cpt_problems( int $id ): array {
	$get      = static fn( string $name ) => jet_engine()->listings->data->get_meta( $name, get_post( $id ) );
	$problems = array();
	if ( ! is_string( $get( 'venue_name' ) ) || '' === trim( $get( 'venue_name' ) ) ) {
		$problems[] = 'venue_name: ' . wp_json_encode( $get( 'venue_name' ) );
	}
	$capacity = $get( 'capacity' );
	if ( ! is_numeric( $capacity ) || $capacity < 10 || $capacity > 500 ) {
		$problems[] = 'capacity: ' . wp_json_encode( $capacity );
	}
	if ( ! in_array( $get( 'venue_format' ), array( 'club', 'hall' ), true ) ) {
		$problems[] = 'venue_format: ' . wp_json_encode( $get( 'venue_format' ) );
	}
	if ( ! preg_match( '/^\d{4}-\d{2}-\d{2}$/', (string) $get( 'opening_date' ) ) ) {
		$problems[] = 'opening_date: ' . wp_json_encode( $get( 'opening_date' ) );
	}
	return array_map( static fn( string $problem ): string => "#$id $problem", $problems );
}

$seedpress_action = (string) ( $argv[1] ?? '' );

if ( 'create' === $seedpress_action ) {
	jet_engine()->db->update( 'post_types', seedpress_compat_jetengine_cpt_row() );
	echo SEEDPRESS_COMPAT_JETENGINE_CPT, "\n";
} elseif ( 'check' === $seedpress_action ) {
	$seedpress_ids      = array_map( 'intval', (array) json_decode( (string) ( $argv[2] ?? '[]' ), true ) );
	$seedpress_problems = array_merge( array(), ...array_map( 'seedpress_compat_jetengine_cpt_problems', $seedpress_ids ) );
	$seedpress_ok       = array() !== $seedpress_ids && array() === $seedpress_problems;
	printf( "%-24s %-12s %6s %6s %8s  %s\n", 'jetengine (post type)', jet_engine()->get_version(), 4, $seedpress_ok ? 4 : '?', $seedpress_ok ? 4 : 0, $seedpress_ok ? '-' : 'its meta fields:' );
	foreach ( $seedpress_problems as $seedpress_problem ) {
		echo "    $seedpress_problem\n";
	}
	exit( $seedpress_ok ? 0 : 1 );
} elseif ( 'delete' === $seedpress_action ) {
	jet_engine()->db->delete( 'post_types', array( 'slug' => SEEDPRESS_COMPAT_JETENGINE_CPT ), array( '%s' ) );
} else {
	fwrite( STDERR, "usage: php jetengine-post-type.php create | check <ids-json> | delete\n" );
	exit( 2 );
}
