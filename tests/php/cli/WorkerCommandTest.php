<?php
/**
 * `wp seedpress worker start|stop|status` through a WP_CLI stand-in, on a bundled worker the
 * test's supervisor runs (the real worker, state in a directory of the test's own).
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\Cli\Worker_Command;
use SeedPress\Node_Runtime;
use SeedPress\Worker_Environment;
use SeedPress\Worker_Supervisor;

require_once dirname( __DIR__ ) . '/support/wp-cli-worker-double.php';

final class WorkerCommandTest extends SeedPress_Test_Case {

	private string $state_dir;
	private Worker_Supervisor $supervisor;
	private mixed $secret_before;

	protected function setUp(): void {
		parent::setUp();
		\WP_CLI::reset();
		$this->secret_before = get_site_option( Worker_Supervisor::SECRET_OPTION );
		$this->state_dir     = sys_get_temp_dir() . '/seedpress-cli-' . bin2hex( random_bytes( 4 ) );
		$this->supervisor    = new Worker_Supervisor( $this->state_dir, Worker_Supervisor::bundled_script(), Node_Runtime::from_site(), Worker_Environment::from_site() );
	}

	protected function tearDown(): void {
		$this->supervisor->stop();
		array_map( 'unlink', array_filter( (array) glob( $this->state_dir . '/{,.}*', GLOB_BRACE ), 'is_file' ) );
		@rmdir( $this->state_dir );
		if ( false === $this->secret_before ) {
			delete_site_option( Worker_Supervisor::SECRET_OPTION );
		}
		parent::tearDown();
	}

	/**
	 * @param array<string, string> $flags
	 * @return array<string, mixed>
	 */
	private function status_json( array $flags = array( 'format' => 'json' ) ): array {
		\WP_CLI::reset();
		( new Worker_Command( $this->supervisor ) )->status( array(), $flags );
		return json_decode( \WP_CLI::$output[0][1], true, 512, JSON_THROW_ON_ERROR );
	}

	public function test_status_of_a_stopped_worker(): void {
		$this->assertSame( array( 'mode' => 'bundled', 'running' => false, 'url' => null, 'pid' => null ), $this->status_json() );
	}

	public function test_start_runs_the_worker_and_status_shows_it(): void {
		( new Worker_Command( $this->supervisor ) )->start();

		$state = $this->supervisor->status();
		$this->assertNotNull( $state );
		$this->assertSame( array( array( 'success', "Success: The worker runs at http://127.0.0.1:{$state['port']} (pid {$state['pid']})." ) ), \WP_CLI::$output );
		$this->assertSame( array( 'mode' => 'bundled', 'running' => true, 'url' => 'http://127.0.0.1:' . $state['port'], 'pid' => $state['pid'] ), $this->status_json() );
	}

	public function test_status_as_a_table(): void {
		( new Worker_Command( $this->supervisor ) )->status( array(), array() );

		$this->assertSame(
			array( array( 'line', 'mode:    bundled' ), array( 'line', 'running: no' ), array( 'line', 'url:     -' ), array( 'line', 'pid:     -' ) ),
			\WP_CLI::$output
		);
	}

	public function test_stop_ends_a_running_worker_then_says_there_was_none(): void {
		$command = new Worker_Command( $this->supervisor );
		$command->start();
		$pid = (int) $this->supervisor->status()['pid'];
		\WP_CLI::reset();

		$command->stop();
		$command->stop();

		$this->assertSame( array( array( 'success', 'Success: The worker has stopped.' ), array( 'success', 'Success: The worker was not running.' ) ), \WP_CLI::$output );
		$this->assertFalse( str_contains( (string) @file_get_contents( "/proc/{$pid}/cmdline" ), 'server.js' ) );
	}

	public function test_start_without_node_fails_with_what_to_install(): void {
		$command = new Worker_Command( new Worker_Supervisor( $this->state_dir, Worker_Supervisor::bundled_script(), new Node_Runtime( null, '', array() ), array() ) );

		try {
			$command->start();
			$this->fail( 'start did not fail' );
		} catch ( \WP_CLI\ExitException $exit ) {
			$this->assertSame( 1, $exit->getCode() );
		}
		$this->assertSame( 'error', \WP_CLI::$output[0][0] );
		$this->assertStringStartsWith( 'Error: SeedPress needs Node.js 20.19.0 or newer on the server', \WP_CLI::$output[0][1] );
	}

	/**
	 * The dev stack's site configures an external worker: the command reports on it and leaves it alone.
	 */
	public function test_an_external_worker_is_reported_and_never_started_or_stopped(): void {
		$command = new Worker_Command();

		$command->status( array(), array( 'format' => 'json' ) );
		try {
			$command->stop();
			$this->fail( 'stop did not fail' );
		} catch ( \WP_CLI\ExitException ) {
			$this->assertSame( array( 'mode' => 'external', 'running' => true, 'url' => SEEDPRESS_WORKER_URL, 'pid' => null ), json_decode( \WP_CLI::$output[0][1], true ) );
			$this->assertSame( array( 'error', 'Error: The worker at ' . SEEDPRESS_WORKER_URL . ' is configured in wp-config.php (SEEDPRESS_WORKER_URL) and run outside WordPress: start and stop it where it runs.' ), \WP_CLI::$output[1] );
		}
	}
}
