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

	/** Types whose `options` are choices (other types keep their input's settings there, as wysiwyg its editor's). */
	private const CHOICE_TYPES = array( 'select', 'radio', 'radio_inline', 'multicheck', 'multicheck_inline', 'select_timezone', 'pw_select', 'pw_multiselect', 'faiconselect' );

	/** Settings the worker's CMB2 storage writer reads. */
	private const SETTINGS = array( 'repeatable', 'date_format', 'time_format', 'taxonomy', 'timezone_meta_key', 'default', 'split_values' );

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
			$defs  = Field_Definition::in_group( $this->children( $cmb, (array) $cmb->prop( 'fields' ) ), $cmb->prop( 'title' ) );
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
	 * @param object                   $cmb    The CMB2 box.
	 * @param array<int|string, mixed> $fields
	 * @param object|null              $group  The group field (CMB2_Field) the fields belong to.
	 * @return list<array<string, mixed>>
	 */
	private function children( object $cmb, array $fields, ?object $group = null ): array {
		$out = array();
		foreach ( $fields as $field ) {
			if ( is_array( $field ) && ! empty( $field['id'] ) && 'title' !== ( $field['type'] ?? '' ) ) {
				$out[] = $this->definition( $cmb, $field, $group );
			}
		}
		return $out;
	}

	/**
	 * @param object               $cmb   The CMB2 box.
	 * @param array<string, mixed> $field CMB2 field arguments.
	 * @param object|null          $group The group field it belongs to.
	 * @return array<string, mixed>
	 */
	private function definition( object $cmb, array $field, ?object $group ): array {
		$type       = (string) ( $field['type'] ?? 'text' );
		$attributes = is_array( $field['attributes'] ?? null ) ? $field['attributes'] : array();
		$object     = method_exists( $cmb, 'get_field' ) ? $cmb->get_field( $field, $group ) : null;
		$options    = in_array( $type, array( 'group', 'custom_attached_posts' ), true ) ? array() : $this->options( $field, $object );
		$choices    = array() !== $options ? Field_Definition::choices( $options ) : null;
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
				'choices'      => $choices,
				'targets'      => $this->targets( $field, $type, $choices ),
				'sub_fields'   => 'group' === $type ? $this->children( $cmb, (array) ( $field['fields'] ?? array() ), is_object( $object ) ? $object : null ) : null,
				'settings'     => (object) $this->settings( $field, $type, $attributes, $object ),
			)
		);
	}

	/**
	 * What a relational field points at: a taxonomy field's taxonomies, the post types of the
	 * attached-posts add-on's `options.query_args` ('post' when it names none), or the posts a
	 * choice field's options turn out to be.
	 *
	 * @param array<string, mixed>                       $field
	 * @param list<array{value: string, label: string}>|null $choices
	 * @return array<string, list<string>>|null
	 */
	private function targets( array $field, string $type, ?array $choices ): ?array {
		if ( str_starts_with( $type, 'taxonomy_' ) ) {
			return array( 'taxonomies' => Field_Definition::names( $field['taxonomy'] ?? array() ) );
		}
		if ( 'custom_attached_posts' === $type ) {
			$query = is_array( $field['options']['query_args'] ?? null ) ? $field['options']['query_args'] : array();
			return array( 'post_types' => Field_Definition::names( $query['post_type'] ?? 'post' ) );
		}
		return Field_Definition::post_targets( $choices );
	}

	/**
	 * What the edit screen shows for a `before_field` or `after_field` argument: a callback's
	 * output or return value (CMB2_Base::get_param_callback_result(), as CMB2_Types renders it),
	 * else the text itself.
	 *
	 * @param array<string, mixed> $field
	 * @param mixed                $cmb2_field The CMB2_Field, when the box made one.
	 * @return mixed
	 */
	private function shown( array $field, string $param, $cmb2_field ) {
		if ( ! isset( $field[ $param ] ) ) {
			return null;
		}
		if ( is_object( $cmb2_field ) && method_exists( $cmb2_field, 'get_param_callback_result' ) ) {
			return $cmb2_field->get_param_callback_result( $param );
		}
		return is_callable( $field[ $param ] ) ? null : $field[ $param ];
	}

	/**
	 * The options the edit screen lists: CMB2_Field::options() adds what `options_cb` returns to
	 * `options`, called with the field as CMB2 calls it.
	 *
	 * @param array<string, mixed> $field
	 * @param mixed                $cmb2_field The CMB2_Field, when the box made one.
	 * @return array<int|string, mixed>
	 */
	private function options( array $field, $cmb2_field ): array {
		// Core types are CMB2 methods, which PHP finds whatever the case.
		if ( in_array( strtolower( (string) ( $field['type'] ?? '' ) ), self::CHOICE_TYPES, true ) && is_object( $cmb2_field ) && method_exists( $cmb2_field, 'options' ) ) {
			return (array) $cmb2_field->options();
		}
		return is_array( $field['options'] ?? null ) ? $field['options'] : array();
	}

	/**
	 * @param array<string, mixed> $field
	 * @param array<string, mixed> $attributes
	 * @param mixed                $cmb2_field The CMB2_Field, when the box made one.
	 * @return array<string, mixed>
	 */
	private function settings( array $field, string $type, array $attributes, $cmb2_field ): array {
		$before = $this->shown( $field, 'before_field', $cmb2_field );
		// A money input shows "$" before it unless the field puts something else there (CMB2_Types::text_money()).
		if ( 'text_money' === $type && ( ! is_string( $before ) || '' === trim( $before ) ) ) {
			$before = '$';
		}
		$settings = Field_Definition::settings( $field, self::SETTINGS ) + Field_Definition::around( $attributes['placeholder'] ?? null, $before, $this->shown( $field, 'after_field', $cmb2_field ) );
		// An HTML input type in `attributes` (type => number) makes a text field a number field.
		if ( is_string( $attributes['type'] ?? null ) ) {
			$settings['input_type'] = $attributes['type'];
		}
		if ( 'custom_attached_posts' === $type && ! empty( $field['options']['query_users'] ) ) {
			$settings['query_users'] = true;
		}
		if ( 'group' === $type ) {
			// A group is repeatable unless its options say otherwise (CMB2's default).
			$settings['repeatable'] = ! isset( $field['repeatable'] ) || ! empty( $field['repeatable'] );
		}
		if ( in_array( $type, array( 'file', 'file_list' ), true ) ) {
			// `query_args` type limits the media library to MIME types: 'image', 'application/pdf' or a list.
			$query   = is_array( $field['query_args'] ?? null ) ? $field['query_args'] : array();
			$allowed = Field_Definition::extensions( (array) ( $query['type'] ?? array() ) );
			if ( null !== $allowed ) {
				$settings['allowed_extensions'] = $allowed;
			}
		}
		return $settings;
	}
}
