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
 * JetEngine: jet_engine()->meta_boxes->get_registered_fields() maps each object (a post type, a
 * taxonomy, a user group) to the meta fields of its meta boxes and of the post type's own "Meta
 * fields", already merged by JetEngine. Tabs, accordions and endpoints are layout, not fields.
 */
final class Jetengine_Adapter implements Field_Adapter {

	/** Settings the worker's JetEngine storage writer reads. */
	private const SETTINGS = array( 'is_multiple', 'is_timestamp', 'is_array', 'value_format', 'map_value_format' );

	/** Hidden fields JetEngine's Maps Listings adds next to each map field (its "raw-fields" filter). */
	private const MAP_SERVICE_SUFFIXES = array( '_hash', '_lat', '_lng' );

	public function slug(): string {
		return 'jetengine';
	}

	public function name(): string {
		return 'JetEngine';
	}

	public function version(): string {
		return $this->active() && method_exists( jet_engine(), 'get_version' ) ? (string) jet_engine()->get_version() : '';
	}

	public function active(): bool {
		return function_exists( 'jet_engine' ) && is_object( jet_engine() ) && isset( jet_engine()->meta_boxes ) && is_object( jet_engine()->meta_boxes );
	}

	public function definitions( array $post_types ): array {
		$out = array();
		foreach ( (array) jet_engine()->meta_boxes->get_registered_fields() as $object => $fields ) {
			if ( ! in_array( (string) $object, $post_types, true ) ) {
				continue;
			}
			$titles = $this->tab_titles( (array) $fields );
			$defs   = array_map( static fn( array $def ): array => $def + ( isset( $titles[ $def['name'] ] ) ? array( 'group' => $titles[ $def['name'] ] ) : array() ), $this->children( (array) $fields, false ) );
			if ( array() !== $defs ) {
				$out[ (string) $object ] = $defs;
			}
		}
		return $out;
	}

	/**
	 * The title of the tab or accordion the edit screen shows each field under (an `endpoint`
	 * closes one): which fields are its neighbours.
	 *
	 * @param array<int|string, mixed> $fields
	 * @return array<string, string> Titles by field name.
	 */
	private function tab_titles( array $fields ): array {
		$titles = array();
		$title  = '';
		foreach ( $fields as $field ) {
			$kind = is_array( $field ) ? (string) ( $field['object_type'] ?? 'field' ) : '';
			if ( in_array( $kind, array( 'tab', 'accordion', 'endpoint' ), true ) ) {
				$title = 'endpoint' === $kind ? '' : trim( (string) ( $field['title'] ?? '' ) );
			} elseif ( 'field' === $kind && '' !== $title && ! empty( $field['name'] ) ) {
				$titles[ (string) $field['name'] ] = $title;
			}
		}
		return $titles;
	}

	/**
	 * @param array<int|string, mixed> $fields
	 * @param bool                     $in_repeater Sub fields of a repeater.
	 * @return list<array<string, mixed>>
	 */
	private function children( array $fields, bool $in_repeater ): array {
		$service = $this->map_service_names( $fields, $in_repeater );
		$out     = array();
		foreach ( $fields as $field ) {
			if ( is_array( $field ) && ! empty( $field['name'] ) && 'field' === ( $field['object_type'] ?? 'field' ) && ! isset( $service[ (string) $field['name'] ] ) ) {
				$out[] = $this->definition( $field, $in_repeater );
			}
		}
		return $out;
	}

	/**
	 * Maps Listings registers three hidden fields per map field, "<prefix>_hash", "_lat", "_lng",
	 * which its map control fills from the map's value. They are written with the map (the worker
	 * derives them), never generated on their own.
	 *
	 * @param array<int|string, mixed> $fields
	 * @return array<string, true> Their names.
	 */
	private function map_service_names( array $fields, bool $in_repeater ): array {
		$names = array();
		foreach ( $fields as $field ) {
			if ( is_array( $field ) && 'map' === ( $field['type'] ?? '' ) && ! empty( $field['name'] ) ) {
				foreach ( self::MAP_SERVICE_SUFFIXES as $suffix ) {
					$names[ $this->map_prefix( (string) $field['name'], $in_repeater ) . $suffix ] = true;
				}
			}
		}
		return $names;
	}

