<?php
/**
 * WP-CLI's progress bar on a terminal: php-cli-tools' bar, drawn on stdout.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests\Cli;

/**
 * Drawn as "<message>  <percent>% [<current>/<total>]" after a carriage return, then a newline
 * at finish; the real bar also draws its width and times, which depend on the terminal and clock.
 */
final class Progress_Bar {

	private int $current = 0;

	public function __construct( private string $message, private readonly int $total ) {}

	public function tick( int $increment = 1, ?string $message = null ): void {
		Console::$progress[] = "tick {$increment}";
		if ( null !== $message && '' !== $message ) {
			$this->message = $message;
		}
		$this->current += $increment;
		$this->draw();
	}

	public function finish(): void {
		Console::$progress[] = 'finish';
		$this->draw();
		Console::out( "\n" );
	}

	private function draw(): void {
		$percent = $this->total > 0 ? (int) floor( $this->current / $this->total * 100 ) : 0;
		Console::out( sprintf( "\r%s  %s%% [%s/%s]", $this->message, str_pad( (string) $percent, 3 ), number_format( $this->current ), number_format( $this->total ) ) );
	}
}
