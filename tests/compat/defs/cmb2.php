<?php
/**
 * CMB2: the compat box's fields as CMB2 holds them, read back with get_post_meta() (meta fields)
 * or the post's terms (taxonomy fields, which CMB2 saves as terms, not meta).
 *
 * @package SeedPress
 */

declare(strict_types=1);

const SEEDPRESS_COMPAT_CMB2_KINDS = array(
	'text'                    => 'text',
	'text_small'              => 'text',
	'text_medium'             => 'text',
	'textarea'                => 'text',
	'textarea_small'          => 'text',
	'wysiwyg'                 => 'html',
	'text_money'              => 'number',
	'text_email'              => 'email',
	'text_url'                => 'url',
	'oembed'                  => 'url',
	'text_date'               => 'date',
	'text_date_timestamp'     => 'timestamp',
	'text_datetime_timestamp' => 'timestamp',
	'text_time'               => 'time',
	'colorpicker'             => 'color',
	'checkbox'                => 'bool',
	'select'                  => 'choice',
	'radio'                   => 'choice',
	'radio_inline'            => 'choice',
	'multicheck'              => 'choice',
	'multicheck_inline'       => 'choice',
	'file'                    => 'attachment',
	'file_list'               => 'attachment',
	'taxonomy_select'         => 'term',
	'taxonomy_radio'          => 'term',
	'taxonomy_multicheck'     => 'term',
	'group'                   => 'rows',
);

/** Normalised descriptor of one CMB2 field (group fields recursively). */
function seedpress_compat_cmb2_def( array $f ): array {
	$attrs = $f['attributes'] ?? array();
	$sub   = array();
	foreach ( $f['fields'] ?? array() as $s ) {
		$sub[ $s['id'] ] = seedpress_compat_cmb2_def( $s );
	}
	return array(
		'name'          => $f['id'],
		'type'          => $f['type'] . ( empty( $f['repeatable'] ) ? '' : ' (repeatable)' ),
		// A text input with type="number" (or "range") is CMB2's documented way to a number field.
		'kind'          => in_array( $attrs['type'] ?? '', array( 'number', 'range' ), true ) ? 'number' : ( SEEDPRESS_COMPAT_CMB2_KINDS[ strtolower( $f['type'] ) ] ?? 'text' ),
		'required'      => isset( $attrs['required'] ),
		'multiple'      => in_array( $f['type'], array( 'multicheck', 'multicheck_inline', 'file_list', 'taxonomy_multicheck', 'group' ), true ),
		'clone'         => ! empty( $f['repeatable'] ),
		'date_format'   => array( 'text_date' => $f['date_format'] ?? null, 'text_time' => $f['time_format'] ?? null )[ $f['type'] ] ?? null,
		'min'           => $attrs['min'] ?? null,
		'max'           => $attrs['max'] ?? null,
		'choices'       => array_map( 'strval', array_keys( is_array( $f['options'] ?? null ) ? $f['options'] : array() ) ),
		// `query_args` type: the media library's MIME type filter.
		'accept'        => array_filter( array( 'mime' => (array) ( $f['query_args']['type'] ?? array() ) ) ),
		'post_type'     => array(),
		'taxonomy'      => (string) ( $f['taxonomy'] ?? '' ),
		'sub'           => $sub,
		'off_is_absent' => 'checkbox' === $f['type'],
	);
}

/**
 * get_post_meta() as CMB2 stores each type: taxonomy fields are terms, a file is its URL with the
 * attachment id in "<id>_id", a file_list maps attachment ids to URLs.
 */
function seedpress_compat_cmb2_getter( string $type, string $id, string $taxonomy ): callable {
	if ( str_starts_with( $type, 'taxonomy_' ) ) {
		return static fn( int $post_id ) => wp_get_object_terms( $post_id, $taxonomy, array( 'fields' => 'ids' ) );
	}
	if ( 'file' === $type ) {
		return static fn( int $post_id ) => get_post_meta( $post_id, $id, true ) ? array( 'ID' => get_post_meta( $post_id, "{$id}_id", true ) ) : '';
	}
	if ( 'file_list' === $type ) {
		return static fn( int $post_id ) => array_keys( (array) get_post_meta( $post_id, $id, true ) );
	}
	return static fn( int $post_id ) => get_post_meta( $post_id, $id, true );
}

