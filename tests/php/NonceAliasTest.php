<?php
/**
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\Nonce_Alias;

final class NonceAliasTest extends SeedPress_Test_Case {

	/** @var array<string, mixed> */
	private array $server;
	/** @var array<string, mixed> */
	private array $get;

	protected function setUp(): void {
		parent::setUp();
		$this->server = $_SERVER;
		$this->get    = $_GET;
		unset( $_SERVER['HTTP_X_WP_NONCE'], $_SERVER['HTTP_X_HOST_NONCE'], $_GET['rest_route'] );
	}

	protected function tearDown(): void {
		$_SERVER = $this->server;
		$_GET    = $this->get;
		parent::tearDown();
	}

	private static function wp_for( string $route ): \WP {
		$wp             = new \WP();
		$wp->query_vars = array( 'rest_route' => $route );
		return $wp;
	}

	public function test_host_nonce_is_copied_for_pretty_and_query_style_urls_of_our_namespace(): void {
		// Setup
		$_SERVER['HTTP_X_HOST_NONCE'] = 'abc123';

		// Action
		Nonce_Alias::apply( self::wp_for( '/seedpress/v1/cpts/all' ) );
		$pretty = $_SERVER['HTTP_X_WP_NONCE'] ?? null;
		unset( $_SERVER['HTTP_X_WP_NONCE'] );
		$_GET['rest_route'] = '/seedpress/v1/users';
		Nonce_Alias::apply( null );
		$query = $_SERVER['HTTP_X_WP_NONCE'] ?? null;

		// Assert
		$this->assertSame( 'abc123', $pretty );
		$this->assertSame( 'abc123', $query );
	}

	public function test_core_nonce_wins_and_other_namespaces_are_untouched(): void {
		// Setup
		$_SERVER['HTTP_X_HOST_NONCE'] = 'alias';
		$_SERVER['HTTP_X_WP_NONCE']   = 'core';

		// Action
		Nonce_Alias::apply( self::wp_for( '/seedpress/v1/cpts/all' ) );
		$kept = $_SERVER['HTTP_X_WP_NONCE'];
		unset( $_SERVER['HTTP_X_WP_NONCE'] );
		Nonce_Alias::apply( self::wp_for( '/wp/v2/posts' ) );
		Nonce_Alias::apply( self::wp_for( '/seedpress/v10/x' ) );

		// Assert
		$this->assertSame( 'core', $kept );
		$this->assertArrayNotHasKey( 'HTTP_X_WP_NONCE', $_SERVER );
	}
}
