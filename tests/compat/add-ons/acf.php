<?php
/**
 * ACF add-ons: Font Awesome Field (mattkeys/Advanced-Custom-Fields-Font-Awesome) and OpenStreetMap
 * Field (mcguffin/acf-openstreetmap-field), read back with get_field() and the add-ons' own
 * format_value(), search and update_value().
 *
 * @package SeedPress
 */

declare(strict_types=1);

/** @return list<array{label: string, version: string, fields: array<string, callable(int): ?string>}> */
function seedpress_compat_addon_acf_checks(): array {
	$fields = acf_get_fields( 'group_compat_addons' ) ?: array();
	$of     = static fn( string $type ): array => array_column( array_filter( $fields, static fn( array $f ): bool => $type === $f['type'] ), null, 'name' );
	$cases  = array();
	if ( defined( 'ACFFA_MAJOR_VERSION' ) ) {
		$cases[] = array(
			'label'   => 'acf font-awesome (FA ' . ACFFA_MAJOR_VERSION . ')',
			'version' => seedpress_compat_addon_version( ACFFA_DIRECTORY . '/acf-font-awesome.php' ),
			'fields'  => array_map( static fn( array $f ): callable => static fn( int $id ): ?string => seedpress_compat_fa_problem( $f, $id ), $of( 'font-awesome' ) ),
		);
	}
	if ( class_exists( 'ACFFieldOpenstreetmap\Core\Core' ) ) {
		$cases[] = array(
			'label'   => 'acf open_street_map',
			'version' => ACFFieldOpenstreetmap\Core\Core::instance()->get_version(),
			'fields'  => array_map( static fn( array $f ): callable => static fn( int $id ): ?string => seedpress_compat_osm_problem( $f, $id ), $of( 'open_street_map' ) ),
		);
	}
	return $cases;
}

/**
 * The stored option value must be one the add-on's own icon search offers the field (its loader's
 * get_ajax_query(), which the picker calls), and format_value() must make the field's return format of it.
 */
function seedpress_compat_fa_problem( array $field, int $id ): ?string {
	$raw = get_field( $field['name'], $id, false );
	if ( seedpress_compat_is_empty( $raw ) ) {
		// Left empty is right for a field the add-on offers no icon in (sets this version does not know).
		return array() === seedpress_compat_fa_search( $field, '' ) ? null : 'empty';
	}
	$icon = ACFFA_MAJOR_VERSION >= 6 ? json_decode( (string) $raw ) : null;
	if ( ACFFA_MAJOR_VERSION >= 6 && ! ( is_object( $icon ) && isset( $icon->family, $icon->style, $icon->id, $icon->label, $icon->unicode ) ) ) {
		return 'not the JSON the add-on saves for an API result: ' . wp_json_encode( $raw );
	}
	$name    = $icon->id ?? preg_replace( '/^(fa[srlbd]? )?fa-/', '', (string) $raw );
	$offered = seedpress_compat_fa_search( $field, (string) $name );
	if ( null === $offered && null !== $icon ) {
		seedpress_compat_addon_notes( 'Font Awesome ' . ACFFA_MAJOR_VERSION . ': the add-on searches icons at api.fontawesome.com, unreachable here (its search returns no results); values are checked against its bundled 5.15.4 manifest and icon sets instead' );
		$problem = seedpress_compat_fa_manifest_problem( $field, $icon );
		if ( null !== $problem ) {
			return $problem;
		}
	} elseif ( ! in_array( (string) $raw, (array) $offered, true ) ) {
		return 'the add-on\'s search for "' . $name . '" does not offer ' . wp_json_encode( $raw ) . ' (offers ' . wp_json_encode( array_slice( (array) $offered, 0, 4 ) ) . ')';
	}
	return seedpress_compat_fa_format_problem( $field, (string) $raw, get_field( $field['name'], $id ), (string) $name );
}

/**
 * Option values the add-on's picker lists for a search within the field's icon sets, or null when the
 * search reached nothing (Font Awesome 6 and 7 search the Font Awesome API over the network).
 *
 * @return list<string>|null
 */
function seedpress_compat_fa_search( array $field, string $search ): ?array {
	$loader = new ReflectionClass( 'ACFFA_Loader_' . ACFFA_MAJOR_VERSION );
	$query  = $loader->getMethod( 'get_ajax_query' );
	$query->setAccessible( true );
	// Without its constructor the loader has no kit token: the free icon set, as on a site without a Font Awesome account.
	$answer = (array) $query->invoke( $loader->newInstanceWithoutConstructor(), array( 'field_key' => $field['key'], 's' => $search ) );
	$ids    = array();
	foreach ( (array) ( $answer['results'] ?? array() ) as $group ) {
		$ids = array_merge( $ids, array_map( 'strval', array_column( (array) ( $group['children'] ?? array() ), 'id' ) ) );
	}
	return array() === $ids && ACFFA_MAJOR_VERSION >= 6 ? null : $ids;
}

