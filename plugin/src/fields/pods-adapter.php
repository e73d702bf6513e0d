<?php
/**
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Fields;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Pods: post-type pods (custom types and extended core types) from pods_api()->load_pods(), plus the
 * field groups added in code on `pods_meta_groups`. Pods 2.8+ hands out objects that act as arrays,
 * so everything is read by key, never cast.
 */
final class Pods_Adapter implements Field_Adapter {

	/** Settings the worker's Pods storage writer reads. */
	private const SETTINGS = array( 'pick_object', 'pick_val', 'pick_format_type', 'pick_format_single', 'pick_format_multi', 'pick_limit', 'file_format_type', 'file_limit', 'number_decimals', 'currency_decimals', 'number_format_soft', 'currency_format_soft', 'pick_sync_taxonomy', 'date_format', 'datetime_format', 'time_format', 'boolean_format_type' );

	public function slug(): string {
		return 'pods';
	}

	public function name(): string {
		return 'Pods';
	}

	public function version(): string {
		return defined( 'PODS_VERSION' ) ? (string) PODS_VERSION : '';
	}

	public function active(): bool {
		return function_exists( 'pods_api' );
	}

	public function definitions( array $post_types ): array {
		$out   = array();
		$table = array();
		foreach ( (array) pods_api()->load_pods( array( 'type' => 'post_type' ) ) as $pod ) {
			$post_type = (string) ( $pod['name'] ?? '' );
			if ( ! in_array( $post_type, $post_types, true ) ) {
				continue;
			}
			// Table-storage pods keep values in wp_pods_<name>, which the worker does not write yet.
			if ( 'meta' !== (string) ( $pod['storage'] ?? 'meta' ) ) {
				$table[] = $post_type;
				continue;
			}
			$this->add_fields( $out, $post_type, $pod['fields'] ?? array(), $pod['id'] ?? 0 );
		}
		foreach ( array_diff( $post_types, $table ) as $post_type ) {
			foreach ( $this->groups( $post_type ) as $group ) {
				$this->add_fields( $out, $post_type, $group['fields'] ?? array(), $group['pod']['id'] ?? 0 );
				if ( isset( $out[ $post_type ] ) ) {
					$this->title_fields( $out[ $post_type ], $group );
				}
			}
		}
		return $out;
	}

	/**
	 * The field groups the edit screen shows for a post type. Groups added in code on
	 * `pods_meta_groups` exist only once PodsMeta::groups_get() fires that action, which Pods does
	 * once per post type and request (it caches the answer), so asking here changes nothing else.
	 *
	 * @return iterable<array<string, mixed>|\ArrayAccess<string, mixed>>
	 */
	private function groups( string $post_type ): iterable {
		if ( ! function_exists( 'pods_meta' ) ) {
			return array();
		}
		return (array) pods_meta()->groups_get( 'post_type', $post_type );
	}

	/**
	 * Adds a pod's or a group's fields to the post type's definitions; a name already there wins
	 * (the edit screen's groups repeat the pod's own fields).
	 *
	 * @param array<string, list<array<string, mixed>>> $out
	 * @param iterable<mixed>                           $fields
	 * @param mixed                                     $pod_id
	 */
	private function add_fields( array &$out, string $post_type, $fields, $pod_id ): void {
		$known = array_column( $out[ $post_type ] ?? array(), 'name' );
		foreach ( $fields as $field ) {
			$name = (string) ( $field['name'] ?? '' );
			if ( '' !== $name && ! in_array( $name, $known, true ) ) {
				$out[ $post_type ][] = $this->definition( $field, $pod_id );
				$known[]             = $name;
			}
		}
	}

