<?php
/**
 * The double's stdout, stderr and stdin, and whether stdout is a terminal.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests\Cli;

final class Console {

	public static string $stdout = '';
	public static string $stderr = '';
	/** --quiet: log, success and warning print nothing; line and error still do. */
	public static bool $quiet = false;
	/** False: stdout is a pipe or a file, as in a script (tables tab-separated, no progress bar). */
	public static bool $tty = false;
	/** @var list<string> What each progress bar was asked to do, shown or not: "start <message> <count>", "tick <n>", "finish". */
	public static array $progress = array();
	/** @var list<string> */
	private static array $stdin = array();

	public static function reset( string $stdin, bool $tty ): void {
		self::$stdout   = '';
		self::$stderr   = '';
		self::$quiet    = false;
		self::$tty      = $tty;
		self::$progress = array();
		self::$stdin    = '' === $stdin ? array() : (array) preg_split( '/(?<=\n)/', $stdin, -1, PREG_SPLIT_NO_EMPTY );
	}

	public static function out( string $text ): void {
		self::$stdout .= $text;
	}

	public static function err( string $text ): void {
		self::$stderr .= $text;
	}

	/** One line of stdin, as fgets() gives it; an empty string at its end. */
	public static function read_line(): string {
		return (string) array_shift( self::$stdin );
	}

	public static function progress_bar( string $message, int $count ): object {
		self::$progress[] = "start {$message} {$count}";
		return self::$tty ? new Progress_Bar( $message, $count ) : new Silent_Progress();
	}
}
