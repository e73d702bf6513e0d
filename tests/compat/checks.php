<?php
/**
 * Shape checks for values read back through a plugin's getter: each returns null when the value
 * fits its field (see fields.php for the descriptor), 'empty' when there is no value, else what is
 * wrong. Getters return richer things than ids (WP_Post, WP_Term, image arrays…): ids are
 * taken from whatever form they come in.
 *
 * @package SeedPress
 */

declare(strict_types=1);

require_once __DIR__ . '/attachment-checks.php';

function seedpress_compat_is_empty( $value ): bool {
	return null === $value || '' === $value || array() === $value || false === $value;
}

/** Ids inside a getter's answer: ints, numeric strings, WP objects, arrays with an id key, lists of those. */
function seedpress_compat_ids( $value ): array {
	if ( is_object( $value ) ) {
		return array( (int) ( $value->ID ?? $value->term_id ?? 0 ) );
	}
	if ( is_scalar( $value ) ) {
		return is_numeric( $value ) ? array( (int) $value ) : array( -1 );
	}
	foreach ( array( 'ID', 'term_id', 'id' ) as $key ) {
		if ( is_array( $value ) && isset( $value[ $key ] ) && is_numeric( $value[ $key ] ) ) {
			return array( (int) $value[ $key ] );
		}
	}
	return array_merge( array(), ...array_map( 'seedpress_compat_ids', array_values( (array) $value ) ) );
}

/** Whether $id is an object of the field's kind (and post type or taxonomy when it names one). */
function seedpress_compat_ref_ok( array $def, int $id ): bool {
	switch ( $def['kind'] ) {
		case 'attachment':
			return 'attachment' === get_post_type( $id ) && seedpress_compat_file_accepted( $def, $id );
		case 'post':
			return false !== get_post_type( $id ) && ( ! $def['post_type'] || in_array( get_post_type( $id ), $def['post_type'], true ) );
		case 'user':
			return false !== get_userdata( $id );
		case 'term':
			$term = get_term( $id );
			return $term instanceof WP_Term && ( '' === $def['taxonomy'] || $term->taxonomy === $def['taxonomy'] );
	}
	return false;
}

/**
 * Whether an attachment is a file the field takes (`accept` in the descriptor): MIME types or
 * groups matched as the media library matches its `post_mime_type` filter (the plugins' query
 * args and library types), or extensions (upload limits such as ACF's `mime_types` and Pods'
 * `file_type`).
 */
function seedpress_compat_file_accepted( array $def, int $id ): bool {
	$accept = $def['accept'] ?? array();
	if ( isset( $accept['mime'] ) && ! wp_match_mime_types( $accept['mime'], (string) get_post_mime_type( $id ) ) ) {
		return false;
	}
	$extension = strtolower( pathinfo( (string) get_attached_file( $id ), PATHINFO_EXTENSION ) );
	return ! isset( $accept['ext'] ) || in_array( $extension, $accept['ext'], true );
}

function seedpress_compat_check_refs( array $def, $value ): ?string {
	$ids = seedpress_compat_ids( $value );
	foreach ( $ids as $id ) {
		if ( ! seedpress_compat_ref_ok( $def, $id ) ) {
			$accept = isset( $def['accept'] ) ? ' taking ' . wp_json_encode( $def['accept'] ) . ' (' . get_post_mime_type( $id ) . ')' : '';
			return "not a {$def['kind']}" . ( $def['post_type'] ? ' (' . implode( '|', $def['post_type'] ) . ')' : '' ) . "$accept: $id";
		}
		$file = 'attachment' === $def['kind'] ? seedpress_compat_attachment_problem( $id ) : null;
		if ( null !== $file ) {
			return "attachment $id: $file";
		}
	}
	if ( ! $def['multiple'] && count( $ids ) > 1 ) {
		return count( $ids ) . ' ids in a single-value field';
	}
	if ( is_numeric( $def['max'] ) && $def['max'] > 0 && count( $ids ) > $def['max'] ) {
		return count( $ids ) . " ids, max {$def['max']}";
	}
	return null;
}

function seedpress_compat_check_choice( array $def, $value ): ?string {
	$values = array_map( static fn( $v ) => is_array( $v ) ? (string) ( $v['value'] ?? '' ) : (string) $v, (array) $value );
	if ( is_array( $value ) && ! $def['multiple'] ) {
		return 'a list in a single-choice field: ' . wp_json_encode( $value );
	}
	$bad = array_diff( $values, $def['choices'] );
	return $bad ? 'not among the choices: ' . wp_json_encode( array_values( $bad ) ) : null;
}

