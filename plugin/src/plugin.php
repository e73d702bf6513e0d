<?php
/**
 * Wires the shell into WordPress.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

final class Plugin {

	public const NAMESPACE = 'seedpress/v1';
	public const NAME      = 'SeedPress';
	public const VERSION   = '0.1.0';

	private static ?self $instance = null;

	private function __construct(
		public readonly string $edition,
	) {}

	public static function init(): void {
		if ( null !== self::$instance ) {
			return;
		}
		// The edition is read once; every later decision asks the instance, so it cannot change mid-request.
		self::$instance = new self( self::read_edition() );

		// Priority 0 on parse_request: the route is known by then, and core's REST handling (also on parse_request) has not started.
		add_action( 'parse_request', array( Nonce_Alias::class, 'apply' ), 0 );
		add_filter( 'rest_allowed_cors_headers', array( Nonce_Alias::class, 'allow_header' ) );
		add_action( 'init', array( self::class, 'load_textdomain' ) );
		add_action( 'rest_api_init', array( self::$instance, 'register_routes' ) );
		if ( is_admin() ) {
			Admin_Page::init();
		}
		// Late, so that the envelope is the last word on our failures.
		add_filter( 'rest_post_dispatch', array( Error_Envelope::class, 'filter' ), 100, 3 );
		add_filter( 'pre_get_avatar_data', array( Local_Avatar::class, 'filter' ), 10, 2 );
		// An update in place would keep the plugins folder's signature (see Installed_Plugins).
		add_action( 'upgrader_process_complete', array( Installed_Plugins::class, 'forget' ), 10, 0 );
	}

	/**
	 * Each zip fixes its edition in edition.php, written by the build (tools/dist/build.sh); a
	 * checkout of the repository has none and follows SEEDPRESS_EDITION, full by default.
	 */
	private static function read_edition(): string {
		$built   = dirname( __DIR__ ) . '/edition.php';
		$edition = is_file( $built ) ? require $built : ( defined( 'SEEDPRESS_EDITION' ) ? SEEDPRESS_EDITION : 'full' );
		return 'lite' === strtolower( trim( (string) $edition ) ) ? 'lite' : 'full';
	}

	/**
	 * The worker named in wp-config.php, else the bundled one, which the plugin runs itself.
	 */
	public static function worker_link(): Worker_Link {
		if ( External_Worker::configured() ) {
			return new External_Worker( (string) SEEDPRESS_WORKER_URL, (string) SEEDPRESS_WORKER_SECRET );
		}
		return Worker_Supervisor::for_site();
	}

	/**
	 * The plugin's own translations (plugin/languages/), for sites whose language SeedPress ships.
	 */
	public static function load_textdomain(): void {
		load_plugin_textdomain( 'seedpress', false, dirname( plugin_basename( self::file() ) ) . '/languages' );
	}

	public static function instance(): ?self {
		return self::$instance;
	}

	public function register_routes(): void {
		$edition = $this->edition;
		( new Route_Registry( self::schemas_dir() . '/routes.json' ) )->register(
			new Forwarder( self::worker_link(), $edition ),
			array(
				// Built per call: finding node and the worker's state is work that other routes skip.
				'GET /system/status'          => static fn ( \WP_REST_Request $request, array $route ) => System_Status::for_site( $edition )->status( $request, $route ),
				'POST /system/worker/restart' => static fn ( \WP_REST_Request $request, array $route ) => System_Status::for_site( $edition )->restart( $request, $route ),
			)
		);
	}

	/**
	 * The activation hook runs before core adds the plugin to active_plugins, so the context is
	 * stored once more after that, or it would list SeedPress itself as inactive until the first call.
	 *
	 * @param bool $network_wide Activated for every site of a network.
	 */
	public static function activate( $network_wide = false ): void {
		$network_wide = (bool) $network_wide;
		// One worker and one secret serve the whole network.
		if ( ! External_Worker::configured() ) {
			Worker_Supervisor::site_secret();
		}
		Network::for_activated_sites( $network_wide, array( self::class, 'activate_site' ) );
		add_action(
			'activated_plugin',
			static function () use ( $network_wide ): void {
				Network::for_activated_sites( $network_wide, array( Host_Context::class, 'sync' ) );
			},
			10,
			0
		);
	}

	/**
	 * What activation does for one site (each site of a network has its own).
	 */
	public static function activate_site(): void {
		Host_Context::sync();
	}

	/**
	 * @param bool $network_wide Deactivated for every site of a network.
	 */
	public static function deactivate( $network_wide = false ): void {
		if ( ! External_Worker::configured() ) {
			Worker_Supervisor::for_site()->stop();
		}
		Network::for_activated_sites( (bool) $network_wide, array( self::class, 'deactivate_site' ) );
	}

	/**
	 * With the setting delete_history_on_deactivate, SeedPress forgets what it generated: the
	 * history goes (the content stays, and is no longer SeedPress's to delete).
	 */
	public static function deactivate_site(): void {
		$settings = get_option( 'seedpress_settings' );
		if ( ! is_array( $settings ) || empty( $settings['delete_history_on_deactivate'] ) ) {
			return;
		}
		global $wpdb;
		$table = $wpdb->prefix . 'seedpress_history';
		if ( $wpdb->get_var( $wpdb->prepare( 'SHOW TABLES LIKE %s', $table ) ) === $table ) {
			$wpdb->query( "DELETE FROM `{$table}`" ); // phpcs:ignore WordPress.DB -- the plugin's own table, no input.
		}
	}

	public static function file(): string {
		return dirname( __DIR__ ) . '/seedpress.php';
	}

	/**
	 * The zip carries schemas/ inside the plugin; a checkout of the repository links the plugin
	 * folder into WordPress, and schemas/ is found beside the real folder.
	 */
	public static function schemas_dir(): string {
		if ( defined( 'SEEDPRESS_SCHEMAS_DIR' ) ) {
			return rtrim( (string) SEEDPRESS_SCHEMAS_DIR, '/' );
		}
		$bundled = dirname( self::file() ) . '/schemas';
		return is_dir( $bundled ) ? $bundled : dirname( (string) realpath( self::file() ), 2 ) . '/schemas';
	}

	/**
	 * Core matches routes case-insensitively, so the namespace test does too.
	 */
	public static function owns_route( string $route ): bool {
		return 1 === preg_match( '#^/+' . preg_quote( self::NAMESPACE, '#' ) . '(?:/|$)#i', $route );
	}
}
