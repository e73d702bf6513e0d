<?php
/**
 * Shared helpers: users and posts made by a test are removed after it, whatever the outcome.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use PHPUnit\Framework\TestCase;

abstract class SeedPress_Test_Case extends TestCase {

	/** @var list<int> */
	private array $users = array();
	/** @var list<int> */
	private array $posts = array();
	/** @var list<callable> */
	private array $cleanups = array();

	protected function tearDown(): void {
		wp_set_current_user( 0 );
		foreach ( array_reverse( $this->cleanups ) as $cleanup ) {
			$cleanup();
		}
		foreach ( $this->posts as $id ) {
			wp_delete_post( $id, true );
		}
		foreach ( $this->users as $id ) {
			wp_delete_user( $id );
		}
		$this->users    = array();
		$this->posts    = array();
		$this->cleanups = array();
		parent::tearDown();
	}

	protected function create_user( string $role ): int {
		$login = 'sp_test_' . $role . '_' . bin2hex( random_bytes( 4 ) );
		$id    = wp_insert_user(
			array(
				'user_login' => $login,
				'user_pass'  => wp_generate_password( 24 ),
				'user_email' => $login . '@example.test',
				'role'       => $role,
			)
		);
		$this->assertIsInt( $id, 'test user could not be created' );
		$this->users[] = $id;
		return $id;
	}

	/** A category made with wp_insert_term(), deleted after the test. */
	protected function create_category(): int {
		$term = wp_insert_term( 'SeedPress test term ' . bin2hex( random_bytes( 4 ) ), 'category' );
		$this->assertIsArray( $term, 'test term could not be created' );
		$id = (int) $term['term_id'];
		$this->defer( static fn () => wp_delete_term( $id, 'category' ) );
		return $id;
	}

	protected function create_post( array $args = array() ): int {
		$id = wp_insert_post(
			$args + array(
				'post_title'  => 'SeedPress test post ' . bin2hex( random_bytes( 4 ) ),
				'post_status' => 'publish',
				'post_type'   => 'post',
			),
			true
		);
		$this->assertIsInt( $id, 'test post could not be created' );
		$this->posts[] = $id;
		return $id;
	}

	/**
	 * What serve_request() does after dispatch: errors become responses, then rest_post_dispatch runs.
	 */
	protected static function finish( mixed $result, \WP_REST_Request $request ): \WP_REST_Response {
		$response = is_wp_error( $result ) ? rest_convert_error_to_response( $result ) : rest_ensure_response( $result );
		return apply_filters( 'rest_post_dispatch', $response, rest_get_server(), $request );
	}

	/**
	 * rest_do_request() skips rest_post_dispatch, which serve_request() applies; this does both.
	 */
	protected static function serve( \WP_REST_Request $request ): \WP_REST_Response {
		return self::finish( rest_do_request( $request ), $request );
	}

	protected function defer( callable $cleanup ): void {
		$this->cleanups[] = $cleanup;
	}

	/**
	 * A port nobody listens on: bound by the OS, then released.
	 */
	protected static function closed_port(): int {
		$server = stream_socket_server( 'tcp://127.0.0.1:0', $errno, $errstr );
		self::assertNotFalse( $server, $errstr );
		$name = (string) stream_socket_get_name( $server, false );
		fclose( $server );
		return (int) substr( $name, strrpos( $name, ':' ) + 1 );
	}
}