	/**
	 * The title of the group the edit screen shows a field under, on the fields it holds (the pod's
	 * own fields sit in its groups too): what the field's neighbours are.
	 *
	 * @param list<array<string, mixed>>                       $defs
	 * @param array<string, mixed>|\ArrayAccess<string, mixed> $group
	 */
	private function title_fields( array &$defs, $group ): void {
		$title = trim( (string) ( $group['label'] ?? '' ) );
		if ( '' === $title ) {
			return;
		}
		$names = array();
		foreach ( $group['fields'] ?? array() as $field ) {
			$names[] = (string) ( $field['name'] ?? '' );
		}
		foreach ( $defs as $i => $def ) {
			if ( ! isset( $def['group'] ) && in_array( $def['name'], $names, true ) ) {
				$defs[ $i ]['group'] = $title;
			}
		}
	}

	/**
	 * @param array<string, mixed>|\ArrayAccess<string, mixed> $field
	 * @param mixed                                            $pod_id
	 * @return array<string, mixed>
	 */
	private function definition( $field, $pod_id ): array {
		$type     = (string) ( $field['type'] ?? 'text' );
		$settings = array( 'pod_id' => (int) $pod_id );
		if ( $this->uses_podsrel( $field, $type ) ) {
			// Pods keeps a wp_podsrel row per related item and reads fields with an id from there.
			$settings['field_id'] = (int) ( $field['id'] ?? 0 );
			$settings['podsrel']  = true;
		}
		foreach ( self::SETTINGS as $key ) {
			$value = $field[ $key ] ?? null;
			if ( is_scalar( $value ) ) {
				$settings[ $key ] = $value;
			}
		}
		$settings += Field_Definition::around( $field[ "{$type}_placeholder" ] ?? null, $this->currency_sign( $field, $type ), null );
		if ( 'file' === $type ) {
			$settings += $this->file_types( $field );
		}
		if ( is_object( $field ) && method_exists( $field, 'is_repeatable' ) && method_exists( $field, 'get_limit' ) && $field->is_repeatable() ) {
			// A repeatable simple field keeps one meta row per value (PodsAPI::save_meta()).
			$settings['repeatable']       = true;
			$settings['repeatable_limit'] = (int) $field->get_limit();
		}
		return Field_Definition::compact(
			array(
				// Fields registered in code (pods_register_type) have no id; their name is unique in the pod.
				'key'          => (int) ( $field['id'] ?? 0 ) > 0 ? (string) $field['id'] : (string) $field['name'],
				'name'         => (string) $field['name'],
				'label'        => (string) ( $field['label'] ?? $field['name'] ),
				'type'         => $type,
				'required'     => ! empty( $field['required'] ),
				'instructions' => (string) ( $field['description'] ?? '' ),
				'min'          => Field_Definition::number( $field[ "{$type}_min" ] ?? null ),
				'max'          => Field_Definition::number( $field[ "{$type}_max" ] ?? null ),
				'step'         => Field_Definition::number( $field[ "{$type}_step" ] ?? null ),
				'maxlength'    => Field_Definition::number( $field[ "{$type}_max_length" ] ?? null ),
				'choices'      => 'pick' === $type ? $this->pick_choices( $field ) : null,
				'targets'      => 'pick' === $type ? $this->targets( $field ) : null,
				'settings'     => (object) $settings,
			)
		);
	}

	/**
	 * Relationship and file fields (not custom-simple picks, which are plain meta) while the
	 * podsrel table is on (pods_podsrel_enabled(): off in tableless mode or by filter).
	 *
	 * @param array<string, mixed>|\ArrayAccess<string, mixed> $field
	 */
	private function uses_podsrel( $field, string $type ): bool {
		$related = 'file' === $type || ( 'pick' === $type && ! $this->is_simple_pick( $field ) );
		return $related && function_exists( 'pods_podsrel_enabled' ) && pods_podsrel_enabled( null, 'save' );
	}

	/**
	 * The sign a currency field's input shows before it (always on the left, whatever the display
	 * placement), from Pods' own list of currencies; 'usd' when the field names none.
	 *
	 * @param array<string, mixed>|\ArrayAccess<string, mixed> $field
	 */
	private function currency_sign( $field, string $type ): ?string {
		if ( 'currency' !== $type || ! class_exists( 'PodsField_Currency' ) ) {
			return null;
		}
		$currencies = \PodsField_Currency::data_currencies();
		$currency   = (string) ( $field['currency_format_sign'] ?? 'usd' );
		return html_entity_decode( (string) ( $currencies[ $currency ]['sign'] ?? $currencies['usd']['sign'] ?? '' ), ENT_QUOTES, 'UTF-8' );
	}

