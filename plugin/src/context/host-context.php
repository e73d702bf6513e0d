<?php
/**
 * What only WordPress knows at run time, handed to the worker through one option.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Built on every forwarded request from in-memory registries (the plugin list comes from
 * Installed_Plugins), written only when its hash changes so that a steady site costs no database write.
 */
final class Host_Context {

	public const OPTION      = 'seedpress_host_context';
	public const HASH_OPTION = 'seedpress_host_context_hash';

	/**
	 * @return string The sha256 hex of the stored JSON, for the token's ctx claim.
	 */
	public static function sync(): string {
		$json = self::encode( self::build() );
		$hash = hash( 'sha256', $json );
		if ( get_option( self::HASH_OPTION ) !== $hash ) {
			// Context first: a reader that sees the new hash must find the matching JSON. The
			// hash is autoloaded (every forwarded request reads it; 64 bytes), the context is not.
			update_option( self::OPTION, $json, false );
			update_option( self::HASH_OPTION, $hash, true );
		}
		return $hash;
	}

	/**
	 * Forgets the stored hash this process read: a long-running process (a WP-CLI run in batches)
	 * keeps the one it wrote while web requests of the same site store theirs (other PHP limits make
	 * another context), and would go on signing its own hash without storing its context again.
	 */
	public static function forget(): void {
		wp_cache_delete( 'alloptions', 'options' );
		wp_cache_delete( self::HASH_OPTION, 'options' );
	}

	/**
	 * @param array<string, mixed> $context
	 */
	public static function encode( array $context ): string {
		return (string) wp_json_encode( $context, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE );
	}

	/**
	 * Maps keyed by slug are objects so that an empty one is {} in JSON, as the worker's schema expects.
	 *
	 * @return array<string, mixed>
	 */
	public static function build(): array {
		global $wpdb;
		$file    = Plugin::file();
		$uploads = wp_upload_dir( null, false );

		return array(
			'version'       => 1,
			'wp_version'    => (string) get_bloginfo( 'version' ),
			'plugin'        => array(
				'name'     => Plugin::NAME,
				'version'  => Plugin::VERSION,
				'url'      => plugins_url( '', $file ) . '/',
				'dir'      => plugin_dir_path( $file ),
				'file'     => $file,
				'logo_url' => plugins_url( 'assets/logo.svg', $file ),
			),
			'site'          => array(
				'url'             => site_url(),
				'home'            => home_url(),
				'admin_url'       => admin_url(),
				'ajax_url'        => admin_url( 'admin-ajax.php' ),
				'rest_url'        => rest_url(),
				'locale'          => get_locale(),
				'timezone_string' => (string) get_option( 'timezone_string' ),
				'gmt_offset'      => (float) get_option( 'gmt_offset' ),
				'abspath'         => ABSPATH,
				'table_prefix'    => (string) $wpdb->prefix,
				'db_name'         => (string) DB_NAME,
				'fingerprint'     => Site_Fingerprint::hash(),
			),
			'uploads'       => array(
				'basedir'   => (string) $uploads['basedir'],
				'baseurl'   => (string) $uploads['baseurl'],
				'yearmonth' => (bool) get_option( 'uploads_use_yearmonth_folders' ),
				'marker'    => Site_Marker::value( (string) $uploads['basedir'] ),
			),
			'post_types'    => self::post_types(),
			'post_statuses' => array_values( array_map( 'strval', get_post_stati() ) ),
			'taxonomies'    => self::taxonomies(),
			'roles'         => self::roles(),
			'image_sizes'   => self::image_sizes(),
			'mime_types'    => (object) array_map( 'strval', get_allowed_mime_types() ),
			'limits'        => array(
				'memory_limit'        => self::bytes( 'memory_limit' ),
				'max_execution_time'  => (int) ini_get( 'max_execution_time' ),
				'upload_max_filesize' => self::bytes( 'upload_max_filesize' ),
				'post_max_size'       => self::bytes( 'post_max_size' ),
				'max_upload_size'     => (int) wp_max_upload_size(),
			),
			'plugins'       => self::plugins(),
			'addons'        => self::addons(),
			'fields'        => Fields\Field_Registry::context(),
			// The worker writes guids as get_permalink() returns them right after wp_insert_post().
			'permalinks'    => array(
				'structure' => (string) get_option( 'permalink_structure' ),
				'front'     => isset( $GLOBALS['wp_rewrite'] ) ? (string) $GLOBALS['wp_rewrite']->front : '/',
			),
		);
	}

