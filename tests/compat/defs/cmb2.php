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
		'name'      => $f['id'],
		'type'      => $f['type'] . ( empty( $f['repeatable'] ) ? '' : ' (repeatable)' ),
		// A text input with type="number" is CMB2's documented way to a number field.
		'kind'      => 'number' === ( $attrs['type'] ?? '' ) ? 'number' : ( SEEDPRESS_COMPAT_CMB2_KINDS[ $f['type'] ] ?? 'text' ),
		'required'  => isset( $attrs['required'] ),
		'multiple'  => in_array( $f['type'], array( 'multicheck', 'multicheck_inline', 'file_list', 'taxonomy_multicheck', 'group' ), true ),
		'clone'     => ! empty( $f['repeatable'] ),
		'min'       => $attrs['min'] ?? null,
		'max'       => $attrs['max'] ?? null,
		'choices'   => array_map( 'strval', array_keys( is_array( $f['options'] ?? null ) ? $f['options'] : array() ) ),
		'post_type' => array(),
		'taxonomy'  => (string) ( $f['taxonomy'] ?? '' ),
		'sub'       => $sub,
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
			$def['get'] = seedpress_compat_cmb2_getter( $f['type'], $f['id'], $def['taxonomy'] );
			$out[]      = $def;
		}
	}
	return $out;
}