function seedpress_compat_check_number( array $def, $value ): ?string {
	if ( ! is_numeric( $value ) ) {
		return 'not a number: ' . wp_json_encode( $value );
	}
	if ( ( is_numeric( $def['min'] ) && $value < $def['min'] ) || ( is_numeric( $def['max'] ) && $value > $def['max'] ) ) {
		return "out of range [{$def['min']}, {$def['max']}]: $value";
	}
	return null;
}

function seedpress_compat_check_map( $value ): ?string {
	if ( is_string( $value ) ) {
		$value = array_combine( array( 'lat', 'lng' ), array_slice( array_pad( explode( ',', $value ), 2, '' ), 0, 2 ) );
	}
	$lat = $value['lat'] ?? $value['latitude'] ?? null;
	$lng = $value['lng'] ?? $value['longitude'] ?? null;
	return is_numeric( $lat ) && is_numeric( $lng ) && abs( (float) $lat ) <= 90 && abs( (float) $lng ) <= 180 ? null : 'not a position: ' . wp_json_encode( $value );
}

/**
 * Rows of a repeater, group, complex or flexible content: each an array whose known sub values
 * fit. A field with layouts (flexible content, a Carbon Fields complex field's groups) names each
 * row's layout under `layout_key`: it must be one of the field's, and the row's values are
 * checked against that layout's own sub fields.
 */
function seedpress_compat_check_rows( array $def, $value ): ?string {
	$rows = 'group' === $def['kind'] ? array( $value ) : $value;
	if ( ! is_array( $rows ) || ! array_is_list( $rows ) ) {
		return 'not a list of rows: ' . wp_json_encode( $value );
	}
	if ( 'rows' === $def['kind'] && ( ( is_numeric( $def['max'] ) && $def['max'] > 0 && count( $rows ) > $def['max'] ) || ( is_numeric( $def['min'] ) && count( $rows ) < $def['min'] ) ) ) {
		return count( $rows ) . " rows, min {$def['min']}, max {$def['max']}";
	}
	foreach ( $rows as $i => $row ) {
		$subs   = $def['sub'];
		$values = $row;
		if ( isset( $def['layouts'] ) && is_array( $row ) ) {
			$layout = $row[ $def['layout_key'] ] ?? null;
			if ( ! is_string( $layout ) || ! isset( $def['layouts'][ $layout ] ) ) {
				return "row $i is of no layout of the field: " . wp_json_encode( $row );
			}
			$subs = $def['layouts'][ $layout ];
			unset( $values[ $def['layout_key'] ] );
			$strays = array_diff( array_keys( $values ), array_keys( $subs ) );
			if ( $strays ) {
				return "row $i of layout $layout holds what the layout has no field for: " . implode( ', ', $strays );
			}
		}
		if ( ! is_array( $values ) || ! array_filter( $values, static fn( $v ): bool => ! seedpress_compat_is_empty( $v ) ) ) {
			return "row $i is empty: " . wp_json_encode( $row );
		}
		foreach ( $values as $name => $sub_value ) {
			$sub = $subs[ $name ] ?? null;
			$bad = null === $sub || seedpress_compat_is_empty( $sub_value ) ? null : seedpress_compat_check( $sub, $sub_value );
			if ( null !== $bad ) {
				return "row $i $name: $bad";
			}
		}
	}
	return null;
}

