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
		'min'       => pods_v( "{$type}_min", $f, null ),
		'max'       => pods_v( "{$type}_max", $f, null ),
		'choices'   => 'custom-simple' === $object ? seedpress_compat_pods_choices_of( (string) pods_v( 'pick_custom', $f, '' ) ) : array(),
		'post_type' => 'post_type' === $object ? array( (string) pods_v( 'pick_val', $f ) ) : array(),
		'taxonomy'  => 'taxonomy' === $object ? (string) pods_v( 'pick_val', $f ) : '',
		'sub'       => array(),
		'get'       => static fn( int $id ) => pods( 'compat_pods', $id )->field( array( 'name' => $name ) + $read ),
	);
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
