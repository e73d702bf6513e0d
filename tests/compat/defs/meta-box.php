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

/** @return list<array<string, mixed>> */
function seedpress_compat_meta_box_defs(): array {
	$out = array();
	foreach ( rwmb_get_registry( 'meta_box' )->get( 'compat' )->meta_box['fields'] as $f ) {
		$id    = $f['id'];
		$out[] = array(
			'name'      => $id,
			'type'      => $f['type'] . ( empty( $f['clone'] ) ? '' : ' (clone)' ),
			'kind'      => SEEDPRESS_COMPAT_MB_KINDS[ $f['type'] ] ?? 'text',
			'required'  => ! empty( $f['required'] ),
			'multiple'  => ! empty( $f['multiple'] ) || in_array( $f['type'], array( 'image_advanced', 'file_advanced', 'checkbox_list' ), true ),
			'clone'     => ! empty( $f['clone'] ) && 'key_value' !== $f['type'], // key_value clones itself: its value is the list of pairs.
			'min'       => $f['min'] ?? null,
			'max'       => $f['max'] ?? ( $f['max_file_uploads'] ?? null ),
			'choices'   => array_map( 'strval', array_keys( $f['options'] ?? array() ) ),
			'post_type' => (array) ( $f['post_type'] ?? array() ),
			'taxonomy'  => (string) ( is_array( $f['taxonomy'] ?? '' ) ? reset( $f['taxonomy'] ) : ( $f['taxonomy'] ?? '' ) ),
			'sub'       => array(),
			// rwmb_meta() renders maps as HTML; rwmb_get_value() is Meta Box's getter for their data.
			'get'       => in_array( $f['type'], array( 'osm', 'map' ), true )
				? static fn( int $post_id ) => rwmb_get_value( $id, array(), $post_id )
				: static fn( int $post_id ) => rwmb_meta( $id, array(), $post_id ),
		);
	}
	return $out;
}
