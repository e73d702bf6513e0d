<?php
/**
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use function SeedPress\permission_check;

final class PermissionTest extends SeedPress_Test_Case {

	public function test_anonymous_gets_401_rest_not_logged_in(): void {
		// Setup
		wp_set_current_user( 0 );

		// Action
		$result = permission_check();

		// Assert
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'rest_not_logged_in', $result->get_error_code() );
		$this->assertSame( array( 'status' => 401 ), $result->get_error_data() );
	}

	public function test_editor_without_manage_options_gets_403_rest_forbidden(): void {
		// Setup
		wp_set_current_user( $this->create_user( 'editor' ) );

		// Action
		$result = permission_check();

		// Assert
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( 'rest_forbidden', $result->get_error_code() );
		$this->assertSame( array( 'status' => 403 ), $result->get_error_data() );
	}

	public function test_administrator_is_allowed(): void {
		// Setup
		wp_set_current_user( $this->create_user( 'administrator' ) );

		// Action
		$result = permission_check();

		// Assert
		$this->assertTrue( $result );
	}
}
