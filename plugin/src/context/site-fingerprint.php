<?php
/**
 * The installation's identity the license is activated for.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Computed here, not in the worker, so that the security keys never leave PHP: only the hash goes
 * into the host context and on to the license server. Changing any of the six values makes another
 * site, which needs the license activated again.
 */
final class Site_Fingerprint {

	public static function hash(): string {
		global $wpdb;
		return hash( 'sha256', implode( '|', self::values( (string) $wpdb->prefix, site_url(), ABSPATH, (string) DB_NAME ) ) );
	}

	/**
	 * @return list<string> The spec's order: table prefix, two security keys, site URL, installation path, database name.
	 */
	public static function values( string $table_prefix, string $site_url, string $abspath, string $db_name ): array {
		return array(
			$table_prefix,
			defined( 'AUTH_KEY' ) ? (string) AUTH_KEY : '',
			defined( 'SECURE_AUTH_KEY' ) ? (string) SECURE_AUTH_KEY : '',
			$site_url,
			$abspath,
			$db_name,
		);
	}
}
