<?php
/**
 * Reads generated posts back through each field plugin's own getter and checks every value.
 * CLI: php readback.php <plugin: acf|meta-box|cmb2> < ids.json ; prints one JSON object.
 * Needs SEEDPRESS_WP_PATH and SEEDPRESS_HTTP_HOST in the environment.
 *
 * @package SeedPress
 */

declare(strict_types=1);

$_SERVER['HTTP_HOST']       = (string) getenv( 'SEEDPRESS_HTTP_HOST' );
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
require getenv( 'SEEDPRESS_WP_PATH' ) . '/wp-load.php';
wp_set_current_user( 1 );

$plugin = (string) ( $argv[1] ?? '' );
$ids    = array_map( 'intval', (array) json_decode( (string) stream_get_contents( STDIN ), true ) );

/** @return list<array{plugin: string, name: string, type: string, min?: mixed, max?: mixed, choices?: array<string, string>, get: callable(int): mixed}> */
function compat_fields( string $plugin ): array {
	$out = array();
	if ( 'acf' === $plugin ) {
		foreach ( acf_get_fields( 'group_compat' ) as $f ) {
			$out[] = array( 'plugin' => 'acf', 'name' => $f['name'], 'type' => $f['type'], 'min' => $f['min'] ?? null, 'max' => $f['max'] ?? null, 'choices' => $f['choices'] ?? array(), 'get' => static fn( int $id ) => get_field( $f['name'], $id ) );
		}
	} elseif ( 'meta-box' === $plugin ) {
		foreach ( rwmb_get_registry( 'meta_box' )->get( 'compat' )->meta_box['fields'] as $f ) {
			$out[] = array( 'plugin' => 'meta-box', 'name' => $f['id'], 'type' => $f['type'] . ( empty( $f['clone'] ) ? '' : ' (clone)' ), 'min' => $f['min'] ?? null, 'max' => $f['max'] ?? null, 'choices' => $f['options'] ?? array(), 'get' => static fn( int $id ) => rwmb_meta( $f['id'], array(), $id ) );
		}
	} elseif ( 'cmb2' === $plugin ) {
		foreach ( cmb2_get_metabox( 'compat' )->prop( 'fields' ) as $f ) {
			$out[] = array( 'plugin' => 'cmb2', 'name' => $f['id'], 'type' => $f['type'], 'choices' => $f['options'] ?? array(), 'get' => static fn( int $id ) => get_post_meta( $id, $f['id'], true ) );
		}
	}
	return $out;
}

/** A problem with a value read back, or null when it fits its field. */
function compat_problem( array $field, $value, int $post_id ): ?string {
	$type = $field['type'];
	if ( 'cmb2' === $field['plugin'] && 'checkbox' === $type ) {
		// CMB2 stores a ticked checkbox as 'on' and deletes the meta of an unticked one.
		return in_array( $value, array( '', 'on' ), true ) ? null : 'not on/off: ' . wp_json_encode( $value );
	}
	if ( in_array( $type, array( 'true_false', 'checkbox' ), true ) ) {
		return metadata_exists( 'post', $post_id, $field['name'] ) ? null : 'not stored';
	}
	if ( null === $value || '' === $value || array() === $value || false === $value ) {
		return 'empty';
	}
	$choices = array_map( 'strval', array_keys( (array) $field['choices'] ) );
	switch ( $type ) {
		case 'number':
			if ( ! is_numeric( $value ) ) {
				return 'not a number: ' . wp_json_encode( $value );
			}
			if ( is_numeric( $field['min'] ) && $value < $field['min'] || is_numeric( $field['max'] ) && $value > $field['max'] ) {
				return "out of range: $value";
			}
			return null;
		case 'email':
		case 'text_email':
			return is_email( $value ) ? null : "not an e-mail: $value";
		case 'url':
		case 'text_url':
			return false !== filter_var( $value, FILTER_VALIDATE_URL ) ? null : "not a URL: $value";
		case 'select':
		case 'radio':
		case 'checkbox_list':
		case 'multicheck':
			return array() === array_diff( array_map( 'strval', (array) $value ), $choices ) ? null : 'not a choice: ' . wp_json_encode( $value );
		case 'date_picker':
		case 'date_time_picker':
		case 'date':
		case 'datetime':
		case 'text_date':
			return false !== strtotime( (string) $value ) ? null : "not a date: $value";
		case 'relationship':
		case 'post_object':
		case 'post':
			foreach ( (array) $value as $ref ) {
				if ( 'compat_book' !== get_post_type( is_object( $ref ) ? $ref->ID : (int) $ref ) ) {
					return 'not a book: ' . wp_json_encode( $ref );
				}
			}
			return null;
		case 'repeater':
			return is_array( $value ) && count( $value ) >= 2 && '' !== (string) ( $value[0]['spec_label'] ?? '' ) ? null : 'rows: ' . wp_json_encode( $value );
		case 'group':
			return is_array( $value ) && array() !== array_filter( array_map( static fn( $row ) => is_array( $row ) ? array_filter( $row ) : $row, $value ) ) ? null : 'group: ' . wp_json_encode( $value );
		case 'link':
			return is_array( $value ) && ! empty( $value['url'] ) ? null : 'link: ' . wp_json_encode( $value );
		default:
			return null;
	}
}

$report = array();
foreach ( compat_fields( $plugin ) as $field ) {
	$problems = array();
	foreach ( $ids as $id ) {
		$problem = compat_problem( $field, ( $field['get'] )( $id ), $id );
		if ( null !== $problem ) {
			$problems[] = "#$id $problem";
		}
	}
	$report[] = array( 'name' => $field['name'], 'type' => $field['type'], 'ok' => array() === $problems, 'problems' => array_slice( $problems, 0, 3 ) );
}
echo wp_json_encode( $report );
