<?php
/**
 * What plugin/src/fields/carbon-fields-adapter.php calls of Carbon Fields (a library a theme or
 * plugin bundles), declared as loosely as the adapter treats it. Only declarations, for PHPStan.
 *
 * @package SeedPress
 */

namespace Carbon_Fields;

/** The library's entry point. */
class Carbon_Fields {
	/** Whether Carbon_Fields::boot() ran. */
	public static function is_booted(): bool {}

	/**
	 * A service of its container ("container_repository", ...).
	 *
	 * @return mixed
	 */
	public static function resolve( string $key ) {}
}
