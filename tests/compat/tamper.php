<?php
/**
 * The checks' own control: writes a wrong value into each conflict field of one generated post
 * (a handle into a URL field, a year out of range, a choice the field does not have, text over
 * its length…), straight into the row the plugin reads, and requires readback's checks to refuse
 * every one: the plugin's own verdict for what the plugin validates, the shape check for a text
 * field's meaning (an hour). Each original row is put back afterwards.
 * CLI: php tamper.php <suite> <post id>   (exit 1 when a wrong value passed)
 *
 * @package SeedPress
 */

declare(strict_types=1);

require __DIR__ . '/wp.php';
require __DIR__ . '/fields.php';
require __DIR__ . '/checks.php';

/**
 * Wrong values by field name, and whether the plugin itself must be the one refusing them
 * (false: the plugin takes the value; only the field's meaning makes it wrong).
 *
 * @return array<string, array{0: string, 1: bool}>
 */
function seedpress_compat_tamper_values( string $suite ): array {
	return array(
		'twitter'          => array( '@annamartin', true ),
		'instagram_handle' => array( '@anna.martin', true ),
		'rd_csv_province'  => array( 'Ontario', true ),
		'phone_or_email'   => array( '+33 6 12 34 56 78', true ),
		'year'             => array( '1850', true ),
		'price_band'       => array( '925', true ),
		'review_rating'    => array( '7', true ),
		'country'          => array( 'france', true ),
		'city'             => array( 'paris', true ),
		'date'             => array( '1970-01-01', true ),
		'description'      => array( 'A description far longer than the forty characters the field allows.', true ),
		'opening_hour'     => array( '1970-01-01', false ),
		// A time of day written into a date field, in the format each plugin stores the field's dates.
		'closing_time'     => array( array( 'acf' => '19700101', 'meta-box' => '01.01.1970', 'cmb2' => '01.01.1970' )[ $suite ] ?? '1970-01-01', false ),
		// Over every limit the fixtures set for a bio (120 characters, Pods' 255 by default).
		'bio'              => array( str_repeat( 'A long life by the sea. ', 14 ), true ),
		'about'            => array( str_repeat( 'A long life by the sea. ', 14 ), true ),
	);
}

/** The meta key a suite's plugin keeps a top-level field's value under. */
function seedpress_compat_tamper_key( string $suite, string $name ): string {
	return 'carbon-fields' === $suite ? "_$name" : $name;
}

$suite = (string) ( $argv[1] ?? '' );
$id    = (int) ( $argv[2] ?? 0 );
if ( null === seedpress_compat_plugin( $suite ) || $id <= 0 ) {
	fwrite( STDERR, "usage: php tamper.php <suite> <post id> (the suite's plugin active)\n" );
	exit( 2 );
}
$wrongs  = seedpress_compat_tamper_values( $suite );
$passed  = array();
$refused = array();
foreach ( seedpress_compat_defs( $suite ) as $def ) {
	if ( ! isset( $wrongs[ $def['name'] ] ) ) {
		continue;
	}
	list( $wrong, $by_plugin ) = $wrongs[ $def['name'] ];
	$key      = seedpress_compat_tamper_key( $suite, $def['name'] );
	$original = get_post_meta( $id, $key, true );
	update_post_meta( $id, $key, $wrong );
	wp_cache_flush();
	$own     = seedpress_compat_own_check( $def, $id );
	$problem = $own ?? seedpress_compat_check( $def, ( $def['get'] )( $id ) );
	update_post_meta( $id, $key, $original );
	wp_cache_flush();
	if ( null === ( $by_plugin ? $own : $problem ) ) {
		$passed[] = "{$def['name']} ({$def['type']}) took " . wp_json_encode( $wrong ) . ( $problem ? " (only our check refused it: $problem)" : '' );
	} else {
		$refused[] = "{$def['name']}: " . mb_strimwidth( (string) ( $by_plugin ? $own : $problem ), 0, 150, '…' );
	}
}
printf( "%-24s tampered %d conflict fields: %d refused\n", seedpress_compat_plugin( $suite )[0], count( $passed ) + count( $refused ), count( $refused ) );
foreach ( $refused as $line ) {
	echo "    refused $line\n";
}
foreach ( $passed as $line ) {
	echo "    NOT REFUSED $line\n";
}
exit( $passed || ! $refused ? 1 : 0 );
