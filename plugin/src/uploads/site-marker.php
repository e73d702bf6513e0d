<?php
/**
 * A random value in the site's uploads folder by which the worker tells whether it sees the site's files.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The worker compares the file's content with the value in the host context: a worker on another
 * machine (or in another container) cannot read it and hands its files to the shell instead.
 */
final class Site_Marker {

	public const OPTION = 'seedpress_site_marker';
	public const FILE   = 'seedpress/site-marker';

	/**
	 * The site's marker, (re)written into `$basedir` when the file is missing or holds another value
	 * (a copied or restored uploads folder).
	 */
	public static function value( string $basedir ): string {
		$value = (string) get_option( self::OPTION, '' );
		if ( strlen( $value ) < 32 ) {
			$value = wp_generate_password( 40, false, false );
			update_option( self::OPTION, $value, true );
		}
		$file = trailingslashit( $basedir ) . self::FILE;
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file of 40 bytes.
		$stored = is_readable( $file ) ? trim( (string) file_get_contents( $file ) ) : '';
		if ( $stored !== $value && wp_mkdir_p( dirname( $file ) ) ) {
			// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents -- WP_Filesystem may ask for credentials; this runs on every call.
			file_put_contents( $file, $value, LOCK_EX );
		}
		return $value;
	}
}
