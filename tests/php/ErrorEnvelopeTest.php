<?php
/**
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\Plugin;

final class ErrorEnvelopeTest extends SeedPress_Test_Case {

	public function test_missing_route_becomes_404_not_found(): void {
		// Setup
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$request = new \WP_REST_Request( 'GET', '/' . Plugin::NAMESPACE . '/no-such-route' );

		// Action
		$response = self::serve( $request );

		// Assert
		$this->assertSame( 404, $response->get_status() );
		$data = $response->get_data();
		$this->assertSame( array( 'success', 'code', 'message' ), array_keys( $data ) );
		$this->assertFalse( $data['success'] );
		$this->assertSame( 'not_found', $data['code'] );
		$this->assertIsString( $data['message'] );
		$this->assertNotSame( '', $data['message'] );
	}

	public function test_wrong_method_on_a_known_path_becomes_not_found_too(): void {
		// Setup
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$request = new \WP_REST_Request( 'DELETE', '/' . Plugin::NAMESPACE . '/cpts/all' );

		// Action
		$response = self::serve( $request );

		// Assert
		$this->assertSame( 404, $response->get_status() );
		$this->assertSame( 'not_found', $response->get_data()['code'] );
	}

	public function test_core_invalid_json_becomes_invalid_parameter(): void {
		// Setup
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$request = new \WP_REST_Request( 'POST', '/' . Plugin::NAMESPACE . '/settings' );
		$request->set_header( 'Content-Type', 'application/json' );
		$request->set_body( '{"hourly_rate":' );

		// Action
		$response = self::serve( $request );

		// Assert
		$this->assertSame( 400, $response->get_status() );
		$this->assertSame( array( 'success' => false, 'code' => 'invalid_parameter', 'message' => 'Invalid JSON body passed.' ), $response->get_data() );
	}

	public function test_permission_failures_carry_the_envelope(): void {
		// Setup
		wp_set_current_user( 0 );
		$anonymous = new \WP_REST_Request( 'GET', '/' . Plugin::NAMESPACE . '/cpts/all' );

		// Action
		$response = self::serve( $anonymous );

		// Assert
		$this->assertSame( 401, $response->get_status() );
		$this->assertSame(
			array( 'success' => false, 'code' => 'rest_not_logged_in', 'message' => 'You must be logged in to use SeedPress.' ),
			$response->get_data()
		);
	}

	public function test_core_authentication_errors_keep_their_code_and_status(): void {
		// Setup: what core's check_authentication() hands to rest_post_dispatch for a bad cookie nonce.
		$request = new \WP_REST_Request( 'POST', '/' . Plugin::NAMESPACE . '/settings' );
		$error   = new \WP_Error( 'rest_cookie_invalid_nonce', 'Cookie check failed', array( 'status' => 403 ) );

		// Action
		$response = self::finish( $error, $request );

		// Assert
		$this->assertSame( 403, $response->get_status() );
		$this->assertSame(
			array( 'success' => false, 'code' => 'rest_cookie_invalid_nonce', 'message' => 'Cookie check failed' ),
			$response->get_data()
		);
	}

	public function test_worker_error_bodies_and_other_namespaces_are_left_alone(): void {
		// Setup
		$worker_body = (object) array( 'success' => false, 'message' => 'AI test failed' );
		$ours        = new \WP_REST_Response( $worker_body, 400 );
		$theirs      = new \WP_REST_Request( 'GET', '/wp/v2/no-such-route' );

		// Action
		$ours_after   = self::finish( $ours, new \WP_REST_Request( 'POST', '/' . Plugin::NAMESPACE . '/settings/ai' ) );
		$theirs_after = self::serve( $theirs );

		// Assert
		$this->assertSame( $worker_body, $ours_after->get_data() );
		$this->assertSame( 'rest_no_route', $theirs_after->get_data()['code'] );
		$this->assertArrayNotHasKey( 'success', $theirs_after->get_data() );
	}
}
