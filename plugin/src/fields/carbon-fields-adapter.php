<?php
/**
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Fields;

use Carbon_Fields\Carbon_Fields;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Carbon Fields: the post_meta containers of its container repository, shown on a post type as the
 * container's own conditions decide (get_post_type_visibility()). Fields are read through their
 * getters, never to_json(), which would load every association option from the database.
 */
final class Carbon_Fields_Adapter implements Field_Adapter {

	/** A text field with one of these `type` attributes is a number input. */
	private const NUMBER_INPUTS = array( 'number', 'range' );

	public function slug(): string {
		return 'carbon-fields';
	}

	public function name(): string {
		return 'Carbon Fields';
	}

	public function version(): string {
		return defined( 'Carbon_Fields\\VERSION' ) ? (string) constant( 'Carbon_Fields\\VERSION' ) : '';
	}

	public function active(): bool {
		// A library, not a plugin: loaded means booted by the theme or a plugin (Carbon_Fields::boot()).
		return class_exists( Carbon_Fields::class ) && Carbon_Fields::is_booted();
	}

	public function definitions( array $post_types ): array {
		$out = array();
		foreach ( Carbon_Fields::resolve( 'container_repository' )->get_containers( 'post_meta' ) as $container ) {
			$shown = array_intersect( (array) $container->get_post_type_visibility(), $post_types );
			$defs  = Field_Definition::in_group( $this->children( $container->get_fields() ), $container->title ?? '' );
			foreach ( $shown as $post_type ) {
				foreach ( $defs as $def ) {
					$out[ $post_type ][] = $def;
				}
			}
		}
		return $out;
	}

	/**
	 * @param iterable<object> $fields Carbon_Fields\Field\Field instances.
	 * @return list<array<string, mixed>>
	 */
	private function children( iterable $fields ): array {
		$out = array();
		foreach ( $fields as $field ) {
			$out[] = $this->definition( $field );
		}
		return $out;
	}

	/**
	 * @param object $field A Carbon_Fields\Field\Field.
	 * @return array<string, mixed>
	 */
	private function definition( object $field ): array {
		$type       = (string) $field->get_type();
		$input_type = (string) $field->get_attribute( 'type' );
		$is_number  = 'text' === $type && in_array( $input_type, self::NUMBER_INPUTS, true );
		$options    = method_exists( $field, 'get_options' ) && 'association' !== $type ? (array) $field->get_options() : null;
		$icons      = 'icon' === $type && null !== $options ? $this->icon_options( $options ) : null;
		$choices    = null !== $options ? Field_Definition::choices( $icons['labels'] ?? $options ) : null;
		$groups     = 'complex' === $type ? $this->layouts( $field ) : array();
		// A complex field with only Carbon's unnamed group '_' holds its sub-fields itself.
		$unnamed = 1 === count( $groups ) && '_' === $groups[0]['name'];
		return Field_Definition::compact(
			array(
				'key'          => (string) $field->get_base_name(),
				'name'         => (string) $field->get_base_name(),
				'label'        => (string) $field->get_label(),
				'type'         => $type,
				'required'     => (bool) $field->is_required(),
				'instructions' => (string) $field->get_help_text(),
				'min'          => $is_number ? Field_Definition::number( $field->get_attribute( 'min' ) ) : $this->limit( $field, 'get_min' ),
				'max'          => $is_number ? Field_Definition::number( $field->get_attribute( 'max' ) ) : $this->limit( $field, 'get_max' ),
				'step'         => $is_number ? Field_Definition::number( $field->get_attribute( 'step' ) ) : null,
				'maxlength'    => Field_Definition::number( $field->get_attribute( 'maxLength' ) ),
				'choices'      => $choices,
				'targets'      => Field_Definition::post_targets( $choices ),
				'sub_fields'   => $unnamed ? $groups[0]['sub_fields'] : null,
				'layouts'      => 'complex' === $type && ! $unnamed ? $groups : null,
				'settings'     => (object) ( $this->settings( $field, $type, $input_type ) + ( null !== $icons ? array( 'icon_provider' => $icons['provider'] ) : array() ) ),
			)
		);
	}

	/**
	 * An icon field's options (htmlburger/carbon-field-icon Icon_Field::get_options()) are arrays: the picker shows
	 * their name, and the provider of the chosen one is saved beside it. The provider goes out once when all
	 * options share it, else by option value.
	 *
	 * @param array<mixed> $options
	 * @return array{labels: array<string, string>, provider: string|object}
	 */
	private function icon_options( array $options ): array {
		$labels    = array();
		$providers = array();
		foreach ( $options as $value => $option ) {
			$option              = (array) $option;
			$value               = (string) ( $option['value'] ?? $value );
			$labels[ $value ]    = (string) ( $option['name'] ?? $value );
			$providers[ $value ] = (string) ( $option['provider'] ?? 'custom' );
		}
		$distinct = array_values( array_unique( $providers ) );
		return array(
			'labels'   => $labels,
			'provider' => 1 === count( $distinct ) ? $distinct[0] : (object) $providers,
		);
	}

	/**
	 * Complex and association fields count their entries; -1 or 0 means no limit.
	 */
	private function limit( object $field, string $getter ): ?float {
		if ( ! method_exists( $field, $getter ) ) {
			return null;
		}
		$limit = (int) $field->$getter();
		return $limit > 0 ? (float) $limit : null;
	}

	/**
	 * A complex field's groups; one added without a name is Carbon's default group '_'.
	 *
	 * @return list<array{name: string, label: string, sub_fields: list<array<string, mixed>>}>
	 */
	private function layouts( object $field ): array {
		$out = array();
		foreach ( $field->get_group_names() as $name ) {
			$group = $field->get_group_by_name( $name );
			$out[] = array(
				'name'       => (string) $name,
				'label'      => (string) $group->get_label(),
				'sub_fields' => $this->children( $group->get_fields() ),
			);
		}
		return $out;
	}

	/**
	 * What the worker's Carbon Fields storage writer reads: the input type of text fields, the
	 * checkbox's stored value, dates' storage formats, association types, media value types.
	 *
	 * @return array<string, mixed>
	 */
	private function settings( object $field, string $type, string $input_type ): array {
		$settings = Field_Definition::around( $field->get_attribute( 'placeholder' ), null, null );
		if ( '' !== $input_type ) {
			$settings['input_type'] = $input_type;
		}
		if ( 'checkbox' === $type ) {
			$settings['option_value'] = (string) $field->get_option_value();
		}
		if ( method_exists( $field, 'get_storage_format' ) ) {
			$settings['storage_format'] = (string) $field->get_storage_format();
		}
		if ( 'association' === $type ) {
			$settings['types'] = array_values( (array) $field->get_types() );
		}
		// Media_Gallery_Field keeps value_type and its type filter protected; its JSON is the documented way out.
		$gallery = 'media_gallery' === $type ? $field->to_json( false ) : array();
		if ( isset( $field->value_type ) ) {
			$settings['value_type'] = (string) $field->value_type;
		} elseif ( 'media_gallery' === $type ) {
			$settings['value_type'] = (string) ( $gallery['value_type'] ?? 'id' );
		}
		// set_type() limits the media library of file, image and gallery fields to MIME types or groups.
		$allowed = Field_Definition::extensions( (array) ( $field->field_type ?? $gallery['type_filter'] ?? array() ) );
		if ( null !== $allowed ) {
			$settings['allowed_extensions'] = $allowed;
		}
		return $settings;
	}
}
