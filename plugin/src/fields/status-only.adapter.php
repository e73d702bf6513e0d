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
 * A field plugin whose definitions SeedPress does not read yet: reported (loaded or not, version),
 * never filled. The worker's storage writer for it exists; the reading side is still to come.
 */
final class Status_Only_Adapter implements Field_Adapter {

	/**
	 * @param callable(): string $version Empty when the plugin is not loaded.
	 */
	public function __construct(
		private readonly string $slug,
		private readonly string $name,
		private $version
	) {}

	public function slug(): string {
		return $this->slug;
	}

	public function name(): string {
		return $this->name;
	}

	public function version(): string {
		return (string) ( $this->version )();
	}

	public function active(): bool {
		return '' !== $this->version();
	}

	public function definitions( array $post_types ): array {
		return array();
	}
}
