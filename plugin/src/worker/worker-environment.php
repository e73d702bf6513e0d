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
	 * few media runs). Two arenas, and every block over 8 KiB mapped on its own (so given back
	 * when freed): with 128 KiB, the smaller blocks a run's pictures leave scattered over the
	 * arenas kept some 35 MiB of the worker after the run; 8 KiB costs image runs about a tenth
	 * more CPU time (docs/benchmarks.md). Other C libraries ignore these variables.
	 */
	public const MEMORY = array(
		'MALLOC_ARENA_MAX'       => '2',
		'MALLOC_MMAP_THRESHOLD_' => '8192',
	);

	/**
	 * @return array<string, string>
	 */
	public static function from_site(): array {
		global $wpdb;
		$host   = self::host_and_port( (string) DB_HOST );
		$path   = (string) getenv( 'PATH' );
		$env    = array(
			'PATH'        => '' === $path ? '/usr/local/bin:/usr/bin:/bin' : $path,
			'NODE_ENV'    => 'production',
			'DB_HOST'     => $host['host'],
			'DB_PORT'     => (string) $host['port'],
			'DB_NAME'     => (string) DB_NAME,
			'DB_USER'     => (string) DB_USER,
			'DB_PASSWORD' => (string) DB_PASSWORD,
			'DB_PREFIX'   => (string) $wpdb->base_prefix,
		) + self::MEMORY;
		$socket = self::socket( (string) DB_HOST, (string) ini_get( 'mysqli.default_socket' ) );
		if ( null !== $socket && file_exists( $socket ) ) {
			$env['DB_SOCKET'] = $socket;
		}
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
	 * The Unix socket mysqli connects WordPress through: the path DB_HOST names ("localhost:/path"),
	 * or PHP's default socket for a bare "localhost". Local and MAMP write "localhost" and run
	 * their MySQL on a socket and a port of their own, so 127.0.0.1:3306 would miss it.
	 *
	 * @param string $db_host        DB_HOST of wp-config.php.
	 * @param string $default_socket mysqli.default_socket of php.ini.
	 */
	public static function socket( string $db_host, string $default_socket ): ?string {
		if ( preg_match( '/^[^:\[]*:(\/.+)$/', $db_host, $match ) ) {
			return $match[1];
		}
		return 'localhost' === $db_host && '' !== $default_socket ? $default_socket : null;
	}

	/**
	 * DB_HOST as WordPress reads it: "host", "host:port", "[v6]:port", for a worker that connects
	 * over TCP ("localhost" is 127.0.0.1 to Node; a socket, where there is one, goes in DB_SOCKET).
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
