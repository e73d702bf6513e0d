<?php
/**
 * What plugin/src/fields/ calls of the field plugins, declared as loosely as the adapters treat it
 * (each adapter checks that the plugin is loaded, and the shape of what it hands back, itself).
 * Only declarations, for PHPStan: none of the plugins is part of this repository.
 *
 * @package SeedPress
 */

/**
 * ACF and Secure Custom Fields: a group's fields (array, or false for an unknown group).
 *
 * @param mixed $parent A field group (array), its key or its id.
 * @return mixed
 */
function acf_get_fields( $parent ) {}

/**
 * ACF and Secure Custom Fields: the field groups that match a filter.
 *
 * @param array<string, mixed> $filter
 * @return mixed
 */
function acf_get_field_groups( $filter = array() ) {}

/**
 * JetEngine's plugin instance.
 *
 * @return mixed
 */
function jet_engine() {}

/**
 * Meta Box: one of its registries ("meta_box", "field", ...).
 *
 * @return mixed
 */
function rwmb_get_registry( string $type ) {}

/**
 * Pods: its API object.
 *
 * @return mixed
 */
function pods_api() {}

/**
 * Pods: its PodsMeta object.
 *
 * @return mixed
 */
function pods_meta() {}

/**
 * Pods: whether relationships are kept in the wp_podsrel table.
 *
 * @param mixed       $field
 * @param string|null $context
 */
function pods_podsrel_enabled( $field = null, $context = null ): bool {}

/** Pods: its form helpers, the field classes and the objects it lists from its own data. */
class PodsForm {
	/**
	 * @param string $field_type
	 * @param string $file
	 * @return mixed
	 */
	public static function field_loader( $field_type, $file = '' ) {}

	/** @return string[] */
	public static function simple_tableless_objects() {}
}

/** CMB2: every box made so far. */
class CMB2_Boxes {
	/** @return mixed */
	public static function get_all() {}
}
