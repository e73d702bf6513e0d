<?php
/**
 * GET /system/status and POST /system/worker/restart: where the worker runs and what it needs,
 * answered by the shell even when the worker cannot answer.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

final class System_Status {

	/** Answers that are the request's own fault: the worker's checks stand, nothing is reported or restarted. */
	private const REFUSED = array( 400, 413, 414, 415 );

	/**
	 * @param Forwarder              $forwarder  Reaches the worker without starting it: the worker checks the request and gives its part.
	 * @param Worker_Supervisor|null $supervisor The bundled worker's; null when SEEDPRESS_WORKER_URL names an external one.
	 * @param string                 $url        The external worker's URL.
	 */
	public function __construct(
		private readonly Forwarder $forwarder,
		private readonly ?Worker_Supervisor $supervisor,
		private readonly string $url = '',
	) {}

	public static function for_site( string $edition ): self {
		return self::of( External_Worker::configured() ? null : Worker_Supervisor::for_site(), $edition );
	}

	/**
	 * @param Worker_Supervisor|null $supervisor Null when an external worker is configured.
	 */
	public static function of( ?Worker_Supervisor $supervisor, string $edition ): self {
		return null === $supervisor
			? new self( new Forwarder( Plugin::worker_link(), $edition ), null, (string) SEEDPRESS_WORKER_URL )
			: new self( new Forwarder( new Running_Worker( $supervisor ), $edition ), $supervisor );
	}

	/**
	 * @param array{method: string, path: string, edition: string} $route Manifest entry.
	 */
	public function status( \WP_REST_Request $request, array $route ): \WP_REST_Response|\WP_Error {
		$reply = $this->ask_worker( $request, $route );
		return self::refused( $reply ) ? $reply : new \WP_REST_Response( $this->report( $reply ), 200 );
	}

	/**
	 * @param array{method: string, path: string, edition: string} $route Manifest entry.
	 */
	public function restart( \WP_REST_Request $request, array $route ): \WP_REST_Response|\WP_Error {
		$checked = $this->ask_worker( $request, $route );
		if ( self::refused( $checked ) ) {
			return $checked;
		}
		if ( null === $this->supervisor ) {
			return new \WP_Error(
				'worker_external',
				/* translators: %s: worker URL. */
				sprintf( __( 'The worker at %s is run outside WordPress (SEEDPRESS_WORKER_URL in wp-config.php), so it cannot be restarted from here: restart it where it runs.', 'seedpress' ), $this->url ),
				array( 'status' => 409 )
			);
		}
		$client = $this->supervisor->restart();
		$state  = $this->supervisor->status();
		if ( $client instanceof \WP_Error || null === $state ) {
			return $client instanceof \WP_Error ? $client : new \WP_Error( 'worker_unavailable', __( 'The SeedPress worker stopped right after it was restarted.', 'seedpress' ), array( 'status' => 503 ) );
		}
		return new \WP_REST_Response(
			array(
				'success' => true,
				'message' => __( 'The worker was restarted.', 'seedpress' ),
				'pid'     => $state['pid'],
				'port'    => $state['port'],
			),
			200
		);
	}

	/**
	 * The status without a REST call of the client's (wp seedpress worker status).
	 *
	 * @return array<string, mixed>
	 */
	public function current(): array {
		$route = array(
			'method'  => 'GET',
			'path'    => '/system/status',
			'edition' => 'all',
		);
		return $this->report( $this->ask_worker( new \WP_REST_Request( 'GET', '/' . Plugin::NAMESPACE . '/system/status' ), $route ) );
	}

	/**
	 * The worker refuses tokens without a user: an anonymous caller (WP-CLI without --user) is told so.
	 *
	 * @param array{method: string, path: string, edition: string} $route
	 */
	private function ask_worker( \WP_REST_Request $request, array $route ): \WP_REST_Response|\WP_Error {
		if ( 0 === get_current_user_id() ) {
			return new \WP_Error( 'rest_not_logged_in', __( 'The worker answers administrators only: ask as one (wp … --user=<login>) for its figures.', 'seedpress' ), array( 'status' => 401 ) );
		}
		return $this->forwarder->handle( $request, $route );
	}

	private static function refused( \WP_REST_Response|\WP_Error $reply ): bool {
		$status = $reply instanceof \WP_Error ? (int) ( $reply->get_error_data()['status'] ?? 500 ) : $reply->get_status();
		return in_array( $status, self::REFUSED, true );
	}

	/**
	 * @return array<string, mixed>
	 */
	private function report( \WP_REST_Response|\WP_Error $reply ): array {
		$answer   = $reply instanceof \WP_REST_Response && 200 === $reply->get_status() ? json_decode( (string) wp_json_encode( $reply->get_data() ), true ) : null;
		$worker   = is_array( $answer['worker'] ?? null ) ? $answer['worker'] : null;
		$database = is_array( $answer['database'] ?? null ) ? $answer['database'] : array(
			'reachable' => null,
			'message'   => null,
		);
		$place    = null === $this->supervisor ? $this->external_place( $worker ) : self::bundled_place( $this->supervisor );
		// A worker that is not running is the problem, whoever asks.
		$reply = null !== $this->supervisor && null === $place['pid'] ? Running_Worker::not_running() : $reply;

		$worker_problem = $place['problem'] ?? ( null === $worker ? self::problem_with( $reply ) : null );
		$problems       = array_values( array_filter( array( $worker_problem, self::database_problem( $database, null === $this->supervisor ) ) ) );
		unset( $place['problem'] );
		return array(
			'success' => true,
			'mode'    => null === $this->supervisor ? 'external' : 'bundled',
		) + $place + array(
			'running'     => null !== $worker || $this->listens( $place['port'] ),
			'worker'      => $worker,
			'database'    => $database,
			'can_restart' => null !== $this->supervisor,
			'problems'    => $problems,
		);
	}

	/**
	 * What only the shell knows of the worker it runs: node, the state file, the log.
	 *
	 * @return array<string, mixed>
	 */
	private static function bundled_place( Worker_Supervisor $supervisor ): array {
		$state = $supervisor->status();
		$node  = $supervisor->node();
		return array(
			'url'     => null === $state ? null : 'http://127.0.0.1:' . $state['port'],
			'pid'     => $state['pid'] ?? null,
			'port'    => $state['port'] ?? null,
			'node'    => array(
				'binary'  => $node->binary(),
				'version' => $node->version(),
				'minimum' => Node_Runtime::MINIMUM,
			),
			'log'     => array(
				'file'   => $supervisor->state()->log_file(),
				'errors' => $supervisor->state()->recent_errors(),
			),
			'problem' => $node->problem() ?? Worker_Supervisor::missing_script( Worker_Supervisor::bundled_script() ),
		);
	}

	/**
	 * @param array<string, mixed>|null $worker The worker's own report.
	 * @return array<string, mixed>
	 */
	private function external_place( ?array $worker ): array {
		$parts = wp_parse_url( $this->url );
		return array(
			'url'  => $this->url,
			'pid'  => $worker['pid'] ?? null,
			'port' => isset( $parts['port'] ) ? (int) $parts['port'] : ( 'https' === ( $parts['scheme'] ?? '' ) ? 443 : 80 ),
			'node' => null,
			'log'  => array(
				'file'   => null,
				'errors' => array(),
			),
		);
	}

	/**
	 * A worker may run and still not answer this caller (no user, a wrong secret): the bundled
	 * one runs while its process does, an external one while its port accepts connections.
	 */
	private function listens( ?int $port ): bool {
		if ( null === $port ) {
			return false;
		}
		if ( null !== $this->supervisor ) {
			return null !== $this->supervisor->status();
		}
		$host   = (string) ( wp_parse_url( $this->url )['host'] ?? '' );
		$socket = @fsockopen( $host, $port, $errno, $errstr, 1.0 ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged,WordPress.WP.AlternativeFunctions.file_system_operations_fsockopen -- a connect probe, not a file; refused means not running.
		if ( false === $socket ) {
			return false;
		}
		fclose( $socket ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a probe.
		return true;
	}

	private static function problem_with( \WP_REST_Response|\WP_Error $reply ): string {
		if ( $reply instanceof \WP_Error ) {
			return $reply->get_error_message();
		}
		$data = json_decode( (string) wp_json_encode( $reply->get_data() ), true );
		return sprintf(
			/* translators: 1: HTTP status, 2: the worker's message. */
			__( 'The worker answered HTTP %1$d: %2$s', 'seedpress' ),
			$reply->get_status(),
			is_string( $data['message'] ?? null ) ? $data['message'] : ''
		);
	}

	/**
	 * @param array{reachable?: bool|null, message?: string|null} $database
	 */
	private static function database_problem( array $database, bool $external ): ?string {
		if ( false !== ( $database['reachable'] ?? null ) ) {
			return null;
		}
		return sprintf(
			$external
				/* translators: %s: the database driver's message. */
				? __( 'The worker cannot reach the database (%s). Check the database settings the worker was started with, and that the database server runs.', 'seedpress' )
				/* translators: %s: the database driver's message. */
				: __( 'The worker cannot reach the database (%s). Check DB_HOST, DB_NAME, DB_USER and DB_PASSWORD in wp-config.php, and that the database server runs.', 'seedpress' ),
			(string) ( $database['message'] ?? '' )
		);
	}
}
