<?php
/**
 * The environment the bundled worker starts with: the site's database settings from wp-config.php.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

final class Worker_Environment {

	/**
	 * glibc's allocator, as the image work needs it: libvips (sharp) makes and frees buffers of
	 * megabytes on several threads, and with an arena per thread and a threshold for mmap that
	 * rises after each such free, the freed memory stays in the process (about 100 MiB after a
	 * few media runs). Two arenas, and buffers over 128 KiB always mapped (so given back when
	 * freed), keep the worker near its post-run size. Other C libraries ignore these variables.
	 */
	public const MEMORY = array(
		'MALLOC_ARENA_MAX'       => '2',
		'MALLOC_MMAP_THRESHOLD_' => '131072',
	);

	/**
	 * @return array<string, string>
	 */
	public static function from_site(): array {
		global $wpdb;
		$host = self::host_and_port( (string) DB_HOST );
		$env  = array(
			'PATH'        => (string) ( getenv( 'PATH' ) ?: '/usr/local/bin:/usr/bin:/bin' ),
			'NODE_ENV'    => 'production',
			'DB_HOST'     => $host['host'],
			'DB_PORT'     => (string) $host['port'],
			'DB_NAME'     => (string) DB_NAME,
			'DB_USER'     => (string) DB_USER,
			'DB_PASSWORD' => (string) DB_PASSWORD,
			'DB_PREFIX'   => (string) $wpdb->base_prefix,
		) + self::MEMORY;
		/**
		 * Filters the bundled worker's environment (the worker's settings are environment variables:
		 * SEEDPRESS_UNSPLASH_ACCESS_KEY, SEEDPRESS_LOG_LEVEL, ...). Read when the worker starts.
		 *
		 * @param array<string, string> $env Variable => value.
		 */
		$filtered = apply_filters( 'seedpress_worker_environment', $env );
		return is_array( $filtered ) ? array_map( 'strval', $filtered ) : $env;
	}

	/**
	 * DB_HOST as WordPress reads it: "host", "host:port", "[v6]:port". Node has no socket path in
	 * its settings, and "localhost" means a socket to mysqli but TCP to Node: 127.0.0.1 either way.
	 *
	 * @return array{host: string, port: int}
	 */
	public static function host_and_port( string $db_host ): array {
		$port = 3306;
		$host = $db_host;
		if ( preg_match( '/^\[([^\]]+)\](?::(\d+))?/', $db_host, $match ) ) {
			$host = $match[1];
			$port = isset( $match[2] ) ? (int) $match[2] : $port;
		} elseif ( preg_match( '/^([^:]*):(\d+)$/', $db_host, $match ) ) {
			$host = $match[1];
			$port = (int) $match[2];
		} elseif ( str_contains( $db_host, ':' ) ) {
			$host = (string) strstr( $db_host, ':', true );
		}
		if ( '' === $host || 'localhost' === $host ) {
			$host = '127.0.0.1';
		}
		return array(
			'host' => $host,
			'port' => $port,
		);
	}
}
