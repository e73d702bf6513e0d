<?php
/**
 * The Node.js the bundled worker runs on: found, version-checked, or a sentence saying what to fix.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

final class Node_Runtime {

	/** The worker's package.json engines field. */
	public const MINIMUM = '20.19.0';

	/** Where installers put node when the web server's PATH is short (php-fpm often has none). */
	private const USUAL_DIRS = array( '/usr/local/bin', '/usr/bin', '/opt/homebrew/bin', '/opt/local/bin', '/snap/bin' );

	private ?string $checked_problem = null;
	private bool $checked            = false;

	/**
	 * @param string|null  $configured SEEDPRESS_NODE_BINARY, when wp-config.php defines it.
	 * @param string       $path       The PATH to search.
	 * @param list<string> $usual_dirs Searched after PATH.
	 */
	public function __construct(
		private readonly ?string $configured,
		private readonly string $path,
		private readonly array $usual_dirs = self::USUAL_DIRS,
	) {}

	public static function from_site(): self {
		$configured = defined( 'SEEDPRESS_NODE_BINARY' ) && '' !== (string) SEEDPRESS_NODE_BINARY ? (string) SEEDPRESS_NODE_BINARY : null;
		return new self( $configured, (string) getenv( 'PATH' ) );
	}

	public static function can_start_processes(): bool {
		// A name in disable_functions is not defined at all, so function_exists() sees it.
		return function_exists( 'proc_open' );
	}

	/**
	 * The node binary: the configured one, else the first on PATH or in the usual places.
	 */
	public function binary(): ?string {
		if ( null !== $this->configured ) {
			return $this->configured;
		}
		$dirs = array_merge( array_filter( explode( PATH_SEPARATOR, $this->path ) ), $this->usual_dirs );
		foreach ( array_unique( $dirs ) as $dir ) {
			foreach ( array( 'node', 'nodejs' ) as $name ) {
				$candidate = rtrim( $dir, '/' ) . '/' . $name;
				if ( @is_file( $candidate ) && @is_executable( $candidate ) ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors -- open_basedir may forbid a directory; that is "not there".
					return $candidate;
				}
			}
		}
		return null;
	}

	/**
	 * Null when the worker can run; otherwise what a site admin must install or configure.
	 */
	public function problem(): ?string {
		if ( ! $this->checked ) {
			$this->checked_problem = $this->find_problem();
			$this->checked         = true;
		}
		return $this->checked_problem;
	}

	private function find_problem(): ?string {
		if ( ! self::can_start_processes() ) {
			return __( 'SeedPress starts its worker with PHP\'s proc_open(), which this server disables (disable_functions in php.ini). Allow proc_open for this site, or run the worker yourself and define SEEDPRESS_WORKER_URL and SEEDPRESS_WORKER_SECRET in wp-config.php.', 'seedpress' );
		}
		$binary = $this->binary();
		if ( null === $binary ) {
			return sprintf(
				/* translators: %s: the minimum Node.js version. */
				__( 'SeedPress needs Node.js %s or newer on the server to run its worker, and none was found. Install Node.js 20 or newer (from nodejs.org or your system\'s packages), or define SEEDPRESS_NODE_BINARY in wp-config.php with the full path to node.', 'seedpress' ),
				self::MINIMUM
			);
		}
		$version = $this->version( $binary );
		if ( null === $version ) {
			return sprintf(
				/* translators: %s: path to the node binary. */
				__( 'SeedPress could not run %s to read its version. Check that the web server\'s user may run it, or define SEEDPRESS_NODE_BINARY in wp-config.php with the full path to a Node.js 20 or newer.', 'seedpress' ),
				$binary
			);
		}
		if ( version_compare( $version, self::MINIMUM, '<' ) ) {
			return sprintf(
				/* translators: 1: path to the node binary, 2: its version, 3: the minimum version. */
				__( 'SeedPress needs Node.js %3$s or newer to run its worker, and %1$s is Node.js %2$s. Install a newer Node.js, or define SEEDPRESS_NODE_BINARY in wp-config.php with the full path to one.', 'seedpress' ),
				$binary,
				$version,
				self::MINIMUM
			);
		}
		return null;
	}

	/**
	 * "20.19.2" from `node --version`, or null when it does not run.
	 */
	private function version( string $binary ): ?string {
		$process = @proc_open( array( $binary, '--version' ), array( 1 => array( 'pipe', 'w' ), 2 => array( 'file', '/dev/null', 'w' ) ), $pipes ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- a failure is reported as a message.
		if ( ! is_resource( $process ) ) {
			return null;
		}
		$output = (string) stream_get_contents( $pipes[1] );
		fclose( $pipes[1] );
		$status = proc_close( $process );
		return 0 === $status && preg_match( '/^v?(\d+\.\d+\.\d+)/', trim( $output ), $match ) ? $match[1] : null;
	}
}
