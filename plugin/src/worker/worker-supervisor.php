<?php
/**
 * Runs the bundled worker for this site when no external one is configured: one worker per
 * installation, started on demand, found again through its state file, stopped at deactivation.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

final class Worker_Supervisor implements Worker_Link {

	public const SECRET_OPTION = 'seedpress_worker_secret';

	/**
	 * The worker loads its modules and migrates its tables before it listens: seconds on an idle
	 * host, and more than 30 on two cores that other programs keep busy.
	 */
	private const READY_SECONDS = 60;

	private ?Worker_Client $running = null;

	/**
	 * @param string                $state_dir Holds worker.json (pid, port), worker.lock and worker.log.
	 * @param string                $script    The worker's server.js.
	 * @param array<string, string> $settings  The worker's environment besides port and secret (database settings).
	 */
	public function __construct(
		private readonly string $state_dir,
		private readonly string $script,
		private readonly Node_Runtime $node,
		private readonly array $settings,
	) {}

	public static function for_site(): self {
		return new self( self::site_state_dir(), self::bundled_script(), Node_Runtime::from_site(), Worker_Environment::from_site() );
	}

	/**
	 * In the zip the worker sits inside the plugin; in a checkout of the repository, beside it.
	 */
	public static function bundled_script(): string {
		$plugin_dir = dirname( Plugin::file() );
		$inside     = $plugin_dir . '/worker/dist/server.js';
		return is_file( $inside ) ? $inside : dirname( (string) realpath( $plugin_dir ) ) . '/worker/dist/server.js';
	}

	/**
	 * One worker serves the whole network, so its state lives in the main site's uploads.
	 */
	public static function site_state_dir(): string {
		$switched = is_multisite() && ! is_main_site() && switch_to_blog( get_main_site_id() );
		$uploads  = wp_get_upload_dir();
		if ( $switched ) {
			restore_current_blog();
		}
		return $uploads['basedir'] . '/seedpress';
	}

	/**
	 * The network-wide secret, made on first use. Network options are never autoloaded (on a
	 * single site they are stored as options with autoload off).
	 */
	public static function site_secret(): string {
		$secret = get_site_option( self::SECRET_OPTION );
		if ( is_string( $secret ) && strlen( $secret ) >= 32 ) {
			return $secret;
		}
		$secret = bin2hex( random_bytes( 32 ) );
		update_site_option( self::SECRET_OPTION, $secret );
		return $secret;
	}

	public function secret(): string {
		return self::site_secret();
	}

	public function client(): Worker_Client|\WP_Error {
		if ( null !== $this->running ) {
			return $this->running;
		}
		$state = $this->read_state();
		if ( null !== $state && $this->is_ours( $state['pid'] ) ) {
			$this->running = self::client_for( $state['port'] );
			return $this->running;
		}
		return $this->start();
	}

	public function revive(): Worker_Client|\WP_Error {
		$this->running = null;
		return $this->start();
	}

	/**
	 * @return array{pid: int, port: int}|null The worker recorded as running, if it still is.
	 */
	public function status(): ?array {
		$state = $this->read_state();
		return null !== $state && $this->is_ours( $state['pid'] ) ? $state : null;
	}

	public function stop(): bool {
		$lock  = $this->lock();
		$state = $this->read_state();
		$ours  = null !== $state && $this->is_ours( $state['pid'] );
		if ( $ours ) {
			$this->terminate( $state['pid'] );
		}
		@unlink( $this->state_dir . '/worker.json' ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- already gone is fine.
		$this->unlock( $lock );
		$this->running = null;
		return $ours;
	}

	/**
	 * Under the lock, so that two requests finding the worker down start one worker between them:
	 * the second one finds the first one's worker when it gets the lock.
	 */
	private function start(): Worker_Client|\WP_Error {
		$problem = $this->node->problem() ?? self::missing_script( $this->script );
		if ( null !== $problem ) {
			return self::unavailable( $problem );
		}
		if ( ! wp_mkdir_p( $this->state_dir ) ) {
			/* translators: %s: directory path. */
			return self::unavailable( sprintf( __( 'SeedPress could not create %s for its worker\'s state. Make the uploads directory writable by the web server.', 'seedpress' ), $this->state_dir ) );
		}
		$this->protect_state_dir();
		$lock  = $this->lock();
		$state = $this->read_state();
		if ( null !== $state && $this->is_ours( $state['pid'] ) && self::listens( $state['port'] ) ) {
			$this->unlock( $lock );
			$this->running = self::client_for( $state['port'] );
			return $this->running;
		}
		if ( null !== $state && $this->is_ours( $state['pid'] ) ) {
			$this->terminate( $state['pid'] );
		}
		$result = $this->spawn_and_wait();
		$this->unlock( $lock );
		if ( ! $result instanceof \WP_Error ) {
			$this->running = $result;
		}
		return $result;
	}

	private function spawn_and_wait(): Worker_Client|\WP_Error {
		$port = self::free_port();
		$pid  = $this->spawn( $port );
		if ( null === $pid ) {
			return self::unavailable( __( 'SeedPress could not start its worker: proc_open() failed. Check the PHP error log.', 'seedpress' ) );
		}
		$this->write_state( $pid, $port );
		$deadline = microtime( true ) + self::READY_SECONDS;
		while ( microtime( true ) < $deadline ) {
			if ( self::listens( $port ) ) {
				return self::client_for( $port );
			}
			if ( ! $this->is_ours( $pid ) ) {
				break;
			}
			usleep( 100000 );
		}
		$this->terminate( $pid );
		return self::unavailable(
			sprintf(
				/* translators: 1: log file path, 2: the log's last line. */
				__( 'The SeedPress worker did not start. Its log (%1$s) ends with: %2$s', 'seedpress' ),
				$this->state_dir . '/worker.log',
				$this->last_log_line()
			)
		);
	}

	/**
	 * The secret and the database password travel in the environment, never on the command line
	 * (which every user of the machine can read). The shell closes what it inherited from the web
	 * server (PHP marks nothing close-on-exec: the server's listening socket would stay bound by the
	 * worker), puts node in a session of its own and exits at once, so that the worker outlives this
	 * request and is no child of the web server. Only bash can close descriptors above 9.
	 */
	private function spawn( int $port ): ?int {
		$bash    = is_executable( '/bin/bash' );
		$script  = ( $bash ? 'for fd in /proc/$$/fd/*; do fd=${fd##*/}; case $fd in 0|1|2) ;; *) eval "exec $fd>&-" ;; esac; done 2>/dev/null;' : '' )
			. ' if command -v setsid >/dev/null 2>&1; then setsid "$@" </dev/null >>"$SEEDPRESS_WORKER_LOG" 2>&1 &'
			. ' else "$@" </dev/null >>"$SEEDPRESS_WORKER_LOG" 2>&1 & fi; echo $!';
		$command = array( $bash ? '/bin/bash' : '/bin/sh', '-c', $script, 'seedpress-worker', (string) $this->node->binary(), '--max-old-space-size=192', $this->script );
		$env     = array_merge(
			$this->settings,
			array(
				'SEEDPRESS_WORKER_PORT'   => (string) $port,
				'SEEDPRESS_WORKER_SECRET' => self::site_secret(),
				'SEEDPRESS_WORKER_LOG'    => $this->state_dir . '/worker.log',
			)
		);
		$process = proc_open( $command, array( 0 => array( 'file', '/dev/null', 'r' ), 1 => array( 'pipe', 'w' ), 2 => array( 'file', '/dev/null', 'w' ) ), $pipes, dirname( $this->script ), $env );
		if ( ! is_resource( $process ) ) {
			return null;
		}
		$pid = trim( (string) stream_get_contents( $pipes[1] ) );
		fclose( $pipes[1] );
		proc_close( $process );
		return ctype_digit( $pid ) ? (int) $pid : null;
	}

	/**
	 * A recycled pid must never be taken for the worker, nor be killed as one.
	 */
	private function is_ours( int $pid ): bool {
		if ( is_dir( '/proc/self' ) ) {
			$cmdline = @file_get_contents( "/proc/{$pid}/cmdline" ); // phpcs:ignore WordPress.PHP.NoSilencedErrors,WordPress.WP.AlternativeFunctions -- a gone process has no file.
			return is_string( $cmdline ) && str_contains( $cmdline, $this->script );
		}
		return function_exists( 'posix_kill' ) && posix_kill( $pid, 0 );
	}

	private function terminate( int $pid ): void {
		if ( function_exists( 'posix_kill' ) ) {
			posix_kill( $pid, 15 );
		} else {
			proc_close( proc_open( array( 'kill', (string) $pid ), array(), $pipes ) );
		}
		for ( $i = 0; $i < 50 && $this->is_ours( $pid ); $i++ ) {
			usleep( 100000 );
		}
		if ( $this->is_ours( $pid ) && function_exists( 'posix_kill' ) ) {
			posix_kill( $pid, 9 );
		}
	}

	/**
	 * @return array{pid: int, port: int}|null
	 */
	private function read_state(): ?array {
		$raw   = @file_get_contents( $this->state_dir . '/worker.json' ); // phpcs:ignore WordPress.PHP.NoSilencedErrors,WordPress.WP.AlternativeFunctions -- no file means no worker.
		$state = is_string( $raw ) ? json_decode( $raw, true ) : null;
		if ( ! is_array( $state ) || ! is_int( $state['pid'] ?? null ) || ! is_int( $state['port'] ?? null ) ) {
			return null;
		}
		return array(
			'pid'  => $state['pid'],
			'port' => $state['port'],
		);
	}

	private function write_state( int $pid, int $port ): void {
		file_put_contents( $this->state_dir . '/worker.json', (string) wp_json_encode( array( 'pid' => $pid, 'port' => $port ) ), LOCK_EX ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a local state file.
	}

	/**
	 * @return resource|null
	 */
	private function lock() {
		if ( ! is_dir( $this->state_dir ) ) {
			return null;
		}
		$handle = fopen( $this->state_dir . '/worker.lock', 'ce' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- flock needs a handle.
		if ( false === $handle ) {
			return null;
		}
		flock( $handle, LOCK_EX );
		return $handle;
	}

	/**
	 * @param resource|null $handle
	 */
	private function unlock( $handle ): void {
		if ( is_resource( $handle ) ) {
			flock( $handle, LOCK_UN );
			fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- see lock().
		}
	}

	/**
	 * The directory is under uploads, which the web server serves: its files are not for browsers.
	 */
	private function protect_state_dir(): void {
		foreach ( array( '.htaccess' => "Require all denied\nDeny from all\n", 'index.php' => "<?php\n// Silence is golden.\n" ) as $name => $content ) {
			if ( ! is_file( $this->state_dir . '/' . $name ) ) {
				file_put_contents( $this->state_dir . '/' . $name, $content ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- see above.
			}
		}
	}

	public static function missing_script( string $script ): ?string {
		if ( is_file( $script ) ) {
			return null;
		}
		/* translators: %s: file path. */
		return sprintf( __( 'The SeedPress worker is missing (%s). Install SeedPress again from its zip file.', 'seedpress' ), $script );
	}

	/**
	 * The line that says why: Node ends a crash with its stack and version, so the last error
	 * message is quoted rather than the last line.
	 */
	private function last_log_line(): string {
		$lines = @file( $this->state_dir . '/worker.log', FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- no log is reported as such.
		if ( ! is_array( $lines ) || array() === $lines ) {
			return __( '(nothing)', 'seedpress' );
		}
		$errors = preg_grep( '/^\S*Error\b/', $lines );
		return trim( (string) ( array() === $errors || false === $errors ? end( $lines ) : end( $errors ) ) );
	}

	private static function client_for( int $port ): Worker_Client {
		return new Worker_Client( 'http://127.0.0.1:' . $port );
	}

	private static function listens( int $port ): bool {
		$socket = @fsockopen( '127.0.0.1', $port, $errno, $errstr, 0.5 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- refused means not yet.
		if ( false === $socket ) {
			return false;
		}
		fclose( $socket ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a probe.
		return true;
	}

	/**
	 * The kernel picks a free loopback port; the worker binds it right after.
	 */
	private static function free_port(): int {
		$server = stream_socket_server( 'tcp://127.0.0.1:0' );
		$name   = false === $server ? '' : (string) stream_socket_get_name( $server, false );
		if ( false !== $server ) {
			fclose( $server ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a probe.
		}
		return (int) substr( $name, (int) strrpos( $name, ':' ) + 1 );
	}

	private static function unavailable( string $message ): \WP_Error {
		return new \WP_Error( 'worker_unavailable', $message, array( 'status' => 503 ) );
	}
}
