<?php
/**
 * Shared by the compat CLI scripts: loads the stack's WordPress (SEEDPRESS_WP_PATH, SEEDPRESS_URL)
 * as the administrator, and says which suite's plugin is active and at which version.
 *
 * @package SeedPress
 */

declare(strict_types=1);

$seedpress_compat_url = (string) getenv( 'SEEDPRESS_URL' );
// WordPress reads the request from $_SERVER even on the command line.
$_SERVER['HTTP_HOST']       = (string) parse_url( $seedpress_compat_url, PHP_URL_HOST ) . ( parse_url( $seedpress_compat_url, PHP_URL_PORT ) ? ':' . parse_url( $seedpress_compat_url, PHP_URL_PORT ) : '' );
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';
require rtrim( (string) getenv( 'SEEDPRESS_WP_PATH' ), '/' ) . '/wp-load.php';
wp_set_current_user( 1 ); // Plugins' save paths check capabilities.

/** The active plugin of a suite: [golden file name, version], or null when it is not loaded. */
function seedpress_compat_plugin( string $suite ): ?array {
	switch ( $suite ) {
		case 'acf':
			if ( ! defined( 'ACF_VERSION' ) ) {
				return null;
			}
			// Secure Custom Fields keeps ACF's constants; its own main file tells them apart.
			$scf = function_exists( 'acf_get_setting' ) && str_ends_with( (string) acf_get_setting( 'file' ), 'secure-custom-fields.php' );
			return array( $scf ? 'secure-custom-fields' : 'acf', ACF_VERSION );
		case 'meta-box':
			return defined( 'RWMB_VER' ) ? array( 'meta-box', RWMB_VER ) : null;
		case 'pods':
			return defined( 'PODS_VERSION' ) ? array( 'pods', PODS_VERSION ) : null;
		case 'cmb2':
			return defined( 'CMB2_VERSION' ) ? array( 'cmb2', CMB2_VERSION ) : null;
		case 'carbon-fields':
			return defined( 'Carbon_Fields\VERSION' ) ? array( 'carbon-fields', \Carbon_Fields\VERSION ) : null;
		case 'jetengine':
			return function_exists( 'jet_engine' ) ? array( 'jetengine', jet_engine()->get_version() ) : null;
	}
	return null;
}

/** Post type of a suite (the fixture registers them). */
function seedpress_compat_post_type( string $suite ): string {
	return SEEDPRESS_COMPAT_POST_TYPES[ $suite ] ?? '';
}
