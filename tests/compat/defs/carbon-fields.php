<?php
/**
 * Carbon Fields: the compat container's fields as Carbon Fields' container repository holds them,
 * read back with carbon_get_post_meta().
 *
 * @package SeedPress
 */

declare(strict_types=1);

use Carbon_Fields\Carbon_Fields;

const SEEDPRESS_COMPAT_CARBON_KINDS = array(
	'text'          => 'text',
	'textarea'      => 'text',
	'rich_text'     => 'html',
	'date'          => 'date',
	'date_time'     => 'datetime',
	'time'          => 'time',
	'color'         => 'color',
	'checkbox'      => 'bool',
	'select'        => 'choice',
	'radio'         => 'choice',
	'multiselect'   => 'choice',
	'set'           => 'choice',
	'image'         => 'attachment',
	'file'          => 'attachment',
	'media_gallery' => 'attachment',
	'map'           => 'map',
	'complex'       => 'rows',
	'oembed'        => 'url',
);

/** A text field's kind follows its input type attribute (number, email, url). */
function seedpress_compat_carbon_kind( \Carbon_Fields\Field\Field $f ): string {
	$type = $f->get_type();
	if ( 'text' === $type ) {
		$kinds = array( 'number' => 'number', 'email' => 'email', 'url' => 'url' );
		return $kinds[ (string) $f->get_attribute( 'type' ) ] ?? 'text';
	}
	if ( 'association' === $type ) {
		$first = $f->get_types()[0]['type'] ?? 'post';
		return array( 'user' => 'user', 'term' => 'term' )[ $first ] ?? 'post';
	}
	return SEEDPRESS_COMPAT_CARBON_KINDS[ $type ] ?? 'text';
}

/** Normalised descriptor of one Carbon field (complex sub fields recursively). */
function seedpress_compat_carbon_def( \Carbon_Fields\Field\Field $f ): array {
	$type = $f->get_type();
	$sub  = array();
	if ( 'complex' === $type ) {
		foreach ( $f->get_fields() as $s ) {
			$sub[ $s->get_base_name() ] = seedpress_compat_carbon_def( $s );
		}
	}
	$types = 'association' === $type ? $f->get_types() : array();
	return array(
		'name'      => $f->get_base_name(),
		'type'      => $type,
		'kind'      => seedpress_compat_carbon_kind( $f ),
		'required'  => $f->is_required(),
		'multiple'  => in_array( $type, array( 'multiselect', 'set', 'media_gallery', 'association', 'complex' ), true ),
		'min'       => 'text' === $type ? $f->get_attribute( 'min' ) : null,
		'max'       => 'text' === $type ? $f->get_attribute( 'max' ) : ( 'association' === $type && $f->get_max() > 0 ? $f->get_max() : null ),
		'choices'   => method_exists( $f, 'get_options' ) && 'association' !== $type ? array_map( 'strval', array_keys( $f->get_options() ) ) : array(),
		'post_type' => array_values( array_filter( array_map( static fn( array $t ): string => 'post' === $t['type'] ? (string) $t['post_type'] : '', $types ) ) ),
		'taxonomy'  => '',
		'sub'       => $sub,
	);
}

/** @return list<array<string, mixed>> */
function seedpress_compat_carbon_fields_defs(): array {
	$out = array();
	foreach ( Carbon_Fields::resolve( 'container_repository' )->get_containers() as $container ) {
		// Carbon Fields prefixes container ids (carbon_fields_container_compat).
		if ( ! str_ends_with( $container->get_id(), 'compat' ) ) {
			continue;
		}
		foreach ( $container->get_fields() as $f ) {
			$def        = seedpress_compat_carbon_def( $f );
			$name       = $def['name'];
			$def['get'] = static fn( int $id ) => carbon_get_post_meta( $id, $name );
			$out[]      = $def;
		}
	}
	return $out;
}
