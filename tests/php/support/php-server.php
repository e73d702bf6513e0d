<?php
/**
 * A `php -S` started by a test, in a process group of its own, on a free port.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

final class Php_Server {

	/** @var resource */
	private $process;
	private int $group;
	private bool $stopped = false;

	/**
	 * @param list<string>          $php_options Before -S (e.g. -d output_buffering=0).
	 * @param list<string>          $arguments   After the address (e.g. -t DIR router.php).
	 * @param array<string, string> $env         Added to this process's environment.
	 */
	private function __construct( public readonly int $port, public readonly string $log, array $php_options, array $arguments, array $env ) {
		// setsid: its own session and process group, so that PHP_CLI_SERVER_WORKERS children stop with it.
		$command = array_merge( array( 'setsid', PHP_BINARY ), $php_options, array( '-S', '127.0.0.1:' . $port ), $arguments );
		$process = proc_open(
			$command,
			array( 0 => array( 'file', '/dev/null', 'r' ), 1 => array( 'file', $log, 'a' ), 2 => array( 'file', $log, 'a' ) ),
			$pipes,
			dirname( __DIR__, 3 ),
			array_merge( getenv(), $env )
		);
		if ( ! is_resource( $process ) ) {
			throw new \RuntimeException( 'Could not start ' . implode( ' ', $command ) );
		}
		$this->process = $process;
		// proc_open's child is no group leader, so setsid(1) does not fork: the pid leads the new group.
		$this->group = (int) proc_get_status( $process )['pid'];
		register_shutdown_function( array( $this, 'stop' ) );
	}

	/**
	 * Returns once the port accepts connections; the working directory is the repository.
	 *
	 * @param list<string>          $php_options
	 * @param list<string>          $arguments
	 * @param array<string, string> $env
	 */
	public static function start( array $php_options, array $arguments, array $env = array() ): self {
		$port   = self::free_port();
		$server = new self( $port, sys_get_temp_dir() . '/seedpress-php-server-' . $port . '.log', $php_options, $arguments, $env );
		for ( $i = 0; $i < 200; $i++ ) {
			if ( ! proc_get_status( $server->process )['running'] ) {
				break;
			}
			$socket = @fsockopen( '127.0.0.1', $port, $errno, $errstr, 0.1 );
			if ( $socket ) {
				fclose( $socket );
				return $server;
			}
			usleep( 50000 );
		}
		$log = (string) @file_get_contents( $server->log );
		$server->stop();
		throw new \RuntimeException( "php -S on port {$port} did not start:\n{$log}" );
	}

	public function url(): string {
		return 'http://127.0.0.1:' . $this->port;
	}

	/**
	 * Stops the whole group: TERM, then KILL after 5 s.
	 */
	public function stop(): void {
		if ( $this->stopped ) {
			return;
		}
		$this->stopped = true;
		if ( $this->group > 1 && posix_getpgid( $this->group ) === $this->group ) {
			posix_kill( -$this->group, SIGTERM );
			for ( $i = 0; $i < 100 && proc_get_status( $this->process )['running']; $i++ ) {
				usleep( 50000 );
			}
			if ( proc_get_status( $this->process )['running'] ) {
				posix_kill( -$this->group, SIGKILL );
			}
		}
		proc_close( $this->process );
		@unlink( $this->log );
	}

	private static function free_port(): int {
		$server = stream_socket_server( 'tcp://127.0.0.1:0', $errno, $errstr );
		if ( false === $server ) {
			throw new \RuntimeException( $errstr );
		}
		$name = (string) stream_socket_get_name( $server, false );
		fclose( $server );
		return (int) substr( $name, strrpos( $name, ':' ) + 1 );
	}
}
