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
 * One field plugin as the worker sees it: whether it runs, and its field definitions per post type
 * in the normalised shape of schemas/host-context.json (`fields.definitions`).
 */
interface Field_Adapter {

	public function slug(): string;

	public function name(): string;

	/** Empty when the plugin is not loaded. */
	public function version(): string;

	public function active(): bool;

	/**
	 * @param list<string> $post_types Post types with an admin screen.
	 * @return array<string, list<array<string, mixed>>> Definitions by post type; types without fields absent.
	 */
	public function definitions( array $post_types ): array;
}
