<?php
/**
 * ACF / Secure Custom Fields: the compat group's fields as ACF itself reports them
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
	foreach ( $f['layouts'] ?? array() as $layout ) {
		foreach ( $layout['sub_fields'] ?? array() as $s ) {
			$sub[ $s['name'] ] = seedpress_compat_acf_def( $s );
		}
	}
	return array(
		'name'      => $f['name'],
		'type'      => $f['type'],
		'kind'      => SEEDPRESS_COMPAT_ACF_KINDS[ $f['type'] ] ?? 'text',
		'required'  => ! empty( $f['required'] ),
		'multiple'  => $multiple,
		'min'       => $f['min'] ?? null,
		'max'       => $f['max'] ?? null,
		'choices'   => array_map( 'strval', array_keys( $f['choices'] ?? array() ) ),
		'post_type' => (array) ( $f['post_type'] ?? array() ),
		'taxonomy'  => $f['taxonomy'] ?? '',
		'sub'       => $sub,
	);
}

/** @return list<array<string, mixed>> */
function seedpress_compat_acf_defs(): array {
	$out = array();
	foreach ( acf_get_fields( 'group_compat' ) as $f ) {
		$def        = seedpress_compat_acf_def( $f );
		$name       = $f['name'];
		$def['get'] = static fn( int $id ) => get_field( $name, $id );
		$out[]      = $def;
	}
	return $out;
}
