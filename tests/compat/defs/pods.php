<?php
/**
 * Pods: the compat_pods pod's fields as Pods reports them, read back with
 * pods( 'compat_pods', $id )->field( $name ).
 *
 * @package SeedPress
 */

declare(strict_types=1);

const SEEDPRESS_COMPAT_PODS_KINDS = array(
	'text'      => 'text',
	'paragraph' => 'text',
	'phone'     => 'text',
	'wysiwyg'   => 'html',
	'number'    => 'number',
	'currency'  => 'number',
	'email'     => 'email',
	'website'   => 'url',
	'oembed'    => 'url',
	'date'      => 'date',
	'datetime'  => 'datetime',
	'time'      => 'time',
	'color'     => 'color',
	'boolean'   => 'bool',
	'file'      => 'attachment',
);

/** What a pick field points at, as a kind. */
function seedpress_compat_pods_pick_kind( string $object ): string {
	$kinds = array( 'custom-simple' => 'choice', 'post_type' => 'post', 'taxonomy' => 'term', 'user' => 'user', 'media' => 'attachment' );
	return $kinds[ $object ] ?? 'post';
}

/** Values of a custom-simple pick ("value|Label" lines). */
function seedpress_compat_pods_choices_of( string $custom ): array {
	$values = array();
	foreach ( array_filter( array_map( 'trim', explode( "\n", $custom ) ) ) as $line ) {
		$values[] = explode( '|', $line, 2 )[0];
	}
	return $values;
}

/**
 * One field as the suite checks it. A group field outside the pod is one meta value, which field()
 * answers as a list unless asked for a single value.
 *
 * @param array<string, mixed>|\ArrayAccess<string, mixed> $f
 * @param array<string, mixed>                              $read field() options beyond the name
 * @return array<string, mixed>
 */
function seedpress_compat_pods_def( string $name, $f, array $read = array() ): array {
	$type   = (string) $f['type'];
	$object = (string) pods_v( 'pick_object', $f, '' );
	$format = 'file' === $type ? pods_v( 'file_format_type', $f ) : pods_v( 'pick_format_type', $f );
	return array(
		'name'      => $name,
		'type'      => 'pick' === $type ? "pick ($object)" : $type,
		'kind'      => 'pick' === $type ? seedpress_compat_pods_pick_kind( $object ) : ( SEEDPRESS_COMPAT_PODS_KINDS[ $type ] ?? 'text' ),
		'required'  => (bool) pods_v( 'required', $f, false ),
		'multiple'  => 'multi' === $format,
		// A repeatable field: field() answers the list of its values.
		'clone'     => is_object( $f ) && method_exists( $f, 'is_repeatable' ) && $f->is_repeatable(),
		'max_clone' => (int) pods_v( 'repeatable_limit', $f, 0 ),
		'min'       => pods_v( "{$type}_min", $f, null ),
		'max'       => pods_v( "{$type}_max", $f, null ),
		'maxlength' => seedpress_compat_pods_max_length( $type, $f ),
		'choices'   => 'custom-simple' === $object ? seedpress_compat_pods_choices_of( (string) pods_v( 'pick_custom', $f, '' ) ) : array(),
		'post_type' => 'post_type' === $object ? array( (string) pods_v( 'pick_val', $f ) ) : array(),
		'taxonomy'  => 'taxonomy' === $object ? (string) pods_v( 'pick_val', $f ) : '',
		'sub'       => array(),
		'accept'    => 'file' === $type ? seedpress_compat_pods_accept( $f ) : array(),
		'get'       => static fn( int $id ) => pods( 'compat_pods', $id )->field( array( 'name' => $name ) + $read ),
		'own'       => static fn( int $id ): ?string => seedpress_compat_pods_own_check( $name, $f, $id ),
	);
}

/**
 * The extensions a file field takes, as Pods' uploader works them out from `file_type` (images
 * when the field sets none).
 *
 * @param array<string, mixed>|\ArrayAccess<string, mixed> $f
 */
function seedpress_compat_pods_accept( $f ): array {
	$types = PodsForm::field_loader( 'file' )->get_file_mime_types_for_field( $f );
	return is_array( $types ) ? array( 'ext' => array_values( $types['extensions'] ) ) : array();
}

