<?php
/**
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\Token;

final class TokenTest extends SeedPress_Test_Case {

	private const SECRET = 'test-secret-0123456789-abcdefghijklmnop';

	/**
	 * @return array{0: array<string, mixed>, 1: array<string, mixed>, 2: string, 3: string}
	 */
	private static function split( string $jwt ): array {
		$parts = explode( '.', $jwt );
		self::assertCount( 3, $parts );
		$decode = static fn ( string $s ): string => (string) base64_decode( strtr( $s, '-_', '+/' ), true );
		return array(
			json_decode( $decode( $parts[0] ), true, 512, JSON_THROW_ON_ERROR ),
			json_decode( $decode( $parts[1] ), true, 512, JSON_THROW_ON_ERROR ),
			$parts[0] . '.' . $parts[1],
			$parts[2],
		);
	}

	public function test_token_carries_the_contract_claims_and_a_valid_hs256_signature(): void {
		// Setup
		$admin = $this->create_user( 'administrator' );
		wp_set_current_user( $admin );
		$body = '{"count":3}';
		$hash = str_repeat( 'ab', 32 );

		// Action
		$before = time();
		$jwt    = Token::for_request( self::SECRET, 'post', '/users?roles%5B0%5D=author', $body, 'lite', $hash );
		[ $header, $claims, $input, $signature ] = self::split( $jwt );

		// Assert
		$this->assertDoesNotMatchRegularExpression( '/[=+\/]/', $jwt, 'base64url without padding' );
		$this->assertSame( array( 'alg' => 'HS256', 'typ' => 'JWT' ), $header );
		$expected = rtrim( strtr( base64_encode( hash_hmac( 'sha256', $input, self::SECRET, true ) ), '+/', '-_' ), '=' );
		$this->assertTrue( hash_equals( $expected, $signature ), 'signature is HMAC-SHA256 of header.payload' );
		$this->assertSame( 'seedpress-shell', $claims['iss'] );
		$this->assertSame( 'seedpress-worker', $claims['aud'] );
		$this->assertSame( (string) $admin, $claims['sub'] );
		$this->assertGreaterThanOrEqual( $before, $claims['iat'] );
		$this->assertSame( $claims['iat'], intdiv( $claims['ims'], 1000 ), 'ims is iat to the millisecond' );
		$this->assertGreaterThan( $claims['iat'], $claims['exp'] );
		$this->assertLessThanOrEqual( 60, $claims['exp'] - $claims['iat'] );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{32}$/', $claims['jti'] );
		$this->assertSame( 'POST', $claims['mth'] );
		$this->assertSame( hash( 'sha256', '/users?roles%5B0%5D=author' ), $claims['psh'] );
		$this->assertSame( hash( 'sha256', $body ), $claims['bsh'] );
		$this->assertSame( 'lite', $claims['edn'] );
		$this->assertSame( $hash, $claims['ctx'] );
		$this->assertSame( 1, wp_verify_nonce( $claims['nce'], 'wp_rest' ) );
		$this->assertSame( get_user_locale(), $claims['loc'] );
		$this->assertSame( $GLOBALS['wpdb']->prefix, $claims['pfx'] );
	}

	public function test_empty_body_is_hashed_as_the_empty_string_and_every_jti_is_new(): void {
		// Setup
		$seen = array();

		// Action
		for ( $i = 0; $i < 50; $i++ ) {
			[ , $claims ] = self::split( Token::for_request( self::SECRET, 'GET', '/cpts/all', '', 'full', str_repeat( '0', 64 ) ) );
			$seen[]       = $claims['jti'];
		}

		// Assert
		$this->assertSame( hash( 'sha256', '' ), $claims['bsh'] );
		$this->assertCount( 50, array_unique( $seen ) );
	}

	public function test_another_secret_gives_another_signature(): void {
		// Setup
		$claims = array( 'sub' => '1' );

		// Action
		[ , , , $first ]  = self::split( Token::sign( $claims, self::SECRET ) );
		[ , , , $second ] = self::split( Token::sign( $claims, self::SECRET . 'x' ) );

		// Assert
		$this->assertNotSame( $first, $second );
	}
}