/** Offline, for Font Awesome 6 and 7: the icon must be a free one of its style in the add-on's bundled manifest, within the field's icon sets. */
function seedpress_compat_fa_manifest_problem( array $field, object $icon ): ?string {
	static $manifest = null;
	if ( null === $manifest ) {
		require_once ACFFA_DIRECTORY . '/assets/inc/spyc/spyc.php';
		$manifest = spyc_load( (string) file_get_contents( ACFFA_DIRECTORY . '/assets/inc/manifests/5.15.4/FontAwesome-Free-Manifest.yml' ) );
	}
	$known = $manifest[ $icon->id ] ?? null;
	if ( ! $known || ! in_array( $icon->style, (array) $known['styles'], true ) || strtolower( (string) $known['unicode'] ) !== strtolower( $icon->unicode ) ) {
		return "not a free {$icon->style} icon with code point {$icon->unicode} in the add-on's manifest: {$icon->id}";
	}
	$loader = new ReflectionClass( 'ACFFA_Loader_' . ACFFA_MAJOR_VERSION );
	$sets   = $loader->getMethod( 'standardize_icon_set_family_style' );
	$sets->setAccessible( true );
	$active = (array) $sets->invoke( $loader->newInstanceWithoutConstructor(), apply_filters( 'ACFFA_v5_upgrade_compat_selected_field_sets', (array) ( $field['icon_sets'] ?? array() ) ) );
	return array() === $active || in_array( "{$icon->family}_{$icon->style}", $active, true ) ? null : "{$icon->family}_{$icon->style} is not among the field's icon sets " . wp_json_encode( $active );
}

/** What format_value() gave for the field's save_format names the stored icon. */
function seedpress_compat_fa_format_problem( array $field, string $raw, $formatted, string $name ): ?string {
	$class = is_object( $formatted ) ? (string) $formatted->class : (string) $formatted;
	if ( 'element' === $field['save_format'] && ! preg_match( '/^<i class="[^"]*\bfa-' . preg_quote( $name, '/' ) . '" aria-hidden="true"><\/i>$/', $class ) ) {
		return 'format_value() makes no icon element of ' . wp_json_encode( $raw ) . ': ' . wp_json_encode( $formatted );
	}
	if ( in_array( $field['save_format'], array( 'class', 'object' ), true ) && ! preg_match( '/(^| )fa-' . preg_quote( $name, '/' ) . '$/', $class ) ) {
		return 'format_value() gives no icon class for ' . wp_json_encode( $raw ) . ': ' . wp_json_encode( $formatted );
	}
	return null;
}

/**
 * The stored map must be what the add-on's own update_value() saves for it (resaved unchanged), within
 * the field's marker limit and layers, accepted by validate_value() where the field is required, and
 * format_value() must render it.
 */
function seedpress_compat_osm_problem( array $field, int $id ): ?string {
	$stored = get_post_meta( $id, $field['name'], true );
	if ( seedpress_compat_is_empty( $stored ) ) {
		return 'empty';
	}
	$type    = acf_get_field_type( 'open_street_map' );
	$field   = acf_get_field( $field['key'] );
	$resaved = $type->update_value( $stored, $id, $field );
	if ( $resaved !== $stored ) {
		return 'update_value() turns ' . wp_json_encode( $stored ) . ' into ' . wp_json_encode( $resaved );
	}
	$markers = (array) $stored['markers'];
	$limit   = '' === $field['max_markers'] ? null : (int) $field['max_markers'];
	if ( abs( $stored['lat'] ) > 90 || abs( $stored['lng'] ) > 180 || $stored['zoom'] < 0 || $stored['zoom'] > 22 ) {
		return 'not a map view: ' . wp_json_encode( $stored );
	}
	if ( ( null !== $limit && count( $markers ) > $limit ) || ( 0 !== $limit && array() === $markers ) ) {
		return count( $markers ) . ' markers where the field takes ' . ( $limit ?? 'any number' ) . ' (none left empty)';
	}
	if ( array_diff( $stored['layers'], $field['layers'] ) ) {
		return 'layers ' . wp_json_encode( $stored['layers'] ) . ' are not the field\'s ' . wp_json_encode( $field['layers'] );
	}
	if ( true !== $type->validate_value( true, wp_slash( (string) wp_json_encode( $stored ) ), $field, 'acf' ) ) {
		return 'validate_value() refuses ' . wp_json_encode( $stored );
	}
	$formatted = get_field( $field['name'], $id );
	$rendered  = 'raw' === $field['return_format'] ? isset( $formatted['center_lat'] ) && (float) $formatted['center_lat'] === (float) $stored['lat'] : str_contains( (string) $formatted, 'class="leaflet-map"' );
	return $rendered ? null : 'format_value() (' . $field['return_format'] . ') does not render ' . wp_json_encode( $stored ) . ': ' . wp_json_encode( $formatted );
}
