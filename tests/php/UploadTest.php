<?php
/**
 * The shell's part of POST /media/upload: the body it builds and streams, PHP's upload errors, and the German messages.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\Forwarder;
use SeedPress\Plugin;
use SeedPress\Token;
use SeedPress\Upload_Body;
use SeedPress\Upload_Messages;
use SeedPress\External_Worker;
use SeedPress\Worker_Client;

final class UploadTest extends SeedPress_Test_Case {

	private string $file = '';

	protected function setUp(): void {
		parent::setUp();
		wp_set_current_user( $this->create_user( 'administrator' ) );
		$this->file = (string) tempnam( sys_get_temp_dir(), 'seedpress-upload-test' );
		// Every byte value, and a line that looks like a boundary: the body must carry them untouched.
		file_put_contents( $this->file, implode( '', array_map( 'chr', range( 0, 255 ) ) ) . "\r\n--seedpress-fake--\r\n" . str_repeat( 'x', 70000 ) );
	}

	protected function tearDown(): void {
		@unlink( $this->file );
		parent::tearDown();
	}

	private static function read_all( Upload_Body $body ): string {
		$reader = $body->reader();
		$out    = '';
		for ( $chunk = $reader( null, null, 8192 ); '' !== $chunk; $chunk = $reader( null, null, 8192 ) ) {
			$out .= $chunk;
		}
		return $out;
	}

	/**
	 * @param array<string, mixed> $file One entry of $_FILES.
	 */
	private static function upload_request( array $file ): \WP_REST_Request {
		$request = new \WP_REST_Request( 'POST', '/' . Plugin::NAMESPACE . '/media/upload' );
		$request->set_file_params( array( 'file' => $file ) );
		return $request;
	}

	public function test_the_body_streams_exactly_the_bytes_it_hashed_with_the_name_escaped(): void {
		// Action
		$body = new Upload_Body( $this->file, "Price \"list\"\r\n.pdf" );
		$sent = self::read_all( $body );

		// Assert
		$this->assertMatchesRegularExpression( '/^multipart\/form-data; boundary=(seedpress-[0-9a-f]{32})$/', $body->content_type );
		$boundary = substr( $body->content_type, strlen( 'multipart/form-data; boundary=' ) );
		$expected = "--{$boundary}\r\nContent-Disposition: form-data; name=\"file\"; filename=\"Price %22list%22%0D%0A.pdf\"\r\nContent-Type: application/octet-stream\r\n\r\n"
			. file_get_contents( $this->file ) . "\r\n--{$boundary}--\r\n";
		$this->assertSame( $expected, $sent );
		$this->assertSame( strlen( $expected ), $body->length );
		$this->assertSame( hash( 'sha256', $expected ), $body->hash );
	}

	public function test_the_worker_receives_the_whole_body_with_a_token_bound_to_it(): void {
		// Setup
		$body    = new Upload_Body( $this->file, 'photo.png' );
		$token   = Token::for_body_hash( 'upload-test-secret-0123456789abcdef', 'POST', '/echo', $body->hash, 'full', str_repeat( '0', 64 ) );
		$headers = array( 'Authorization: Bearer ' . $token, 'Expect:', 'Content-Type: ' . $body->content_type );

		// Action
		$reply = ( new Worker_Client( Fake_Worker::url() ) )->send( 'POST', '/echo', $body, $headers );

		// Assert
		$this->assertNotInstanceOf( \WP_Error::class, $reply );
		$seen = json_decode( $reply->body, true );
		$this->assertSame( 'POST', $seen['method'] );
		$this->assertSame( $body->content_type, $seen['content_type'] );
		$this->assertSame( hash( 'sha256', self::read_all( $body ) ), $seen['body_sha256'] );
		$claims = json_decode( (string) base64_decode( strtr( explode( '.', $token )[1], '-_', '+/' ) ), true );
		$this->assertSame( $seen['body_sha256'], $claims['bsh'] );
	}

	/**
	 * @return array<string, array{int, int, string, string}>
	 */
	public static function php_upload_errors(): array {
		return array(
			'no file'            => array( UPLOAD_ERR_NO_FILE, 400, 'invalid_parameter', 'No file was uploaded.' ),
			'server limit'       => array( UPLOAD_ERR_INI_SIZE, 413, 'file_too_large', 'The file is too large (server limit).' ),
			'form limit'         => array( UPLOAD_ERR_FORM_SIZE, 413, 'file_too_large', 'The file is too large (form limit).' ),
			'partial upload'     => array( UPLOAD_ERR_PARTIAL, 400, 'invalid_parameter', 'The file was only partially uploaded.' ),
			'no temporary dir'   => array( UPLOAD_ERR_NO_TMP_DIR, 500, 'internal_error', 'The temporary folder is missing.' ),
			'write error'        => array( UPLOAD_ERR_CANT_WRITE, 500, 'internal_error', 'The file could not be written to disk.' ),
			'a PHP extension'    => array( UPLOAD_ERR_EXTENSION, 500, 'internal_error', 'A PHP extension stopped the upload.' ),
		);
	}

	/**
	 * @dataProvider php_upload_errors
	 */
	public function test_php_upload_errors_answer_the_spec_messages_without_reaching_the_worker( int $error, int $status, string $code, string $message ): void {
		// Setup: nothing listens on port 9, so reaching for the worker would be 503 worker_unavailable.
		$forwarder = new Forwarder( new External_Worker( 'http://127.0.0.1:9', 'upload-test-secret-0123456789abcdef' ), 'full' );
		$request   = self::upload_request( array( 'name' => 'a.png', 'type' => 'image/png', 'tmp_name' => '', 'error' => $error, 'size' => 0 ) );

		// Action
		$result = $forwarder->handle( $request, array( 'method' => 'POST', 'path' => '/media/upload', 'edition' => 'all', 'upload' => true ) );

		// Assert
		$this->assertInstanceOf( \WP_Error::class, $result );
		$this->assertSame( $code, $result->get_error_code() );
		$this->assertSame( $message, $result->get_error_message() );
		$this->assertSame( array( 'status' => $status ), $result->get_error_data() );
	}

	public function test_no_upload_a_list_of_files_or_a_file_php_did_not_receive_is_no_file(): void {
		// Setup
		$requests = array(
			new \WP_REST_Request( 'POST', '/' . Plugin::NAMESPACE . '/media/upload' ),
			self::upload_request( array( 'name' => array( 'a.png' ), 'type' => array( 'image/png' ), 'tmp_name' => array( $this->file ), 'error' => array( 0 ), 'size' => array( 1 ) ) ),
			self::upload_request( array( 'name' => 'passwd.txt', 'type' => 'text/plain', 'tmp_name' => '/etc/passwd', 'error' => UPLOAD_ERR_OK, 'size' => 1 ) ),
		);

		// Action
		$results = array_map( array( Upload_Body::class, 'from_request' ), $requests );

		// Assert
		foreach ( $results as $result ) {
			$this->assertInstanceOf( \WP_Error::class, $result );
			$this->assertSame( 'No file was uploaded.', $result->get_error_message() );
			$this->assertSame( array( 'status' => 400 ), $result->get_error_data() );
		}
	}

	public function test_a_german_site_answers_the_spec_german_messages(): void {
		// Setup
		load_textdomain( 'seedpress', dirname( Plugin::file() ) . '/languages/seedpress-de_DE.mo', 'de_DE' );
		$this->defer( static fn () => unload_textdomain( 'seedpress' ) );

		// Action
		$messages = array_map( static fn ( array $row ): string => Upload_Messages::for_php_error( $row[0] )->get_error_message(), self::php_upload_errors() );
		$worker   = array_map( array( Upload_Messages::class, 'translate' ), array( 'This file type is not allowed.', 'The file was uploaded.', 'The file is empty.', 'The image is damaged or incomplete.', 'Something else.' ) );

		// Assert
		$this->assertSame(
			array(
				'no file'          => 'Es wurde keine Datei hochgeladen.',
				'server limit'     => 'Die Datei ist zu groß (Server-Limit).',
				'form limit'       => 'Die Datei ist zu groß (Formular-Limit).',
				'partial upload'   => 'Die Datei wurde nur teilweise hochgeladen.',
				'no temporary dir' => 'Der temporäre Ordner fehlt.',
				'write error'      => 'Die Datei konnte nicht auf die Festplatte geschrieben werden.',
				'a PHP extension'  => 'Eine PHP-Erweiterung hat das Hochladen gestoppt.',
			),
			$messages
		);
		$this->assertSame( array( 'Dieser Dateityp ist nicht erlaubt.', 'Die Datei wurde hochgeladen.', 'Die Datei ist leer.', 'Das Bild ist beschädigt oder unvollständig.', 'Something else.' ), $worker );
	}
}
