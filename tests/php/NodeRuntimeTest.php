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
		$files = new \RecursiveIteratorIterator( new \RecursiveDirectoryIterator( $this->dir, \FilesystemIterator::SKIP_DOTS ), \RecursiveIteratorIterator::CHILD_FIRST );
		foreach ( $files as $file ) {
			$file->isDir() ? rmdir( $file->getPathname() ) : unlink( $file->getPathname() );
		}
		rmdir( $this->dir );
		parent::tearDown();
	}

	/**
	 * A shell script standing in for node: it prints the version it is given.
	 */
	private function fake_node( string $name, string $version ): string {
		$file = $this->dir . '/' . $name;
		if ( ! is_dir( dirname( $file ) ) ) {
			mkdir( dirname( $file ), 0777, true );
		}
		file_put_contents( $file, "#!/bin/sh\necho {$version}\n" );
		chmod( $file, 0755 );
		return $file;
	}

	/**
	 * @param array<string, string> $env Relative to the test's folder.
	 */
	private function runtime( string $path, array $env ): Node_Runtime {
		return new Node_Runtime( null, $path, array(), array_map( fn ( string $dir ): string => $this->dir . '/' . $dir, $env ) );
	}

	/**
	 * @return array<string, array{0: string, 1: array<string, string>}> Where each layout puts node, and the environment that leads there.
	 */
	public function layouts(): array {
		return array(
			'nvm in the home'                => array( 'home/.nvm/versions/node/v22.11.0/bin/node', array( 'HOME' => 'home' ) ),
			'nvm at NVM_DIR'                 => array( 'nvm/versions/node/v22.11.0/bin/node', array( 'HOME' => 'home', 'NVM_DIR' => 'nvm' ) ),
			'fnm on Linux'                   => array( 'home/.local/share/fnm/node-versions/v22.11.0/installation/bin/node', array( 'HOME' => 'home' ) ),
			'fnm on macOS'                   => array( 'home/Library/Application Support/fnm/node-versions/v22.11.0/installation/bin/node', array( 'HOME' => 'home' ) ),
			'fnm at FNM_DIR'                 => array( 'fnm/node-versions/v22.11.0/installation/bin/node', array( 'FNM_DIR' => 'fnm' ) ),
			'Volta in the home'              => array( 'home/.volta/bin/node', array( 'HOME' => 'home' ) ),
			'Volta at VOLTA_HOME'            => array( 'volta/bin/node', array( 'VOLTA_HOME' => 'volta' ) ),
			'asdf in the home'               => array( 'home/.asdf/installs/nodejs/22.11.0/bin/node', array( 'HOME' => 'home' ) ),
			'asdf at ASDF_DATA_DIR'          => array( 'asdf/installs/nodejs/22.11.0/bin/node', array( 'ASDF_DATA_DIR' => 'asdf' ) ),
			'Herd'                           => array( 'home/Library/Application Support/Herd/config/nvm/versions/node/v22.11.0/bin/node', array( 'HOME' => 'home' ) ),
		);
	}

	/**
	 * @dataProvider layouts
	 * @param array<string, string> $env
	 */
	public function test_each_version_manager_layout_is_found( string $where, array $env ): void {
		$binary  = $this->fake_node( $where, 'v22.11.0' );
		$runtime = $this->runtime( '', $env );

		$this->assertSame( $binary, $runtime->binary() );
		$this->assertSame( '22.11.0', $runtime->version() );
		$this->assertNull( $runtime->problem() );
	}

	public function test_the_newest_build_wins_across_path_and_the_managers(): void {
		$this->fake_node( 'bin/node', 'v20.19.0' );
		$this->fake_node( 'home/.nvm/versions/node/v21.7.3/bin/node', 'v21.7.3' );
		$newest = $this->fake_node( 'home/.nvm/versions/node/v22.2.0/bin/node', 'v22.2.0' );
		$this->fake_node( 'home/.asdf/installs/nodejs/22.1.0/bin/node', 'v22.1.0' );
		$this->fake_node( 'home/.nvm/versions/node/v9.11.2/bin/node', 'v9.11.2' );

		$runtime = $this->runtime( $this->dir . '/bin', array( 'HOME' => 'home' ) );

		$this->assertSame( $newest, $runtime->binary() );
		$this->assertSame( '22.2.0', $runtime->version() );
		$this->assertNull( $runtime->problem() );
	}

	public function test_among_equal_versions_path_comes_first(): void {
		$on_path = $this->fake_node( 'bin/node', 'v22.2.0' );
		$this->fake_node( 'home/.nvm/versions/node/v22.2.0/bin/node', 'v22.2.0' );

		$this->assertSame( $on_path, $this->runtime( $this->dir . '/bin', array( 'HOME' => 'home' ) )->binary() );
	}

	public function test_builds_below_the_minimum_are_refused_naming_the_newest_found(): void {
		$this->fake_node( 'bin/node', 'v18.19.1' );
		$this->fake_node( 'home/.nvm/versions/node/v16.20.2/bin/node', 'v16.20.2' );
		$newest = $this->fake_node( 'home/.nvm/versions/node/v20.18.3/bin/node', 'v20.18.3' );

		$runtime = $this->runtime( $this->dir . '/bin', array( 'HOME' => 'home' ) );

		$this->assertSame( $newest, $runtime->binary() );
		$this->assertSame( "SeedPress needs Node.js 20.19.0 or newer to run its worker, and {$newest} is Node.js 20.18.3. Install a newer Node.js, or define SEEDPRESS_NODE_BINARY in wp-config.php with the full path to one.", $runtime->problem() );
	}

	public function test_a_version_managers_folder_without_a_home_is_not_searched(): void {
		$this->fake_node( 'home/.nvm/versions/node/v22.2.0/bin/node', 'v22.2.0' );

		$runtime = $this->runtime( '', array() );

		$this->assertNull( $runtime->binary() );
		$this->assertStringStartsWith( 'SeedPress needs Node.js 20.19.0 or newer on the server to run its worker, and none was found.', (string) $runtime->problem() );
	}

	/**
	 * php-fpm may start PHP without HOME: the home then comes from the user's passwd entry.
	 */
	public function test_without_home_the_users_passwd_entry_gives_it(): void {
		$code    = 'define("ABSPATH", "/"); function __($t) { return $t; } require $argv[1]; $m = new ReflectionMethod(SeedPress\Node_Runtime::class, "server_environment"); echo json_encode($m->invoke(null));';
		$command = array( '/usr/bin/env', '-u', 'HOME', '-u', 'NVM_DIR', PHP_BINARY, '-r', $code, dirname( __DIR__, 2 ) . '/plugin/src/worker/node-runtime.php' );
		$process = proc_open( $command, array( 1 => array( 'pipe', 'w' ) ), $pipes );
		$output  = stream_get_contents( $pipes[1] );
		fclose( $pipes[1] );
		proc_close( $process );

		$this->assertSame( posix_getpwuid( posix_geteuid() )['dir'], json_decode( (string) $output, true )['HOME'] ?? null );
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
