<?php
/**
 * Accepts X-Host-Nonce (the spec's header) as an alias of core's X-WP-Nonce.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

final class Nonce_Alias {

	/**
	 * Core checks the cookie nonce in rest_cookie_check_errors() by reading $_SERVER directly, so
	 * the alias has to be in $_SERVER before that; only our namespace gets it, other routes keep core's rules.
	 *
	 * @param \WP|null $wp The request being parsed.
	 */
	public static function apply( mixed $wp = null ): void {
		if ( empty( $_SERVER['HTTP_X_HOST_NONCE'] ) || ! empty( $_SERVER['HTTP_X_WP_NONCE'] ) ) {
			return;
		}
		if ( ! Plugin::owns_route( self::requested_route( $wp ) ) ) {
			return;
		}
		$_SERVER['HTTP_X_WP_NONCE'] = $_SERVER['HTTP_X_HOST_NONCE']; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput -- passed on exactly as sent, as if it came as X-WP-Nonce; core verifies it.
	}

	/**
	 * Browsers on another origin may only send the headers core lists in its CORS preflight answer.
	 *
	 * @param list<string> $headers
	 * @return list<string>
	 */
	public static function allow_header( mixed $headers ): array {
		$headers   = is_array( $headers ) ? $headers : array();
		$headers[] = 'X-Host-Nonce';
		return array_values( array_unique( $headers ) );
	}

	/**
	 * /wp-json/... is rewritten into the rest_route query var, ?rest_route=... arrives in it directly.
	 */
	private static function requested_route( mixed $wp ): string {
		if ( $wp instanceof \WP && isset( $wp->query_vars['rest_route'] ) && is_string( $wp->query_vars['rest_route'] ) ) {
			return $wp->query_vars['rest_route'];
		}
		return isset( $_GET['rest_route'] ) && is_string( $_GET['rest_route'] ) ? wp_unslash( $_GET['rest_route'] ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended,WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- only compared with the plugin's routes, as core reads it to route the request.
	}
}
