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
	private readonly Worker_State $state;
	private readonly Worker_Process $process;

	/**
	 * @param string                $state_dir Holds worker.json (pid, port), worker.lock and worker.log.
	 * @param string                $script    The worker's server.js.
	 * @param array<string, string> $settings  The worker's environment besides port and secret (database settings).
	 */
	public function __construct(
		string $state_dir,
		private readonly string $script,
		private readonly Node_Runtime $node,
		private readonly array $settings,
	) {
		$this->state   = new Worker_State( $state_dir );
		$this->process = new Worker_Process( $script );
	}

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

	public static function missing_script( string $script ): ?string {
		if ( is_file( $script ) ) {
			return null;
		}
		/* translators: %s: file path. */
		return sprintf( __( 'The SeedPress worker is missing (%s). Install SeedPress again from its zip file.', 'seedpress' ), $script );
	}

	public function secret(): string {
		return self::site_secret();
	}

	public function client(): Worker_Client|\WP_Error {
		if ( null !== $this->running ) {
			return $this->running;
		}
		$state = $this->status();
		if ( null !== $state ) {
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
		$state = $this->state->read();
		return null !== $state && $this->process->is_running( $state['pid'] ) ? $state : null;
	}

	/**
	 * The running worker's client, without starting one.
	 */
	public function running_client(): ?Worker_Client {
		$state = $this->status();
		return null === $state ? null : self::client_for( $state['port'] );
	}

	/**
	 * Stopped and started anew, whether it ran or not.
	 */
	public function restart(): Worker_Client|\WP_Error {
		$this->stop();
		return $this->client();
	}

	public function node(): Node_Runtime {
		return $this->node;
	}

	public function state(): Worker_State {
		return $this->state;
	}

	/**
	 * Stops the recorded worker even when the other edition started it (from its own folder).
	 */
	public function stop(): bool {
		$lock    = $this->state->lock();
		$state   = $this->state->read();
		$running = null !== $state && Worker_Process::is_any_worker( $state['pid'] );
		if ( $running ) {
			Worker_Process::terminate( $state['pid'] );
		}
		$this->state->forget();
		$this->state->unlock( $lock );
		$this->running = null;
		return $running;
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
		if ( ! $this->state->prepare() ) {
			/* translators: %s: directory path. */
			return self::unavailable( sprintf( __( 'SeedPress could not create %s for its worker\'s state. Make the uploads directory writable by the web server.', 'seedpress' ), $this->state->dir ) );
		}
		$lock     = $this->state->lock();
		$recorded = $this->state->read();
		$state    = $this->status();
		if ( null !== $state && Worker_Process::listens( $state['port'] ) ) {
			$result = self::client_for( $state['port'] );
		} else {
			// Ours but deaf, or the other edition's: one worker per site.
			if ( null !== $recorded ) {
				Worker_Process::terminate( $recorded['pid'] );
			}
			$result = $this->spawn_and_wait();
		}
		$this->state->unlock( $lock );
		$this->running = $result instanceof Worker_Client ? $result : null;
		return $result;
	}

	private function spawn_and_wait(): Worker_Client|\WP_Error {
		$this->state->rotate_log();
		$port = Worker_Process::free_port();
		$env  = array(
			'SEEDPRESS_WORKER_PORT'   => (string) $port,
			'SEEDPRESS_WORKER_SECRET' => self::site_secret(),
		) + $this->settings;
		$pid  = $this->process->spawn( (string) $this->node->binary(), $env, $this->state->log_file() );
		if ( null === $pid ) {
			return self::unavailable( __( 'SeedPress could not start its worker: proc_open() failed. Check the PHP error log.', 'seedpress' ) );
		}
		$this->state->write( $pid, $port );
		$deadline = microtime( true ) + self::READY_SECONDS;
		while ( microtime( true ) < $deadline && Worker_Process::alive( $pid ) ) {
			if ( Worker_Process::listens( $port ) ) {
				return self::client_for( $port );
			}
			usleep( 100000 );
		}
		$exited = ! Worker_Process::alive( $pid );
		Worker_Process::terminate( $pid );
		return self::unavailable(
			sprintf(
				$exited
					/* translators: 1: log file path, 2: the log's last error line. */
					? __( 'The SeedPress worker stopped right after it started. Its log (%1$s) ends with: %2$s', 'seedpress' )
					/* translators: 1: log file path, 2: the log's last error line, 3: seconds. */
					: _n( 'The SeedPress worker did not listen within %3$d second (a busy server?) and was stopped; the next call starts it again. Its log (%1$s) ends with: %2$s', 'The SeedPress worker did not listen within %3$d seconds (a busy server?) and was stopped; the next call starts it again. Its log (%1$s) ends with: %2$s', self::READY_SECONDS, 'seedpress' ),
				$this->state->log_file(),
				$this->state->last_error_line(),
				self::READY_SECONDS
			)
		);
	}

	private static function client_for( int $port ): Worker_Client {
		return new Worker_Client( 'http://127.0.0.1:' . $port );
	}

	private static function unavailable( string $message ): \WP_Error {
		return new \WP_Error( 'worker_unavailable', $message, array( 'status' => 503 ) );
	}
}
