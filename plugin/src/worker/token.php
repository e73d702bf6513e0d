<?php
/**
 * The HS256 token that binds one forwarded request to the user, method, path, body and context.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Written by hand because there is no Composer here, and HS256 is only base64url and one HMAC.
 */
final class Token {

	/** The worker refuses more than 60 s; 30 s leaves room for clock reading differences. */
	public const LIFETIME = 30;

	public static function for_request( string $secret, string $method, string $target, string $body, string $edition, string $context_hash ): string {
		return self::for_body_hash( $secret, $method, $target, hash( 'sha256', $body ), $edition, $context_hash );
	}

	/**
	 * The same, for a body hashed where it lies rather than in memory (an upload's).
	 */
	public static function for_body_hash( string $secret, string $method, string $target, string $body_hash, string $edition, string $context_hash ): string {
		$now_ms = (int) floor( microtime( true ) * 1000 );
		$now    = intdiv( $now_ms, 1000 );
		return self::sign(
			array(
				'iss' => 'seedpress-shell',
				'aud' => 'seedpress-worker',
				'sub' => (string) get_current_user_id(),
				'iat' => $now,
				// To the millisecond: the worker refuses tokens issued before it started, whose ids it cannot know.
				'ims' => $now_ms,
				'exp' => $now + self::LIFETIME,
				'jti' => bin2hex( random_bytes( 16 ) ),
				'mth' => strtoupper( $method ),
				// Hashes, not the values: the token (a header) stays small however long the query string.
				'psh' => hash( 'sha256', $target ),
				'bsh' => $body_hash,
				'edn' => $edition,
				'ctx' => $context_hash,
				'nce' => wp_create_nonce( 'wp_rest' ),
				'loc' => get_user_locale(),
				// The site's own tables (wp_2_ on a network's second site): one worker serves every site.
				'pfx' => (string) $GLOBALS['wpdb']->prefix,
			),
			$secret
		);
	}

	/**
	 * @param array<string, mixed> $claims
	 */
	public static function sign( array $claims, string $secret ): string {
		$flags  = JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR;
		$header = array(
			'alg' => 'HS256',
			'typ' => 'JWT',
		);
		// phpcs:ignore WordPress.WP.AlternativeFunctions.json_encode_json_encode -- signed bytes: PHP's own encoding, which throws where wp_json_encode() would return false.
		$input = self::base64url( json_encode( $header, $flags ) ) . '.' . self::base64url( json_encode( $claims, $flags ) );
		return $input . '.' . self::base64url( hash_hmac( 'sha256', $input, $secret, true ) );
	}

	private static function base64url( string $raw ): string {
		return rtrim( strtr( base64_encode( $raw ), '+/', '-_' ), '=' ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.obfuscation_base64_encode -- base64url is the token format (RFC 7519).
	}
}
