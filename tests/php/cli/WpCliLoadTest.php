<?php
/**
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

/**
 * The plugin registers its commands when WordPress loads under WP-CLI, and only then: `wp` is
 * played by tests/php/support/wp.php, which defines WP_CLI before loading the site, as wp-cli does.
 *
 * @runTestsInSeparateProcesses
 * @preserveGlobalState disabled
 */
final class WpCliLoadTest extends SeedPress_Test_Case {

	/**
	 * @return array{0: int, 1: string, 2: string} Exit code, stdout, stderr.
	 */
	private static function wp( string ...$argv ): array {
		$process = proc_open(
			array_merge( array( PHP_BINARY, dirname( __DIR__ ) . '/support/wp.php' ), $argv ),
			array( 0 => array( 'file', '/dev/null', 'r' ), 1 => array( 'pipe', 'w' ), 2 => array( 'pipe', 'w' ) ),
			$pipes,
			null,
			array_merge( getenv(), array( 'SEEDPRESS_WP_PATH' => ABSPATH, 'SEEDPRESS_HTTP_HOST' => $_SERVER['HTTP_HOST'] ) )
		);
		$stdout = (string) stream_get_contents( $pipes[1] );
		$stderr = (string) stream_get_contents( $pipes[2] );
		fclose( $pipes[1] );
		fclose( $pipes[2] );
		return array( proc_close( $process ), $stdout, $stderr );
	}

	public function test_under_wp_cli_the_commands_exist_and_the_exit_code_is_the_process_s(): void {
		// Setup
		$admin = get_userdata( $this->create_user( 'administrator' ) )->user_login;

		// Action
		$refused = self::wp( 'seedpress', 'generate', 'posts', '--count=0' );
		$counted = self::wp( 'seedpress', 'history', 'list', '--type=comment', '--limit=1', '--format=count', "--user={$admin}" );

		// Assert
		$this->assertSame( array( 1, '', "Error: --count must be at least 1 (got 0). See 'wp help seedpress generate posts'.\n" ), $refused );
		$this->assertSame( 0, $counted[0], $counted[2] );
		$this->assertMatchesRegularExpression( '/^[01]$/', $counted[1] );
	}

	public function test_outside_wp_cli_the_commands_are_not_even_loaded(): void {
		// Assert: this process loaded WordPress without WP_CLI (tests/php/bootstrap.php).
		$this->assertFalse( defined( 'WP_CLI' ) );
		$this->assertFalse( class_exists( \SeedPress\Cli\Commands::class, false ) );
		$this->assertFalse( class_exists( \WP_CLI::class, false ) );
	}

	public function test_schemas_that_cannot_be_read_cost_only_seedpress_its_commands(): void {
		// Setup: WP-CLI is running, and the plugin's schemas are not where it looks.
		require_once dirname( __DIR__ ) . '/support/wp-cli-double.php';
		define( 'WP_CLI', true );
		define( 'SEEDPRESS_SCHEMAS_DIR', sys_get_temp_dir() . '/seedpress-no-schemas-' . bin2hex( random_bytes( 4 ) ) );
		\SeedPress\Tests\Cli\Console::reset( '', false );

		// Action
		\SeedPress\Cli\Commands::register();

		// Assert
		$this->assertSame( array(), \SeedPress\Tests\Cli\Registry::names() );
		$this->assertSame( 'Warning: The wp seedpress commands are not available: Cannot read ' . SEEDPRESS_SCHEMAS_DIR . "/endpoints/generate-posts.post.json.\n", \SeedPress\Tests\Cli\Console::$stderr );
	}
}
