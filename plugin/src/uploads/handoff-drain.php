<?php
/**
 * Takes the files a worker that cannot see the site's uploads folder generated or deleted.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Runs after a forwarded call whose reply announced handoff (X-SeedPress-Handoff): asks the worker
 * what it owes, deletes and writes on the site through Handoff_Writer, fetching each file by
 * itself straight into its new file (no file is held in memory), and acknowledges each batch so the
 * worker drops its staged copies. A failure leaves the rest staged for the next call.
 */
final class Handoff_Drain {

	public const HEADER = 'x-seedpress-handoff';

	/** Batches per call: a worker still generating may keep offering new ones. */
	private const MAX_BATCHES = 20;

	public function __construct(
		private readonly Worker_Client $client,
		private readonly string $secret,
		private readonly string $edition,
		private readonly string $context_hash,
		private readonly Handoff_Writer $writer,
	) {}

	public function run(): void {
		for ( $batch = 0; $batch < self::MAX_BATCHES; $batch++ ) {
			$owed = $this->json( 'POST', '/handoff/take', '' );
			if ( null === $owed || ( array() === $owed['files'] && array() === $owed['deletes'] ) ) {
				return;
			}
			$receipt = array(
				'written' => array(),
				'deleted' => array(),
				'refused' => array(),
			);
			foreach ( $owed['deletes'] as $path ) {
				if ( $this->writer->delete( (string) $path ) ) {
					$receipt['deleted'][] = (string) $path;
				}
			}
			$complete = true;
			foreach ( $owed['files'] as $file ) {
				$path   = (string) $file['path'];
				$result = $this->writer->write( $path, (string) $file['sha256'], fn ( $handle ): bool => $this->fetch( $path, $handle ) );
				if ( Handoff_Writer::WRITTEN === $result ) {
					$receipt['written'][] = $path;
				} elseif ( Handoff_Writer::FAILED === $result ) {
					$complete = false;
				} else {
					$receipt['refused'][] = array(
						'path'   => $path,
						'reason' => $result,
					);
				}
			}
			$acknowledged = null !== $this->send( 'POST', '/handoff/ack', (string) wp_json_encode( $receipt ) );
			if ( ! $acknowledged || ! $complete ) {
				return;
			}
		}
	}

	/**
	 * @param resource $handle
	 */
	private function fetch( string $path, $handle ): bool {
		$sink   = new class( $handle ) implements Body_Sink {
			public bool $opened = false;

			/**
			 * @param resource $handle
			 */
			public function __construct( private $handle ) {}

			public function open( int $status, array $headers ): bool { // phpcs:ignore Generic.CodeAnalysis.UnusedFunctionParameter.FoundAfterLastUsed -- Body_Sink's signature; the status alone decides.
				$this->opened = 200 === $status;
				return $this->opened;
			}

			public function write( string $chunk ): void {
				// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite -- streamed into the handle Handoff_Writer opened.
				fwrite( $this->handle, $chunk );
			}

			public function abandoned(): bool {
				return false;
			}
		};
		$target = '/handoff/file?' . http_build_query( array( 'path' => $path ), '', '&', PHP_QUERY_RFC3986 );
		$reply  = $this->client->send( 'GET', $target, '', $this->headers( 'GET', $target, '' ), $sink );
		return $reply instanceof Worker_Reply && 200 === $reply->status && $sink->opened;
	}

	/**
	 * @return array{files: list<array{path: string, sha256: string}>, deletes: list<string>}|null
	 */
	private function json( string $method, string $target, string $body ): ?array {
		$reply = $this->send( $method, $target, $body );
		$data  = null === $reply ? null : json_decode( $reply->body, true );
		return is_array( $data ) && is_array( $data['files'] ?? null ) && is_array( $data['deletes'] ?? null ) ? $data : null;
	}

	private function send( string $method, string $target, string $body ): ?Worker_Reply {
		$reply = $this->client->send( $method, $target, $body, $this->headers( $method, $target, $body ) );
		return $reply instanceof Worker_Reply && $reply->status < 300 ? $reply : null;
	}

	/**
	 * @return list<string>
	 */
	private function headers( string $method, string $target, string $body ): array {
		return array(
			'Authorization: Bearer ' . Token::for_request( $this->secret, $method, $target, $body, $this->edition, $this->context_hash ),
			'Content-Type: application/json',
			'Expect:',
		);
	}
}
