<?php
/**
 * The bundled worker as an operating-system process: started detached, recognised, ended.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

final class Worker_Process {

	/**
	 * @param string $script The worker's server.js: what tells its process from any other.
	 */
	public function __construct( public readonly string $script ) {}

	/**
	 * The secret and the database password travel in the environment, never on the command line
	 * (which every user of the machine can read). The shell closes what it inherited from the web
	 * server (PHP marks nothing close-on-exec: the server's listening socket would stay bound by the
	 * worker), puts node in a session of its own and exits at once, so that the worker outlives this
	 * request and is no child of the web server. Only bash can close descriptors above 9.
	 *
	 * @param array<string, string> $env
	 * @return int|null The worker's pid.
	 */
	public function spawn( string $node, array $env, string $log ): ?int {
		$bash   = is_executable( '/bin/bash' );
		$script = ( $bash ? 'for fd in /proc/$$/fd/*; do fd=${fd##*/}; case $fd in 0|1|2) ;; *) eval "exec $fd>&-" ;; esac; done 2>/dev/null;' : '' )
			. ' if command -v setsid >/dev/null 2>&1; then set -- setsid "$@"; fi;'
			. ' "$@" 3>&1 </dev/null >>"$SEEDPRESS_WORKER_LOG" 2>&1 &';
		// setsid forks when it leads its process group, so $! may name a process that is gone at
		// once: the last shell, already in the new session, reports its own pid and becomes node.
		// Node's flags are make up's (tests/stack/up.sh says why): a capped old generation, small
		// semi-spaces, and gc() for the collection after work (worker/src/platform/idle-collection.ts).
		$command = array( $bash ? '/bin/bash' : '/bin/sh', '-c', $script, 'seedpress-worker', '/bin/sh', '-c', 'echo $$ >&3; exec 3>&-; exec "$@"', 'seedpress-worker', $node, '--max-old-space-size=192', '--max-semi-space-size=4', '--expose-gc', $this->script );
		$env    += array( 'SEEDPRESS_WORKER_LOG' => $log );
		$streams = array(
			0 => array( 'file', '/dev/null', 'r' ),
			1 => array( 'pipe', 'w' ),
			2 => array( 'file', '/dev/null', 'w' ),
		);
		$process = proc_open( $command, $streams, $pipes, dirname( $this->script ), $env ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open,Generic.PHP.ForbiddenFunctions.Found -- the plugin runs its worker itself; Node_Runtime says so when proc_open is disabled.
		if ( ! is_resource( $process ) ) {
			return null;
		}
		$pid = trim( (string) stream_get_contents( $pipes[1] ) );
		fclose( $pipes[1] ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a pipe.
		proc_close( $process );
		return ctype_digit( $pid ) ? (int) $pid : null;
	}

	/**
	 * A recycled pid must never be taken for the worker, nor be killed as one.
	 */
	public function is_running( int $pid ): bool {
		return self::runs( $pid, $this->script );
	}

	/**
	 * The worker of either edition (the free plugin's or SeedPress Pro's, each in its own folder):
	 * the one a site recorded is replaced or stopped whichever edition started it.
	 */
	public static function is_any_worker( int $pid ): bool {
		return self::runs( $pid, '/worker/dist/server.js' );
	}

	private static function runs( int $pid, string $script ): bool {
		if ( is_dir( '/proc/self' ) ) {
			$cmdline = @file_get_contents( "/proc/{$pid}/cmdline" ); // phpcs:ignore WordPress.PHP.NoSilencedErrors,WordPress.WP.AlternativeFunctions -- a gone process has no file.
			return is_string( $cmdline ) && str_contains( $cmdline, $script );
		}
		return function_exists( 'posix_kill' ) && posix_kill( $pid, 0 );
	}

	/**
	 * The process just started is there, whatever its command line shows: while the starting
	 * shell execs node, the kernel shows none. Only for a pid this request started, which no other
	 * process can have taken yet.
	 */
	public static function alive( int $pid ): bool {
		if ( is_dir( '/proc/self' ) ) {
			$status = @file_get_contents( "/proc/{$pid}/status" ); // phpcs:ignore WordPress.PHP.NoSilencedErrors,WordPress.WP.AlternativeFunctions -- a gone process has no file.
			return is_string( $status ) && 1 !== preg_match( '/^State:\s+[ZX]/m', $status );
		}
		return function_exists( 'posix_kill' ) && posix_kill( $pid, 0 );
	}

	/**
	 * SIGTERM (the worker closes its server and database pool), SIGKILL after 5 s.
	 */
	public static function terminate( int $pid ): void {
		if ( ! self::is_any_worker( $pid ) ) {
			return;
		}
		if ( function_exists( 'posix_kill' ) ) {
			posix_kill( $pid, 15 );
		} else {
			proc_close( proc_open( array( 'kill', (string) $pid ), array(), $pipes ) ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_proc_open,Generic.PHP.ForbiddenFunctions.Found -- signals the worker where PHP has no posix_kill().
		}
		for ( $i = 0; $i < 50; $i++ ) {
			if ( ! self::is_any_worker( $pid ) ) {
				break;
			}
			usleep( 100000 );
		}
		if ( self::is_any_worker( $pid ) && function_exists( 'posix_kill' ) ) {
			posix_kill( $pid, 9 );
		}
	}

	public static function listens( int $port ): bool {
		$socket = @fsockopen( '127.0.0.1', $port, $errno, $errstr, 0.5 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged,WordPress.WP.AlternativeFunctions.file_system_operations_fsockopen -- a connect probe, not a file; refused means not yet.
		if ( false === $socket ) {
			return false;
		}
		fclose( $socket ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a probe.
		return true;
	}

	/**
	 * The kernel picks a free loopback port; the worker binds it right after.
	 */
	public static function free_port(): int {
		$server = stream_socket_server( 'tcp://127.0.0.1:0' );
		$name   = false === $server ? '' : (string) stream_socket_get_name( $server, false );
		if ( false !== $server ) {
			fclose( $server ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a probe.
		}
		return (int) substr( $name, (int) strrpos( $name, ':' ) + 1 );
	}
}
