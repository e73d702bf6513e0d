<?php
/**
 * The admin screens: a top-level menu whose pages are each a root element that the admin
 * script (plugin/admin/, built by `make up`) renders. No generation logic here.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

final class Admin_Page {

	public const SLUG     = 'seedpress';
	public const HANDLE   = 'seedpress-admin';
	private const SCREENS = array(
		'seedpress'                => 'dashboard',
		'seedpress-generate-posts' => 'generate',
		'seedpress-templates'      => 'templates',
		'seedpress-history'        => 'history',
		'seedpress-media'          => 'media',
		'seedpress-settings'       => 'settings',
		'seedpress-license'        => 'license',
	);

	/**
	 * Hook suffixes of our pages, so scripts load on them only.
	 *
	 * @var string[]
	 */
	private static array $hooks = array();

	public static function init(): void {
		add_action( 'admin_menu', array( self::class, 'menu' ) );
		add_action( 'admin_enqueue_scripts', array( self::class, 'enqueue' ) );
	}

	public static function menu(): void {
		$render = array( self::class, 'render' );
		$top    = add_menu_page( __( 'SeedPress', 'seedpress' ), __( 'SeedPress', 'seedpress' ), 'manage_options', self::SLUG, $render, 'dashicons-database-add', 76 );
		// The first submenu item repeats the parent's slug, so the menu's first entry is named "Dashboard".
		$dash  = add_submenu_page( self::SLUG, __( 'SeedPress Dashboard', 'seedpress' ), __( 'Dashboard', 'seedpress' ), 'manage_options', self::SLUG, $render );
		$gen   = add_submenu_page( self::SLUG, __( 'Generate', 'seedpress' ), __( 'Generate', 'seedpress' ), 'manage_options', 'seedpress-generate-posts', $render );
		$tpl   = add_submenu_page( self::SLUG, __( 'Templates', 'seedpress' ), __( 'Templates', 'seedpress' ), 'manage_options', 'seedpress-templates', $render );
		$hist  = add_submenu_page( self::SLUG, __( 'History', 'seedpress' ), __( 'History', 'seedpress' ), 'manage_options', 'seedpress-history', $render );
		$media = add_submenu_page( self::SLUG, __( 'SeedPress Media', 'seedpress' ), __( 'Media', 'seedpress' ), 'manage_options', 'seedpress-media', $render );
		$set   = add_submenu_page( self::SLUG, __( 'SeedPress Settings', 'seedpress' ), __( 'Settings', 'seedpress' ), 'manage_options', 'seedpress-settings', $render );
		// The limited edition has no license.
		$license     = 'lite' === self::edition() ? false : add_submenu_page( self::SLUG, __( 'SeedPress License', 'seedpress' ), __( 'License', 'seedpress' ), 'manage_options', 'seedpress-license', $render );
		self::$hooks = array_filter( array( $top, $dash, $gen, $tpl, $hist, $media, $set, $license ) );
	}

	public static function render(): void {
		$page   = isset( $_GET['page'] ) ? sanitize_key( wp_unslash( $_GET['page'] ) ) : self::SLUG; // phpcs:ignore WordPress.Security.NonceVerification -- only picks the screen.
		$screen = self::SCREENS[ $page ] ?? 'dashboard';
		printf(
			'<div class="wrap"><div id="seedpress-admin" data-screen="%s"><p>%s</p></div></div>',
			esc_attr( $screen ),
			esc_html__( 'Loading…', 'seedpress' )
		);
	}

	public static function enqueue( string $hook ): void {
		if ( ! in_array( $hook, self::$hooks, true ) ) {
			return;
		}
		$dir   = dirname( Plugin::file() ) . '/admin/build/';
		$asset = $dir . 'index.asset.php';
		if ( ! is_readable( $asset ) ) {
			admin_error(
				static fn() => '<p>' . esc_html__( 'The SeedPress admin screens are not built. Run "make up" (or "npm run build" in plugin/admin).', 'seedpress' ) . '</p>'
			);
			return;
		}
		$meta = require $asset;
		// The build's JSX runtime ships with WordPress 6.6 and later; older sites get a notice, not a blank page.
		$missing = array_filter( $meta['dependencies'], static fn( $handle ) => ! wp_script_is( $handle, 'registered' ) );
		if ( array() !== $missing ) {
			admin_error(
				static fn() => '<p>' . esc_html__( 'The SeedPress admin screens need WordPress 6.6 or newer. The REST API works on this site.', 'seedpress' ) . '</p>'
			);
			return;
		}
		$url = plugins_url( 'admin/build/', Plugin::file() );
		wp_enqueue_script( self::HANDLE, $url . 'index.js', $meta['dependencies'], $meta['version'], true );
		// wp-scripts names the CSS imported by index.js "style-index" and builds its RTL twin beside it.
		wp_enqueue_style( self::HANDLE, $url . 'style-index.css', array( 'wp-components' ), $meta['version'] );
		wp_style_add_data( self::HANDLE, 'rtl', 'replace' );
		wp_add_inline_script(
			self::HANDLE,
			'window.seedpressAdmin = ' . wp_json_encode(
				array(
					'edition'  => self::edition(),
					'adminUrl' => admin_url(),
				)
			) . ';',
			'before'
		);
		wp_set_script_translations( self::HANDLE, 'seedpress', dirname( Plugin::file() ) . '/languages' );
		add_filter( 'load_script_translation_file', array( self::class, 'admin_locale_file' ), 10, 2 );
	}

	/**
	 * The setting admin_locale (other than "auto") picks the screens' language, whatever the
	 * user's: the script's translation file of that locale replaces the one WordPress chose.
	 */
	public static function admin_locale_file( string|false $file, string $handle ): string|false {
		$settings = get_option( 'seedpress_settings' );
		$locale   = is_array( $settings ) ? (string) ( $settings['admin_locale'] ?? 'auto' ) : 'auto';
		if ( self::HANDLE !== $handle || ! is_string( $file ) || ! preg_match( '/^[a-z]{2,3}(_[A-Z]{2})?$/', $locale ) ) {
			return $file;
		}
		$name = preg_replace( '/^seedpress-.+-([0-9a-f]{32}\.json)$/', 'seedpress-' . $locale . '-$1', basename( $file ) );
		return dirname( $file ) . '/' . $name;
	}

	private static function edition(): string {
		$plugin = Plugin::instance();
		return null !== $plugin ? $plugin->edition : 'full';
	}
}
