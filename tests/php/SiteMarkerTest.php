<?php
/**
 * The site marker by which the worker tells whether it sees the site's uploads folder.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\Site_Marker;

final class SiteMarkerTest extends SeedPress_Test_Case {

	private string $basedir;

	protected function setUp(): void {
		parent::setUp();
		$this->basedir = sys_get_temp_dir() . '/seedpress-site-marker-' . bin2hex( random_bytes( 4 ) );
		mkdir( $this->basedir );
	}

	protected function tearDown(): void {
		exec( 'rm -rf ' . escapeshellarg( $this->basedir ) );
		parent::tearDown();
	}

	public function test_the_value_is_the_site_s_and_stays_the_same(): void {
		// Action
		$first  = Site_Marker::value( $this->basedir );
		$second = Site_Marker::value( $this->basedir );

		// Assert
		$this->assertSame( $first, $second );
		$this->assertSame( $first, get_option( Site_Marker::OPTION ) );
		$this->assertMatchesRegularExpression( '/^[A-Za-z0-9]{40}$/', $first );
		$this->assertSame( $first, file_get_contents( $this->basedir . '/seedpress/site-marker' ) );
	}

	public function test_a_missing_or_stale_file_is_written_again(): void {
		// Setup: an uploads folder copied from another site.
		$value = Site_Marker::value( $this->basedir );
		file_put_contents( $this->basedir . '/seedpress/site-marker', 'another site\'s marker' );

		// Action
		$again = Site_Marker::value( $this->basedir );
		unlink( $this->basedir . '/seedpress/site-marker' );
		Site_Marker::value( $this->basedir );

		// Assert
		$this->assertSame( $value, $again );
		$this->assertSame( $value, file_get_contents( $this->basedir . '/seedpress/site-marker' ) );
	}
}
