<?php
/**
 * Forwarding over real loopback HTTP to a stand-in worker (tests/php/fixtures/fake-worker-router.php).
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\Forwarder;
use SeedPress\Host_Context;
use SeedPress\Plugin;
use SeedPress\External_Worker;
use SeedPress\Worker_Client;
use SeedPress\Worker_Link;

final class ForwarderTest extends SeedPress_Test_Case {

	private const SECRET = 'forwarder-test-secret-0123456789abcdef';

	protected function setUp(): void {
		parent::setUp();
		wp_set_current_user( $this->create_user( 'administrator' ) );
	}

	private static function forwarder( string $edition = 'full', ?string $url = null ): Forwarder {
		return new Forwarder( new External_Worker( $url ?? Fake_Worker::url(), self::SECRET ), $edition );
	}

	/**
	 * @return array{method: string, path: string, edition: string, schema: string}
	 */
	private static function route( string $method, string $path, string $edition = 'all' ): array {
		return array( 'method' => $method, 'path' => $path, 'edition' => $edition, 'schema' => 'test' );
	}

	/**
	 * @return array<string, mixed>
	 */
	private static function claims( string $authorization ): array {
		$payload = explode( '.', substr( $authorization, strlen( 'Bearer ' ) ) )[1];
		return json_decode( (string) base64_decode( strtr( $payload, '-_', '+/' ) ), true, 512, JSON_THROW_ON_ERROR );
	}

	public function test_get_is_forwarded_with_placeholders_query_and_a_token_bound_to_it(): void {
		// Setup
		$request = new \WP_REST_Request( 'GET', '/' . Plugin::NAMESPACE . '/echo/my type' );
		$request->set_url_params( array( 'post_type' => 'my type' ) );
		$request->set_query_params( array( 'roles' => array( 'author', 'editor' ), 'page' => '2', 'rest_route' => '/x', '_wpnonce' => 'n', '_envelope' => '1', '_fields' => 'method,target,body,authorization', '_locale' => 'user', 'context' => 'view', '_' => '1764230400000' ) );

		// Action
		$response = self::forwarder()->handle( $request, self::route( 'GET', '/echo/{post_type}' ) );

		// Assert
		$this->assertInstanceOf( \WP_REST_Response::class, $response );
		$this->assertSame( 200, $response->get_status() );
		$seen   = $response->get_data();
		$target = '/echo/my%20type?roles%5B0%5D=author&roles%5B1%5D=editor&page=2';
		$this->assertSame( array( 'method', 'target', 'authorization', 'body' ), array_keys( get_object_vars( $seen ) ), '_fields picks the members of the answer' );
		$this->assertSame( 'GET', $seen->method );
		$this->assertSame( $target, $seen->target );
		$this->assertSame( '', $seen->body );
		$claims = self::claims( $seen->authorization );
		$this->assertSame( hash( 'sha256', $target ), $claims['psh'] );
		$this->assertSame( 'GET', $claims['mth'] );
		$this->assertSame( hash( 'sha256', '' ), $claims['bsh'] );
		$this->assertSame( 'full', $claims['edn'] );
		$this->assertSame( get_option( Host_Context::HASH_OPTION ), $claims['ctx'] );
		$this->assertSame( (string) get_current_user_id(), $claims['sub'] );
	}

	public function test_post_forwards_the_raw_body_and_content_type_and_keeps_empty_objects(): void {
		// Setup
		$body    = '{"count": 3, "field_config": {}}';
		$request = new \WP_REST_Request( 'POST', '/' . Plugin::NAMESPACE . '/echo' );
		$request->set_header( 'Content-Type', 'application/json; charset=utf-8' );
		$request->set_body( $body );

		// Action
		$response = self::forwarder( 'lite' )->handle( $request, self::route( 'POST', '/echo' ) );

		// Assert
		$seen = $response->get_data();
		$this->assertSame( 'POST', $seen->method );
		$this->assertSame( $body, $seen->body );
		$this->assertSame( 'application/json; charset=utf-8', $seen->content_type );
		$claims = self::claims( $seen->authorization );
		$this->assertSame( hash( 'sha256', $body ), $claims['bsh'] );
		$this->assertSame( 'lite', $claims['edn'] );
		$this->assertSame( '{}', wp_json_encode( $seen->empty_object ) );
		$this->assertSame( '[]', wp_json_encode( $seen->empty_list ) );
	}

	public function test_worker_errors_pass_through_unchanged_with_their_status(): void {
		// Setup
		$request = new \WP_REST_Request( 'POST', '/' . Plugin::NAMESPACE . '/fail' );

		// Action
		$response = self::finish( self::forwarder()->handle( $request, self::route( 'POST', '/fail' ) ), $request );

		// Assert
		$this->assertSame( 400, $response->get_status() );
		$this->assertEquals(
			(object) array( 'success' => false, 'code' => 'invalid_parameter', 'message' => 'count must be between 1 and 500', 'detail' => new \stdClass() ),
			$response->get_data()
		);
	}

	public function test_a_scalar_json_body_gets_the_workers_answer_and_only_the_query_loses_fields(): void {
		// Setup: unsetting _fields in every parameter group was fatal on a scalar JSON body.
		$request = new \WP_REST_Request( 'POST', '/' . Plugin::NAMESPACE . '/fail' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( '"hello"' );
		$request->set_query_params( array( '_fields' => 'success' ) );

		// Action
		$response = self::finish( self::forwarder()->handle( $request, self::route( 'POST', '/fail' ) ), $request );

		// Assert
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( 'invalid_parameter', $response->get_data()->code );
		$this->assertSame( array(), $request->get_query_params() );
		$this->assertSame( 'hello', $request->get_json_params() );
	}

	/**
	 * GET /users with a search that takes the target past its limit, to a dead worker address: that
	 * it would answer 503 proves nothing was sent.
	 */
	private static function over_the_limit(): \WP_REST_Response {
		$forwarder = self::forwarder( 'full', 'http://127.0.0.1:' . self::closed_port() );
		$request   = new \WP_REST_Request( 'GET', '/' . Plugin::NAMESPACE . '/users' );
		$request->set_query_params( array( 'search' => str_repeat( 'a', Forwarder::MAX_TARGET_BYTES ) ) );
		return self::finish( $forwarder->handle( $request, self::route( 'GET', '/users' ) ), $request );
	}

	public function test_a_target_over_the_limit_is_refused_with_414_without_forwarding(): void {
		// Action
		$response = self::over_the_limit();

		// Assert
		$this->assertSame( 414, $response->get_status() );
		$this->assertSame(
			array( 'success' => false, 'code' => 'invalid_parameter', 'message' => 'The request URL is too long: at most 8192 bytes of path and query string are accepted.' ),
			$response->get_data()
		);
	}

	public function test_a_german_site_refuses_a_long_target_in_german_with_the_plural_form_of_its_number(): void {
		// Setup
		load_textdomain( 'seedpress', dirname( Plugin::file() ) . '/languages/seedpress-de_DE.mo', 'de_DE' );
		$this->defer( static fn () => unload_textdomain( 'seedpress' ) );

		// Action
		$response = self::over_the_limit();

		// Assert
		$this->assertSame( 414, $response->get_status() );
		$this->assertSame(
			array( 'success' => false, 'code' => 'invalid_parameter', 'message' => 'Die Anfrage-URL ist zu lang: Pfad und Query-String dürfen höchstens 8192 Byte lang sein.' ),
			$response->get_data()
		);
	}

	public function test_a_context_core_does_not_know_is_refused_like_cores_own_endpoints_without_forwarding(): void {
		// Setup: a dead worker address proves nothing was sent (it would answer 503).
		$forwarder = self::forwarder( 'full', 'http://127.0.0.1:' . self::closed_port() );
		$request   = new \WP_REST_Request( 'GET', '/' . Plugin::NAMESPACE . '/users' );
		$request->set_query_params( array( 'context' => 'admin' ) );

		// Action
		$response = self::finish( $forwarder->handle( $request, self::route( 'GET', '/users' ) ), $request );

		// Assert
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame(
			array( 'success' => false, 'code' => 'invalid_parameter', 'message' => 'Invalid parameter: context must be one of: view, embed, edit.' ),
			$response->get_data()
		);
	}

	public function test_a_body_that_is_not_json_becomes_502_worker_error(): void {
		// Setup
		$request = new \WP_REST_Request( 'GET', '/' . Plugin::NAMESPACE . '/not-json' );

		// Action
		$result   = self::forwarder()->handle( $request, self::route( 'GET', '/not-json' ) );
		$response = self::finish( $result, $request );

		// Assert
		$this->assertSame( 502, $response->get_status() );
		$this->assertSame( 'worker_error', $response->get_data()['code'] );
		$this->assertFalse( $response->get_data()['success'] );
		$this->assertStringContainsString( '500', $response->get_data()['message'] );
	}

	public function test_touched_header_cleans_the_caches(): void {
		// Setup
		global $wpdb;
		$id = $this->create_post();
		get_post( $id );
		$wpdb->update( $wpdb->posts, array( 'post_title' => 'Written by the worker' ), array( 'ID' => $id ) );
		$request = new \WP_REST_Request( 'POST', '/' . Plugin::NAMESPACE . '/touch' );
		$request->set_body( (string) wp_json_encode( array( 'posts' => array( $id ), 'terms' => array(), 'users' => array(), 'comments' => array(), 'options' => array() ) ) );

		// Action
		$response = self::forwarder()->handle( $request, self::route( 'POST', '/touch' ) );

		// Assert
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( 'Written by the worker', get_post( $id )->post_title );
	}

	/**
	 * A stream route that gets an event stream ends the request itself (exit), so it is tested over HTTP
	 * in EventStreamHttpTest; every other answer must come back as on any route.
	 */
	public function test_a_stream_route_answered_with_json_is_answered_as_any_route(): void {
		// Setup
		$route   = array( 'stream' => true ) + self::route( 'POST', '/generate/posts/stream' );
		$failing = new \WP_REST_Request( 'POST', '/' . Plugin::NAMESPACE . '/generate/posts/stream' );
		$failing->set_body( '{"reply":"json-error"}' );
		$json = new \WP_REST_Request( 'POST', '/' . Plugin::NAMESPACE . '/generate/posts/stream' );
		$json->set_body( '{"reply":"json"}' );

		// Action
		$failed   = self::finish( self::forwarder()->handle( $failing, $route ), $failing );
		$answered = self::finish( self::forwarder()->handle( $json, $route ), $json );

		// Assert
		$this->assertSame( 400, $failed->get_status() );
		$this->assertEquals( (object) array( 'success' => false, 'code' => 'invalid_count', 'message' => 'count must be between 1 and 500' ), $failed->get_data() );
		$this->assertSame( 200, $answered->get_status() );
		$this->assertEquals( (object) array( 'success' => true, 'streamed' => false ), $answered->get_data() );
	}

	public function test_a_stream_route_keeps_the_edition_gate_and_the_unreachable_worker_answer(): void {
		// Setup
		$dead    = 'http://127.0.0.1:' . self::closed_port();
		$request = new \WP_REST_Request( 'POST', '/' . Plugin::NAMESPACE . '/generate/posts/stream' );

		// Action
		$gated       = self::finish( self::forwarder( 'lite', $dead )->handle( $request, array( 'stream' => true ) + self::route( 'POST', '/generate/posts/stream', 'full' ) ), $request );
		$unreachable = self::finish( self::forwarder( 'full', $dead )->handle( $request, array( 'stream' => true ) + self::route( 'POST', '/generate/posts/stream' ) ), $request );

		// Assert
		$this->assertSame( 404, $gated->get_status() );
		$this->assertSame( 'not_found', $gated->get_data()['code'] );
		$this->assertSame( 503, $unreachable->get_status() );
		$this->assertSame( 'worker_unavailable', $unreachable->get_data()['code'] );
	}

	public function test_full_edition_routes_answer_not_found_in_lite_without_forwarding(): void {
		// Setup: a dead worker address proves nothing was sent (it would answer 503).
		$forwarder = self::forwarder( 'lite', 'http://127.0.0.1:' . self::closed_port() );
		$request   = new \WP_REST_Request( 'GET', '/' . Plugin::NAMESPACE . '/settings/ai' );

		// Action
		$result   = $forwarder->handle( $request, self::route( 'GET', '/settings/ai', 'full' ) );
		$response = self::finish( $result, $request );

		// Assert
		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( 'not_found', $response->get_data()['code'] );
		$this->assertFalse( $response->get_data()['success'] );
	}

	public function test_worker_unreachable_gives_503_with_how_to_start_it(): void {
		// Setup
		$url       = 'http://127.0.0.1:' . self::closed_port();
		$forwarder = self::forwarder( 'full', $url );
		$request   = new \WP_REST_Request( 'GET', '/' . Plugin::NAMESPACE . '/cpts/all' );

		// Action
		$result   = $forwarder->handle( $request, self::route( 'GET', '/cpts/all' ) );
		$response = self::finish( $result, $request );

		// Assert
		$this->assertSame( 503, $response->get_status() );
		$this->assertSame(
			array(
				'success' => false,
				'code'    => 'worker_unavailable',
				'message' => "The SeedPress worker is not reachable at {$url}. Start the worker that SEEDPRESS_WORKER_URL in wp-config.php points to, or remove SEEDPRESS_WORKER_URL and SEEDPRESS_WORKER_SECRET from wp-config.php so that SeedPress runs its own.",
			),
			$response->get_data()
		);
	}

	/**
	 * A link that hands out a dead worker first and a live one when asked to revive it.
	 */
	private static function reviving_link( ?\WP_Error $revival_error = null ): Worker_Link {
		return new class( 'http://127.0.0.1:' . self::closed_port(), $revival_error ) implements Worker_Link {
			public int $revivals = 0;

			public function __construct( private readonly string $dead_url, private readonly ?\WP_Error $revival_error ) {}

			public function client(): Worker_Client {
				return new Worker_Client( $this->dead_url );
			}

			public function secret(): string {
				return 'forwarder-test-secret-0123456789abcdef';
			}

			public function revive(): Worker_Client|\WP_Error {
				++$this->revivals;
				return $this->revival_error ?? new Worker_Client( Fake_Worker::url() );
			}
		};
	}

	public function test_a_worker_found_down_is_revived_and_the_call_sent_again(): void {
		// Setup
		$link    = self::reviving_link();
		$request = new \WP_REST_Request( 'POST', '/' . Plugin::NAMESPACE . '/echo' );
		$request->set_header( 'content-type', 'application/json' );
		$request->set_body( '{"count":1}' );

		// Action
		$response = ( new Forwarder( $link, 'full' ) )->handle( $request, self::route( 'POST', '/echo' ) );

		// Assert
		$this->assertInstanceOf( \WP_REST_Response::class, $response );
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( '{"count":1}', $response->get_data()->body );
		$this->assertSame( 1, $link->revivals );
	}

	public function test_a_context_stored_by_another_process_meanwhile_is_stored_again_and_the_call_signed_anew(): void {
		// Setup: this process stored its context; another (a web request with other PHP limits) stored its own since.
		global $wpdb;
		$hash = Host_Context::sync();
		$wpdb->update( $wpdb->options, array( 'option_value' => str_repeat( 'f', 64 ) ), array( 'option_name' => Host_Context::HASH_OPTION ) );
		$key     = wp_generate_password( 12, false );
		$request = new \WP_REST_Request( 'GET', '/' . Plugin::NAMESPACE . '/stale-once' );
		$request->set_query_params( array( 'key' => $key ) );

		// Action
		$response = self::finish( self::forwarder()->handle( $request, self::route( 'GET', '/stale-once' ) ), $request );

		// Assert
		$this->assertSame( 200, $response->get_status() );
		$this->assertSame( "/stale-once?key={$key}", $response->get_data()->target );
		$this->assertSame( $hash, self::claims( $response->get_data()->authorization )['ctx'] );
		$this->assertSame( $hash, $wpdb->get_var( $wpdb->prepare( "SELECT option_value FROM {$wpdb->options} WHERE option_name = %s", Host_Context::HASH_OPTION ) ) );
	}

	public function test_a_worker_that_cannot_be_revived_answers_with_the_reason(): void {
		// Setup
		$reason  = new \WP_Error( 'worker_unavailable', 'SeedPress needs Node.js 20.19.0 or newer.', array( 'status' => 503 ) );
		$request = new \WP_REST_Request( 'GET', '/' . Plugin::NAMESPACE . '/echo' );

		// Action
		$result = ( new Forwarder( self::reviving_link( $reason ), 'full' ) )->handle( $request, self::route( 'GET', '/echo' ) );

		// Assert
		$this->assertSame( $reason, $result );
	}
}
