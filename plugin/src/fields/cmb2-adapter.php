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
 * CMB2: every box made with new_cmb2_box() sits in CMB2_Boxes; `object_types` names its post
 * types and `fields` its field arguments (groups carry their own `fields`).
 */
final class Cmb2_Adapter implements Field_Adapter {

	/** Settings the worker's CMB2 storage writer reads. */
	private const SETTINGS = array( 'repeatable', 'date_format', 'time_format', 'taxonomy', 'timezone_meta_key', 'default' );

	public function slug(): string {
		return 'cmb2';
	}

	public function name(): string {
		return 'CMB2';
	}

	public function version(): string {
		return defined( 'CMB2_VERSION' ) ? (string) CMB2_VERSION : '';
	}

	public function active(): bool {
		return class_exists( 'CMB2_Boxes' ) && method_exists( 'CMB2_Boxes', 'get_all' );
	}

	public function definitions( array $post_types ): array {
		self::register_admin_boxes();
		$out = array();
		foreach ( (array) \CMB2_Boxes::get_all() as $cmb ) {
			if ( ! is_object( $cmb ) || ! method_exists( $cmb, 'prop' ) ) {
				continue;
			}
			// Boxes for terms, users, comments or options pages do not fill posts.
			$types = array_intersect( Field_Definition::names( $cmb->prop( 'object_types' ) ), $post_types );
			$defs  = Field_Definition::in_group( $this->children( (array) $cmb->prop( 'fields' ) ), $cmb->prop( 'title' ) );
			foreach ( $types as $post_type ) {
				foreach ( $defs as $def ) {
					$out[ $post_type ][] = $def;
				}
			}
		}
		return $out;
	}

	/**
	 * The boxes the post edit screen shows include those registered on `cmb2_admin_init`, the hook
	 * CMB2's own examples use, which CMB2 fires only where is_admin() (REST requests are not). It
	 * is fired here once, as the edit screen fires it: callbacks add boxes to CMB2_Boxes, and boxes
	 * made after CMB2's hookup save nothing and render nothing.
	 */
	private static function register_admin_boxes(): void {
		if ( ! is_admin() && did_action( 'cmb2_init' ) && ! did_action( 'cmb2_admin_init' ) && has_action( 'cmb2_admin_init' ) ) {
			do_action( 'cmb2_admin_init' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals -- CMB2's own hook.
		}
	}

	/**
	 * @param array<int|string, mixed> $fields
	 * @return list<array<string, mixed>>
	 */
	private function children( array $fields ): array {
		$out = array();
		foreach ( $fields as $field ) {
			if ( is_array( $field ) && ! empty( $field['id'] ) && 'title' !== ( $field['type'] ?? '' ) ) {
				$out[] = $this->definition( $field );
			}
		}
		return $out;
	}

	/**
	 * @param array<string, mixed> $field CMB2 field arguments.
	 * @return array<string, mixed>
	 */
	private function definition( array $field ): array {
		$type       = (string) ( $field['type'] ?? 'text' );
		$attributes = is_array( $field['attributes'] ?? null ) ? $field['attributes'] : array();
		$options    = is_array( $field['options'] ?? null ) ? $field['options'] : array();
		$settings   = Field_Definition::settings( $field, self::SETTINGS );
		// An HTML input type in `attributes` (type => number) makes a text field a number field.
		if ( is_string( $attributes['type'] ?? null ) ) {
			$settings['input_type'] = $attributes['type'];
		}
		if ( 'group' === $type ) {
			// A group is repeatable unless its options say otherwise (CMB2's default).
			$settings['repeatable'] = ! isset( $field['repeatable'] ) || ! empty( $field['repeatable'] );
		}
		return Field_Definition::compact(
			array(
				'key'          => (string) $field['id'],
				'name'         => (string) $field['id'],
				'label'        => (string) ( $field['name'] ?? $field['id'] ),
				'type'         => $type,
				'required'     => ! empty( $attributes['required'] ),
				'instructions' => (string) ( $field['desc'] ?? '' ),
				'min'          => Field_Definition::number( $attributes['min'] ?? null ),
				'max'          => Field_Definition::number( $attributes['max'] ?? null ),
				'step'         => Field_Definition::number( $attributes['step'] ?? null ),
				'maxlength'    => Field_Definition::number( $attributes['maxlength'] ?? null ),
				'choices'      => 'group' !== $type && array() !== $options ? Field_Definition::choices( $options ) : null,
				'targets'      => str_starts_with( $type, 'taxonomy_' ) ? array( 'taxonomies' => Field_Definition::names( $field['taxonomy'] ?? array() ) ) : null,
				'sub_fields'   => 'group' === $type ? $this->children( (array) ( $field['fields'] ?? array() ) ) : null,
				'settings'     => (object) $settings,
			)
		);
	}
}
