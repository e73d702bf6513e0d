<?php
/**
 * Takes the worker's "touched" comment out of an event stream while passing everything else on at once.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A stream cannot carry the X-SeedPress-Touched header at its end, so the worker reports what it
 * wrote in an SSE comment of its own, `: seedpress-touched {"posts":[…],…}` followed by a blank
 * line. That comment is for the shell only.
 *
 * Chunks may split the stream anywhere. Only the start of a line is held back, and only while it
 * still reads as the start of the marker (a `data:` line is released at its first byte, an
 * ordinary comment at its first byte that differs); the rest of every line goes out as it comes.
 * Lines end at "\n" ("\r\n" too); SSE's lone "\r" line ending is not recognised.
 */
final class Touched_Line_Filter {

	public const MARKER = ': seedpress-touched ';

	/** Bytes at the start of a line that may still turn out to be the marker or a blank "\r\n" line. */
	private string $held     = '';
	private bool $line_start = true;
	/** Whether the last line passed on was blank (or nothing was): the stream is between events. */
	private bool $between_events = true;
	/** Inside a touched line, after the marker: the JSON is collected up to the end of the line. */
	private bool $capturing  = false;
	private string $captured = '';
	/** The touched comment began between events, so the blank line that closes it is dropped with it. */
	private bool $drop_blank = false;
	/** @var array<string, list<mixed>> */
	private array $touched = array();

	/**
	 * @return string What can go to the client now.
	 */
	public function push( string $chunk ): string {
		$out    = '';
		$length = strlen( $chunk );
		$i      = 0;
		while ( $i < $length ) {
			if ( $this->capturing ) {
				$newline = strpos( $chunk, "\n", $i );
				if ( false === $newline ) {
					$this->captured .= substr( $chunk, $i );
					break;
				}
				$this->captured .= substr( $chunk, $i, $newline - $i );
				$this->take_captured();
				$i = $newline + 1;
			} elseif ( $this->line_start ) {
				$this->held .= $chunk[ $i ];
				++$i;
				$out .= $this->settle_held();
			} else {
				$newline = strpos( $chunk, "\n", $i );
				$end     = false === $newline ? $length : $newline + 1;
				$out    .= substr( $chunk, $i, $end - $i );
				$i       = $end;
				// The line began with something other than the marker, so it is not blank.
				if ( false !== $newline ) {
					$this->line_start     = true;
					$this->between_events = false;
				}
			}
		}
		return $out;
	}

	/**
	 * The stream has ended: a touched line without its final newline still counts, and a held
	 * line start that never became the marker is passed on.
	 */
	public function end(): string {
		if ( $this->capturing ) {
			$this->take_captured();
		}
		$out        = $this->drop_blank && "\r" === $this->held ? '' : $this->held;
		$this->held = '';
		return $out;
	}

	/**
	 * @return array<string, list<mixed>> Every touched comment seen so far, merged by kind.
	 */
	public function touched(): array {
		return $this->touched;
	}

	private function settle_held(): string {
		if ( self::MARKER === $this->held ) {
			$this->held       = '';
			$this->capturing  = true;
			$this->captured   = '';
			$this->drop_blank = $this->between_events;
			return '';
		}
		if ( $this->drop_blank && ( "\n" === $this->held || "\r\n" === $this->held ) ) {
			// The stream is back where it was before the comment: between events.
			$this->held       = '';
			$this->drop_blank = false;
			return '';
		}
		if ( str_starts_with( self::MARKER, $this->held ) || "\r" === $this->held ) {
			// "\r" may still become a blank line ("\r\n").
			return '';
		}

		$out              = $this->held;
		$this->held       = '';
		$this->drop_blank = false;
		if ( str_ends_with( $out, "\n" ) ) {
			// A whole line was held: a blank one, or a short comment such as ":\n".
			$this->between_events = "\n" === $out || "\r\n" === $out;
		} else {
			$this->line_start = false;
		}
		return $out;
	}

	private function take_captured(): void {
		$touched          = json_decode( rtrim( $this->captured, "\r" ), true );
		$this->captured   = '';
		$this->capturing  = false;
		$this->line_start = true;
		if ( ! is_array( $touched ) ) {
			error_log( 'SeedPress: the worker sent a touched comment that is not a JSON object.' ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- a worker fault, for the site's error log.
			return;
		}
		foreach ( $touched as $kind => $ids ) {
			if ( is_string( $kind ) && is_array( $ids ) ) {
				$this->touched[ $kind ] = array_merge( $this->touched[ $kind ] ?? array(), array_values( $ids ) );
			}
		}
	}
}
