<?php
/**
 * JetEngine: the compat meta box's fields as JetEngine registered them for compat_jetengine
 * (jet_engine()->meta_boxes), read back with jet_engine()->listings->data->get_meta() and, where
 * JetEngine stores a value in a form its own renderers convert first, through those same helpers.
 *
 * @package SeedPress
 */

declare(strict_types=1);

const SEEDPRESS_COMPAT_JETENGINE_KINDS = array(
	'text'           => 'text',
	'textarea'       => 'text',
	'wysiwyg'        => 'html',
	'number'         => 'number',
	'date'           => 'date',
	'time'           => 'time',
	'datetime-local' => 'datetime',
	'switcher'       => 'bool',
	'select'         => 'choice',
	'checkbox'       => 'choice',
	'radio'          => 'choice',
	'colorpicker'    => 'color',
	'media'          => 'attachment',
	'gallery'        => 'attachment',
	'posts'          => 'post',
	'map'            => 'map',
	'repeater'       => 'rows',
);

/** Whether a JetEngine flag (saved as true, 'true', '1'…) is on. */
function seedpress_compat_jetengine_on( array $f, string $flag ): bool {
	return filter_var( $f[ $flag ] ?? false, FILTER_VALIDATE_BOOLEAN );
}

/** Option keys of a select, checkbox or radio as JetEngine resolves them (manual, bulk…). */
function seedpress_compat_jetengine_choices( array $f ): array {
	// The same filter the meta box renders its options through (Jet_Engine_CPT_Meta::filter_options_list()).
	$options = apply_filters( 'jet-engine/meta-fields/field-options', array(), $f, null );
	return array_values( array_map( static fn( $o ): string => (string) ( is_array( $o ) ? $o['key'] : $o ), is_array( $options ) ? $options : array() ) );
}

/** Normalised descriptor of one JetEngine field (repeater sub fields recursively). */
function seedpress_compat_jetengine_def( array $f ): array {
	$type = (string) $f['type'];
	$sub  = array();
	foreach ( $f['repeater-fields'] ?? array() as $s ) {
		$sub[ $s['name'] ] = seedpress_compat_jetengine_def( $s );
	}
	$timestamp = in_array( $type, array( 'date', 'datetime-local' ), true ) && seedpress_compat_jetengine_on( $f, 'is_timestamp' );
	$format    = (string) ( $f['value_format'] ?? '' );
	return array(
		'name'      => (string) $f['name'],
		'type'      => $type . ( $timestamp ? ' (timestamp)' : '' ) . ( seedpress_compat_jetengine_on( $f, 'is_multiple' ) ? ' (multiple)' : '' ) . ( seedpress_compat_jetengine_on( $f, 'is_array' ) ? ' (array)' : '' ) . ( '' !== $format ? " ($format)" : '' ),
		'kind'      => $timestamp ? 'timestamp' : ( SEEDPRESS_COMPAT_JETENGINE_KINDS[ $type ] ?? 'text' ),
		'required'  => seedpress_compat_jetengine_on( $f, 'is_required' ),
		'multiple'  => 'checkbox' === $type || 'gallery' === $type || 'repeater' === $type || seedpress_compat_jetengine_on( $f, 'is_multiple' ),
		'min'       => $f['min_value'] ?? null,
		'max'       => $f['max_value'] ?? null,
		'maxlength' => $f['max_length'] ?? null,
		'choices'   => in_array( $type, array( 'select', 'checkbox', 'radio' ), true ) ? seedpress_compat_jetengine_choices( $f ) : array(),
		'post_type' => 'posts' === $type ? array_values( (array) ( $f['search_post_type'] ?? array() ) ) : array(),
		'taxonomy'  => '',
		'sub'       => $sub,
	);
}

/**
 * An attachment reference as JetEngine's media/gallery readers take it apart
 * (Jet_Engine_Tools::get_attachment_image_data_array: an id, a URL, or ['id' => …, 'url' => …]);
 * with both parts stored they have to name the same attachment.
 */
function seedpress_compat_jetengine_attachment( $img ) {
	if ( is_array( $img ) ) {
		$data = Jet_Engine_Tools::get_attachment_image_data_array( $img, 'all' );
		$url  = is_array( $data ) && is_numeric( $data['id'] ) ? wp_get_attachment_url( (int) $data['id'] ) : false;
		return is_array( $data ) && $url === $data['url'] ? array( 'id' => (int) $data['id'] ) : array( 'id and url disagree' => $img );
	}
	$data = Jet_Engine_Tools::get_attachment_image_data_array( $img, 'id' );
	return is_array( $data ) ? array( 'id' => (int) $data['id'] ) : $img;
}

/**
 * A map value is only usable by JetEngine's Maps Listings when the service fields its map control
 * saves next to it agree: "<md5(name)>_hash" = md5(value) and the coordinates in "_lat"/"_lng"
 * (else Maps Listings geocodes the value again, which needs a provider's API). The value when they
 * agree, else the value with what is stored in them (a failure).
 */
function seedpress_compat_jetengine_map( int $post_id, string $name, $value ) {
	$prefix  = \Jet_Engine\Modules\Maps_Listings\Map_Field::get_field_prefix( $name );
	$service = array(
		'hash' => get_post_meta( $post_id, "{$prefix}_hash", true ),
		'lat'  => get_post_meta( $post_id, "{$prefix}_lat", true ),
		'lng'  => get_post_meta( $post_id, "{$prefix}_lng", true ),
	);
	$coords  = is_string( $value ) ? array_map( 'floatval', array_pad( explode( ',', $value ), 2, '' ) ) : array();
	$agrees  = is_string( $value ) && md5( $value ) === $service['hash'] && is_numeric( $service['lat'] ) && is_numeric( $service['lng'] )
		&& abs( (float) $service['lat'] - $coords[0] ) < 1e-6 && abs( (float) $service['lng'] - $coords[1] ) < 1e-6;
	return $agrees || seedpress_compat_is_empty( $value ) ? $value : array( 'value' => $value, 'service fields' => $service );
}

