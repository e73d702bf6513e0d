<?php
/**
 * `wp seedpress worker start|stop|status`: the bundled worker from the command line.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Cli;

use SeedPress\External_Worker;
use SeedPress\Worker_Supervisor;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Starts, stops and shows the worker the plugin runs itself. A worker configured with
 * SEEDPRESS_WORKER_URL is run by whoever configured it: these commands only report on it.
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
	 *
	 * @param list<string>          $args       Unused.
	 * @param array<string, string> $assoc_args Unused.
	 */
	public function start( array $args = array(), array $assoc_args = array() ): void {
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
	 *
	 * @param list<string>          $args       Unused.
	 * @param array<string, string> $assoc_args Unused.
	 */
	public function stop( array $args = array(), array $assoc_args = array() ): void {
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
	 * Shows whether the worker runs, where and with which pid.
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
	 *     wp seedpress worker status --format=json
	 *
	 * @param list<string>          $args       Unused.
	 * @param array<string, string> $assoc_args Flags.
	 */
	public function status( array $args = array(), array $assoc_args = array() ): void {
		$row = $this->status_row();
		if ( 'json' === ( $assoc_args['format'] ?? 'table' ) ) {
			\WP_CLI::line( (string) wp_json_encode( $row ) );
			return;
		}
		foreach ( $row as $name => $value ) {
			\WP_CLI::line( sprintf( '%-8s %s', $name . ':', self::shown( $value ) ) );
		}
	}

	/**
	 * @return array{mode: string, running: bool, url: string|null, pid: int|null}
	 */
	private function status_row(): array {
		if ( null === $this->supervisor ) {
			return array(
				'mode'    => 'external',
				'running' => null !== $this->external_reachable(),
				'url'     => (string) SEEDPRESS_WORKER_URL,
				'pid'     => null,
			);
		}
		$state = $this->supervisor->status();
		return array(
			'mode'    => 'bundled',
			'running' => null !== $state,
			'url'     => null === $state ? null : 'http://127.0.0.1:' . $state['port'],
			'pid'     => $state['pid'] ?? null,
		);
	}

	private function external_reachable(): ?string {
		$parts  = wp_parse_url( (string) SEEDPRESS_WORKER_URL );
		$socket = @fsockopen( (string) ( $parts['host'] ?? '' ), (int) ( $parts['port'] ?? 80 ), $errno, $errstr, 1.0 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- refused means not running.
		if ( false === $socket ) {
			return null;
		}
		fclose( $socket ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a probe.
		return (string) SEEDPRESS_WORKER_URL;
	}

	private static function shown( string|int|bool|null $value ): string {
		return match ( true ) {
			null === $value  => '-',
			is_bool( $value ) => $value ? 'yes' : 'no',
			default          => (string) $value,
		};
	}

	private static function external_message(): string {
		return sprintf( 'The worker at %s is configured in wp-config.php (SEEDPRESS_WORKER_URL) and run outside WordPress: start and stop it where it runs.', (string) SEEDPRESS_WORKER_URL );
	}
}