	/**
	 * Prefix of a map field's service fields: md5 of its name, through Maps Listings' own filter
	 * (custom meta storage changes it); inside a repeater the sub field's name.
	 */
	private function map_prefix( string $name, bool $in_repeater ): string {
		if ( $in_repeater ) {
			return $name;
		}
		$class = '\\Jet_Engine\\Modules\\Maps_Listings\\Map_Field';
		return class_exists( $class ) ? (string) $class::get_field_prefix( $name ) : md5( $name );
	}

	/**
	 * @param array<string, mixed> $field A JetEngine meta field.
	 * @return array<string, mixed>
	 */
	private function definition( array $field, bool $in_repeater ): array {
		$type     = (string) ( $field['type'] ?? 'text' );
		$settings = Field_Definition::settings( $field, self::SETTINGS );
		if ( 'map' === $type ) {
			$settings['map_field_prefix'] = $this->map_prefix( (string) $field['name'], $in_repeater );
		}
		return Field_Definition::compact(
			array(
				'key'          => (string) $field['name'],
				'name'         => (string) $field['name'],
				'label'        => (string) ( $field['title'] ?? $field['name'] ),
				'type'         => $type,
				'required'     => ! empty( $field['is_required'] ),
				'instructions' => (string) ( $field['description'] ?? '' ),
				'min'          => Field_Definition::number( $field['min_value'] ?? null ),
				'max'          => Field_Definition::number( $field['max_value'] ?? null ),
				'step'         => Field_Definition::number( $field['step_value'] ?? null ),
				'maxlength'    => Field_Definition::number( $field['max_length'] ?? null ),
				'multiple'     => 'posts' === $type || 'select' === $type ? ! empty( $field['is_multiple'] ) : null,
				'choices'      => in_array( $type, array( 'select', 'checkbox', 'radio' ), true ) ? $this->choices( $field ) : null,
				'targets'      => 'posts' === $type ? array( 'post_types' => Field_Definition::names( $field['search_post_type'] ?? array() ) ) : null,
				'sub_fields'   => 'repeater' === $type ? $this->children( (array) ( $field['repeater-fields'] ?? array() ), true ) : null,
				'settings'     => (object) $settings,
			)
		);
	}

	/**
	 * Manual options are `[{key, value}]`; bulk options one `key::label` a line, `key::label::checked`
	 * for a default (JetEngine's Manual_Bulk_Options::parse_options()); a glossary's options
	 * come from JetEngine's glossaries. Query-builder sources are resolved at render time and
	 * are not read here.
	 *
	 * @param array<string, mixed> $field
	 * @return list<array{value: string, label: string}>
	 */
	private function choices( array $field ): array {
		if ( $this->from_glossary( $field ) ) {
			return Field_Definition::choices( jet_engine()->glossaries->filters->get_glossary_options( (int) $field['glossary_id'] ) );
		}
		if ( 'manual_bulk' === ( $field['options_source'] ?? '' ) ) {
			$map   = array();
			$lines = preg_split( '/\r\n|\r|\n/', trim( (string) ( $field['bulk_options'] ?? '' ) ) );
			foreach ( false === $lines ? array() : $lines as $line ) {
				if ( '' !== trim( $line ) ) {
					$parts                    = explode( '::', $line );
					$map[ trim( $parts[0] ) ] = trim( $parts[1] ?? $parts[0] );
				}
			}
			return Field_Definition::choices( $map );
		}
		$map = array();
		foreach ( (array) ( $field['options'] ?? array() ) as $option ) {
			if ( is_array( $option ) && isset( $option['key'] ) && is_scalar( $option['key'] ) ) {
				$map[ (string) $option['key'] ] = $option['value'] ?? $option['key'];
			}
		}
		return Field_Definition::choices( $map );
	}

	/**
	 * `options_source: glossary`, or the older `options_from_glossary` switch (JetEngine's
	 * Glossaries\Meta_Fields::is_field_of_current_source()), with glossaries loaded.
	 *
	 * @param array<string, mixed> $field
	 */
	private function from_glossary( array $field ): bool {
		$source   = $field['options_source'] ?? null;
		$glossary = null === $source ? ! empty( $field['options_from_glossary'] ) : 'glossary' === $source;
		return $glossary && ! empty( $field['glossary_id'] ) && isset( jet_engine()->glossaries->filters ) && method_exists( jet_engine()->glossaries->filters, 'get_glossary_options' );
	}
}
