<?php
/**
 * What the edit screen shows around a field's input reaches the worker: the `parcel_weight`
 * fixture field of each suite carries help text, a placeholder and, where the plugin has them,
 * text before and after its input; SeedPress's adapter, reading the real plugin, must put each
 * in the definition the host context sends (instructions, settings.placeholder/prepend/append),
 * exactly, and nothing where the plugin has no such thing.
 * CLI: php evidence.php <suite>   (exit 1 when the definition differs)
 *
 * @package SeedPress
 */

declare(strict_types=1);

require __DIR__ . '/wp.php';
require __DIR__ . '/fields.php';

/**
 * Per suite: the help text the edit screen shows, and what stands in and around the input.
 * Meta Box shows its label description before its description; CMB2's text before the input
 * comes from a callback; Pods, Carbon Fields and JetEngine have no text before or after an input.
 *
 * @return array{instructions: string, around: array<string, string>}|null
 */
function seedpress_compat_evidence_expected( string $suite ): ?array {
	$help = 'Net weight of the parcel';
	switch ( $suite ) {
		case 'acf':
			return array( 'instructions' => $help, 'around' => array( 'placeholder' => '0.5', 'prepend' => '≈', 'append' => 'kg' ) );
		case 'meta-box':
			return array( 'instructions' => "Packed $help", 'around' => array( 'placeholder' => '0.5', 'prepend' => '≈', 'append' => 'kg' ) );
		case 'cmb2':
			return array( 'instructions' => $help, 'around' => array( 'placeholder' => '0.5', 'prepend' => '≈', 'append' => 'kg' ) );
		case 'pods':
		case 'carbon-fields':
			return array( 'instructions' => $help, 'around' => array( 'placeholder' => '0.5' ) );
		default:
			return null;
	}
}

$suite    = (string) ( $argv[1] ?? '' );
$expected = seedpress_compat_evidence_expected( $suite );
if ( null === seedpress_compat_plugin( $suite ) ) {
	fwrite( STDERR, "usage: php evidence.php <suite> (the suite's plugin active)\n" );
	exit( 2 );
}
$plugin = seedpress_compat_plugin( $suite )[0];
if ( null === $expected ) {
	printf( "%-24s evidence: no field with help text in this suite's fixture\n", $plugin );
	exit( 0 );
}
$definition = seedpress_compat_adapter_definitions( $suite )['parcel_weight'] ?? null;
if ( null === $definition ) {
	printf( "%-24s evidence: FAILED, the adapter sent no definition of parcel_weight\n", $plugin );
	exit( 1 );
}
$settings = (array) ( $definition['settings'] ?? array() );
$got      = array(
	'instructions' => $definition['instructions'] ?? null,
	'around'       => array_filter(
		array(
			'placeholder' => $settings['placeholder'] ?? null,
			'prepend'     => $settings['prepend'] ?? null,
			'append'      => $settings['append'] ?? null,
		),
		static fn( $v ): bool => null !== $v && '' !== $v
	),
);
if ( $got !== $expected ) {
	printf( "%-24s evidence: FAILED, parcel_weight reached the worker as %s, expected %s\n", $plugin, wp_json_encode( $got, JSON_UNESCAPED_UNICODE ), wp_json_encode( $expected, JSON_UNESCAPED_UNICODE ) );
	exit( 1 );
}
printf( "%-24s evidence: parcel_weight carries %s\n", $plugin, wp_json_encode( $got, JSON_UNESCAPED_UNICODE ) );
exit( 0 );
