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
	'radio_image'   => 'choice',
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
		$kinds = array( 'number' => 'number', 'range' => 'number', 'email' => 'email', 'url' => 'url' );
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
	$type    = $f->get_type();
	$sub     = array();
	$layouts = array();
	if ( 'complex' === $type ) {
		foreach ( $f->get_fields() as $s ) {
			$sub[ $s->get_base_name() ] = seedpress_compat_carbon_def( $s );
		}
		// Each row is of one of the field's groups ('_' when it has only the unnamed one), named in `_type`.
		foreach ( $f->get_group_names() as $group ) {
			foreach ( $f->get_group_by_name( $group )->get_fields() as $s ) {
				$layouts[ $group ][ $s->get_base_name() ] = seedpress_compat_carbon_def( $s );
			}
		}
	}
	$types = 'association' === $type ? $f->get_types() : array();
	return array(
		'name'      => $f->get_base_name(),
		'type'      => $type,
		'kind'      => seedpress_compat_carbon_kind( $f ),
		'required'  => $f->is_required(),
		'multiple'  => in_array( $type, array( 'multiselect', 'set', 'media_gallery', 'association', 'complex' ), true ),
		'min'       => 'text' === $type ? $f->get_attribute( 'min' ) : ( 'complex' === $type && $f->get_min() > 0 ? $f->get_min() : null ),
		'max'       => 'text' === $type ? $f->get_attribute( 'max' ) : ( in_array( $type, array( 'association', 'complex' ), true ) && $f->get_max() > 0 ? $f->get_max() : null ),
		// set_type(): the media library's MIME type filter of file and image fields.
		'accept'    => array_filter( array( 'mime' => array_filter( (array) ( $f->field_type ?? array() ) ) ) ),
		'choices'   => method_exists( $f, 'get_options' ) && 'association' !== $type ? array_map( 'strval', array_keys( $f->get_options() ) ) : array(),
		'post_type' => array_values( array_filter( array_map( static fn( array $t ): string => 'post' === $t['type'] ? (string) $t['post_type'] : '', $types ) ) ),
		'taxonomy'  => '',
		'sub'       => $sub,
	) + ( $layouts ? array(
		'layouts'    => $layouts,
		'layout_key' => '_type',
	) : array() );
}

/** The attributes of a Carbon Fields input that the browser's validation of its form applies. */
function seedpress_compat_carbon_input_attributes( \Carbon_Fields\Field\Field $f ): array {
	$attributes = array();
	foreach ( array( 'type', 'min', 'max', 'step', 'maxLength' ) as $name ) {
		$attributes[ $name ] = in_array( $f->get_type(), array( 'text', 'textarea' ), true ) ? $f->get_attribute( $name ) : null;
	}
	return array_filter( $attributes, static fn( $v ): bool => null !== $v && '' !== $v );
}

/**
 * Carbon Fields' own verdict on a stored value: a date, time or datetime is in the field's own
 * storage format (get_storage_format(), which its reading parses); any other single value, given
 * to the field as its form would post it (set_value_from_input(): a select or radio keeps only
 * one of its options) reads back unchanged from get_formatted_value(); the input Carbon Fields
 * renders with the field's attributes (type, min, max, step, maxLength) accepts it.
 */
function seedpress_compat_carbon_own_check( \Carbon_Fields\Field\Field $f, int $id ): ?string {
	if ( 'complex' === $f->get_type() ) {
		return seedpress_compat_carbon_complex_check( $f, $id );
	}
	if ( ! in_array( $f->get_type(), array( 'text', 'textarea', 'header_scripts', 'hidden', 'select', 'radio', 'radio_image', 'color', 'date', 'date_time', 'time' ), true ) ) {
		return null;
	}
	$raw = (string) get_post_meta( $id, '_' . $f->get_base_name(), true );
	if ( '' === $raw ) {
		return null;
	}
	if ( method_exists( $f, 'get_storage_format' ) ) {
		$format = $f->get_storage_format();
		$parsed = DateTime::createFromFormat( "!$format", $raw );
		return $parsed && $parsed->format( $format ) === $raw ? null : "not in the field's storage format $format: " . wp_json_encode( $raw );
	}
	$field = clone $f;
	$field->set_value_from_input( array( $field->get_name() => $raw ) );
	$read = $field->get_formatted_value();
	if ( (string) $read !== $raw ) {
		return 'set_value_from_input() then get_formatted_value() turn ' . wp_json_encode( $raw ) . ' into ' . wp_json_encode( $read );
	}
	return seedpress_compat_input_constraints( seedpress_compat_carbon_input_attributes( $f ), $raw );
}

/**
 * A complex field's rows as Carbon Fields reads them: one per stored group row
 * (`_<name>|||<index>|value`, holding the row's group). Carbon Fields skips a row whose group the
 * field does not have (Complex_Field::get_prefilled_groups()), so a row stored under a wrong group
 * name is lost to the getter.
 */
function seedpress_compat_carbon_complex_check( \Carbon_Fields\Field\Field $f, int $id ): ?string {
	global $wpdb;
	$like   = $wpdb->esc_like( '_' . $f->get_base_name() . '|||' ) . '%|value';
	$stored = $wpdb->get_col( $wpdb->prepare( "SELECT meta_value FROM $wpdb->postmeta WHERE post_id = %d AND meta_key LIKE %s", $id, $like ) );
	$read   = (array) carbon_get_post_meta( $id, $f->get_base_name() );
	return count( $stored ) === count( $read ) ? null : count( $stored ) . ' group rows stored (' . implode( ', ', $stored ) . '), ' . count( $read ) . ' read back by carbon_get_post_meta()';
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
			$def['own'] = static fn( int $id ): ?string => seedpress_compat_carbon_own_check( $f, $id );
			$out[]      = $def;
		}
	}
	return $out;
}
