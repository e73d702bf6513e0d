<?php
/**
 * ACF / Secure Custom Fields: the compat groups' fields as ACF itself reports them
 * (acf_get_fields), read back with get_field().
 *
 * @package SeedPress
 */

declare(strict_types=1);

const SEEDPRESS_COMPAT_ACF_KINDS = array(
	'text'             => 'text',
	'textarea'         => 'text',
	'wysiwyg'          => 'html',
	'number'           => 'number',
	'range'            => 'number',
	'email'            => 'email',
	'url'              => 'url',
	'date_picker'      => 'date',
	'date_time_picker' => 'datetime',
	'time_picker'      => 'time',
	'color_picker'     => 'color',
	'true_false'       => 'bool',
	'select'           => 'choice',
	'checkbox'         => 'choice',
	'radio'            => 'choice',
	'button_group'     => 'choice',
	'image'            => 'attachment',
	'file'             => 'attachment',
	'gallery'          => 'attachment',
	'relationship'     => 'post',
	'post_object'      => 'post',
	'taxonomy'         => 'term',
	'user'             => 'user',
	'link'             => 'link',
	'google_map'       => 'map',
	'group'            => 'group',
	'repeater'         => 'rows',
	'flexible_content' => 'rows',
);

/** Normalised descriptor of one ACF field (sub fields recursively). */
function seedpress_compat_acf_def( array $f ): array {
	$multiple = in_array( $f['type'], array( 'checkbox', 'gallery', 'relationship', 'repeater', 'flexible_content' ), true )
		|| ! empty( $f['multiple'] ) || ( 'taxonomy' === $f['type'] && in_array( $f['field_type'] ?? '', array( 'checkbox', 'multi_select' ), true ) );
	$sub = array();
	foreach ( $f['sub_fields'] ?? array() as $s ) {
		$sub[ $s['name'] ] = seedpress_compat_acf_def( $s );
	}
	$layouts = array();
	foreach ( $f['layouts'] ?? array() as $layout ) {
		$layouts[ $layout['name'] ] = array();
		foreach ( $layout['sub_fields'] ?? array() as $s ) {
			$sub[ $s['name'] ]                         = seedpress_compat_acf_def( $s );
			$layouts[ $layout['name'] ][ $s['name'] ] = $sub[ $s['name'] ];
		}
	}
	return array(
		'name'        => $f['name'],
		'type'        => $f['type'],
		'kind'        => SEEDPRESS_COMPAT_ACF_KINDS[ $f['type'] ] ?? 'text',
		'required'    => ! empty( $f['required'] ),
		'multiple'    => $multiple,
		'min'         => $f['min'] ?? null,
		'max'         => $f['max'] ?? null,
		'maxlength'   => $f['maxlength'] ?? null,
		'date_format' => isset( SEEDPRESS_COMPAT_ACF_STORED_FORMATS[ $f['type'] ] ) ? $f['return_format'] : null,
		'choices'     => array_map( 'strval', array_keys( $f['choices'] ?? array() ) ),
		'post_type'   => (array) ( $f['post_type'] ?? array() ),
		'taxonomy'    => $f['taxonomy'] ?? '',
		'sub'         => $sub,
		// `mime_types`: the extensions ACF lets a file or image field take ("jpg, png").
		'accept'      => array_filter( array( 'ext' => array_values( array_filter( array_map( static fn( string $e ): string => strtolower( trim( $e, " .\t" ) ), explode( ',', (string) ( $f['mime_types'] ?? '' ) ) ) ) ) ) ),
	) + ( $layouts ? array(
		// get_field() names each flexible-content row's layout in `acf_fc_layout`.
		'layouts'    => $layouts,
		'layout_key' => 'acf_fc_layout',
	) : array() );
}

/** How ACF stores the pickers' values, whatever their display and return formats. */
const SEEDPRESS_COMPAT_ACF_STORED_FORMATS = array(
	'date_picker'      => 'Ymd',
	'date_time_picker' => 'Y-m-d H:i:s',
	'time_picker'      => 'H:i:s',
);

/**
 * ACF's own verdict on the stored value: acf_validate_value() as a form save runs it (url, email,
 * number range, text maxlength, required, sub fields of groups and repeaters), then what ACF reads
 * without validating on save: a choice is one of the field's choice keys (else get_field() answers
 * the raw value as its label), a picker's value is in the format ACF stores.
 */
function seedpress_compat_acf_own_check( array $field, int $id ): ?string {
	$raw = acf_get_value( $id, $field );
	acf_reset_validation_errors();
	$valid  = acf_validate_value( $raw, $field, "acf[{$field['key']}]" );
	$errors = acf_get_validation_errors();
	acf_reset_validation_errors();
	if ( ! $valid || $errors ) {
		return 'acf_validate_value(): ' . ( implode( '; ', array_column( (array) $errors, 'message' ) ) ?: 'invalid' ) . ' — ' . wp_json_encode( $raw );
	}
	if ( in_array( $field['type'], array( 'select', 'checkbox', 'radio', 'button_group' ), true ) && ! seedpress_compat_is_empty( $raw ) ) {
		$unknown = array_diff( array_map( 'strval', (array) $raw ), array_map( 'strval', array_keys( $field['choices'] ) ) );
		return $unknown ? 'not a choice of the field: ' . wp_json_encode( array_values( $unknown ) ) : null;
	}
	$format = SEEDPRESS_COMPAT_ACF_STORED_FORMATS[ $field['type'] ] ?? null;
	if ( null !== $format && ! seedpress_compat_is_empty( $raw ) ) {
		$parsed = DateTime::createFromFormat( "!$format", (string) $raw );
		return $parsed && $parsed->format( $format ) === (string) $raw ? null : "not stored as $format: " . wp_json_encode( $raw );
	}
	return null;
}

/** @return list<array<string, mixed>> */
function seedpress_compat_acf_defs(): array {
	$out = array();
	foreach ( array_merge( array( 'group_compat' ), SEEDPRESS_COMPAT_ACF_EXTRA_GROUPS ) as $group ) {
		foreach ( acf_get_fields( $group ) as $f ) {
			$def        = seedpress_compat_acf_def( $f );
			$name       = $f['name'];
			$def['get'] = static fn( int $id ) => get_field( $name, $id );
			$def['own'] = static fn( int $id ): ?string => seedpress_compat_acf_own_check( $f, $id );
			$out[]      = $def;
		}
	}
	return $out;
}