/** The length Pods cuts a text type to on save: its `{type}_max_length`, else 255 (25 for phones); 0 is unlimited. */
function seedpress_compat_pods_max_length( string $type, $f ): ?int {
	$defaults = array( 'text' => 255, 'email' => 255, 'website' => 255, 'password' => 255, 'phone' => 25, 'paragraph' => 0, 'wysiwyg' => 0, 'code' => 0 );
	if ( ! isset( $defaults[ $type ] ) ) {
		return null;
	}
	$length = (int) pods_v( "{$type}_max_length", $f, $defaults[ $type ] );
	return $length > 0 ? $length : null;
}

/** Types whose stored value is not what a form posts (ids, related rows, files): their own save turns one into the other. */
const SEEDPRESS_COMPAT_PODS_NOT_RESUBMITTED = array( 'file', 'boolean', 'wysiwyg', 'color', 'oembed' );

/**
 * Pods' own verdict on a stored value: the field type's validate() takes it and its pre_save()
 * (which cuts text to the field's length, empties an invalid e-mail or URL, converts dates to
 * the stored format, formats numbers to the field's decimals) leaves it as it is; a number lies
 * within the field's number_min/number_max/step, as Pods' number input enforces; a custom-simple
 * pick's value is one of the choices Pods' pick field lists (its data()); a date, time or datetime
 * is in the field type's own storage format.
 *
 * @param array<string, mixed>|\ArrayAccess<string, mixed> $f
 */
function seedpress_compat_pods_own_check( string $name, $f, int $id ): ?string {
	$type = (string) $f['type'];
	$raw  = get_post_meta( $id, $name, 'pick' !== $type || 'multi' !== pods_v( 'pick_format_type', $f ) );
	if ( seedpress_compat_is_empty( $raw ) || in_array( $type, SEEDPRESS_COMPAT_PODS_NOT_RESUBMITTED, true ) ) {
		return null;
	}
	$field_type = PodsForm::field_loader( $type );
	if ( 'pick' === $type ) {
		if ( 'custom-simple' !== pods_v( 'pick_object', $f ) ) {
			return null;
		}
		$unknown = array_diff( array_map( 'strval', (array) $raw ), array_map( 'strval', array_keys( (array) $field_type->data( $name, null, $f, null, $id ) ) ) );
		return $unknown ? 'not among the pick field\'s data(): ' . wp_json_encode( array_values( $unknown ) ) : null;
	}
	$valid = $field_type->validate( $raw, $name, $f, null, null, $id );
	if ( true !== $valid ) {
		return 'validate(): ' . wp_json_encode( $valid );
	}
	$saved = $field_type->pre_save( $raw, $id, $name, $f );
	$same  = is_numeric( $raw ) && is_numeric( $saved ) ? (float) $raw === (float) $saved : (string) $raw === (string) $saved;
	if ( ! $same ) {
		return 'pre_save() turns ' . wp_json_encode( $raw ) . ' into ' . wp_json_encode( $saved );
	}
	if ( isset( $field_type::$storage_format ) ) {
		// Pods' time field takes (and keeps) any date-like text; it stores and reads its own format.
		$format = $field_type::$storage_format;
		$parsed = DateTime::createFromFormat( "!$format", (string) $raw );
		return $parsed && $parsed->format( $format ) === (string) $raw ? null : "not in the {$format} format Pods stores: " . wp_json_encode( $raw );
	}
	if ( ! in_array( $type, array( 'number', 'currency' ), true ) ) {
		return null;
	}
	$limits = array( 'type' => 'number', 'min' => pods_v( "{$type}_min", $f, '' ), 'max' => pods_v( "{$type}_max", $f, '' ), 'step' => pods_v( "{$type}_step", $f, '' ) );
	return seedpress_compat_input_constraints( $limits, $raw );
}

/** @return list<array<string, mixed>> */
function seedpress_compat_pods_defs(): array {
	$out = array();
	// The pod's own fields (pods()->fields() also lists the post's object fields).
	foreach ( pods_api()->load_pod( array( 'name' => 'compat_pods' ) )['fields'] as $name => $f ) {
		$out[ $name ] = seedpress_compat_pods_def( $name, $f );
	}
	// Then the groups the edit screen shows, among them the one added on pods_meta_groups.
	foreach ( pods_meta()->groups_get( 'post_type', 'compat_pods' ) as $group ) {
		foreach ( $group['fields'] as $f ) {
			$out[ $f['name'] ] ??= seedpress_compat_pods_def( (string) $f['name'], $f, array( 'single' => true ) );
		}
	}
	return array_values( $out );
}
