<?php
/**
 * The benchmark's ACF field group (installed by tests/bench/bench.ts as an mu-plugin for the run):
 * 20 fields on posts, one of them a repeater of 3 rows. Registered through ACF's own
 * acf_add_local_field_group() when ACF runs on the site, else through the test double of that
 * documented API (tests/php/fixtures/field-plugins/acf-double.php).
 *
 * @package SeedPress
 */

declare(strict_types=1);

if ( ! function_exists( 'acf_add_local_field_group' ) ) {
	require_once SEEDPRESS_BENCH_REPO . '/tests/php/fixtures/field-plugins/acf-double.php';
}

/** @return list<array<string, mixed>> */
function seedpress_bench_acf_fields(): array {
	$f = static fn( string $name, string $type, array $extra = array() ): array => array_merge( array( 'key' => "field_bench_$name", 'name' => "bench_$name", 'label' => ucfirst( str_replace( '_', ' ', $name ) ), 'type' => $type ), $extra );
	return array(
		$f( 'price', 'number', array( 'min' => '1', 'max' => '500', 'step' => '0.01' ) ),
		$f( 'rating', 'number', array( 'min' => '1', 'max' => '5', 'step' => '1' ) ),
		$f( 'email', 'email' ),
		$f( 'website', 'url' ),
		$f( 'phone', 'text' ),
		$f( 'first_name', 'text' ),
		$f( 'last_name', 'text' ),
		$f( 'company', 'text' ),
		$f( 'city', 'text' ),
		$f( 'postcode', 'text' ),
		$f( 'subtitle', 'text', array( 'maxlength' => '80' ) ),
		$f( 'description', 'textarea' ),
		$f( 'start_date', 'date_picker', array( 'return_format' => 'd/m/Y' ) ),
		$f( 'opening_time', 'time_picker' ),
		$f( 'featured', 'true_false' ),
		$f( 'color', 'color_picker' ),
		$f( 'size', 'select', array( 'choices' => array( 's' => 'Small', 'm' => 'Medium', 'l' => 'Large' ) ) ),
		$f( 'features', 'checkbox', array( 'choices' => array( 'wifi' => 'Wi-Fi', 'parking' => 'Parking', 'pool' => 'Pool', 'gym' => 'Gym' ) ) ),
		$f( 'year', 'number', array( 'min' => '1950', 'max' => '2026', 'step' => '1' ) ),
		$f(
			'specs',
			'repeater',
			array(
				'min'        => '3',
				'max'        => '3',
				'sub_fields' => array(
					array( 'key' => 'field_bench_spec_label', 'name' => 'spec_label', 'label' => 'Label', 'type' => 'text' ),
					array( 'key' => 'field_bench_spec_value', 'name' => 'spec_value', 'label' => 'Value', 'type' => 'number', 'min' => '1', 'max' => '100' ),
				),
			)
		),
	);
}

acf_add_local_field_group(
	array(
		'key'      => 'group_seedpress_bench',
		'title'    => 'SeedPress bench',
		'location' => array( array( array( 'param' => 'post_type', 'operator' => '==', 'value' => 'post' ) ) ),
		'fields'   => seedpress_bench_acf_fields(),
	)
);
