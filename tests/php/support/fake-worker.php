<?php
/**
 * A stand-in worker on its own `php -S`, so forwarding is tested over real loopback HTTP without Node.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

final class Fake_Worker {

	/** @var resource|null */
	private static $process = null;
	private static string $url = '';
	private static string $log = '';

	public static function url(): string {
		if ( null === self::$process ) {
			self::start();
		}
		return self::$url;
	}

	private static function start(): void {
		$server = stream_socket_server( 'tcp://127.0.0.1:0' );
		$name   = (string) stream_socket_get_name( $server, false );
		fclose( $server );
		$port = (int) substr( $name, strrpos( $name, ':' ) + 1 );

		$log           = sys_get_temp_dir() . '/seedpress-fake-worker-' . $port . '.log';
		self::$log     = $log;
		self::$process = proc_open(
			// Multipart bodies stay raw in php://input, as the real worker reads them.
			array( PHP_BINARY, '-d', 'enable_post_data_reading=0', '-S', '127.0.0.1:' . $port, __DIR__ . '/../fixtures/fake-worker-router.php' ),
			array( 0 => array( 'file', '/dev/null', 'r' ), 1 => array( 'file', $log, 'a' ), 2 => array( 'file', $log, 'a' ) ),
			$pipes
		);
		self::$url = 'http://127.0.0.1:' . $port;
		register_shutdown_function( array( self::class, 'stop' ) );

		for ( $i = 0; $i < 100; $i++ ) {
			$socket = @fsockopen( '127.0.0.1', $port, $errno, $errstr, 0.1 );
			if ( $socket ) {
				fclose( $socket );
				return;
			}
			usleep( 50000 );
		}
		throw new \RuntimeException( 'The fake worker did not start; see ' . $log );
	}

	public static function stop(): void {
		if ( null !== self::$process ) {
			proc_terminate( self::$process );
			proc_close( self::$process );
			self::$process = null;
			@unlink( self::$log );
		}
	}
}
