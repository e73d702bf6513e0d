<?php
/**
 * Plugin Name:       SeedPress
 * Description:       Fills a site with realistic fake test content through a REST API, and removes only what it made.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      8.1
 * Author:            SeedPress
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       seedpress
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

// The free plugin and SeedPress Pro declare the same classes: the second to load in a request stays out of the way.
if ( defined( 'SEEDPRESS_LOADED_FILE' ) ) {
	require __DIR__ . '/src/edition-clash.php';
	return;
}
define( 'SEEDPRESS_LOADED_FILE', __FILE__ );

require_once __DIR__ . '/src/admin/admin-error.php';

// This file must still parse on old PHP so that it can say why it stops: no PHP 8 syntax above the version check.
if ( version_compare( PHP_VERSION, '8.1', '<' ) ) {
	admin_error(
		static function () {
			return '<p>' . esc_html(
				sprintf(
					/* translators: %s: the PHP version the site runs. */
					__( 'SeedPress needs PHP 8.1 or newer; this site runs PHP %s. SeedPress stays inactive until PHP is upgraded.', 'seedpress' ),
					PHP_VERSION
				)
			) . '</p>';
		}
	);
	return;
}

// Lazy class map: front-end requests never touch the REST code, so they should not load it.
spl_autoload_register(
	static function ( $class_name ) {
		static $map = array(
			'SeedPress\\Plugin'                        => 'src/plugin.php',
			'SeedPress\\Admin_Page'                    => 'src/admin/admin-page.php',
			'SeedPress\\Route_Registry'                => 'src/rest/route-registry.php',
			'SeedPress\\Forwarder'                     => 'src/rest/forwarder.php',
			'SeedPress\\Event_Stream'                  => 'src/rest/event-stream.php',
			'SeedPress\\Touched_Line_Filter'           => 'src/rest/touched-line-filter.php',
			'SeedPress\\Error_Envelope'                => 'src/rest/error-envelope.php',
			'SeedPress\\Response_Fields'               => 'src/rest/response-fields.php',
			'SeedPress\\Upload_Body'                   => 'src/rest/upload-body.php',
			'SeedPress\\Upload_Messages'               => 'src/rest/upload-messages.php',
			'SeedPress\\Worker_Messages'               => 'src/rest/worker-messages.php',
			'SeedPress\\Nonce_Alias'                   => 'src/rest/nonce-alias.php',
			'SeedPress\\Worker_Client'                 => 'src/worker/worker-client.php',
			'SeedPress\\Worker_Link'                   => 'src/worker/worker-link.php',
			'SeedPress\\External_Worker'               => 'src/worker/external-worker.php',
			'SeedPress\\Worker_Supervisor'             => 'src/worker/worker-supervisor.php',
			'SeedPress\\Worker_State'                  => 'src/worker/worker-state.php',
			'SeedPress\\Worker_Process'                => 'src/worker/worker-process.php',
			'SeedPress\\Worker_Environment'            => 'src/worker/worker-environment.php',
			'SeedPress\\Node_Runtime'                  => 'src/worker/node-runtime.php',
			'SeedPress\\Running_Worker'                => 'src/worker/running-worker.php',
			'SeedPress\\System_Status'                 => 'src/system/system-status.php',
			'SeedPress\\Worker_Notice'                 => 'src/worker/worker-notice.php',
			'SeedPress\\Cli\\Worker_Command'           => 'src/cli/worker-command.php',
			'SeedPress\\Worker_Reply'                  => 'src/worker/worker-reply.php',
			'SeedPress\\Body_Sink'                     => 'src/worker/body-sink.php',
			'SeedPress\\Token'                         => 'src/worker/token.php',
			'SeedPress\\Host_Context'                  => 'src/context/host-context.php',
			'SeedPress\\Site_Marker'                   => 'src/uploads/site-marker.php',
			'SeedPress\\Handoff_Writer'                => 'src/uploads/handoff-writer.php',
			'SeedPress\\Handoff_Drain'                 => 'src/uploads/handoff-drain.php',
			'SeedPress\\Site_Fingerprint'              => 'src/context/site-fingerprint.php',
			'SeedPress\\Installed_Plugins'             => 'src/context/installed-plugins.php',
			'SeedPress\\Network'                       => 'src/network/network.php',
			'SeedPress\\Cache_Cleaner'                 => 'src/cache/cache-cleaner.php',
			'SeedPress\\Local_Avatar'                  => 'src/avatars/local-avatar.php',
			'SeedPress\\Fields\\Field_Registry'        => 'src/fields/field-registry.php',
			'SeedPress\\Fields\\Field_Adapter'         => 'src/fields/field-adapter.php',
			'SeedPress\\Fields\\Field_Definition'      => 'src/fields/field-definition.php',
			'SeedPress\\Fields\\Acf_Adapter'           => 'src/fields/acf-adapter.php',
			'SeedPress\\Fields\\Meta_Box_Adapter'      => 'src/fields/meta-box-adapter.php',
			'SeedPress\\Fields\\Cmb2_Adapter'          => 'src/fields/cmb2-adapter.php',
			'SeedPress\\Fields\\Pods_Adapter'          => 'src/fields/pods-adapter.php',
			'SeedPress\\Fields\\Carbon_Fields_Adapter' => 'src/fields/carbon-fields-adapter.php',
			'SeedPress\\Fields\\Jetengine_Adapter'     => 'src/fields/jetengine-adapter.php',
			'SeedPress\\Cli\\Commands'                 => 'src/cli/commands.php',
			'SeedPress\\Cli\\Command_Namespace'        => 'src/cli/command-namespace.php',
			'SeedPress\\Cli\\Command'                  => 'src/cli/command.php',
			'SeedPress\\Cli\\Generate_Command'         => 'src/cli/generate-command.php',
			'SeedPress\\Cli\\History_List_Command'     => 'src/cli/history-list-command.php',
			'SeedPress\\Cli\\Cleanup_Command'          => 'src/cli/cleanup-command.php',
			'SeedPress\\Cli\\Generation_Output'        => 'src/cli/generation-output.php',
			'SeedPress\\Cli\\Batches'                  => 'src/cli/batches.php',
			'SeedPress\\Cli\\Flag'                     => 'src/cli/flag.php',
			'SeedPress\\Cli\\Flag_Help'                => 'src/cli/flag-help.php',
			'SeedPress\\Cli\\Flag_Set'                 => 'src/cli/flag-set.php',
			'SeedPress\\Cli\\Request_Schema'           => 'src/cli/request-schema.php',
			'SeedPress\\Cli\\Rest_Call'                => 'src/cli/rest-call.php',
			'SeedPress\\Cli\\Usage_Error'              => 'src/cli/usage-error.php',
			'SeedPress\\Cli\\Api_Failure'              => 'src/cli/api-failure.php',
		);
		if ( isset( $map[ $class_name ] ) ) {
			require __DIR__ . '/' . $map[ $class_name ];
		}
	}
);
require_once __DIR__ . '/src/rest/permission.php';

// Registered first: the context needs no worker, and a database dump taken right after activation should already hold it.
register_activation_hook( __FILE__, array( Plugin::class, 'activate' ) );
register_deactivation_hook( __FILE__, array( Plugin::class, 'deactivate' ) );
add_action( 'wp_initialize_site', array( Network::class, 'initialize_site' ), 100 );

if ( ! External_Worker::configured() ) {
	Worker_Notice::init();
}

Plugin::init();

if ( defined( 'WP_CLI' ) && WP_CLI ) {
	Cli\Commands::register();
	\WP_CLI::add_command( 'seedpress worker', Cli\Worker_Command::class );
}
