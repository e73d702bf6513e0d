<?php
/**
 * Installs and prepares the local SeedPress site without prompts (there is no wp-cli on these
 * machines). Called by tests/stack/up.sh; not meant to be run by hand.
 *
 *   php install-wordpress.php install   Fresh, empty database: wp_install(), pretty permalinks,
 *                                       activate the plugin. Nothing else, because up.sh dumps the
 *                                       database right after this (contract: fresh-wordpress.sql).
 *   php install-wordpress.php users     Every run: plugin active, users `admin` (administrator) and
 *                                       `editor` (editor) exist with the given passwords, each has a
 *                                       valid application password. Prints KEY=value lines.
 *
 * Input, from the environment: SEEDPRESS_WP_PATH, SEEDPRESS_URL, SEEDPRESS_ADMIN_PASSWORD,
 * SEEDPRESS_EDITOR_PASSWORD, and (users mode) SEEDPRESS_ADMIN_APP_PASSWORD /
 * SEEDPRESS_EDITOR_APP_PASSWORD from the previous run, possibly empty: kept when still valid,
 * replaced otherwise, so stack.env always holds working credentials.
 */

const SEEDPRESS_PLUGIN_FILE   = 'seedpress/seedpress.php';
const SEEDPRESS_APP_PASS_NAME = 'seedpress-dev';

function fail( string $message ): void {
	fwrite( STDERR, "install-wordpress.php: $message\n" );
	exit( 1 );
}

function env_value( string $name, bool $required = true ): string {
	$value = getenv( $name );
	if ( false === $value || '' === $value ) {
		if ( $required ) {
			fail( "missing environment variable $name" );
		}
		return '';
	}
	return $value;
}

$mode = $argv[1] ?? '';
if ( 'install' !== $mode && 'users' !== $mode ) {
	fail( 'usage: php install-wordpress.php install|users' );
}

$wp_path  = rtrim( env_value( 'SEEDPRESS_WP_PATH' ), '/' );
$site_url = env_value( 'SEEDPRESS_URL' );
$host     = (string) parse_url( $site_url, PHP_URL_HOST );
$port     = (int) ( parse_url( $site_url, PHP_URL_PORT ) ?: 80 );

// WordPress reads the request from $_SERVER even on the command line (home URL checks, cookies).
$_SERVER['HTTP_HOST']       = $host . ( 80 === $port ? '' : ":$port" );
$_SERVER['SERVER_NAME']     = $host;
$_SERVER['SERVER_PORT']     = (string) $port;
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';
$_SERVER['REMOTE_ADDR']     = '127.0.0.1';

if ( 'install' === $mode ) {
	// Without this, loading WordPress on an empty database redirects to wp-admin/install.php.
	define( 'WP_INSTALLING', true );

	// Pluggable (upgrade.php defines it only if missing): the default one calls wp_mail(), and
	// there is no sendmail here.
	function wp_new_blog_notification( $blog_title, $blog_url, $user_id, $password ) {
	}
}

require $wp_path . '/wp-load.php';
require_once ABSPATH . 'wp-admin/includes/upgrade.php';
require_once ABSPATH . 'wp-admin/includes/plugin.php';

/** Activates the SeedPress plugin unless it is active; exits non-zero with WordPress's error. */
function ensure_plugin_active(): void {
	if ( is_plugin_active( SEEDPRESS_PLUGIN_FILE ) ) {
		return;
	}
	$result = activate_plugin( SEEDPRESS_PLUGIN_FILE );
	if ( is_wp_error( $result ) ) {
		fail( 'activating ' . SEEDPRESS_PLUGIN_FILE . ' failed: ' . $result->get_error_code() . ': ' . $result->get_error_message() );
	}
	if ( ! is_plugin_active( SEEDPRESS_PLUGIN_FILE ) ) {
		fail( 'activating ' . SEEDPRESS_PLUGIN_FILE . ' reported no error, but the plugin is not active' );
	}
}