/** Null when $value fits $def, 'empty' without a value, else the problem. */
function seedpress_compat_check( array $def, $value ): ?string {
	if ( ! empty( $def['clone'] ) ) {
		if ( ! is_array( $value ) || ! $value ) {
			return seedpress_compat_is_empty( $value ) ? 'empty' : 'clones not a list: ' . wp_json_encode( $value );
		}
		if ( ! empty( $def['max_clone'] ) && count( $value ) > $def['max_clone'] ) {
			return count( $value ) . " clones, max {$def['max_clone']}";
		}
		foreach ( $value as $clone ) {
			$bad = seedpress_compat_check( array( 'clone' => false ) + $def, $clone );
			if ( null !== $bad ) {
				return "clone: $bad";
			}
		}
		return null;
	}
	if ( 'bool' === $def['kind'] ) {
		return in_array( $value, array( true, false, 1, 0, '1', '0', 'on', 'yes', '' ), true ) ? null : 'not a boolean: ' . wp_json_encode( $value );
	}
	if ( seedpress_compat_is_empty( $value ) ) {
		return 'empty';
	}
	$string = is_scalar( $value ) ? (string) $value : '';
	switch ( $def['kind'] ) {
		case 'number':
			return seedpress_compat_check_number( $def, $value );
		case 'email':
			return is_email( $string ) ? null : 'not an e-mail: ' . wp_json_encode( $value );
		case 'url':
			return false !== filter_var( $string, FILTER_VALIDATE_URL ) ? null : 'not a URL: ' . wp_json_encode( $value );
		case 'date':
		case 'datetime':
		case 'time':
			return seedpress_compat_check_moment( $def, $value );
		case 'timestamp':
			return is_numeric( $value ) && $value > 0 ? null : 'not a timestamp: ' . wp_json_encode( $value );
		case 'color':
			return preg_match( '/^(#[0-9a-f]{3,8}|rgba?\([\d\s.,%]+\))$/i', $string ) ? null : 'not a colour: ' . wp_json_encode( $value );
		case 'choice':
			return seedpress_compat_check_choice( $def, $value );
		case 'attachment':
		case 'post':
		case 'user':
		case 'term':
			return seedpress_compat_check_refs( $def, $value );
		case 'link':
			return is_array( $value ) && false !== filter_var( $value['url'] ?? '', FILTER_VALIDATE_URL ) ? null : 'not a link: ' . wp_json_encode( $value );
		case 'map':
			return seedpress_compat_check_map( $value );
		case 'pairs':
			return is_array( $value ) && array_filter( $value, static fn( $p ): bool => is_array( $p ) && '' !== (string) ( $p[0] ?? '' ) ) ? null : 'not key/value pairs: ' . wp_json_encode( $value );
		case 'group':
		case 'rows':
			return seedpress_compat_check_rows( $def, $value );
		default:
			return seedpress_compat_check_text( $def, $value );
	}
}

/**
 * A date, time or timestamp as the getter returns it, in the field's own format (`date_format`)
 * or any strtotime() reads. A date on 1 January 1970 is a time of day written as a date.
 */
function seedpress_compat_check_moment( array $def, $value ): ?string {
	$parsed = is_array( $value ) ? ( $value['timestamp'] ?? $value['formatted'] ?? false ) : $value;
	$format = (string) ( $def['date_format'] ?? '' );
	$moment = '' !== $format ? DateTime::createFromFormat( "!$format", (string) $parsed ) : false;
	$time   = $moment ? $moment->getTimestamp() : ( is_numeric( $parsed ) ? (int) $parsed : strtotime( (string) $parsed ) );
	if ( false === $time ) {
		return 'not a date/time: ' . wp_json_encode( $value );
	}
	return 'time' !== $def['kind'] && '1970-01-01' === gmdate( 'Y-m-d', $time ) ? 'the epoch\'s first day: ' . wp_json_encode( $value ) : null;
}

/**
 * Text fields whose name asks for one kind of text: an hour must read as a time of day, not a
 * date; every text stays within the length the plugin's field allows (`maxlength`).
 */
const SEEDPRESS_COMPAT_TEXT_PATTERNS = array(
	'opening_hour' => '/^([01]?\d|2[0-3])[:.h][0-5]\d( ?[ap]m)?$/i',
	// Repeatable and cloneable text fields: each clone a phone number, as the field's name says.
	'phones'       => '/^\+?[\d\s().\/x-]{6,}$/',
);

function seedpress_compat_check_text( array $def, $value ): ?string {
	if ( ! is_string( $value ) || '' === trim( $value ) ) {
		return 'not text: ' . wp_json_encode( $value );
	}
	$pattern = SEEDPRESS_COMPAT_TEXT_PATTERNS[ $def['name'] ] ?? null;
	if ( null !== $pattern && ! preg_match( $pattern, $value ) ) {
		return "not what $def[name] asks for: " . wp_json_encode( $value );
	}
	$max = (int) ( $def['maxlength'] ?? 0 );
	return $max > 0 && mb_strlen( $value ) > $max ? mb_strlen( $value ) . " characters, max $max" : null;
}