/** JetEngine's getter for one field, plus the conversion its renderers apply to that type. */
function seedpress_compat_jetengine_getter( array $f ): callable {
	$name = (string) $f['name'];
	$get  = static fn( int $id ) => jet_engine()->listings->data->get_meta( $name, get_post( $id ) );
	switch ( $f['type'] ) {
		case 'switcher':
			// Stored as 'true' / 'false' (jet_engine_render_switcher()).
			return static fn( int $id ) => filter_var( $get( $id ), FILTER_VALIDATE_BOOLEAN, FILTER_NULL_ON_FAILURE );
		case 'checkbox':
			// Without "Save as array": every option => 'true' / 'false' (jet_engine_get_prepared_check_values()).
			return static fn( int $id ) => is_array( $get( $id ) ) ? array_values( jet_engine_get_prepared_check_values( $get( $id ) ) ) : $get( $id );
		case 'media':
			return static fn( int $id ) => seedpress_compat_is_empty( $get( $id ) ) ? $get( $id ) : seedpress_compat_jetengine_attachment( $get( $id ) );
		case 'gallery':
			// Ids or URLs comma-joined, or a list of ['id' => …, 'url' => …].
			return static function ( int $id ) use ( $get ) {
				$value = $get( $id );
				$items = is_string( $value ) && '' !== $value ? explode( ',', $value ) : $value;
				return is_array( $items ) ? array_map( 'seedpress_compat_jetengine_attachment', array_values( $items ) ) : $items;
			};
		case 'map':
			return static fn( int $id ) => seedpress_compat_jetengine_map( $id, $name, $get( $id ) );
		case 'repeater':
			// Rows keyed item-0, item-1…: JetEngine's repeater listings iterate the values.
			return static fn( int $id ) => is_array( $get( $id ) ) ? array_values( $get( $id ) ) : $get( $id );
	}
	return $get;
}

/** The sanitizers JetEngine's meta box gives text fields on save (Jet_Engine_CPT_Meta::prepare_meta_fields()). */
const SEEDPRESS_COMPAT_JETENGINE_SANITIZERS = array(
	'text'     => 'wp_kses_post',
	'textarea' => 'jet_engine_sanitize_textarea',
);

/** The value formats of the HTML inputs JetEngine renders for dates and times (not is_timestamp). */
const SEEDPRESS_COMPAT_JETENGINE_DATE_FORMATS = array(
	'date'           => 'Y-m-d',
	'time'           => 'H:i',
	'datetime-local' => 'Y-m-d\TH:i',
);

/**
 * JetEngine's own verdict on a stored value: a select's or radio's value is among the options
 * JetEngine renders for it; text comes out of the sanitizer JetEngine's save gives its type
 * unchanged; the input JetEngine renders from the field's settings (max_length,
 * min_value, max_value, step_value) accepts it; a date or time is in its input's value format.
 */
function seedpress_compat_jetengine_own_check( array $f, int $id ): ?string {
	$raw  = get_post_meta( $id, (string) $f['name'], true );
	$type = (string) $f['type'];
	if ( in_array( $type, array( 'select', 'radio' ), true ) && ! seedpress_compat_is_empty( $raw ) ) {
		$unknown = array_diff( array_map( 'strval', (array) $raw ), seedpress_compat_jetengine_choices( $f ) );
		return $unknown ? 'not among the options JetEngine renders: ' . wp_json_encode( array_values( $unknown ) ) : null;
	}
	if ( ! is_scalar( $raw ) || '' === (string) $raw ) {
		return null;
	}
	$sanitizer = SEEDPRESS_COMPAT_JETENGINE_SANITIZERS[ $type ] ?? null;
	if ( null !== $sanitizer && call_user_func( $sanitizer, $raw ) !== $raw ) {
		return "$sanitizer() changes it: " . wp_json_encode( $raw );
	}
	$format = SEEDPRESS_COMPAT_JETENGINE_DATE_FORMATS[ $type ] ?? null;
	if ( null !== $format && ! seedpress_compat_jetengine_on( $f, 'is_timestamp' ) ) {
		$parsed = DateTime::createFromFormat( "!$format", (string) $raw );
		return $parsed && $parsed->format( $format ) === (string) $raw ? null : "not in its input's $format format: " . wp_json_encode( $raw );
	}
	$attributes = 'number' === $type
		? array( 'type' => 'number', 'min' => $f['min_value'] ?? '', 'max' => $f['max_value'] ?? '', 'step' => $f['step_value'] ?? '' )
		: array( 'maxlength' => $f['max_length'] ?? 0 );
	return seedpress_compat_input_constraints( $attributes, $raw );
}

/** @return list<array<string, mixed>> */
function seedpress_compat_jetengine_defs(): array {
	$out = array();
	foreach ( jet_engine()->meta_boxes->get_fields_for_context( 'post_type', 'compat_jetengine' ) as $f ) {
		// Layout items (tabs, accordions), HTML blocks, and the hidden service fields of map fields
		// (checked with their map field) hold no value of their own.
		if ( 'field' !== ( $f['object_type'] ?? 'field' ) || in_array( $f['type'] ?? '', array( 'html', 'hidden' ), true ) ) {
			continue;
		}
		$def        = seedpress_compat_jetengine_def( $f );
		$def['get'] = seedpress_compat_jetengine_getter( $f );
		$def['own'] = static fn( int $id ): ?string => seedpress_compat_jetengine_own_check( $f, $id );
		$out[]      = $def;
	}
	return $out;
}
