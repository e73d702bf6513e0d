<?php
/**
 * HTTP on loopback to the worker.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Plain curl rather than the WP HTTP API: event streams must be relayed chunk by chunk as they
 * arrive (CURLOPT_WRITEFUNCTION), which wp_remote_request() cannot do.
 */
final class Worker_Client {

	public function __construct(
		private readonly string $base_url,
		private readonly int $connect_timeout = 3,
		private readonly int $timeout = 300,
	) {}

	public function base_url(): string {
		return $this->base_url;
	}

	/**
	 * @param string             $target  Path and query, exactly as signed.
	 * @param string|Upload_Body $body    The raw body, or an upload streamed from its file.
	 * @param list<string>       $headers "Name: value" lines.
	 * @param Body_Sink|null $sink    Asked when the head has arrived whether it takes the body chunk by chunk
	 *                                (streams); the reply's body is then empty, and a transport failure
	 *                                after that is still returned as a WP_Error.
	 */
	public function send( string $method, string $target, string|Upload_Body $body, array $headers, ?Body_Sink $sink = null ): Worker_Reply|\WP_Error {
		$status    = 0;
		$received  = array();
		$buffer    = '';
		$asked     = false;
		$streaming = false;

		// phpcs:disable WordPress.WP.AlternativeFunctions -- the answer reaches the client as it arrives and an upload is streamed from disk, which the WordPress HTTP API cannot do.
		$handle = curl_init( rtrim( $this->base_url, '/' ) . $target );
		curl_setopt_array(
			$handle,
			array(
				CURLOPT_CUSTOMREQUEST  => $method,
				CURLOPT_HTTPHEADER     => $headers,
				CURLOPT_CONNECTTIMEOUT => $this->connect_timeout,
				CURLOPT_TIMEOUT        => $this->timeout,
				// The worker is on loopback: an http_proxy in the environment must not capture the call.
				CURLOPT_PROXY          => '',
				CURLOPT_FOLLOWLOCATION => false,
				CURLOPT_PROTOCOLS      => CURLPROTO_HTTP | CURLPROTO_HTTPS,
				CURLOPT_HEADERFUNCTION => static function ( $h, string $line ) use ( &$status, &$received, &$asked, &$streaming, $sink ): int {
					if ( preg_match( '#^HTTP/\S+\s+(\d{3})#', $line, $m ) ) {
						// A new status line (after a 100 Continue, say) starts a new header block.
						$status   = (int) $m[1];
						$received = array();
					} elseif ( '' === trim( $line ) ) {
						// The blank line ends a head; after a final (non-1xx) one comes the body.
						if ( null !== $sink && ! $asked && $status >= 200 ) {
							$asked     = true;
							$streaming = $sink->open( $status, $received );
						}
					} elseif ( str_contains( $line, ':' ) ) {
						$parts = explode( ':', $line, 2 );

						$received[ strtolower( trim( $parts[0] ) ) ] = trim( $parts[1] );
					}
					return strlen( $line );
				},
				CURLOPT_WRITEFUNCTION  => static function ( $h, string $chunk ) use ( &$buffer, &$streaming, $sink ): int {
					if ( $streaming && null !== $sink ) {
						$sink->write( $chunk );
						// Returning less than was given makes curl abort the transfer.
						return $sink->abandoned() ? 0 : strlen( $chunk );
					}
					$buffer .= $chunk;
					return strlen( $chunk );
				},
			)
		);
		if ( null !== $sink ) {
			// curl calls this about once a second even while the worker is silent; non-zero aborts.
			curl_setopt( $handle, CURLOPT_NOPROGRESS, false );
			curl_setopt(
				$handle,
				CURLOPT_XFERINFOFUNCTION,
				static function () use ( &$streaming, $sink ): int {
					return $streaming && $sink->abandoned() ? 1 : 0;
				}
			);
		}
		if ( $body instanceof Upload_Body ) {
			// PHP's curl streams a body of known length only as an "upload"; CURLOPT_CUSTOMREQUEST keeps it a POST.
			curl_setopt( $handle, CURLOPT_UPLOAD, true );
			curl_setopt( $handle, CURLOPT_INFILESIZE, $body->length );
			curl_setopt( $handle, CURLOPT_READFUNCTION, $body->reader() );
		} elseif ( 'HEAD' === $method ) {
			curl_setopt( $handle, CURLOPT_NOBODY, true );
		} elseif ( 'GET' !== $method || '' !== $body ) {
			curl_setopt( $handle, CURLOPT_POSTFIELDS, $body );
		}

		$ok           = curl_exec( $handle );
		$errno        = curl_errno( $handle );
		$error        = curl_error( $handle );
		$connect_time = (float) curl_getinfo( $handle, CURLINFO_CONNECT_TIME );
		unset( $handle );
		// phpcs:enable WordPress.WP.AlternativeFunctions

		if ( false === $ok || 0 !== $errno ) {
			$never_connected = in_array( $errno, array( CURLE_COULDNT_CONNECT, CURLE_COULDNT_RESOLVE_HOST ), true )
				|| ( CURLE_OPERATION_TIMEDOUT === $errno && 0.0 === $connect_time );
			if ( $never_connected ) {
				return new \WP_Error(
					'worker_unavailable',
					sprintf(
						/* translators: %s: worker URL. */
						__( 'The SeedPress worker is not reachable at %s. Start the worker that SEEDPRESS_WORKER_URL in wp-config.php points to, or remove SEEDPRESS_WORKER_URL and SEEDPRESS_WORKER_SECRET from wp-config.php so that SeedPress runs its own.', 'seedpress' ),
						$this->base_url
					),
					array( 'status' => 503 )
				);
			}
			return new \WP_Error(
				'worker_error',
				sprintf(
					/* translators: 1: worker URL, 2: transport error. */
					__( 'The SeedPress worker at %1$s did not answer properly: %2$s', 'seedpress' ),
					$this->base_url,
					$error
				),
				array( 'status' => 502 )
			);
		}

		return new Worker_Reply( $status, $received, $buffer );
	}
}
