<?php
/**
 * The plugin's admin error notice.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

// Kept out of seedpress.php: a function declared there is declared as the file is read, before its edition check can stop a second edition from declaring it again.
/**
 * An error notice for those who can act on it. The message is built when the notice shows (translations are loaded by then) and comes escaped.
 *
 * @param callable(): string $message Returns the notice's inner HTML.
 */
function admin_error( $message ): void {
	add_action(
		'admin_notices',
		static function () use ( $message ) {
			if ( current_user_can( 'activate_plugins' ) ) {
				echo '<div class="notice notice-error">' . call_user_func( $message ) . '</div>'; // phpcs:ignore WordPress.Security.EscapeOutput -- escaped by the caller.
			}
		}
	);
}