	/**
	 * The extensions a file field takes, as Pods' own uploader works them out from `file_type`
	 * (images only when the field says nothing) and `file_allowed_extensions`.
	 *
	 * @param array<string, mixed>|\ArrayAccess<string, mixed> $field
	 * @return array{allowed_extensions?: list<string>}
	 */
	private function file_types( $field ): array {
		$loader = class_exists( 'PodsForm' ) ? \PodsForm::field_loader( 'file' ) : null;
		if ( ! is_object( $loader ) || ! method_exists( $loader, 'get_file_mime_types_for_field' ) ) {
			return array();
		}
		$types = $loader->get_file_mime_types_for_field( $field );
		if ( ! is_array( $types ) ) {
			return array();
		}
		return array( 'allowed_extensions' => array_values( array_map( 'strval', (array) ( $types['extensions'] ?? array() ) ) ) );
	}

	/**
	 * A pick whose object Pods lists from its own data (custom-simple, days of the week, countries…)
	 * and saves as plain values (PodsForm::simple_tableless_objects()).
	 *
	 * @param array<string, mixed>|\ArrayAccess<string, mixed> $field
	 */
	private function is_simple_pick( $field ): bool {
		$object = (string) ( $field['pick_object'] ?? '' );
		if ( 'custom-simple' === $object ) {
			return true;
		}
		return class_exists( 'PodsForm' ) && method_exists( 'PodsForm', 'simple_tableless_objects' ) && in_array( $object, (array) \PodsForm::simple_tableless_objects(), true );
	}

	/**
	 * The options of a simple pick: `pick_custom`'s lines, else the list Pods' data callback gives
	 * (PodsField_Pick::get_field_data()); none for a pick of posts, terms or users.
	 *
	 * @param array<string, mixed>|\ArrayAccess<string, mixed> $field
	 * @return list<array{value: string, label: string}>|null
	 */
	private function pick_choices( $field ): ?array {
		if ( 'custom-simple' === ( $field['pick_object'] ?? '' ) ) {
			return $this->custom_choices( (string) ( $field['pick_custom'] ?? '' ) );
		}
		if ( ! $this->is_simple_pick( $field ) ) {
			return null;
		}
		$data = \PodsForm::field_loader( 'pick' )->get_field_data( $field );
		return is_array( $data ) && array() !== $data ? Field_Definition::choices( $data ) : null;
	}

	/**
	 * `pick_custom` is one choice per line, `value|Label` or just `value`.
	 *
	 * @return list<array{value: string, label: string}>
	 */
	private function custom_choices( string $text ): array {
		$out   = array();
		$lines = preg_split( '/\r\n|\r|\n/', trim( $text ) );
		foreach ( false === $lines ? array() : $lines as $line ) {
			if ( '' === trim( $line ) ) {
				continue;
			}
			$parts = explode( '|', $line, 2 );
			$out[] = array(
				'value' => trim( $parts[0] ),
				'label' => trim( $parts[1] ?? $parts[0] ),
			);
		}
		return $out;
	}

	/**
	 * @param array<string, mixed>|\ArrayAccess<string, mixed> $field
	 * @return array<string, list<string>>|null
	 */
	private function targets( $field ): ?array {
		$value = (string) ( $field['pick_val'] ?? '' );
		switch ( $field['pick_object'] ?? '' ) {
			case 'post_type':
				return array( 'post_types' => Field_Definition::names( $value ) );
			case 'taxonomy':
				return array( 'taxonomies' => Field_Definition::names( $value ) );
			case 'user':
				return array( 'roles' => Field_Definition::names( $field['pick_user_role'] ?? array() ) );
			default:
				return null;
		}
	}
}
