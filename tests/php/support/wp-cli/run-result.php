<?php
/**
 * What a `wp` run printed, and how it ended.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests\Cli;

/**
 * What a run printed, and how it ended.
 */
final class Run_Result {

	/**
	 * @param list<string> $progress What the progress bars were asked to do.
	 */
	public function __construct(
		public readonly int $exit_code,
		public readonly string $stdout,
		public readonly string $stderr,
		public readonly array $progress,
	) {}

	/** @return list<string> */
	public function stdout_lines(): array {
		return '' === $this->stdout ? array() : explode( "\n", rtrim( $this->stdout, "\n" ) );
	}

	/** @return list<string> */
	public function stderr_lines(): array {
		return '' === $this->stderr ? array() : explode( "\n", rtrim( $this->stderr, "\n" ) );
	}
}
