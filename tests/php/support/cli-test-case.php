<?php
/**
 * Runs `wp seedpress …` in this process through the WP-CLI double, as an administrator or not.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\Cli\Commands;
use SeedPress\Tests\Cli\Run_Result;
use SeedPress\Tests\Cli\Runner;

/**
 * WP-CLI defines WP_CLI before WordPress loads; a test defines it in its own process (the
 * classes using this run each test in a process of its own) and registers the commands as
 * plugin/seedpress.php does under WP-CLI.
 */
abstract class Cli_Test_Case extends SeedPress_Test_Case {

	/** @var list<object> Bodies or queries the API was sent, in order, while a stand-in answered. */
	protected array $sent = array();

	protected function setUp(): void {
		parent::setUp();
		require_once __DIR__ . '/wp-cli-double.php';
		if ( ! defined( 'WP_CLI' ) ) {
			define( 'WP_CLI', true );
		}
		Commands::register();
	}

	/**
	 * `wp <argv>`; stdout is a pipe unless $tty.
	 */
	protected static function wp( string ...$argv ): Run_Result {
		return Runner::run( $argv );
	}

	protected static function wp_with( string $stdin, bool $tty, string ...$argv ): Run_Result {
		return Runner::run( $argv, $stdin, $tty );
	}

	/**
	 * An administrator's login, for --user=.
	 */
	protected function admin(): string {
		return get_userdata( $this->create_user( 'administrator' ) )->user_login;
	}

	/**
	 * SeedPress's routes answer with $answer( $route, $sent ) instead of the worker, after the
	 * permission check has passed; every request's body (or query) is kept in $this->sent.
	 *
	 * @param callable(string, object): \WP_REST_Response $answer
	 */
	protected function stand_in( callable $answer ): void {
		// rest_dispatch_request runs after the route's permission check, in place of its callback (the forwarder).
		// GET /settings is the site's own: batched commands read its capacity there.
		$filter = function ( mixed $result, \WP_REST_Request $request ) use ( $answer ): mixed {
			if ( null !== $result || ! str_starts_with( $request->get_route(), '/seedpress/v1/' ) || '/seedpress/v1/settings' === $request->get_route() ) {
				return $result;
			}
			$sent         = 'GET' === $request->get_method() ? (object) $request->get_query_params() : json_decode( (string) $request->get_body(), false );
			$this->sent[] = $sent;
			return $answer( substr( $request->get_route(), strlen( '/seedpress/v1' ) ), $sent );
		};
		add_filter( 'rest_dispatch_request', $filter, 10, 2 );
		$this->defer( static fn () => remove_filter( 'rest_dispatch_request', $filter, 10 ) );
	}

	/**
	 * After the test, everything SeedPress generated on the dev site goes, with what it made on
	 * the way (authors, terms): DELETE /cleanup/all, as the end-to-end tests clean up.
	 */
	protected function clean_up_generated(): void {
		$admin = $this->create_user( 'administrator' );
		$this->defer(
			static function () use ( $admin ): void {
				wp_set_current_user( $admin );
				rest_do_request( new \WP_REST_Request( 'DELETE', '/seedpress/v1/cleanup/all' ) );
				wp_set_current_user( 0 );
			}
		);
	}

	/**
	 * @param array<string, mixed> $data
	 */
	protected static function answer( array $data, int $status = 200 ): \WP_REST_Response {
		return new \WP_REST_Response( json_decode( (string) wp_json_encode( $data ), false ), $status );
	}
}
