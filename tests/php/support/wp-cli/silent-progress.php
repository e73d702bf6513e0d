<?php
/**
 * WP-CLI's progress bar when stdout is a pipe or a file.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests\Cli;

/**
 * WP_CLI\NoOp: every call is accepted and does nothing; the double still notes tick and finish.
 */
final class Silent_Progress {

	/**
	 * @param list<mixed> $arguments
	 */
	public function __call( string $method, array $arguments ): void {
		if ( 'tick' === $method ) {
			Console::$progress[] = 'tick ' . (int) ( $arguments[0] ?? 1 );
		} elseif ( 'finish' === $method ) {
			Console::$progress[] = 'finish';
		}
	}
}
