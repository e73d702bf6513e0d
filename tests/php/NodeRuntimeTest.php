<?php
/**
 * Finding node and telling a site admin what is wrong with it, with stand-in binaries the test writes.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\Node_Runtime;

final class NodeRuntimeTest extends SeedPress_Test_Case {

	private string $dir;

	protected function setUp(): void {
		parent::setUp();
		$this->dir = sys_get_temp_dir() . '/seedpress-node-' . bin2hex( random_bytes( 4 ) );
		mkdir( $this->dir );
	}

	protected function tearDown(): void {
		array_map( 'unlink', (array) glob( $this->dir . '/*' ) );
		rmdir( $this->dir );
		parent::tearDown();
	}

	private function fake_node( string $name, string $version ): string {
		$file = $this->dir . '/' . $name;
		file_put_contents( $file, "#!/bin/sh\necho {$version}\n" );
		chmod( $file, 0755 );
		return $file;
	}

	public function test_a_node_on_path_that_is_new_enough_is_usable(): void {
		$binary  = $this->fake_node( 'node', 'v20.19.0' );
		$runtime = new Node_Runtime( null, '/nonexistent' . PATH_SEPARATOR . $this->dir, array() );

		$this->assertSame( $binary, $runtime->binary() );
		$this->assertNull( $runtime->problem() );
	}

	public function test_an_old_node_is_named_with_its_version(): void {
		$binary  = $this->fake_node( 'nodejs', 'v18.19.1' );
		$runtime = new Node_Runtime( null, $this->dir, array() );

		$this->assertSame( "SeedPress needs Node.js 20.19.0 or newer to run its worker, and {$binary} is Node.js 18.19.1. Install a newer Node.js, or define SEEDPRESS_NODE_BINARY in wp-config.php with the full path to one.", $runtime->problem() );
	}

	public function test_the_configured_binary_wins_over_path(): void {
		$this->fake_node( 'node', 'v18.0.0' );
		$configured = $this->fake_node( 'node22', 'v22.1.0' );

		$runtime = new Node_Runtime( $configured, $this->dir, array() );

		$this->assertSame( $configured, $runtime->binary() );
		$this->assertNull( $runtime->problem() );
	}

	public function test_a_configured_binary_that_does_not_run_is_reported(): void {
		$runtime = new Node_Runtime( $this->dir . '/missing-node', '', array() );

		$this->assertSame( "SeedPress could not run {$this->dir}/missing-node to read its version. Check that the web server's user may run it, or define SEEDPRESS_NODE_BINARY in wp-config.php with the full path to a Node.js 20 or newer.", $runtime->problem() );
	}

	public function test_the_usual_places_are_searched_when_path_has_no_node(): void {
		$binary = $this->fake_node( 'node', 'v24.0.0' );

		$this->assertSame( $binary, ( new Node_Runtime( null, '', array( $this->dir ) ) )->binary() );
	}

	/**
	 * disable_functions applies at startup only: a PHP of its own loads the class with proc_open disabled.
	 */
	public function test_a_disabled_proc_open_is_reported(): void {
		$code    = 'define("ABSPATH", "/"); function __($text) { return $text; } require $argv[1]; echo (new SeedPress\Node_Runtime(null, ""))->problem();';
		$command = array( PHP_BINARY, '-d', 'disable_functions=proc_open', '-r', $code, dirname( __DIR__, 2 ) . '/plugin/src/worker/node-runtime.php' );
		$process = proc_open( $command, array( 1 => array( 'pipe', 'w' ) ), $pipes );
		$output  = stream_get_contents( $pipes[1] );
		fclose( $pipes[1] );
		proc_close( $process );

		$this->assertSame( 'SeedPress starts its worker with PHP\'s proc_open(), which this server disables (disable_functions in php.ini). Allow proc_open for this site, or run the worker yourself and define SEEDPRESS_WORKER_URL and SEEDPRESS_WORKER_SECRET in wp-config.php.', $output );
	}
}
