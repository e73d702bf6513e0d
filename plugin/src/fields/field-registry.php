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
 * The six field-plugin adapters in their fixed order (the worker picks the primary one from it)
 * and the `fields` member of the host context they produce together.
 */
final class Field_Registry {

	/**
	 * @return list<Field_Adapter>
	 */
	public static function adapters(): array {
		return array(
			new Acf_Adapter(),
			new Meta_Box_Adapter(),
			new Pods_Adapter(),
			new Jetengine_Adapter(),
			new Cmb2_Adapter(),
			new Carbon_Fields_Adapter(),
		);
	}

	/**
	 * @return array{adapters: list<array{slug: string, name: string, version: string, active: bool}>, definitions: object}
	 */
	public static function context(): array {
		$post_types  = array_values( array_map( 'strval', get_post_types( array( 'show_ui' => true ) ) ) );
		$listed      = array();
		$definitions = array();
		foreach ( self::adapters() as $adapter ) {
			$active   = $adapter->active();
			$listed[] = array(
				'slug'    => $adapter->slug(),
				'name'    => $adapter->name(),
				'version' => $adapter->version(),
				'active'  => $active,
			);
			if ( ! $active ) {
				continue;
			}
			try {
				$defs = $adapter->definitions( $post_types );
			} catch ( \Throwable $e ) {
				// A half-loaded plugin or a malformed group must not take the whole REST API down.
				$defs = array();
			}
			if ( array() !== $defs ) {
				$definitions[ $adapter->slug() ] = $defs;
			}
		}
		return array(
			'adapters'    => $listed,
			'definitions' => (object) $definitions,
		);
	}
}
