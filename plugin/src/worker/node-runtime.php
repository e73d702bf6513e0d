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
	private const USUAL_DIRS = array( '/opt/homebrew/bin', '/usr/local/bin', '/usr/bin', '/opt/local/bin', '/snap/bin' );

	/** The environment that tells where version managers keep their Node.js builds. */
	private const MANAGER_VARIABLES = array( 'HOME', 'NVM_DIR', 'FNM_DIR', 'VOLTA_HOME', 'ASDF_DATA_DIR' );

	/** @var array{binary: string|null, version: string|null}|null */
	private ?array $found            = null;
	private ?string $checked_problem = null;
	private bool $checked            = false;

	/**
	 * @param string|null           $configured SEEDPRESS_NODE_BINARY, when wp-config.php defines it.
	 * @param string                $path       The PATH to search.
	 * @param list<string>          $usual_dirs Searched after PATH.
	 * @param array<string, string> $env        HOME and the version managers' variables (NVM_DIR, FNM_DIR, VOLTA_HOME, ASDF_DATA_DIR).
	 */
	public function __construct(
		private readonly ?string $configured,
		private readonly string $path,
		private readonly array $usual_dirs = self::USUAL_DIRS,
		private readonly array $env = array(),
	) {}

	public static function from_site(): self {
		$configured = defined( 'SEEDPRESS_NODE_BINARY' ) && '' !== (string) SEEDPRESS_NODE_BINARY ? (string) SEEDPRESS_NODE_BINARY : null;
		return new self( $configured, (string) getenv( 'PATH' ), self::USUAL_DIRS, self::server_environment() );
	}

	/**
	 * php-fpm often runs with an empty environment: the home directory then comes from the
	 * web server user's passwd entry.
	 *
	 * @return array<string, string>
	 */
	private static function server_environment(): array {
		$env = array();
		foreach ( self::MANAGER_VARIABLES as $name ) {
			$value = getenv( $name );
			if ( is_string( $value ) && '' !== $value ) {
				$env[ $name ] = $value;
			}
		}
		if ( ! isset( $env['HOME'] ) && function_exists( 'posix_getpwuid' ) && function_exists( 'posix_geteuid' ) ) {
			$user = posix_getpwuid( posix_geteuid() );
			if ( is_array( $user ) && '' !== (string) ( $user['dir'] ?? '' ) ) {
				$env['HOME'] = (string) $user['dir'];
			}
		}
		return $env;
	}

	public static function can_start_processes(): bool {
		// A name in disable_functions is not defined at all, so function_exists() sees it.
		return function_exists( 'proc_open' );
	}

	/**
	 * The node binary: the configured one, else the newest new enough one found; when none is,
	 * the newest found (which problem() then names).
	 */
	public function binary(): ?string {
		return $this->found()['binary'];
	}

	/**
	 * The version of binary(), "20.19.2", or null when it does not run.
	 */
	public function version(): ?string {
		return $this->found()['version'];
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

	/**
	 * @return array{binary: string|null, version: string|null}
	 */
	private function found(): array {
		if ( null === $this->found ) {
			$this->found = null !== $this->configured
				? array(
					'binary'  => $this->configured,
					'version' => self::can_start_processes() ? self::read_version( $this->configured ) : null,
				)
				: $this->newest( $this->candidates() );
		}
		return $this->found;
	}

	/**
	 * The first found wins among equal versions, so PATH keeps its say.
	 *
	 * @param list<string> $candidates
	 * @return array{binary: string|null, version: string|null}
	 */
	private function newest( array $candidates ): array {
		$best = array(
			'binary'  => null,
			'version' => null,
		);
		foreach ( $candidates as $candidate ) {
			$version = self::can_start_processes() ? self::read_version( $candidate ) : null;
			if ( null === $best['binary'] || ( null !== $version && ( null === $best['version'] || version_compare( $version, $best['version'], '>' ) ) ) ) {
				$best = array(
					'binary'  => $candidate,
					'version' => $version,
				);
			}
		}
		return $best;
	}

	/**
	 * Executables named node or nodejs on PATH and in the usual places, then the builds of
	 * Homebrew, nvm, fnm, Volta, asdf and Herd in the web server user's home, each real file once.
	 *
	 * @return list<string>
	 */
	private function candidates(): array {
		$files = array();
		foreach ( array_merge( array_filter( explode( PATH_SEPARATOR, $this->path ) ), $this->usual_dirs ) as $dir ) {
			foreach ( array( 'node', 'nodejs' ) as $name ) {
				$files[] = rtrim( $dir, '/' ) . '/' . $name;
			}
		}
		$files = array_merge( $files, $this->managed_builds() );

		$seen       = array();
		$candidates = array();
		foreach ( $files as $file ) {
			// open_basedir may forbid a directory; that is "not there".
			if ( ! @is_file( $file ) || ! @is_executable( $file ) ) { // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged -- see above: the warning would only repeat the result.
				continue;
			}
			$real = realpath( $file );
			$real = false === $real ? $file : $real;
			if ( ! isset( $seen[ $real ] ) ) {
				$seen[ $real ] = true;
				$candidates[]  = $file;
			}
		}
		return $candidates;
	}

	/**
	 * @return list<string>
	 */
	private function managed_builds(): array {
		$home  = rtrim( $this->env['HOME'] ?? '', '/' );
		$files = array();
		if ( isset( $this->env['VOLTA_HOME'] ) ) {
			$files[] = $this->env['VOLTA_HOME'] . '/bin/node';
		}
		$patterns = array(
			( $this->env['NVM_DIR'] ?? '' ) . '/versions/node/*/bin/node',
			( $this->env['FNM_DIR'] ?? '' ) . '/node-versions/*/installation/bin/node',
			( $this->env['ASDF_DATA_DIR'] ?? '' ) . '/installs/nodejs/*/bin/node',
		);
		if ( '' !== $home ) {
			$files[]  = $home . '/.volta/bin/node';
			$patterns = array_merge(
				$patterns,
				array(
					$home . '/.nvm/versions/node/*/bin/node',
					$home . '/.local/share/fnm/node-versions/*/installation/bin/node',
					$home . '/Library/Application Support/fnm/node-versions/*/installation/bin/node',
					$home . '/.asdf/installs/nodejs/*/bin/node',
					$home . '/Library/Application Support/Herd/config/nvm/versions/node/*/bin/node',
				)
			);
		}
		foreach ( $patterns as $pattern ) {
			if ( ! str_starts_with( $pattern, '/' ) ) {
				continue; // The variable was not set.
			}
			$files = array_merge( $files, self::newest_first( (array) glob( $pattern, GLOB_NOSORT ) ) );
		}
		return $files;
	}

	/**
	 * Version managers name each build's folder after its version (v22.11.0, 22.11.0).
	 *
	 * @param array<int, string|false> $files
	 * @return list<string>
	 */
	private static function newest_first( array $files ): array {
		$files = array_values( array_filter( $files, 'is_string' ) );
		$label = static fn ( string $file ): string => preg_match( '#/v?(\d+(?:\.\d+)*)[^/]*/(?:installation/)?bin/node$#', $file, $m ) ? $m[1] : '0';
		usort( $files, static fn ( string $a, string $b ): int => version_compare( $label( $b ), $label( $a ) ) );
		return $files;
	}

	private function find_problem(): ?string {
		if ( 'Windows' === PHP_OS_FAMILY ) {
			// Starting node without a console window, and stopping it at deactivation, are not built for Windows.
			return __( 'SeedPress cannot run its worker by itself on Windows. Run the worker yourself and define SEEDPRESS_WORKER_URL and SEEDPRESS_WORKER_SECRET in wp-config.php.', 'seedpress' );
		}
		if ( ! self::can_start_processes() ) {
			return __( 'SeedPress starts its worker with PHP\'s proc_open(), which this server disables (disable_functions in php.ini). Allow proc_open for this site, or run the worker yourself and define SEEDPRESS_WORKER_URL and SEEDPRESS_WORKER_SECRET in wp-config.php.', 'seedpress' );
		}
		$binary  = $this->binary();
		$version = $this->version();
		if ( null === $binary ) {
			return sprintf(
				/* translators: %s: the minimum Node.js version. */
				__( 'SeedPress needs Node.js %s or newer on the server to run its worker, and none was found. Install Node.js 20 or newer (from nodejs.org or your system\'s packages), or define SEEDPRESS_NODE_BINARY in wp-config.php with the full path to node.', 'seedpress' ),
				self::MINIMUM
			);
		}
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
	private static function read_version( string $binary ): ?string {
		$streams = array(
			1 => array( 'pipe', 'w' ),
			2 => array( 'file', '/dev/null', 'w' ),
		);
		$process = @proc_open( array( $binary, '--version' ), $streams, $pipes ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged,WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open,Generic.PHP.ForbiddenFunctions.Found -- asking Node its version is the check; a failure is reported as a message.
		if ( ! is_resource( $process ) ) {
			return null;
		}
		$output = (string) stream_get_contents( $pipes[1] );
		fclose( $pipes[1] ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- a pipe.
		$status = proc_close( $process );
		return 0 === $status && preg_match( '/^v?(\d+\.\d+\.\d+)/', trim( $output ), $match ) ? $match[1] : null;
	}
}
