<?php
/**
 * The add-on step's site side (tests/compat/add-ons.sh): sets up what a suite's add-on fields need,
 * reads the generated values back through each add-on's own getter and format path and asks the
 * add-on whether it offers each value, and removes what it set up.
 * CLI: php add-ons.php setup <suite> [<Font Awesome major version>] | check <suite> <ids-json> | teardown <suite>
 *      | render cmb2 <field> <post id>   (a CMB2 field's edit-screen row; the checks call it)
 * Needs SEEDPRESS_WP_PATH and SEEDPRESS_URL; the base plugin, its add-ons and the add-on fixture active.
 *
 * @package SeedPress
 */

declare(strict_types=1);

require __DIR__ . '/wp.php';
require __DIR__ . '/checks.php';
require __DIR__ . '/add-on-checks.php';

$seedpress_action = (string) ( $argv[1] ?? '' );
$seedpress_suite  = (string) ( $argv[2] ?? '' );

if ( 'setup' === $seedpress_action ) {
	seedpress_compat_addons_setup( $seedpress_suite, (int) ( $argv[3] ?? 0 ) );
} elseif ( 'check' === $seedpress_action ) {
	$seedpress_ids = array_map( 'intval', (array) json_decode( (string) ( $argv[3] ?? '[]' ), true ) );
	$seedpress_ok  = true;
	foreach ( seedpress_compat_addon_checks( $seedpress_suite ) as $seedpress_case ) {
		$seedpress_ok = seedpress_compat_addon_report( $seedpress_case, $seedpress_ids ) && $seedpress_ok;
	}
	foreach ( seedpress_compat_addon_notes() as $seedpress_note ) {
		echo "    note: $seedpress_note\n";
	}
	exit( $seedpress_ok ? 0 : 1 );
} elseif ( 'render' === $seedpress_action && 'cmb2' === $seedpress_suite ) {
	require __DIR__ . '/add-ons/cmb2.php';
	echo seedpress_compat_cmb2_rendered( (string) ( $argv[3] ?? '' ), (int) ( $argv[4] ?? 0 ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- CMB2's own markup, for the check to read.
} elseif ( 'teardown' === $seedpress_action ) {
	seedpress_compat_addons_teardown( $seedpress_suite );
} else {
	fwrite( STDERR, "usage: php add-ons.php setup <suite> [<fa version>] | check <suite> <ids-json> | teardown <suite>\n" );
	exit( 2 );
}
