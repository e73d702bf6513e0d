<?php
/**
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\Cli\Worker_Command;
use SeedPress\Node_Runtime;
use SeedPress\Worker_Environment;
use SeedPress\Worker_Supervisor;

require_once dirname( __DIR__ ) . '/support/cli-test-case.php';

/**
 * `wp seedpress worker start|stop|status` through the WP-CLI double, on a bundled worker run by a
 * supervisor with a state folder of the test's own (the real worker on the dev site's database).
 * The dev site itself configures an external worker, which the command only reports on.
 *
 * @runTestsInSeparateProcesses
 * @preserveGlobalState disabled
 */
final class WorkerCommandTest extends Cli_Test_Case {

	private string $state_dir;
	private Worker_Supervisor $supervisor;
	private mixed $secret_before;

	protected function setUp(): void {
		parent::setUp();
		$this->secret_before = get_site_option( Worker_Supervisor::SECRET_OPTION );
		$this->state_dir     = sys_get_temp_dir() . '/seedpress-cli-' . bin2hex( random_bytes( 4 ) );
		$this->supervisor    = new Worker_Supervisor( $this->state_dir, Worker_Supervisor::bundled_script(), Node_Runtime::from_site(), Worker_Environment::from_site() );
		\WP_CLI::add_command( 'seedpress worker', new Worker_Command( $this->supervisor ) );
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

	public function test_status_of_a_stopped_worker_as_json(): void {
		$node = Node_Runtime::from_site();

		$run = self::wp( 'seedpress', 'worker', 'status', '--format=json' );

		$this->assertSame( 0, $run->exit_code, $run->stderr );
		$this->assertSame(
			wp_json_encode(
				array(
					'mode'          => 'bundled',
					'running'       => false,
					'url'           => null,
					'pid'           => null,
					'port'          => null,
					'node'          => $node->binary(),
					'node_version'  => $node->version(),
					'uptime'        => null,
					'memory_rss'    => null,
					'image_backend' => null,
					'platform'      => null,
					'database'      => null,
					'log'           => $this->state_dir . '/worker.log',
					'log_errors'    => array(),
					'problems'      => array( 'The SeedPress worker is not running. The next SeedPress call starts it; Restart worker starts it now.' ),
				),
				JSON_UNESCAPED_SLASHES
			) . "\n",
			$run->stdout
		);
	}

	public function test_start_runs_the_worker_and_status_shows_it(): void {
		$admin   = $this->admin();
		$started = self::wp( 'seedpress', 'worker', 'start' );
		$state   = $this->supervisor->status();
		$status  = self::wp( 'seedpress', 'worker', 'status', "--user={$admin}" );
		$json    = self::wp( 'seedpress', 'worker', 'status', '--format=json', "--user={$admin}" );

		$this->assertSame( 0, $started->exit_code, $started->stderr );
		$this->assertNotNull( $state );
		$this->assertSame( "Success: The worker runs at http://127.0.0.1:{$state['port']} (pid {$state['pid']}).\n", $started->stdout );
		$this->assertStringStartsWith( "mode:           bundled\nrunning:        yes\nurl:            http://127.0.0.1:{$state['port']}\npid:            {$state['pid']}\nport:           {$state['port']}\n", $status->stdout );
		$this->assertStringEndsWith( "database:       reachable\nlog:            {$this->state_dir}/worker.log\nlog_errors:     -\nproblems:       -\n", $status->stdout );
		$row = json_decode( $json->stdout, true );
		$this->assertSame( array( 'mode', 'running', 'url', 'pid', 'port', 'node', 'node_version', 'uptime', 'memory_rss', 'image_backend', 'platform', 'database', 'log', 'log_errors', 'problems' ), array_keys( $row ) );
		$this->assertSame( array( true, $state['pid'], $state['port'], Node_Runtime::from_site()->binary(), 'native', 'linux ' . ( 'aarch64' === php_uname( 'm' ) ? 'arm64' : 'x64' ) . ' glibc', 'reachable', array(), array() ), array( $row['running'], $row['pid'], $row['port'], $row['node'], $row['image_backend'], $row['platform'], $row['database'], $row['log_errors'], $row['problems'] ) );
		$this->assertIsInt( $row['uptime'] );
		$this->assertGreaterThan( 20 * MB_IN_BYTES, $row['memory_rss'] );
		$this->assertLessThan( 1024 * MB_IN_BYTES, $row['memory_rss'] );
	}

	public function test_stop_ends_a_running_worker_then_says_there_was_none(): void {
		$started = self::wp( 'seedpress', 'worker', 'start' );
		$this->assertSame( 0, $started->exit_code, $started->stderr );
		$pid = (int) $this->supervisor->status()['pid'];

		$stopped = self::wp( 'seedpress', 'worker', 'stop' );
		$again   = self::wp( 'seedpress', 'worker', 'stop' );

		$this->assertSame( "Success: The worker has stopped.\n", $stopped->stdout );
		$this->assertSame( "Success: The worker was not running.\n", $again->stdout );
		$this->assertFalse( str_contains( (string) @file_get_contents( "/proc/{$pid}/cmdline" ), 'server.js' ) );
	}

	public function test_start_without_node_fails_with_what_to_install(): void {
		\WP_CLI::add_command( 'seedpress worker', new Worker_Command( new Worker_Supervisor( $this->state_dir, Worker_Supervisor::bundled_script(), new Node_Runtime( null, '', array() ), array() ) ) );

		$run = self::wp( 'seedpress', 'worker', 'start' );

		$this->assertSame( 1, $run->exit_code );
		$this->assertSame( '', $run->stdout );
		$this->assertStringStartsWith( 'Error: SeedPress needs Node.js 20.19.0 or newer on the server to run its worker, and none was found.', $run->stderr );
	}

	public function test_an_external_worker_is_reported_and_never_started_or_stopped(): void {
		\WP_CLI::add_command( 'seedpress worker', Worker_Command::class );

		$status  = self::wp( 'seedpress', 'worker', 'status', '--format=json', '--user=' . $this->admin() );
		$stopped = self::wp( 'seedpress', 'worker', 'stop' );

		$row = json_decode( $status->stdout, true );
		$this->assertSame( array( 'external', true, SEEDPRESS_WORKER_URL, (int) wp_parse_url( SEEDPRESS_WORKER_URL, PHP_URL_PORT ), null, 'native', 'reachable', null, array(), array() ), array( $row['mode'], $row['running'], $row['url'], $row['port'], $row['node'], $row['image_backend'], $row['database'], $row['log'], $row['log_errors'], $row['problems'] ) );
		$this->assertStringContainsString( 'server.js', (string) file_get_contents( "/proc/{$row['pid']}/cmdline" ) );
		$this->assertSame( 1, $stopped->exit_code );
		$this->assertSame( 'Error: The worker at ' . SEEDPRESS_WORKER_URL . " is configured in wp-config.php (SEEDPRESS_WORKER_URL) and run outside WordPress: start and stop it where it runs.\n", $stopped->stderr );
	}
}
