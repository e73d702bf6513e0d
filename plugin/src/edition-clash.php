<?php
/**
 * What this copy of SeedPress does when another edition (the free plugin or SeedPress Pro) was
 * loaded first in the request: nothing of its own runs, since both declare the same classes.
 * Activating it hands the site over from the loaded edition; otherwise an admin notice says that
 * both are active and which one runs.
 *
 * This file declares no function or class: it is read while the other edition's are loaded.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

register_activation_hook(
	dirname( __DIR__ ) . '/seedpress.php',
	static function ( $network_wide = false ): void {
		// The loaded edition's worker runs from its own folder, which may be deleted next.
		if ( ! External_Worker::configured() ) {
			Worker_Supervisor::for_site()->stop();
		}
		// Silent: its deactivation hook would apply the setting delete_history_on_deactivate, and
		// a change of edition keeps the history. Both editions keep their data in the same tables.
		deactivate_plugins( plugin_basename( (string) SEEDPRESS_LOADED_FILE ), true );
		// The secret and the site context are the same for both editions: the loaded code does it.
		Plugin::activate( (bool) $network_wide );
	}
);

add_action(
	'admin_notices',
	static function (): void {
		if ( ! current_user_can( 'activate_plugins' ) ) {
			return;
		}
		$name = static fn ( string $file ): string => (string) get_file_data( $file, array( 'name' => 'Plugin Name' ) )['name'];
		printf(
			'<div class="notice notice-error"><p>%s</p></div>',
			esc_html(
				sprintf(
					/* translators: 1: the edition that does not run, e.g. "SeedPress Pro"; 2: the one that runs, e.g. "SeedPress". */
					__( '%1$s does not run while %2$s is active: the two editions cannot run together. Deactivate one of them.', 'seedpress' ),
					$name( dirname( __DIR__ ) . '/seedpress.php' ),
					$name( (string) SEEDPRESS_LOADED_FILE )
				)
			)
		);
	}
);
