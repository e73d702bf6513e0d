<?php
/**
 * The shell's part of GET /system/status and POST /system/worker/restart: what it says when the
 * worker cannot answer (no Node.js, Node.js too old, an external worker that is not reachable, a
 * worker that lost its database), and the worker log's last errors.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\External_Worker;
use SeedPress\Forwarder;
use SeedPress\Node_Runtime;
use SeedPress\Running_Worker;
use SeedPress\System_Status;
use SeedPress\Worker_State;
use SeedPress\Worker_Supervisor;

final class SystemStatusTest extends SeedPress_Test_Case {

	private const STATUS_ROUTE  = array(
		'method'  => 'GET',
		'path'    => '/system/status',
		'edition' => 'all',
	);
	private const RESTART_ROUTE = array(
		'method'  => 'POST',
		'path'    => '/system/worker/restart',
		'edition' => 'all',
	);

	private string $dir;

	protected function setUp(): void {
		parent::setUp();
		$this->dir = sys_get_temp_dir() . '/seedpress-status-' . bin2hex( random_bytes( 4 ) );
		mkdir( $this->dir );
		wp_set_current_user( $this->create_user( 'administrator' ) );
	}

	protected function tearDown(): void {
		array_map( 'unlink', array_filter( (array) glob( $this->dir . '/{,.}*', GLOB_BRACE ), 'is_file' ) );
		rmdir( $this->dir );
		parent::tearDown();
	}

	private function bundled( Node_Runtime $node ): System_Status {
		$supervisor = new Worker_Supervisor( $this->dir, Worker_Supervisor::bundled_script(), $node, array() );
		return new System_Status( new Forwarder( new Running_Worker( $supervisor ), 'full' ), $supervisor );
	}

	private static function external( string $url ): System_Status {
		return new System_Status( new Forwarder( new External_Worker( $url, 'a-secret-of-the-test' ), 'full' ), null, $url );
	}

	/**
	 * @return array<string, mixed>
	 */
	private static function status( System_Status $system ): array {
		$answer = $system->status( new \WP_REST_Request( 'GET', '/seedpress/v1/system/status' ), self::STATUS_ROUTE );
		self::assertInstanceOf( \WP_REST_Response::class, $answer );
		self::assertSame( 200, $answer->get_status() );
		return $answer->get_data();
	}

	private function fake_node( string $version ): string {
		$file = $this->dir . '/node';
		file_put_contents( $file, "#!/bin/sh\necho {$version}\n" );
		chmod( $file, 0755 );
		return $file;
	}

	public function test_without_node_the_status_says_what_to_install_and_restart_fails_with_it(): void {
		$system = $this->bundled( new Node_Runtime( null, '', array() ) );

		$status  = self::status( $system );
		$restart = $system->restart( new \WP_REST_Request( 'POST', '/seedpress/v1/system/worker/restart' ), self::RESTART_ROUTE );

		$no_node = 'SeedPress needs Node.js 20.19.0 or newer on the server to run its worker, and none was found. Install Node.js 20 or newer (from nodejs.org or your system\'s packages), or define SEEDPRESS_NODE_BINARY in wp-config.php with the full path to node.';
		$this->assertSame(
			array(
				'success'     => true,
				'mode'        => 'bundled',
				'url'         => null,
				'pid'         => null,
				'port'        => null,
				'node'        => array(
					'binary'  => null,
					'version' => null,
					'minimum' => '20.19.0',
				),
				'log'         => array(
					'file'   => $this->dir . '/worker.log',
					'errors' => array(),
				),
				'running'     => false,
				'worker'      => null,
				'database'    => array(
					'reachable' => null,
					'message'   => null,
				),
				'can_restart' => true,
				'problems'    => array( $no_node ),
			),
			$status
		);
		$this->assertInstanceOf( \WP_Error::class, $restart );
		$this->assertSame( array( 'worker_unavailable', $no_node, array( 'status' => 503 ) ), array( $restart->get_error_code(), $restart->get_error_message(), $restart->get_error_data() ) );
	}

	public function test_a_node_too_old_is_named_with_its_path_and_version(): void {
		$binary = $this->fake_node( 'v18.19.1' );

		$status = self::status( $this->bundled( new Node_Runtime( null, $this->dir, array() ) ) );

		$this->assertSame(
			array(
				'binary'  => $binary,
				'version' => '18.19.1',
				'minimum' => '20.19.0',
			),
			$status['node']
		);
		$this->assertSame( array( "SeedPress needs Node.js 20.19.0 or newer to run its worker, and {$binary} is Node.js 18.19.1. Install a newer Node.js, or define SEEDPRESS_NODE_BINARY in wp-config.php with the full path to one." ), $status['problems'] );
	}

	public function test_an_external_worker_that_is_not_reachable_is_reported_and_not_restarted(): void {
		$url    = 'http://127.0.0.1:' . \SeedPress\Worker_Process::free_port();
		$system = self::external( $url );

		$status  = self::status( $system );
		$restart = $system->restart( new \WP_REST_Request( 'POST', '/seedpress/v1/system/worker/restart' ), self::RESTART_ROUTE );

		$this->assertSame( array( 'external', $url, false, null, null, null ), array( $status['mode'], $status['url'], $status['running'], $status['pid'], $status['node'], $status['worker'] ) );
		$this->assertSame( array( "The SeedPress worker is not reachable at {$url}. Start the worker that SEEDPRESS_WORKER_URL in wp-config.php points to, or remove SEEDPRESS_WORKER_URL and SEEDPRESS_WORKER_SECRET from wp-config.php so that SeedPress runs its own." ), $status['problems'] );
		$this->assertFalse( $status['can_restart'] );
		$this->assertSame( array( 'worker_external', array( 'status' => 409 ) ), array( $restart->get_error_code(), $restart->get_error_data() ) );
	}

	public function test_a_worker_that_lost_its_database_says_which_settings_to_check(): void {
		$status = self::status( self::external( Fake_Worker::url() ) );

		$this->assertTrue( $status['running'] );
		$this->assertSame( 4242, $status['pid'] );
		$this->assertSame( 'wasm', $status['worker']['image_backend'] );
		$this->assertSame(
			array(
				'reachable' => false,
				'message'   => 'connect ECONNREFUSED 127.0.0.1:3307',
			),
			$status['database']
		);
		$this->assertSame( array( 'The worker cannot reach the database (connect ECONNREFUSED 127.0.0.1:3307). Check the database settings the worker was started with, and that the database server runs.' ), $status['problems'] );
	}

	public function test_the_log_gives_its_last_five_errors_oldest_first(): void {
		$lines = array( '{"level":30,"time":1795762301839,"msg":"SeedPress worker listening"}' );
		for ( $i = 1; $i <= 6; $i++ ) {
			$lines[] = '{"level":50,"time":' . ( 1795762301000 + $i * 1000 ) . ',"err":{"message":"Deadlock ' . $i . '"},"msg":"unexpected error"}';
		}
		$lines[] = '{"level":40,"time":1795762309000,"msg":"a warning"}';
		$lines[] = '    at Socket.emit (node:events:519:28)';
		$lines[] = "Error: Access denied for user 'wp'@'localhost' (using password: YES)";
		file_put_contents( $this->dir . '/worker.log', implode( "\n", $lines ) . "\n" );

		$errors = ( new Worker_State( $this->dir ) )->recent_errors();

		$this->assertSame(
			array(
				'2026-11-27 06:51:44 UTC unexpected error: Deadlock 3',
				'2026-11-27 06:51:45 UTC unexpected error: Deadlock 4',
				'2026-11-27 06:51:46 UTC unexpected error: Deadlock 5',
				'2026-11-27 06:51:47 UTC unexpected error: Deadlock 6',
				"Error: Access denied for user 'wp'@'localhost' (using password: YES)",
			),
			$errors
		);
	}

	public function test_a_missing_log_has_no_errors(): void {
		$this->assertSame( array(), ( new Worker_State( $this->dir . '/none' ) )->recent_errors() );
	}
}
