<?php
/**
 * POST /generate/posts/stream over real HTTP: a `php -S` of the stack's WordPress (as the local
 * stack runs it, with -d output_buffering=0) in front of a fake worker that streams slowly.
 *
 * The route is not in schemas/routes.json yet, so this server reads a copy of the manifest with
 * the stream route added: tests/php/fixtures/site-router.php turns the SEEDPRESS_SCHEMAS_DIR
 * environment variable into the plugin's SEEDPRESS_SCHEMAS_DIR constant. The same fixture logs,
 * from inside that WordPress, which post caches were cleaned and that the shutdown action ran.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

final class EventStreamHttpTest extends SeedPress_Test_Case {

	private const PATH = '/generate/posts/stream';

	private const ERROR_EVENT = 'data: {"type":"error","message":"The SeedPress worker stopped while streaming."}' . "\n\n";

	private static ?Php_Server $worker = null;
	private static ?Php_Server $site   = null;
	private static string $schemas     = '';
	private static string $probe_log   = '';
	/** @var array<string, string> */
	private static array $stack = array();

	public static function setUpBeforeClass(): void {
		parent::setUpBeforeClass();
		$repo        = dirname( __DIR__, 2 );
		self::$stack = seedpress_test_read_env( $repo . '/.seedpress/stack.env' );
		$secret      = 'stream-test-secret-' . bin2hex( random_bytes( 16 ) );

		self::$schemas = sys_get_temp_dir() . '/seedpress-stream-schemas-' . bin2hex( random_bytes( 4 ) );
		mkdir( self::$schemas );
		$manifest           = json_decode( (string) file_get_contents( $repo . '/schemas/routes.json' ), true, 512, JSON_THROW_ON_ERROR );
		$manifest['routes'] = array_values( array_filter( $manifest['routes'], static fn ( array $route ): bool => self::PATH !== $route['path'] ) );
		$manifest['routes'][] = array( 'method' => 'POST', 'path' => self::PATH, 'edition' => 'all', 'schema' => 'generate-posts-stream.post', 'stream' => true );
		file_put_contents( self::$schemas . '/routes.json', (string) wp_json_encode( $manifest ) );
		self::$probe_log = self::$schemas . '/probe.log';
		touch( self::$probe_log );

		// The fake worker checks the token with the same secret (fixtures/fake-worker-router.php).
		self::$worker = Php_Server::start( array(), array( 'tests/php/fixtures/fake-worker-router.php' ), array( 'SEEDPRESS_WORKER_SECRET' => $secret ) );
		self::$site   = Php_Server::start(
			array( '-d', 'output_buffering=0' ),
			array( '-t', rtrim( (string) ( getenv( 'SEEDPRESS_WP_PATH' ) ?: ( self::$stack['SEEDPRESS_WP_PATH'] ?? '' ) ), '/' ), 'tests/php/fixtures/site-router.php' ),
			array(
				'SEEDPRESS_WORKER_URL'     => self::$worker->url(),
				'SEEDPRESS_WORKER_SECRET'  => $secret,
				'SEEDPRESS_EDITION'        => 'full',
				'SEEDPRESS_SCHEMAS_DIR'    => self::$schemas,
				'SEEDPRESS_TEST_PROBE_LOG' => self::$probe_log,
				'PHP_CLI_SERVER_WORKERS'   => '2',
			)
		);
	}

	public static function tearDownAfterClass(): void {
		self::$site?->stop();
		self::$worker?->stop();
		foreach ( (array) glob( self::$schemas . '/*' ) as $file ) {
			unlink( (string) $file );
		}
		if ( is_dir( self::$schemas ) ) {
			rmdir( self::$schemas );
		}
		parent::tearDownAfterClass();
	}

	/**
	 * @param array<string, mixed>|null $options What the fake worker should do; null sends no credentials.
	 * @return array{status: int, headers: array<string, string>, chunks: list<array{0: string, 1: float}>, body: string, end: float}
	 */
	private static function post( ?array $options, bool $authenticated = true ): array {
		$headers = array();
		$chunks  = array();
		$handle  = curl_init( self::$site->url() . '/wp-json/seedpress/v1' . self::PATH );
		curl_setopt_array(
			$handle,
			array(
				CURLOPT_POST           => true,
				CURLOPT_POSTFIELDS     => (string) wp_json_encode( $options ?? array() ),
				CURLOPT_HTTPHEADER     => array( 'Content-Type: application/json', 'Expect:' ),
				CURLOPT_PROXY          => '',
				CURLOPT_TIMEOUT        => 30,
				CURLOPT_HEADERFUNCTION => static function ( $h, string $line ) use ( &$headers ): int {
					if ( str_contains( $line, ':' ) ) {
						[ $name, $value ]                  = explode( ':', $line, 2 );
						$headers[ strtolower( $name ) ] = trim( $value );
					}
					return strlen( $line );
				},
				CURLOPT_WRITEFUNCTION  => static function ( $h, string $chunk ) use ( &$chunks ): int {
					$chunks[] = array( $chunk, microtime( true ) );
					return strlen( $chunk );
				},
			)
		);
		if ( $authenticated ) {
			curl_setopt( $handle, CURLOPT_USERPWD, self::$stack['SEEDPRESS_ADMIN_USER'] . ':' . self::$stack['SEEDPRESS_ADMIN_APP_PASSWORD'] );
		}
		$ok  = curl_exec( $handle );
		$end = microtime( true );
		self::assertTrue( $ok, curl_error( $handle ) );
		$status = (int) curl_getinfo( $handle, CURLINFO_RESPONSE_CODE );
		return array(
			'status'  => $status,
			'headers' => $headers,
			'chunks'  => $chunks,
			// The shell probes a silent stream with empty SSE comments between events; clients skip them.
			'body'    => str_replace( ": \n\n", '', implode( '', array_column( $chunks, 0 ) ) ),
			'end'     => $end,
		);
	}

	private static function event( int $i, int $of ): string {
		$event = $i < $of
			? array( 'type' => 'info', 'message' => "Post {$i} of {$of}" )
			: array( 'type' => 'complete', 'result' => array( 'success' => true, 'count' => $of - 1 ) );
		return 'data: ' . json_encode( $event ) . "\n\n";
	}

	/**
	 * @return list<array<string, mixed>> What the site's WordPress logged for this request path.
	 */
	private static function probe(): array {
		$lines = array();
		foreach ( (array) file( self::$probe_log, FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES ) as $line ) {
			$entry = json_decode( (string) $line, true );
			if ( is_array( $entry ) && str_contains( (string) ( $entry['uri'] ?? '' ), self::PATH ) ) {
				$lines[] = $entry;
			}
		}
		return $lines;
	}

	public function test_each_event_reaches_the_client_while_the_worker_is_still_working(): void {
		// Setup
		$post_id = $this->create_post();
		file_put_contents( self::$probe_log, '' );
		$touched = array( 'posts' => array( $post_id ), 'terms' => array(), 'users' => array(), 'comments' => array(), 'options' => array() );

		// Action: three events one second apart, then (a second later) the touched comment.
		$response = self::post( array( 'events' => 3, 'interval_ms' => 1000, 'touched' => $touched ) );

		// Assert: the stream itself.
		$this->assertSame( 200, $response['status'], $response['body'] );
		$this->assertSame( 'text/event-stream; charset=utf-8', $response['headers']['content-type'] ?? null );
		$this->assertSame( 'no-cache', $response['headers']['cache-control'] ?? null );
		$this->assertSame( 'no', $response['headers']['x-accel-buffering'] ?? null );
		$this->assertArrayNotHasKey( 'content-length', $response['headers'] );
		$this->assertArrayNotHasKey( 'content-encoding', $response['headers'] );
		$this->assertSame( self::event( 1, 3 ) . self::event( 2, 3 ) . self::event( 3, 3 ), $response['body'], 'the events intact, no touched comment, nothing after them' );

		// Assert: timing, from the chunk that completed each event.
		$arrived = array();
		$so_far  = '';
		foreach ( $response['chunks'] as [ $chunk, $at ] ) {
			// The shell's probes (one empty comment per chunk) are not events.
			$so_far .= str_replace( ": \n\n", '', $chunk );
			while ( count( $arrived ) < substr_count( $so_far, "\n\n" ) ) {
				$arrived[] = $at;
			}
		}
		$this->assertCount( 3, $arrived );
		$this->assertGreaterThanOrEqual( 1.5, $response['end'] - $arrived[0], 'the first event came well before the end' );
		$this->assertGreaterThanOrEqual( 0.5, $arrived[1] - $arrived[0], 'the second event came on its own' );
		$this->assertGreaterThanOrEqual( 0.5, $arrived[2] - $arrived[1], 'the third event came on its own' );

		// Assert: inside that WordPress, the reported post was cleaned and shutdown ran afterwards, without errors.
		$probe = self::probe();
		$this->assertContains( array( 'clean_post_cache' => $post_id, 'uri' => '/wp-json/seedpress/v1' . self::PATH ), $probe );
		$shutdown = array_values( array_filter( $probe, static fn ( array $line ): bool => isset( $line['shutdown'] ) ) );
		$this->assertCount( 1, $shutdown );
		$this->assertSame( $shutdown[0], end( $probe ), 'shutdown comes last' );
		$this->assertTrue( $shutdown[0]['headers_sent'] );
		$this->assertNull( $shutdown[0]['last_error'], 'no warning (headers already sent or other)' );
	}

	public function test_a_worker_that_stops_mid_stream_ends_the_stream_with_an_error_event(): void {
		// Action
		$response = self::post( array( 'events' => 3, 'die_after' => 1 ) );

		// Assert
		$this->assertSame( 200, $response['status'] );
		$this->assertSame( 'text/event-stream; charset=utf-8', $response['headers']['content-type'] ?? null );
		$this->assertSame( self::event( 1, 3 ) . 'data: {"type":"inf' . "\n\n" . self::ERROR_EVENT, $response['body'] );
	}

	public function test_a_worker_error_on_the_stream_route_is_answered_as_json(): void {
		// Action
		$response = self::post( array( 'reply' => 'json-error' ) );

		// Assert
		$this->assertSame( 400, $response['status'] );
		$this->assertStringStartsWith( 'application/json', $response['headers']['content-type'] ?? '' );
		$this->assertSame(
			array( 'success' => false, 'code' => 'invalid_count', 'message' => 'count must be between 1 and 500' ),
			json_decode( $response['body'], true )
		);
	}

	public function test_the_stream_route_has_the_permission_check_of_every_route(): void {
		// Action
		$response = self::post( array( 'events' => 1 ), false );

		// Assert
		$this->assertSame( 401, $response['status'] );
		$this->assertSame( 'rest_not_logged_in', json_decode( $response['body'], true )['code'] ?? null );
	}
}
