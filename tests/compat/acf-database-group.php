<?php
/**
 * ACF / Secure Custom Fields with a field group saved in the database, as ACF's Field Groups
 * screen saves it (an acf-field-group post and an acf-field post per field): ACF reads it in every
 * context, a REST request included. The compat groups registered in code cannot show that path.
 * CLI: php acf-database-group.php create | check <ids-json> | delete
 *
 * @package SeedPress
 */

declare(strict_types=1);

require __DIR__ . '/wp.php';

const SEEDPRESS_COMPAT_ACF_DB_GROUP = 'group_compat_database';

/** Problems of one post's values, read through get_field(). */
function seedpress_compat_acf_db_problems( int $id ): array {
	$problems = array();
	$headline = get_field( 'db_headline', $id );
	if ( ! is_string( $headline ) || '' === trim( $headline ) || strlen( $headline ) > 70 ) {
		$problems[] = "#$id db_headline: " . wp_json_encode( $headline );
	}
	$guests = get_field( 'db_guests', $id );
	if ( ! is_numeric( $guests ) || $guests < 2 || $guests > 40 ) {
		$problems[] = "#$id db_guests: " . wp_json_encode( $guests );
	}
	return $problems;
}

$seedpress_action = (string) ( $argv[1] ?? '' );

if ( 'create' === $seedpress_action ) {
	acf_import_field_group(
		array(
			'key'      => SEEDPRESS_COMPAT_ACF_DB_GROUP,
			'title'    => 'Compat (database)',
			'fields'   => array(
				array( 'key' => 'field_compat_db_headline', 'name' => 'db_headline', 'label' => 'Headline', 'type' => 'text', 'maxlength' => 70 ),
				array( 'key' => 'field_compat_db_guests', 'name' => 'db_guests', 'label' => 'Guests', 'type' => 'number', 'min' => 2, 'max' => 40, 'step' => 1 ),
			),
			'location' => array( array( array( 'param' => 'post_type', 'operator' => '==', 'value' => 'compat_acf' ) ) ),
		)
	);
	echo SEEDPRESS_COMPAT_ACF_DB_GROUP, "\n";
} elseif ( 'check' === $seedpress_action ) {
	$seedpress_ids      = array_map( 'intval', (array) json_decode( (string) ( $argv[2] ?? '[]' ), true ) );
	$seedpress_problems = array_merge( array(), ...array_map( 'seedpress_compat_acf_db_problems', $seedpress_ids ) );
	$seedpress_ok       = array() !== $seedpress_ids && array() === $seedpress_problems;
	printf( "%-24s %-12s %6s %6s %8s  %s\n", 'acf (database group)', ACF_VERSION, 2, $seedpress_ok ? 2 : '?', $seedpress_ok ? 2 : 0, $seedpress_ok ? '-' : 'its fields:' );
	foreach ( $seedpress_problems as $seedpress_problem ) {
		echo "    $seedpress_problem\n";
	}
	exit( $seedpress_ok ? 0 : 1 );
} elseif ( 'delete' === $seedpress_action ) {
	$seedpress_group = acf_get_field_group( SEEDPRESS_COMPAT_ACF_DB_GROUP );
	if ( $seedpress_group && ! empty( $seedpress_group['ID'] ) ) {
		acf_delete_field_group( $seedpress_group['ID'] );
	}
} else {
	fwrite( STDERR, "usage: php acf-database-group.php create | check <ids-json> | delete\n" );
	exit( 2 );
}
