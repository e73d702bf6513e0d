<?php
/**
 * Gives every failure under the namespace the spec's body: {success:false, code, message}.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

final class Error_Envelope {

	/** Core's codes for failures the spec names otherwise. */
	private const CORE_CODES = array(
		'rest_no_route'     => 'not_found',
		'rest_invalid_json' => 'invalid_parameter',
	);

	/**
	 * Hooked on rest_post_dispatch, which also sees core's authentication failures (bad nonce,
	 * application password) that never reach a route callback.
	 *
	 * @param mixed $response What dispatch produced.
	 */
	public static function filter( mixed $response, mixed $server = null, mixed $request = null ): mixed {
		if ( ! $response instanceof \WP_REST_Response || ! $request instanceof \WP_REST_Request
			|| ! $response->is_error() || ! Plugin::owns_route( $request->get_route() ) ) {
			return $response;
		}
		$data = $response->get_data();
		// Only core's WP_Error shape (an array with a code) is rewritten; the worker's bodies are decoded as objects and pass untouched.
		if ( ! is_array( $data ) || ! isset( $data['code'] ) ) {
			return $response;
		}
		$code = (string) $data['code'];
		$response->set_data(
			array(
				'success' => false,
				'code'    => self::CORE_CODES[ $code ] ?? $code,
				'message' => (string) ( $data['message'] ?? '' ),
			)
		);
		return $response;
	}
}
