<?php
/**
 * CMB2 add-on and theme types: cmb2-field-faiconselect (serkanalgur/cmb2-field-faiconselect) and the
 * taxonomy types the fixture registers as a theme does, read with get_post_meta() and checked through
 * CMB2's field (options(), sanitization_cb()) and the edit screen the add-on or theme renders.
 *
 * @package SeedPress
 */

declare(strict_types=1);

/** @return list<array{label: string, version: string, fields: array<string, callable(int): ?string>}> */
function seedpress_compat_addon_cmb2_checks(): array {
	$cases = array();
	if ( class_exists( 'CMBS_SerkanA_Plugin_IConSelectFA' ) ) {
		$icons   = array( 'social_icon', 'service_icon', 'feature_icon' );
		$cases[] = array(
			'label'   => 'cmb2 faiconselect',
			'version' => CMBS_SerkanA_Plugin_IConSelectFA::VERSION,
			'fields'  => array_combine( $icons, array_map( static fn( string $name ): callable => static fn( int $id ): ?string => seedpress_compat_faiconselect_problem( $name, $id ), $icons ) ),
		);
	}
	$cases[] = array(
		'label'   => 'cmb2 theme taxonomy',
		'version' => CMB2_VERSION,
		'fields'  => array(
			'main_area'    => static fn( int $id ): ?string => seedpress_compat_theme_taxonomy_problem( 'main_area', $id ),
			'served_areas' => static fn( int $id ): ?string => seedpress_compat_theme_taxonomy_problem( 'served_areas', $id ),
		),
	);
	return $cases;
}

/** The edit screen's row of a field, as CMB2 renders it with the add-on's or theme's render callback (add-ons.php render). */
function seedpress_compat_cmb2_rendered( string $name, int $id ): string {
	$field = cmb2_get_field( 'compat_addons', $name, $id, 'post' );
	ob_start();
	$field->render_field();
	return (string) ob_get_clean();
}

/**
 * The row in a request of its own: CMB2 renders one post's edit screen per request, and what its
 * objects rendered for one post stays in what they render for the next.
 */
function seedpress_compat_cmb2_edit_screen( string $name, int $id ): string {
	return (string) shell_exec( escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( dirname( __DIR__ ) . '/add-ons.php' ) . ' render cmb2 ' . escapeshellarg( $name ) . " $id" );
}

/** The stored class must be one of the field's options(), kept by CMB2's sanitization and selected in the add-on's select. */
function seedpress_compat_faiconselect_problem( string $name, int $id ): ?string {
	$raw = get_post_meta( $id, $name, true );
	if ( seedpress_compat_is_empty( $raw ) ) {
		return 'empty';
	}
	$field = cmb2_get_field( 'compat_addons', $name, $id, 'post' );
	if ( ! array_key_exists( $raw, (array) $field->options() ) ) {
		return 'not among the field\'s options(): ' . wp_json_encode( $raw );
	}
	if ( $field->sanitization_cb( $raw ) !== $raw ) {
		return 'CMB2_Sanitize turns ' . wp_json_encode( $raw ) . ' into ' . wp_json_encode( $field->sanitization_cb( $raw ) );
	}
	$selected = '/<option value="' . preg_quote( esc_attr( $raw ), '/' ) . '"[^>]*selected/';
	return preg_match( $selected, seedpress_compat_cmb2_edit_screen( $name, $id ) ) ? null : 'the add-on\'s select does not show ' . wp_json_encode( $raw ) . ' selected';
}

/**
 * The stored slugs must be terms of the field's taxonomy, the post's terms in it exactly, kept by
 * CMB2's sanitization after the theme's callback, and checked in the input the theme renders.
 */
function seedpress_compat_theme_taxonomy_problem( string $name, int $id ): ?string {
	$raw = get_post_meta( $id, $name, true );
	if ( seedpress_compat_is_empty( $raw ) ) {
		return 'empty';
	}
	$field    = cmb2_get_field( 'compat_addons', $name, $id, 'post' );
	$taxonomy = (string) $field->args( 'taxonomy' );
	$slugs    = (array) $raw;
	if ( is_array( $raw ) !== str_contains( $field->type(), 'multicheck' ) ) {
		return 'a ' . gettype( $raw ) . ' where the ' . $field->type() . ' input posts ' . ( is_array( $raw ) ? 'one slug' : 'a list' );
	}
	$terms = wp_get_object_terms( $id, $taxonomy, array( 'fields' => 'slugs' ) );
	sort( $terms );
	$sorted = $slugs;
	sort( $sorted );
	if ( $terms !== $sorted ) {
		return 'meta ' . wp_json_encode( $raw ) . " but the post's $taxonomy terms are " . wp_json_encode( $terms );
	}
	$resaved = $field->sanitization_cb( $raw );
	if ( wp_json_encode( $resaved ) !== wp_json_encode( $raw ) ) {
		return 'CMB2 saves ' . wp_json_encode( $resaved ) . ' for ' . wp_json_encode( $raw );
	}
	$html = seedpress_compat_cmb2_edit_screen( $name, $id );
	foreach ( $slugs as $slug ) {
		if ( ! preg_match( '/value="' . preg_quote( esc_attr( $slug ), '/' ) . '"[^>]*checked/', $html ) ) {
			return "the theme's input does not show $slug checked";
		}
	}
	return null;
}
