<?php
/**
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\Host_Context;
use SeedPress\Site_Fingerprint;

final class SiteFingerprintTest extends SeedPress_Test_Case {

	public function test_it_is_the_sha256_of_the_six_installation_values_joined_by_bars(): void {
		// Setup
		global $wpdb;
		$values = array( $wpdb->prefix, AUTH_KEY, SECURE_AUTH_KEY, site_url(), ABSPATH, DB_NAME );

		// Action
		$fingerprint = Site_Fingerprint::hash();

		// Assert
		$this->assertSame( hash( 'sha256', implode( '|', $values ) ), $fingerprint );
	}

	public function test_another_site_url_is_another_site(): void {
		// Setup
		$before = Site_Fingerprint::hash();
		$moved  = static fn (): string => 'http://moved.example';
		add_filter( 'site_url', $moved );

		// Action
		$after = Site_Fingerprint::hash();

		// Assert
		remove_filter( 'site_url', $moved );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{64}$/', $after );
		$this->assertNotSame( $before, $after );
		$this->assertSame( $before, Site_Fingerprint::hash() );
	}

	public function test_the_host_context_carries_the_hash_and_no_security_key(): void {
		// Action
		$json = Host_Context::encode( Host_Context::build() );

		// Assert
		$this->assertSame( Site_Fingerprint::hash(), json_decode( $json, true )['site']['fingerprint'] );
		$this->assertStringNotContainsString( AUTH_KEY, $json );
		$this->assertStringNotContainsString( SECURE_AUTH_KEY, $json );
	}
}