	private static function post_types(): object {
		$out = array();
		foreach ( get_post_types( array(), 'objects' ) as $name => $type ) {
			$out[ $name ] = array(
				'name'         => (string) $type->name,
				'label'        => (string) $type->label,
				'labels'       => self::labels( get_post_type_labels( $type ) ),
				'description'  => (string) $type->description,
				'public'       => (bool) $type->public,
				'hierarchical' => (bool) $type->hierarchical,
				'has_archive'  => (bool) $type->has_archive,
				'show_ui'      => (bool) $type->show_ui,
				'builtin'      => (bool) $type->_builtin,
				'supports'     => (object) array_map( static fn (): bool => true, get_all_post_type_supports( $name ) ),
				'taxonomies'   => array_values( get_object_taxonomies( $name ) ),
				'menu_icon'    => is_string( $type->menu_icon ) ? $type->menu_icon : null,
				'rewrite'      => is_array( $type->rewrite ) ? array(
					'slug'       => (string) ( $type->rewrite['slug'] ?? $name ),
					'with_front' => (bool) ( $type->rewrite['with_front'] ?? true ),
				) : false,
				'query_var'    => is_string( $type->query_var ) ? $type->query_var : false,
			);
		}
		return (object) $out;
	}

	private static function taxonomies(): object {
		$out = array();
		foreach ( get_taxonomies( array(), 'objects' ) as $name => $taxonomy ) {
			$out[ $name ] = array(
				'name'         => (string) $taxonomy->name,
				'label'        => (string) $taxonomy->label,
				'labels'       => self::labels( get_taxonomy_labels( $taxonomy ) ),
				'hierarchical' => (bool) $taxonomy->hierarchical,
				'public'       => (bool) $taxonomy->public,
				'show_ui'      => (bool) $taxonomy->show_ui,
				'builtin'      => (bool) $taxonomy->_builtin,
				'object_type'  => array_values( array_map( 'strval', (array) $taxonomy->object_type ) ),
			);
		}
		return (object) $out;
	}

	private static function labels( object $labels ): object {
		return (object) array_filter( get_object_vars( $labels ), 'is_string' );
	}

	private static function roles(): object {
		$out = array();
		foreach ( wp_roles()->roles as $slug => $role ) {
			$out[ $slug ] = array(
				'name'         => (string) ( $role['name'] ?? $slug ),
				'capabilities' => (object) array_map( 'boolval', (array) ( $role['capabilities'] ?? array() ) ),
			);
		}
		return (object) $out;
	}

	private static function image_sizes(): object {
		$out = array();
		foreach ( wp_get_registered_image_subsizes() as $name => $size ) {
			$out[ $name ] = array(
				'width'  => (int) ( $size['width'] ?? 0 ),
				'height' => (int) ( $size['height'] ?? 0 ),
				'crop'   => $size['crop'] ?? false,
			);
		}
		return (object) $out;
	}

	/**
	 * @return list<array{file: string, name: string, version: string, active: bool}>
	 */
	private static function plugins(): array {
		if ( ! function_exists( 'is_plugin_active' ) ) {
			require_once ABSPATH . 'wp-admin/includes/plugin.php';
		}
		$out = array();
		foreach ( Installed_Plugins::headers() as $file => $data ) {
			$out[] = array(
				'file'    => $file,
				'name'    => $data['name'],
				'version' => $data['version'],
				'active'  => is_plugin_active( $file ),
			);
		}
		return $out;
	}

	/**
	 * @return list<array{slug: string, name: string, version: string, description: string}>
	 */
	private static function addons(): array {
		$out = array();
		foreach ( (array) apply_filters( 'seedpress_addons', array() ) as $addon ) {
			if ( ! is_array( $addon ) || empty( $addon['slug'] ) ) {
				continue;
			}
			$out[] = array(
				'slug'        => (string) $addon['slug'],
				'name'        => (string) ( $addon['name'] ?? $addon['slug'] ),
				'version'     => (string) ( $addon['version'] ?? '' ),
				'description' => (string) ( $addon['description'] ?? '' ),
			);
		}
		return $out;
	}

	/**
	 * -1 (no limit) stays -1.
	 */
	private static function bytes( string $ini ): int {
		return (int) wp_convert_hr_to_bytes( (string) ini_get( $ini ) );
	}
}
