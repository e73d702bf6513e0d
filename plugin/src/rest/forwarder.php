<?php
/**
 * Hands one REST call to the worker and its answer back to WordPress.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

final class Forwarder {

	/**
	 * Core's own parameters: they steer WordPress, not the worker, and must not change the signed
	 * path. `context` is every core endpoint's; SeedPress's answers are the same in each context.
	 * `_` is jQuery's cache-buster, which core's endpoints ignore as an unregistered parameter.
	 */
	private const CORE_QUERY_PARAMS = array( 'rest_route', '_wpnonce', '_envelope', '_fields', '_locale', '_embed', '_jsonp', '_method', 'context', '_' );

	/** The values core's endpoints accept for `context`. */
	private const CONTEXTS = array( 'view', 'embed', 'edit' );

	/**
	 * Longest path with query forwarded, in bytes: under the worker's 16 KiB limit on a request's
	 * head (Node's default), with room for the token and the other headers.
	 */
	public const MAX_TARGET_BYTES = 8192;

	public function __construct(
		private readonly Worker_Link $worker,
		private readonly string $edition,
	) {}

	/**
	 * @param array{method: string, path: string, edition: string, stream?: bool, upload?: bool} $route Manifest entry.
	 */
	public function handle( \WP_REST_Request $request, array $route ): \WP_REST_Response|\WP_Error {
		if ( 'full' === $route['edition'] && 'lite' === $this->edition ) {
			return new \WP_Error( 'not_found', __( 'This endpoint is only available in the full edition of SeedPress.', 'seedpress' ), array( 'status' => 404 ) );
		}

		$context = $request->get_query_params()['context'] ?? null;
		if ( null !== $context && ! in_array( $context, self::CONTEXTS, true ) ) {
			return new \WP_Error(
				'invalid_parameter',
				/* translators: %s: the accepted values, comma-separated. */
				sprintf( __( 'Invalid parameter: context must be one of: %s.', 'seedpress' ), implode( ', ', self::CONTEXTS ) ),
				array( 'status' => 400 )
			);
		}

		// Core answers HEAD from the GET handler and drops the body; the worker must still produce one to be decoded.
		$method = strtoupper( $request->get_method() );
		$method = 'HEAD' === $method ? 'GET' : $method;
		$target = self::target( $request, $route['path'] );
		$body   = (string) $request->get_body();
		if ( strlen( $target ) > self::MAX_TARGET_BYTES ) {
			return new \WP_Error(
				'invalid_parameter',
				/* translators: %d: longest accepted path and query string, in bytes. */
				sprintf( _n( 'The request URL is too long: at most %d byte of path and query string is accepted.', 'The request URL is too long: at most %d bytes of path and query string are accepted.', self::MAX_TARGET_BYTES, 'seedpress' ), self::MAX_TARGET_BYTES ),
				array( 'status' => 414 )
			);
		}

		$upload = empty( $route['upload'] ) ? null : Upload_Body::from_request( $request );
		if ( $upload instanceof \WP_Error ) {
			return $upload;
		}
		$body_hash = null === $upload ? hash( 'sha256', $body ) : $upload->hash;
		$client    = $this->worker->client();
		if ( $client instanceof \WP_Error ) {
			return $client;
		}

		$content_type = null === $upload ? (string) $request->get_header( 'content_type' ) : $upload->content_type;
		$headers      = fn (): array => $this->headers( $method, $target, $body_hash, $content_type );

		// A stream route relays a successful event stream as it comes; any other answer is buffered as usual.
		$stream = empty( $route['stream'] ) ? null : new Event_Stream();
		$reply  = $client->send( $method, $target, $upload ?? $body, $headers(), $stream );
		if ( $reply instanceof \WP_Error && 'worker_unavailable' === $reply->get_error_code() ) {
			// A worker that crashed or was killed since its last call: the link may start it again. A new
			// worker refuses tokens issued before it started, so the call is signed anew.
			$revived = $this->worker->revive();
			if ( null !== $revived ) {
				$client = $revived instanceof \WP_Error ? $client : $revived;
				$reply  = $revived instanceof \WP_Error ? $revived : $revived->send( $method, $target, $upload ?? $body, $headers(), $stream );
			}
		}

		if ( $reply instanceof Worker_Reply && self::stale_context( $reply ) ) {
			// Another PHP process stored its own context since this one last read the stored hash: stored again, signed anew.
			Host_Context::forget();
			$reply = $client->send( $method, $target, $upload ?? $body, $headers(), $stream );
		}

		// Before the answer (or a stream's end) reaches the client: the files it names are in place by then.
		if ( $reply instanceof Worker_Reply && null !== $reply->header( Handoff_Drain::HEADER ) ) {
			$this->hand_off( $client );
		}

		// The worker may have written before failing, so caches are cleaned whatever the status.
		$touched = $reply instanceof Worker_Reply ? $reply->header( 'x-seedpress-touched' ) : null;
		if ( null !== $touched ) {
			Cache_Cleaner::clean_header( $touched );
		}

		if ( null !== $stream && $stream->is_open() ) {
			// A WP_Error now means the connection broke mid-stream: the client gets an error event instead.
			$stream->close( $reply instanceof \WP_Error );
			// The head and body are out, so the REST server must not send its own response. Ending
			// the request here is what rest_api_loaded() does after serve_request() anyway:
			// shutdown functions (WordPress's shutdown action, wp_cache_close) still run.
			exit;
		}

		if ( $reply instanceof \WP_Error ) {
			return $reply;
		}
		return self::translated( self::response( $reply, $request ) );
	}

	private function hand_off( Worker_Client $client ): void {
		$uploads = wp_upload_dir( null, false );
		$writer  = new Handoff_Writer( (string) $uploads['basedir'] );
		( new Handoff_Drain( $client, $this->worker->secret(), $this->edition, Host_Context::sync(), $writer ) )->run();
	}

	/**
	 * @return list<string>
	 */
	private function headers( string $method, string $target, string $body_hash, string $content_type ): array {
		$headers = array(
			'Authorization: Bearer ' . Token::for_body_hash( $this->worker->secret(), $method, $target, $body_hash, $this->edition, Host_Context::sync() ),
			// Without this curl waits for a 100 Continue on bodies over 1 KiB.
			'Expect:',
		);
		if ( '' !== $content_type ) {
			$headers[] = 'Content-Type: ' . str_replace( array( "\r", "\n" ), '', $content_type );
		}
		return $headers;
	}

	/**
	 * The worker's messages the shell knows, in the site's language (Worker_Messages); other messages pass as they are.
	 */
	private static function stale_context( Worker_Reply $reply ): bool {
		if ( 409 !== $reply->status ) {
			return false;
		}
		$answer = json_decode( $reply->body, true );
		return is_array( $answer ) && 'host_context_stale' === ( $answer['code'] ?? null );
	}

	private static function translated( \WP_REST_Response|\WP_Error $response ): \WP_REST_Response|\WP_Error {
		$data = $response instanceof \WP_REST_Response ? $response->get_data() : null;
		if ( is_object( $data ) && isset( $data->message ) && is_string( $data->message ) ) {
			$data->message = Worker_Messages::translate( $data->message );
		}
		return $response;
	}

	/**
	 * Path and query exactly as sent: the same string is hashed into the token's psh claim.
	 */
	public static function target( \WP_REST_Request $request, string $path ): string {
		$url_params = $request->get_url_params();
		$path       = (string) preg_replace_callback(
			'/\{([A-Za-z_][A-Za-z0-9_]*)\}/',
			static fn ( array $m ): string => rawurlencode( (string) ( $url_params[ $m[1] ] ?? '' ) ),
			$path
		);

		$query = $request->get_query_params();
		foreach ( self::CORE_QUERY_PARAMS as $name ) {
			unset( $query[ $name ] );
		}
		$query = http_build_query( $query, '', '&', PHP_QUERY_RFC3986 );

		return '' === $query ? $path : $path . '?' . $query;
	}

	private static function response( Worker_Reply $reply, \WP_REST_Request $request ): \WP_REST_Response|\WP_Error {
		if ( 204 === $reply->status && '' === $reply->body ) {
			return new \WP_REST_Response( null, 204 );
		}
		try {
			// Objects, not arrays: an empty {} from the worker must not come out as [].
			$data = json_decode( $reply->body, false, 512, JSON_THROW_ON_ERROR );
		} catch ( \JsonException ) {
			return new \WP_Error(
				'worker_error',
				sprintf(
					/* translators: %d: HTTP status the worker answered with. */
					__( 'The SeedPress worker answered with HTTP %d and a body that is not JSON.', 'seedpress' ),
					$reply->status
				),
				array( 'status' => 502 )
			);
		}

		// Core's _fields and _embed post-processing indexes the data as arrays and dies on objects:
		// _fields is applied here instead, and the worker's answers have no links to embed.
		// Only the query string's _fields can reach a successful answer (every body schema refuses
		// unknown members); the JSON group is left alone, as unset() on a scalar JSON body is fatal.
		$query = $request->get_query_params();
		if ( isset( $query['_fields'] ) && ( is_string( $query['_fields'] ) || is_array( $query['_fields'] ) ) && $reply->status < 400 ) {
			$data = Response_Fields::select( $data, $query['_fields'] );
		}
		unset( $query['_fields'], $_GET['_embed'] );
		$request->set_query_params( $query );

		return new \WP_REST_Response( $data, $reply->status );
	}
}
