<?php
/**
 * One call of the plugin's own REST routes, in this process, as the current user.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Cli;

use SeedPress\Plugin;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- the exceptions carry plain text that WP_CLI::error() prints to a terminal, where HTML escaping would put entities on the screen.

/**
 * Through rest_do_request(), so the command passes the same permission, edition and license
 * gate and the same forwarding as an HTTP client; never straight to the worker.
 */
final class Rest_Call {

	/**
	 * @param array<string, mixed> $query
	 * @param object|null          $body  Sent as JSON; an object, so that no members make {} and not [].
	 * @throws Api_Failure When the API answers with an error.
	 */
	public static function send( string $method, string $route, array $query = array(), ?object $body = null ): object {
		$request = new \WP_REST_Request( $method, '/' . Plugin::NAMESPACE . $route );
		$request->set_query_params( $query );
		if ( null !== $body ) {
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( $body ) );
		}
		// dispatch() documents a WP_REST_Response, but a rest_pre_dispatch filter can hand back anything, a WP_Error too.
		/** @var mixed $result */
		$result   = rest_do_request( $request );
		$response = is_wp_error( $result ) ? rest_convert_error_to_response( $result ) : rest_ensure_response( $result );
		// What serve_request() applies after dispatch, and rest_do_request() does not: the error envelope.
		$response = apply_filters( 'rest_post_dispatch', $response, rest_get_server(), $request ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.NonPrefixedHooknameFound -- core's hook, applied as core's REST server applies it.
		return self::data( $response );
	}

	private static function data( \WP_REST_Response $response ): object {
		$data = $response->get_data();
		$data = is_array( $data ) ? (object) $data : $data;
		if ( ! $response->is_error() && is_object( $data ) && false !== ( $data->success ?? null ) ) {
			return $data;
		}
		$status = $response->get_status();
		$code   = is_object( $data ) && isset( $data->code ) ? (string) $data->code : 'error';
		$text   = is_object( $data ) && isset( $data->message ) ? (string) $data->message : sprintf( 'HTTP %d', $status );
		throw new Api_Failure( $status, $code, $text );
	}
}
