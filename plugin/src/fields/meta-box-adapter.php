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
 * Meta Box: its meta box registry holds every box registered through the `rwmb_meta_boxes` filter
 * (code, Builder, JSON), each with `post_types` and normalised `fields`.
 */
final class Meta_Box_Adapter implements Field_Adapter {

	/** Settings the worker's Meta Box storage writer reads. */
	private const SETTINGS = array( 'clone', 'clone_as_multiple', 'multiple', 'timestamp', 'save_format', 'php_format', 'taxonomy', 'max_file_uploads', 'min_clone', 'max_clone', 'field_type', 'std', 'raw', 'prepend', 'append', 'placeholder' );

	public function slug(): string {
		return 'meta-box';
	}

	public function name(): string {
		return 'Meta Box';
	}

	public function version(): string {
		return defined( 'RWMB_VER' ) ? (string) RWMB_VER : '';
	}

	public function active(): bool {
		return function_exists( 'rwmb_get_registry' );
	}

	public function definitions( array $post_types ): array {
		$out = array();
		foreach ( (array) rwmb_get_registry( 'meta_box' )->all() as $box ) {
			$meta_box = is_object( $box ) && isset( $box->meta_box ) && is_array( $box->meta_box ) ? $box->meta_box : null;
			if ( null === $meta_box ) {
				continue;
			}
			$types = Field_Definition::names( $meta_box['post_types'] ?? array( 'post' ) );
			foreach ( array_intersect( $types, $post_types ) as $post_type ) {
				foreach ( Field_Definition::in_group( $this->children( (array) ( $meta_box['fields'] ?? array() ) ), $meta_box['title'] ?? '' ) as $def ) {
					$out[ $post_type ][] = $def;
				}
			}
		}
		return $out;
	}

	/**
	 * @param array<int|string, mixed> $fields
	 * @return list<array<string, mixed>>
	 */
	private function children( array $fields ): array {
		$out = array();
		foreach ( $fields as $field ) {
			// Headings, dividers and buttons have no id and store nothing.
			if ( is_array( $field ) && ! empty( $field['id'] ) ) {
				$out[] = $this->definition( $field );
			}
		}
		return $out;
	}

	/**
	 * @param array<string, mixed> $field A Meta Box field array.
	 * @return array<string, mixed>
	 */
	private function definition( array $field ): array {
		$type       = (string) ( $field['type'] ?? 'text' );
		$attributes = is_array( $field['attributes'] ?? null ) ? $field['attributes'] : array();
		$choices    = $this->choices( $field );
		$settings   = Field_Definition::settings( $field, self::SETTINGS );
		if ( class_exists( 'RWMB_Helpers_Field' ) ) {
			// The class that renders and saves the field: RWMB_Input_Field for a type Meta Box has no class of its own.
			$settings['field_class'] = \RWMB_Helpers_Field::get_class( $field );
		}

		// File fields limit the media library to `mime_type`; image fields their input to `accept`.
		$limit   = (string) ( $field['mime_type'] ?? '' );
		$allowed = Field_Definition::extensions( explode( ',', '' !== $limit ? $limit : (string) ( $attributes['accept'] ?? '' ) ) );
		if ( null !== $allowed ) {
			$settings['allowed_extensions'] = $allowed;
		}
		return Field_Definition::compact(
			array(
				'key'          => (string) $field['id'],
				'name'         => (string) $field['id'],
				'label'        => (string) ( $field['name'] ?? $field['id'] ),
				'type'         => $type,
				'required'     => ! empty( $field['required'] ) || ! empty( $attributes['required'] ),
				'instructions' => trim( ( $field['label_description'] ?? '' ) . ' ' . ( $field['desc'] ?? '' ) ),
				'min'          => Field_Definition::number( $field['min'] ?? $attributes['min'] ?? null ),
				'max'          => Field_Definition::number( $field['max'] ?? $attributes['max'] ?? null ),
				'step'         => Field_Definition::number( $field['step'] ?? $attributes['step'] ?? null ),
				'maxlength'    => Field_Definition::number( $field['maxlength'] ?? $attributes['maxlength'] ?? null ),
				'choices'      => $choices,
				'multiple'     => isset( $field['multiple'] ) ? ! empty( $field['multiple'] ) : null,
				'targets'      => $this->targets( $type, $field ) ?? Field_Definition::post_targets( $choices ),
				'sub_fields'   => 'group' === $type ? $this->children( (array) ( $field['fields'] ?? array() ) ) : null,
				'settings'     => (object) $settings,
			)
		);
	}

	/**
	 * The options as Meta Box lists them: `options` built in code may hold value/label arrays
	 * (RWMB_Choice_Field::transform_options()), and Meta Box Builder's `callback:` options are
	 * already called when the registry normalised the field.
	 *
	 * @param array<string, mixed> $field
	 * @return list<array{value: string, label: string}>|null
	 */
	private function choices( array $field ): ?array {
		$options = is_array( $field['options'] ?? null ) ? $field['options'] : array();
		if ( array() === $options ) {
			return null;
		}
		if ( class_exists( 'RWMB_Choice_Field' ) ) {
			$options = array_map( static fn( $option ) => $option->label ?? '', \RWMB_Choice_Field::transform_options( $options ) );
		}
		return Field_Definition::choices( $options );
	}

	/**
	 * @param array<string, mixed> $field
	 * @return array<string, list<string>>|null
	 */
	private function targets( string $type, array $field ): ?array {
		if ( 'post' === $type ) {
			return array( 'post_types' => Field_Definition::names( $field['post_type'] ?? array( 'post' ) ) );
		}
		if ( in_array( $type, array( 'taxonomy', 'taxonomy_advanced' ), true ) ) {
			return array( 'taxonomies' => Field_Definition::names( $field['taxonomy'] ?? array( 'category' ) ) );
		}
		if ( 'user' === $type ) {
			$args = is_array( $field['query_args'] ?? null ) ? $field['query_args'] : array();
			return array( 'roles' => Field_Definition::names( $args['role__in'] ?? $args['role'] ?? array() ) );
		}
		return null;
	}
}
