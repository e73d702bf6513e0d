<?php
/**
 * Relays the worker's text/event-stream to the client as it arrives, around the REST server.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The REST server can only answer with a complete response, so a stream is written to the client
 * directly: the head as soon as the worker's head has arrived, then every chunk with flush().
 * Once open, the request belongs to this class; the caller ends it (exit) after close().
 *
 * What it takes for the bytes to reach the client as they are written:
 * - PHP: no output buffer may hold them. Every level is ended (output_buffering from php.ini is
 *   one), and zlib.output_compression is switched off first: its buffer would otherwise be ended
 *   as an empty gzip stream, with Content-Encoding: gzip, in front of plain text. The built-in
 *   server (`php -S`, run by the local stack with `-d output_buffering=0`) and mod_php send the
 *   head on flush(); php-fpm sends it with the first byte of the body.
 * - php-fpm behind nginx: `X-Accel-Buffering: no` turns fastcgi_buffering off for this response
 *   (fastcgi_buffering off for the location works too); gzip must not be on for text/event-stream
 *   (nginx's default gzip_types leaves it out). Behind Apache's mod_proxy_fcgi, use
 *   `flushpackets=on` and keep mod_deflate off for text/event-stream.
 * - No Content-Length: the length is unknown, the server ends the body by chunked encoding or by
 *   closing the connection.
 */
final class Event_Stream implements Body_Sink {

	public const CONTENT_TYPE = 'text/event-stream';

	private Touched_Line_Filter $filter;
	private bool $open = false;
	/** The last bytes sent, to know whether an event or line is unfinished when the worker stops. */
	private string $tail = '';
	/** @var \Closure(int): void */
	private \Closure $send_head;
	/** @var \Closure(string): void */
	private \Closure $send;
	/** @var \Closure(): bool */
	private \Closure $client_gone;
	/** When bytes last went to the client (microtime). */
	private float $last_sent = 0.0;

	/**
	 * @param (\Closure(int): void)|null    $send_head Sends the status and head; the default sends them to the client.
	 * @param (\Closure(string): void)|null $send      Sends body bytes; the default echoes and flushes them.
	 * @param (\Closure(): bool)|null       $client_gone Whether the client has gone; the default asks PHP.
	 * @param float                        $probe_after Seconds of silence after which the connection is probed.
	 */
	public function __construct( ?\Closure $send_head = null, ?\Closure $send = null, ?\Closure $client_gone = null, private readonly float $probe_after = 1.0 ) {
		$this->filter      = new Touched_Line_Filter();
		$this->send_head   = $send_head ?? self::head_to_client( ... );
		$this->send        = $send ?? self::to_client( ... );
		$this->client_gone = $client_gone ?? static fn(): bool => 0 !== connection_aborted();
	}

	/**
	 * Only a successful event stream is relayed; anything else is buffered and answered the usual way.
	 *
	 * @param array<string, string> $headers
	 */
	public function open( int $status, array $headers ): bool {
		$type = strtolower( trim( explode( ';', $headers['content-type'] ?? '' )[0] ) );
		if ( $status < 200 || $status > 299 || self::CONTENT_TYPE !== $type ) {
			return false;
		}
		$this->open      = true;
		$this->last_sent = microtime( true );
		( $this->send_head )( $status );
		return true;
	}

	public function write( string $chunk ): void {
		$this->emit( $this->filter->push( $chunk ) );
	}

	public function is_open(): bool {
		return $this->open;
	}

	/**
	 * PHP learns that the client left only when a write to it fails, so a long silence of the
	 * worker is broken by an SSE comment (clients ignore it), sent between events only.
	 */
	public function abandoned(): bool {
		if ( ! $this->open ) {
			return false;
		}
		if ( '' === $this->boundary() && microtime( true ) - $this->last_sent >= $this->probe_after ) {
			$this->emit( ": \n\n" );
		}
		return ( $this->client_gone )();
	}

	/**
	 * Ends the client's stream and cleans the object cache for what the worker reported.
	 *
	 * @param bool $failed The connection to the worker broke before the worker ended the stream.
	 */
	public function close( bool $failed ): void {
		$this->emit( $this->filter->end() );
		if ( $failed ) {
			$event = array(
				'type'    => 'error',
				'message' => __( 'The SeedPress worker stopped while streaming.', 'seedpress' ),
			);
			// The error must be an event of its own: finish a line or event the worker left open.
			$this->emit( $this->boundary() . 'data: ' . wp_json_encode( $event, JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE ) . "\n\n" );
		}
		// The worker may have written before it stopped, so this runs in both cases.
		Cache_Cleaner::clean( $this->filter->touched() );
	}

	private function emit( string $bytes ): void {
		if ( '' === $bytes ) {
			return;
		}
		$this->tail      = substr( $this->tail . $bytes, -2 );
		$this->last_sent = microtime( true );
		( $this->send )( $bytes );
	}

	private function boundary(): string {
		if ( '' === $this->tail || str_ends_with( $this->tail, "\n\n" ) ) {
			return '';
		}
		return str_ends_with( $this->tail, "\n" ) ? "\n" : "\n\n";
	}

	private static function head_to_client( int $status ): void {
		// Must happen before anything is sent, and before the buffers are ended (see the class comment).
		$zlib = strtolower( trim( (string) ini_get( 'zlib.output_compression' ) ) );
		if ( '' !== $zlib && '0' !== $zlib && 'off' !== $zlib ) {
			ini_set( 'zlib.output_compression', '0' ); // phpcs:ignore WordPress.PHP.IniSet.Risky,Squiz.PHP.DiscouragedFunctions.Discouraged -- compressed output would hold the events back until the end.
		}
		// A client that goes away must not stop PHP before the caches are cleaned for what the worker
		// wrote; abandoned() notices it and the request to the worker is aborted instead.
		ignore_user_abort( true );

		// The REST server has sent nothing yet, only queued headers; these replace its Content-Type.
		status_header( $status );
		header( 'Content-Type: text/event-stream; charset=utf-8' );
		header( 'Cache-Control: no-cache' );
		header( 'X-Accel-Buffering: no' );
		header_remove( 'Content-Length' );
		// Core sends its CORS headers only when it serves the response itself (rest_pre_serve_request).
		if ( false !== has_filter( 'rest_pre_serve_request', 'rest_send_cors_headers' ) ) {
			rest_send_cors_headers( false );
		}

		// `while (ob_get_level()) ob_end_flush();`, minus the endless loop on a buffer that cannot be removed.
		while ( ob_get_level() > 0 ) {
			$buffer = ob_get_status();
			if ( 0 === ( (int) ( $buffer['flags'] ?? 0 ) & PHP_OUTPUT_HANDLER_REMOVABLE ) || ! ob_end_flush() ) {
				break;
			}
		}
		flush();
	}

	private static function to_client( string $bytes ): void {
		echo $bytes; // phpcs:ignore WordPress.Security.EscapeOutput -- the worker's event stream, relayed byte for byte.
		if ( ob_get_level() > 0 ) {
			ob_flush();
		}
		flush();
	}
}
