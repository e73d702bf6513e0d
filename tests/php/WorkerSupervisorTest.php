<?php
/**
 * The bundled worker as the plugin runs it: the real worker/dist/server.js on the stack's
 * database, started, found again, restarted after a crash and stopped, with its state in a
 * directory of the test's own.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\Node_Runtime;
use SeedPress\Worker_Client;
use SeedPress\Worker_Environment;
use SeedPress\Worker_Supervisor;

final class WorkerSupervisorTest extends SeedPress_Test_Case {

	private string $state_dir;
	/** @var list<Worker_Supervisor> */
	private array $supervisors = array();
	private mixed $secret_before;

	protected function setUp(): void {
		parent::setUp();
		$this->state_dir     = sys_get_temp_dir() . '/seedpress-supervisor-' . bin2hex( random_bytes( 4 ) );
		$this->secret_before = get_site_option( Worker_Supervisor::SECRET_OPTION );
	}

	protected function tearDown(): void {
		foreach ( $this->supervisors as $supervisor ) {
			$supervisor->stop();
		}
		foreach ( (array) glob( $this->state_dir . '/{,.}*', GLOB_BRACE ) as $file ) {
			if ( is_file( (string) $file ) ) {
				unlink( (string) $file );
			}
		}
		@rmdir( $this->state_dir );
		if ( false === $this->secret_before ) {
			delete_site_option( Worker_Supervisor::SECRET_OPTION );
		}
		parent::tearDown();
	}

	/**
	 * @param array<string, string> $overrides
	 */
	private function supervisor( array $overrides = array() ): Worker_Supervisor {
		// The site's own settings, as the plugin passes them.
		$settings            = array_merge( Worker_Environment::from_site(), $overrides );
		$supervisor          = new Worker_Supervisor( $this->state_dir, Worker_Supervisor::bundled_script(), Node_Runtime::from_site(), $settings );
		$this->supervisors[] = $supervisor;
		return $supervisor;
	}

	/**
	 * A started worker's client; a failed start fails the test with its reason.
	 */
	private function started( Worker_Supervisor $supervisor ): Worker_Client {
		$client = $supervisor->client();
		$this->assertInstanceOf( Worker_Client::class, $client, $client instanceof \WP_Error ? $client->get_error_message() : '' );
		return $client;
	}

	private static function health( Worker_Client $client ): int {
		$reply = $client->send( 'GET', '/healthz', '', array() );
		return $reply instanceof \WP_Error ? 0 : $reply->status;
	}

	public function test_the_first_call_starts_the_worker_and_the_next_request_finds_it(): void {
		$client = $this->supervisor()->client();

		$this->assertInstanceOf( Worker_Client::class, $client );
		$this->assertSame( 200, self::health( $client ) );
		$state = $this->supervisor()->status();
		$this->assertNotNull( $state );
		$this->assertSame( 'http://127.0.0.1:' . $state['port'], $client->base_url() );
		$again = $this->supervisor()->client();
		$this->assertSame( $client->base_url(), $again instanceof Worker_Client ? $again->base_url() : null );
		$this->assertSame( $state, $this->supervisor()->status() );
	}

	public function test_the_secret_and_the_database_password_travel_in_the_environment_only(): void {
		$this->started( $this->supervisor() );
		$pid = (int) $this->supervisor()->status()['pid'];

		$cmdline = (string) file_get_contents( "/proc/{$pid}/cmdline" );
		$environ = explode( "\0", (string) file_get_contents( "/proc/{$pid}/environ" ) );
		$this->assertStringNotContainsString( Worker_Supervisor::site_secret(), $cmdline );
		$this->assertStringNotContainsString( (string) DB_PASSWORD, $cmdline );
		$this->assertContains( 'SEEDPRESS_WORKER_SECRET=' . Worker_Supervisor::site_secret(), $environ );
		$this->assertContains( 'DB_PASSWORD=' . DB_PASSWORD, $environ );
	}

	public function test_a_killed_worker_is_started_again_by_the_next_call(): void {
		$this->started( $this->supervisor() );
		$killed = (int) $this->supervisor()->status()['pid'];
		posix_kill( $killed, 9 );
		for ( $i = 0; $i < 50 && file_exists( "/proc/{$killed}/cmdline" ) && '' !== (string) @file_get_contents( "/proc/{$killed}/cmdline" ); $i++ ) {
			usleep( 100000 );
		}

		$client = $this->supervisor()->client();

		$this->assertInstanceOf( Worker_Client::class, $client, $client instanceof \WP_Error ? $client->get_error_message() : '' );
		$this->assertSame( 200, self::health( $client ) );
		$this->assertNotSame( $killed, $this->supervisor()->status()['pid'] );
	}

	public function test_revive_keeps_a_worker_that_still_listens(): void {
		$first = $this->started( $this->supervisor() );
		$pid   = $this->supervisor()->status()['pid'];

		$revived = $this->supervisor()->revive();

		$this->assertSame( $first instanceof Worker_Client ? $first->base_url() : '', $revived instanceof Worker_Client ? $revived->base_url() : null );
		$this->assertSame( $pid, $this->supervisor()->status()['pid'] );
	}

	public function test_stop_ends_the_worker_and_forgets_it(): void {
		$this->started( $this->supervisor() );
		$pid = (int) $this->supervisor()->status()['pid'];

		$stopped = $this->supervisor()->stop();

		$this->assertTrue( $stopped );
		$this->assertNull( $this->supervisor()->status() );
		$this->assertFileDoesNotExist( $this->state_dir . '/worker.json' );
		$this->assertFalse( str_contains( (string) @file_get_contents( "/proc/{$pid}/cmdline" ), 'server.js' ) );
		$this->assertFalse( $this->supervisor()->stop() );
	}

	public function test_a_worker_that_cannot_start_is_a_503_quoting_its_log(): void {
		$result = $this->supervisor( array( 'DB_PASSWORD' => 'not-the-password' ) )->client();

		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'worker_unavailable', $result->get_error_code() );
		$this->assertSame( array( 'status' => 503 ), $result->get_error_data() );
		$this->assertStringStartsWith( 'The SeedPress worker stopped right after it started. Its log (' . $this->state_dir . '/worker.log) ends with: ', $result->get_error_message() );
		$this->assertStringContainsString( 'Access denied', $result->get_error_message() );
		$this->assertNull( $this->supervisor()->status() );
	}

	public function test_without_node_every_call_is_a_503_saying_what_to_install(): void {
		$supervisor          = new Worker_Supervisor( $this->state_dir, Worker_Supervisor::bundled_script(), new Node_Runtime( null, '/nonexistent', array() ), array() );
		$this->supervisors[] = $supervisor;

		$result = $supervisor->client();

		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'worker_unavailable', $result->get_error_code() );
		$this->assertSame( array( 'status' => 503 ), $result->get_error_data() );
		$this->assertSame( 'SeedPress needs Node.js 20.19.0 or newer on the server to run its worker, and none was found. Install Node.js 20 or newer (from nodejs.org or your system\'s packages), or define SEEDPRESS_NODE_BINARY in wp-config.php with the full path to node.', $result->get_error_message() );
		$this->assertDirectoryDoesNotExist( $this->state_dir );
	}

	public function test_the_state_directory_is_closed_to_browsers(): void {
		$this->started( $this->supervisor() );

		$this->assertStringContainsString( 'Require all denied', (string) file_get_contents( $this->state_dir . '/.htaccess' ) );
		$this->assertFileExists( $this->state_dir . '/index.php' );
	}
}