if ( 'install' === $mode ) {
	if ( is_blog_installed() ) {
		fail( 'the database already holds a WordPress site; up.sh installs only into an empty database' );
	}
	$result = wp_install( 'SeedPress Dev', 'admin', 'admin@example.test', true, '', env_value( 'SEEDPRESS_ADMIN_PASSWORD' ) );
	if ( empty( $result['user_id'] ) ) {
		fail( 'wp_install() did not create the admin user' );
	}
	wp_set_current_user( (int) $result['user_id'] );

	update_option( 'permalink_structure', '/%postname%/' );
	flush_rewrite_rules( false ); // false: rules into the database only, no .htaccess (php -S ignores it).

	ensure_plugin_active();
	echo "installed WordPress {$GLOBALS['wp_version']}, plugin active\n";
	exit( 0 );
}

// ---- users mode -------------------------------------------------------------------------------

/** Returns the user $login, created or repaired so it has $role and can log in with $password. */
function ensure_user( string $login, string $role, string $password ): WP_User {
	$user = get_user_by( 'login', $login );
	if ( ! $user ) {
		$id = wp_insert_user(
			array(
				'user_login'   => $login,
				'user_pass'    => $password,
				'user_email'   => "$login@example.test",
				'display_name' => ucfirst( $login ),
				'role'         => $role,
			)
		);
		if ( is_wp_error( $id ) ) {
			fail( "creating user $login failed: " . $id->get_error_message() );
		}
		return new WP_User( $id );
	}
	if ( ! in_array( $role, (array) $user->roles, true ) ) {
		$user->set_role( $role );
	}
	if ( ! wp_check_password( $password, $user->user_pass, $user->ID ) ) {
		wp_set_password( $password, $user->ID );
	}
	return $user;
}

/** Returns a working application password for $user: $previous when it still is one, else a new one. */
function ensure_app_password( WP_User $user, string $previous ): string {
	$previous = preg_replace( '/[^a-z\d]/i', '', $previous ); // Same normalisation as core.
	foreach ( WP_Application_Passwords::get_user_application_passwords( $user->ID ) as $item ) {
		if ( SEEDPRESS_APP_PASS_NAME !== $item['name'] ) {
			continue;
		}
		// WordPress 6.8 hashes application passwords differently and added check_password().
		$valid = '' !== $previous && ( method_exists( 'WP_Application_Passwords', 'check_password' )
			? WP_Application_Passwords::check_password( $previous, $item['password'] )
			: wp_check_password( $previous, $item['password'], $user->ID ) );
		if ( $valid ) {
			return $previous;
		}
		WP_Application_Passwords::delete_application_password( $user->ID, $item['uuid'] );
	}
	$created = WP_Application_Passwords::create_new_application_password( $user->ID, array( 'name' => SEEDPRESS_APP_PASS_NAME ) );
	if ( is_wp_error( $created ) ) {
		fail( "creating an application password for {$user->user_login} failed: " . $created->get_error_message() );
	}
	return $created[0];
}

$admin = ensure_user( 'admin', 'administrator', env_value( 'SEEDPRESS_ADMIN_PASSWORD' ) );
wp_set_current_user( $admin->ID ); // activate_plugin() and some hooks check capabilities.
ensure_plugin_active();
$editor = ensure_user( 'editor', 'editor', env_value( 'SEEDPRESS_EDITOR_PASSWORD' ) );

// Only these lines go to stdout; up.sh reads them (values are [A-Za-z0-9] only).
printf( "SEEDPRESS_ADMIN_APP_PASSWORD=%s\n", ensure_app_password( $admin, env_value( 'SEEDPRESS_ADMIN_APP_PASSWORD', false ) ) );
printf( "SEEDPRESS_EDITOR_APP_PASSWORD=%s\n", ensure_app_password( $editor, env_value( 'SEEDPRESS_EDITOR_APP_PASSWORD', false ) ) );
printf( "SEEDPRESS_WP_VERSION=%s\n", $GLOBALS['wp_version'] );
