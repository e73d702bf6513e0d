<?php
/**
 * The multipart body an upload is forwarded in.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * PHP has already taken the client's multipart body apart (into $_FILES), so the shell builds a
 * new one: the file alone, in the field `file`. Its sha256 is computed over exactly the bytes that
 * will be sent, read from the file in chunks, and the body is streamed to the worker the same way:
 * a large upload is never held in memory.
 */
final class Upload_Body {

	public const FIELD = 'file';

	public readonly string $content_type;
	public readonly int $length;
	public readonly string $hash;
	private readonly string $head;
	private readonly string $tail;

	/**
	 * @param string $path File to send.
	 * @param string $name The name the client gave it.
	 */
	public function __construct( private readonly string $path, string $name ) {
		$boundary = 'seedpress-' . bin2hex( random_bytes( 16 ) );
		// The escapes the HTML standard prescribes for a multipart file name (multer reverses exactly these).
		$name               = str_replace( array( "\r", "\n", '"' ), array( '%0D', '%0A', '%22' ), $name );
		$this->head         = "--{$boundary}\r\nContent-Disposition: form-data; name=\"" . self::FIELD . "\"; filename=\"{$name}\"\r\nContent-Type: application/octet-stream\r\n\r\n";
		$this->tail         = "\r\n--{$boundary}--\r\n";
		$this->content_type = 'multipart/form-data; boundary=' . $boundary;
		$this->length       = strlen( $this->head ) + (int) filesize( $path ) + strlen( $this->tail );
		$context            = hash_init( 'sha256' );
		hash_update( $context, $this->head );
		hash_update_file( $context, $path );
		hash_update( $context, $this->tail );
		$this->hash = hash_final( $context );
	}

	/**
	 * The upload of this request, or the failure to answer instead: PHP's upload error, or no file.
	 */
	/**
	 * A body over post_max_size reaches PHP's script with no file and no field at all, so it would
	 * read as no upload; its Content-Length tells it apart.
	 */
	private static function over_post_max_size( \WP_REST_Request $request ): ?\WP_Error {
		$limit  = wp_convert_hr_to_bytes( (string) ini_get( 'post_max_size' ) );
		$length = (int) $request->get_header( 'content_length' );
		return $limit > 0 && $length > $limit ? Upload_Messages::over_post_max_size( $limit ) : null;
	}

	public static function from_request( \WP_REST_Request $request ): self|\WP_Error {
		$file = $request->get_file_params()[ self::FIELD ] ?? null;
		// One file only: `file[]` arrives as lists, which is no single upload.
		if ( ! is_array( $file ) || ! isset( $file['error'], $file['tmp_name'], $file['name'] ) || ! is_scalar( $file['error'] ) || ! is_string( $file['tmp_name'] ) ) {
			return self::over_post_max_size( $request ) ?? Upload_Messages::for_php_error( UPLOAD_ERR_NO_FILE );
		}
		if ( UPLOAD_ERR_OK !== (int) $file['error'] ) {
			return Upload_Messages::for_php_error( (int) $file['error'] );
		}
		// Only a file PHP itself received: file params set by other code must not send the worker a file of the server.
		if ( ! is_uploaded_file( $file['tmp_name'] ) ) {
			return Upload_Messages::for_php_error( UPLOAD_ERR_NO_FILE );
		}
		return new self( $file['tmp_name'], (string) $file['name'] );
	}

	/**
	 * A CURLOPT_READFUNCTION that sends head, file and tail in turn, then '' (the end).
	 */
	public function reader(): \Closure {
		// phpcs:disable WordPress.WP.AlternativeFunctions -- the upload is read chunk by chunk as curl asks; WP_Filesystem reads a file only whole.
		$sources = array( self::text_stream( $this->head ), fopen( $this->path, 'rb' ), self::text_stream( $this->tail ) );
		return static function ( $curl, $stream, int $length ) use ( &$sources ): string {
			while ( array() !== $sources ) {
				$chunk = false === $sources[0] ? false : fread( $sources[0], $length );
				if ( false !== $chunk && '' !== $chunk ) {
					return $chunk;
				}
				if ( is_resource( $sources[0] ) ) {
					fclose( $sources[0] );
				}
				array_shift( $sources );
			}
			return '';
		};
	}

	/**
	 * @return resource
	 */
	private static function text_stream( string $text ) {
		$stream = fopen( 'php://memory', 'r+b' );
		fwrite( $stream, $text );
		rewind( $stream );
		return $stream;
		// phpcs:enable WordPress.WP.AlternativeFunctions
	}
}
