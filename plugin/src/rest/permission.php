<?php
/**
 * The one permission check of every SeedPress route.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Anonymous and under-privileged callers get different codes so a client can tell "log in" from "ask an admin".
 */
function permission_check(): bool|\WP_Error {
	if ( ! is_user_logged_in() ) {
		return new \WP_Error( 'rest_not_logged_in', __( 'You must be logged in to use SeedPress.', 'seedpress' ), array( 'status' => 401 ) );
	}
	if ( ! current_user_can( 'manage_options' ) ) {
		return new \WP_Error( 'rest_forbidden', __( 'Sorry, you are not allowed to use SeedPress.', 'seedpress' ), array( 'status' => 403 ) );
	}
	return true;
}