/**
 * The plugin's own verdict on a post's stored value (`own` in the descriptor: its validator,
 * sanitizer or setter round trip), prefixed so that tamper.php can tell it from the shape checks.
 */
function seedpress_compat_own_check( array $def, int $post_id ): ?string {
	$problem = isset( $def['own'] ) ? ( $def['own'] )( $post_id ) : null;
	return null === $problem ? null : SEEDPRESS_COMPAT_OWN_PREFIX . $problem;
}

const SEEDPRESS_COMPAT_OWN_PREFIX = 'plugin refuses: ';

/** Whether a post holds a value for the field: booleans count when stored (a stored "off" is a value). */
function seedpress_compat_filled( array $def, $value, int $post_id ): bool {
	if ( 'bool' !== $def['kind'] ) {
		return ! seedpress_compat_is_empty( $value );
	}
	// CMB2 deletes an unticked checkbox's meta: there, no row is the stored "off".
	return ! empty( $value ) || ! empty( $def['off_is_absent'] ) || metadata_exists( 'post', $post_id, $def['name'] ) || metadata_exists( 'post', $post_id, '_' . $def['name'] );
}

/**
 * Every field of a suite read back on $ids: per field whether each post holds a value ('filled')
 * and whether all values fit ('ok', with up to three problems).
 */
function seedpress_compat_readback( string $suite, array $ids ): array {
	$fields = array();
	foreach ( seedpress_compat_defs( $suite ) as $def ) {
		$problems = array();
		$filled   = 0;
		foreach ( $ids as $id ) {
			$value   = ( $def['get'] )( $id );
			$filled += seedpress_compat_filled( $def, $value, $id ) ? 1 : 0;
			$problem = seedpress_compat_check( $def, $value ) ?? seedpress_compat_own_check( $def, $id );
			if ( null !== $problem ) {
				$problems[] = "#$id $problem";
			}
		}
		$fields[] = array(
			'name'     => $def['name'],
			'type'     => $def['type'],
			'kind'     => $def['kind'],
			'required' => $def['required'],
			'filled'   => $filled,
			'ok'       => array() === $problems && count( $ids ) === $filled,
			'problems' => array_slice( $problems, 0, 3 ),
		);
	}
	return $fields;
}

/**
 * What the plugin's own rendered input accepts, from the attributes the plugin gives it (the
 * browser's constraint validation of its form): type url/email, min, max, step, maxlength.
 *
 * @param array<string, mixed> $attributes
 */
function seedpress_compat_input_constraints( array $attributes, $value ): ?string {
	if ( ! is_scalar( $value ) || '' === (string) $value ) {
		return null;
	}
	$text = (string) $value;
	$type = (string) ( $attributes['type'] ?? 'text' );
	if ( 'url' === $type && ! preg_match( '#^[a-z][a-z0-9+.-]*://[^\s]+$#i', $text ) ) {
		return "<input type=url> refuses it: $text";
	}
	if ( 'email' === $type && false === filter_var( $text, FILTER_VALIDATE_EMAIL ) ) {
		return "<input type=email> refuses it: $text";
	}
	if ( in_array( $type, array( 'number', 'range' ), true ) ) {
		return seedpress_compat_number_constraints( $attributes, $text );
	}
	$max = (int) ( $attributes['maxlength'] ?? $attributes['maxLength'] ?? 0 );
	return $max > 0 && mb_strlen( $text ) > $max ? 'maxlength ' . $max . ' refuses ' . mb_strlen( $text ) . ' characters' : null;
}

/** <input type=number|range>: a number, within min and max, on the step grid counted from min. */
function seedpress_compat_number_constraints( array $attributes, string $text ): ?string {
	if ( ! is_numeric( $text ) ) {
		return "<input type=number> refuses it: $text";
	}
	$number = (float) $text;
	$min    = $attributes['min'] ?? '';
	$max    = $attributes['max'] ?? '';
	if ( ( is_numeric( $min ) && $number < (float) $min ) || ( is_numeric( $max ) && $number > (float) $max ) ) {
		return "out of the input's range [$min, $max]: $text";
	}
	$step = $attributes['step'] ?? '';
	if ( is_numeric( $step ) && (float) $step > 0 ) {
		$steps = ( $number - ( is_numeric( $min ) ? (float) $min : 0.0 ) ) / (float) $step;
		return abs( $steps - round( $steps ) ) < 1e-7 ? null : "off the input's step $step: $text";
	}
	return null;
}
