<?php
/**
 * The compat fields of a suite as its plugin reports them, normalised for golden.php and
 * readback.php: name, type, kind (text, number, choice, post, rows…), limits, choices, targets,
 * sub fields, and `get`: the plugin's own getter for one post.
 *
 * @package SeedPress
 */

declare(strict_types=1);

/** @return list<array<string, mixed>> */
function seedpress_compat_defs( string $suite ): array {
	$files = array( 'acf', 'meta-box', 'pods', 'cmb2', 'carbon-fields', 'jetengine' );
	if ( ! in_array( $suite, $files, true ) ) {
		return array();
	}
	require_once __DIR__ . "/defs/$suite.php";
	return ( 'seedpress_compat_' . str_replace( '-', '_', $suite ) . '_defs' )();
}
