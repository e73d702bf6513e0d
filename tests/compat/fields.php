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

/**
 * The suite's fields as SeedPress's own adapter reads them from the plugin (the definitions the
 * worker gets in the host context), by name: golden.php gives them to the storage writers' unit
 * tests, evidence.php checks what they carry around the input.
 */
function seedpress_compat_adapter_definitions( string $suite ): array {
	$context = json_decode( (string) wp_json_encode( \SeedPress\Fields\Field_Registry::context() ), true );
	$by_name = array();
	foreach ( $context['definitions'][ $suite ][ seedpress_compat_post_type( $suite ) ] ?? array() as $definition ) {
		$by_name[ $definition['name'] ] = $definition;
	}
	return $by_name;
}
