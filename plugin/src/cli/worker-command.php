<?php
/**
 * `wp seedpress worker start|stop|status`: the bundled worker from the command line.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Cli;

use SeedPress\External_Worker;
use SeedPress\Plugin;
use SeedPress\System_Status;
use SeedPress\Worker_Supervisor;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Starts, stops and shows the worker SeedPress runs itself.
 *
 * A worker configured with SEEDPRESS_WORKER_URL is run by whoever
 * configured it: these commands only report on it.
 */
final class Worker_Command {

	private ?Worker_Supervisor $supervisor;

	public function __construct( ?Worker_Supervisor $supervisor = null ) {
		$this->supervisor = $supervisor ?? ( External_Worker::configured() ? null : Worker_Supervisor::for_site() );
	}

	/**
	 * Starts the worker unless it runs already.
	 *
	 * ## EXAMPLES
	 *
	 *     wp seedpress worker start
	 */
	public function start(): void {
		$supervisor = $this->supervisor;
		if ( null === $supervisor ) {
			\WP_CLI::error( self::external_message() );
			return;
		}
		$client = $supervisor->client();
		if ( $client instanceof \WP_Error ) {
			\WP_CLI::error( $client->get_error_message() );
			return;
		}
		\WP_CLI::success( sprintf( 'The worker runs at %s (pid %d).', $client->base_url(), (int) ( $supervisor->status()['pid'] ?? 0 ) ) );
	}

	/**
	 * Stops the worker; the next call to the API starts it again.
	 *
	 * ## EXAMPLES
	 *
	 *     wp seedpress worker stop
	 */
	public function stop(): void {
		if ( null === $this->supervisor ) {
			\WP_CLI::error( self::external_message() );
			return;
		}
		if ( $this->supervisor->stop() ) {
			\WP_CLI::success( 'The worker has stopped.' );
			return;
		}
		\WP_CLI::success( 'The worker was not running.' );
	}

	/**
	 * Shows where the worker runs and what it needs.
	 *
	 * Node, pid, port, uptime, memory, image backend, platform, database,
	 * the log's last errors and what to do about a problem. The worker's
	 * own figures need an administrator (--user=<login>).
	 *
	 * ## OPTIONS
	 *
	 * [--format=<format>]
	 * : table or json.
	 * ---
	 * default: table
	 * options:
	 *   - table
	 *   - json
	 * ---
	 *
	 * ## EXAMPLES
	 *
	 *     wp seedpress worker status --user=admin
	 *     wp seedpress worker status --format=json --user=admin
	 *
	 * @param list<string>          $args       Unused.
	 * @param array<string, string> $assoc_args Flags.
	 */
	public function status( array $args = array(), array $assoc_args = array() ): void {
		$row = self::row( System_Status::of( $this->supervisor, Plugin::instance()?->edition ?? 'full' )->current() );
		if ( 'json' === ( $assoc_args['format'] ?? 'table' ) ) {
			\WP_CLI::line( (string) wp_json_encode( $row, JSON_UNESCAPED_SLASHES ) );
			return;
		}
		foreach ( $row as $name => $value ) {
			foreach ( self::shown( $value ) as $i => $line ) {
				\WP_CLI::line( sprintf( '%-15s %s', 0 === $i ? $name . ':' : '', $line ) );
			}
		}
	}

	/**
	 * The status flattened into one row: a line each in the table, a member each in JSON.
	 *
	 * @param array<string, mixed> $status System_Status's report.
	 * @return array<string, string|int|bool|list<string>|null>
	 */
	private static function row( array $status ): array {
		$worker   = $status['worker'];
		$database = $status['database']['reachable'];
		return array(
			'mode'          => $status['mode'],
			'running'       => $status['running'],
			'url'           => $status['url'],
			'pid'           => $status['pid'],
			'port'          => $status['port'],
			'node'          => $status['node']['binary'] ?? null,
			'node_version'  => $status['node']['version'] ?? $worker['node'] ?? null,
			'uptime'        => $worker['uptime_seconds'] ?? null,
			'memory_rss'    => $worker['memory_rss_bytes'] ?? null,
			'image_backend' => $worker['image_backend'] ?? null,
			'platform'      => null === $worker ? null : trim( $worker['platform'] . ' ' . $worker['arch'] . ' ' . ( $worker['libc'] ?? '' ) ),
			'database'      => null === $database ? null : ( $database ? 'reachable' : 'unreachable' ),
			'log'           => $status['log']['file'],
			'log_errors'    => $status['log']['errors'],
			'problems'      => $status['problems'],
		);
	}

	/**
	 * @param string|int|bool|list<string>|null $value
	 * @return list<string>
	 */
	private static function shown( string|int|bool|array|null $value ): array {
		return match ( true ) {
			null === $value, array() === $value => array( '-' ),
			is_array( $value ) => $value,
			is_bool( $value ) => array( $value ? 'yes' : 'no' ),
			default => array( (string) $value ),
		};
	}

	private static function external_message(): string {
		return sprintf( 'The worker at %s is configured in wp-config.php (SEEDPRESS_WORKER_URL) and run outside WordPress: start and stop it where it runs.', (string) SEEDPRESS_WORKER_URL );
	}
}