/**
 * Types CMB2 saves as terms, attachment ids, rows or timestamps (converted from the date the form
 * posts): their meta is no value a form posts.
 */
const SEEDPRESS_COMPAT_CMB2_NOT_RESUBMITTED = array( 'file', 'file_list', 'group', 'checkbox', 'taxonomy_select', 'taxonomy_radio', 'taxonomy_multicheck', 'text_date_timestamp', 'text_datetime_timestamp' );

/** The format CMB2 writes a date or time field's value in, from the field's own arguments. */
function seedpress_compat_cmb2_stored_format( CMB2_Field $field ): ?string {
	$formats = array( 'text_date' => 'date_format', 'text_time' => 'time_format' );
	return isset( $formats[ $field->type() ] ) ? (string) $field->args( $formats[ $field->type() ] ) : null;
}

/**
 * CMB2's own verdict on a stored value: its sanitizer (CMB2_Field::sanitization_cb(), i.e.
 * CMB2_Sanitize: esc_url_raw() for a URL, is_email() for an e-mail…) leaves it unchanged; a
 * choice is among the field's options(); a date or time is in the field's own format; the input
 * CMB2 renders with the field's attributes (type, min, max, step, maxlength) accepts it.
 */
function seedpress_compat_cmb2_own_check( string $box, string $field_id, int $post_id ): ?string {
	$field = cmb2_get_field( $box, $field_id, $post_id, 'post' );
	$raw   = get_post_meta( $post_id, $field_id, true );
	if ( seedpress_compat_is_empty( $raw ) || in_array( $field->type(), SEEDPRESS_COMPAT_CMB2_NOT_RESUBMITTED, true ) ) {
		return null;
	}
	$saved = $field->sanitization_cb( $raw );
	if ( wp_json_encode( $saved ) !== wp_json_encode( $raw ) ) {
		return 'CMB2_Sanitize turns ' . wp_json_encode( $raw ) . ' into ' . wp_json_encode( $saved );
	}
	if ( in_array( $field->type(), array( 'select', 'radio', 'radio_inline', 'multicheck', 'multicheck_inline' ), true ) ) {
		$unknown = array_diff( array_map( 'strval', (array) $raw ), array_map( 'strval', array_keys( $field->options() ) ) );
		return $unknown ? 'not among the field\'s options(): ' . wp_json_encode( array_values( $unknown ) ) : null;
	}
	$format = seedpress_compat_cmb2_stored_format( $field );
	if ( null !== $format ) {
		$parsed = DateTime::createFromFormat( "!$format", (string) $raw );
		return $parsed && $parsed->format( $format ) === (string) $raw ? null : "not in the field's $format format: " . wp_json_encode( $raw );
	}
	foreach ( (array) $raw as $single ) {
		$problem = seedpress_compat_input_constraints( (array) $field->args( 'attributes' ), $single );
		if ( null !== $problem ) {
			return $problem;
		}
	}
	return null;
}

/** @return list<array<string, mixed>> */
function seedpress_compat_cmb2_defs(): array {
	// The box of the edit screen only (see fixtures/fields/cmb2.php): registered as wp-admin registers it.
	if ( ! did_action( 'cmb2_admin_init' ) ) {
		do_action( 'cmb2_admin_init' );
	}
	$out = array();
	foreach ( array( 'compat', 'compat_admin' ) as $box ) {
		foreach ( cmb2_get_metabox( $box )->prop( 'fields' ) as $f ) {
			$def        = seedpress_compat_cmb2_def( $f );
			// The options the edit screen lists: `options` plus what `options_cb` returns.
			$def['choices'] = 'group' === $f['type'] ? array() : array_map( 'strval', array_keys( cmb2_get_field( $box, $f['id'] )->options() ) );
			$def['get'] = seedpress_compat_cmb2_getter( $f['type'], $f['id'], $def['taxonomy'] );
			$field_id   = $f['id'];
			$def['own'] = static fn( int $post_id ): ?string => seedpress_compat_cmb2_own_check( $box, $field_id, $post_id );
			$out[]      = $def;
		}
	}
	return $out;
}
