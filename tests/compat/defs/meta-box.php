<?php
/**
 * Meta Box: the compat meta box's fields as Meta Box's registry holds them, read back with
 * rwmb_meta().
 *
 * @package SeedPress
 */

declare(strict_types=1);

const SEEDPRESS_COMPAT_MB_KINDS = array(
	'text'              => 'text',
	'textarea'          => 'text',
	'tel'               => 'text',
	'wysiwyg'           => 'html',
	'number'            => 'number',
	'range'             => 'number',
	'slider'            => 'number',
	'email'             => 'email',
	'url'               => 'url',
	'oembed'            => 'url',
	'file_input'        => 'url',
	'date'              => 'date',
	'datetime'          => 'datetime',
	'time'              => 'time',
	'color'             => 'color',
	'checkbox'          => 'bool',
	'switch'            => 'bool',
	'select'            => 'choice',
	'select_advanced'   => 'choice',
	'checkbox_list'     => 'choice',
	'radio'             => 'choice',
	'button_group'      => 'choice',
	'single_image'      => 'attachment',
	'image'             => 'attachment',
	'image_advanced'    => 'attachment',
	'file'              => 'attachment',
	'file_advanced'     => 'attachment',
	'post'              => 'post',
	'taxonomy'          => 'term',
	'taxonomy_advanced' => 'term',
	'user'              => 'user',
	'osm'               => 'map',
	'map'               => 'map',
	'key_value'         => 'pairs',
);

/** Types whose save turns a form's ids or files into other rows: their stored value is no form input. */
const SEEDPRESS_COMPAT_MB_NOT_RESUBMITTED = array( 'single_image', 'image', 'image_advanced', 'file', 'file_advanced', 'post', 'taxonomy', 'taxonomy_advanced', 'user', 'osm', 'map', 'key_value' );

/**
 * Meta Box's own verdict on a stored value: saved again through its own save path
 * (RWMB_Field::process_value(): the field class's value() and its sanitizer, e.g. esc_url_raw()
 * for url, sanitize_email(), only the field's options for a choice) it must come out unchanged,
 * and the input Meta Box renders for it (its get_attributes(): type, min, max, step, maxlength)
 * must accept it. A date is in the format Meta Box stores (save_format, else its display format).
 */
function seedpress_compat_meta_box_own_check( array $field, int $post_id ): ?string {
	if ( ! empty( $field['clone'] ) || in_array( $field['type'], SEEDPRESS_COMPAT_MB_NOT_RESUBMITTED, true ) ) {
		return null;
	}
	$raw = RWMB_Field::call( $field, 'raw_meta', $post_id );
	if ( seedpress_compat_is_empty( $raw ) ) {
		return null;
	}
	$saved = RWMB_Field::process_value( $raw, $post_id, $field );
	if ( wp_json_encode( is_array( $saved ) ? array_values( $saved ) : (string) $saved ) !== wp_json_encode( is_array( $raw ) ? array_values( $raw ) : (string) $raw ) ) {
		return 'its save turns ' . wp_json_encode( $raw ) . ' into ' . wp_json_encode( $saved );
	}
	if ( in_array( $field['type'], array( 'date', 'datetime', 'time' ), true ) && empty( $field['timestamp'] ) ) {
		$format = $field['save_format'] ?: $field['php_format'];
		$parsed = DateTime::createFromFormat( "!$format", (string) $raw );
		if ( ! $parsed || $parsed->format( $format ) !== (string) $raw ) {
			return "not stored as $format: " . wp_json_encode( $raw );
		}
	}
	foreach ( (array) $raw as $single ) {
		$problem = seedpress_compat_input_constraints( RWMB_Field::call( 'get_attributes', $field, $single ), $single );
		if ( null !== $problem ) {
			return $problem;
		}
	}
	return null;
}

/** @return list<array<string, mixed>> */
function seedpress_compat_meta_box_defs(): array {
	$out = array();
	foreach ( rwmb_get_registry( 'meta_box' )->get( 'compat' )->meta_box['fields'] as $f ) {
		$id    = $f['id'];
		$out[] = array(
			'name'        => $id,
			'type'        => $f['type'] . ( empty( $f['clone'] ) ? '' : ' (clone)' ),
			'kind'        => SEEDPRESS_COMPAT_MB_KINDS[ strtolower( $f['type'] ) ] ?? 'text',
			'required'    => ! empty( $f['required'] ),
			'multiple'    => ! empty( $f['multiple'] ) || in_array( $f['type'], array( 'image_advanced', 'file_advanced', 'checkbox_list' ), true ),
			'clone'       => ! empty( $f['clone'] ) && 'key_value' !== $f['type'], // key_value clones itself: its value is the list of pairs.
			'date_format' => empty( $f['timestamp'] ) ? ( ( $f['save_format'] ?? '' ) ?: ( $f['php_format'] ?? null ) ) : null,
			'min'         => $f['min'] ?? null,
			'max'         => $f['max'] ?? ( $f['max_file_uploads'] ?? null ),
			'choices'     => array_map( 'strval', array_keys( RWMB_Choice_Field::transform_options( $f['options'] ?? array() ) ) ),
			'max_clone'   => $f['max_clone'] ?? 0,
			// The media library's type filter (`mime_type`), or the upload input's `accept`.
			'accept'      => array_filter( array( 'mime' => array_filter( explode( ',', (string) ( ( $f['mime_type'] ?? '' ) ?: ( $f['attributes']['accept'] ?? '' ) ) ) ) ) ),
			'post_type'   => (array) ( $f['post_type'] ?? array() ),
			'taxonomy'    => (string) ( is_array( $f['taxonomy'] ?? '' ) ? reset( $f['taxonomy'] ) : ( $f['taxonomy'] ?? '' ) ),
			'sub'         => array(),
			// rwmb_meta() renders maps as HTML; rwmb_get_value() is Meta Box's getter for their data.
			'own'         => static fn( int $post_id ): ?string => seedpress_compat_meta_box_own_check( $f, $post_id ),
			'get'         => in_array( $f['type'], array( 'osm', 'map' ), true )
				? static fn( int $post_id ) => rwmb_get_value( $id, array(), $post_id )
				: static fn( int $post_id ) => rwmb_meta( $id, array(), $post_id ),
		);
	}
	return $out;
}
