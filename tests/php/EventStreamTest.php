<?php
/**
 * The relay between the worker client and the client, with its output captured instead of sent.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\Event_Stream;
use SeedPress\Worker_Client;
use SeedPress\Worker_Reply;

final class EventStreamTest extends SeedPress_Test_Case {

	private const ERROR_EVENT = 'data: {"type":"error","message":"The SeedPress worker stopped while streaming."}' . "\n\n";

	/** @var list<array{0: int, 1: float}> */
	private array $heads = array();
	/** @var list<array{0: string, 1: float}> */
	private array $sent = array();

	/**
	 * @param (\Closure(): bool)|null $client_gone Whether the client has gone (default: never).
	 */
	private function stream( ?\Closure $client_gone = null, float $probe_after = 3.0 ): Event_Stream {
		return new Event_Stream(
			function ( int $status ): void {
				$this->heads[] = array( $status, microtime( true ) );
			},
			function ( string $bytes ): void {
				$this->sent[] = array( $bytes, microtime( true ) );
			},
			$client_gone ?? static fn(): bool => false,
			$probe_after
		);
	}

	private function sent(): string {
		return implode( '', array_column( $this->sent, 0 ) );
	}

	/**
	 * @param array<string, mixed> $options What the fake worker's stream should do.
	 */
	private static function send( Event_Stream $stream, array $options ): Worker_Reply|\WP_Error {
		return ( new Worker_Client( Fake_Worker::url() ) )->send( 'POST', '/generate/posts/stream', (string) wp_json_encode( $options ), array( 'Expect:' ), $stream );
	}

	private static function event( int $i, int $of ): string {
		$event = $i < $of
			? array( 'type' => 'info', 'message' => "Post {$i} of {$of}" )
			: array( 'type' => 'complete', 'result' => array( 'success' => true, 'count' => $of - 1 ) );
		return 'data: ' . json_encode( $event ) . "\n\n";
	}

	public function test_events_are_passed_on_as_they_arrive_without_the_touched_comment_and_caches_are_cleaned_at_the_end(): void {
		// Setup: the worker rewrites a post behind WordPress's back and reports it.
		global $wpdb;
		$id = $this->create_post();
		get_post( $id );
		$wpdb->update( $wpdb->posts, array( 'post_title' => 'Written while streaming' ), array( 'ID' => $id ) );
		$stream  = $this->stream();
		$touched = array( 'posts' => array( $id ), 'terms' => array(), 'users' => array(), 'comments' => array(), 'options' => array() );

		// Action
		$reply = self::send( $stream, array( 'events' => 3, 'interval_ms' => 300, 'touched' => $touched ) );
		$stale = get_post( $id )->post_title;
		$stream->close( false );

		// Assert
		$this->assertInstanceOf( Worker_Reply::class, $reply );
		$this->assertSame( '', $reply->body, 'nothing buffered' );
		$this->assertTrue( $stream->is_open() );
		$this->assertSame( array( 200 ), array_column( $this->heads, 0 ) );
		$this->assertLessThan( $this->sent[0][1], $this->heads[0][1], 'the head goes out before the first byte' );
		$this->assertSame( self::event( 1, 3 ) . self::event( 2, 3 ) . self::event( 3, 3 ), $this->sent() );
		$this->assertGreaterThanOrEqual( 3, count( $this->sent ), 'one write per chunk' );
		$this->assertGreaterThan( 0.45, end( $this->sent )[1] - $this->sent[0][1], 'written as they came, not at the end' );
		$this->assertNotSame( 'Written while streaming', $stale, 'caches are cleaned after the stream, not before' );
		$this->assertSame( 'Written while streaming', get_post( $id )->post_title );
	}

	/**
	 * @return array<string, array{0: array<string, string>, 1: int}>
	 */
	public function answers_that_are_not_streams(): array {
		return array(
			'a worker error' => array( array( 'reply' => 'json-error' ), 400 ),
			'JSON with 200'  => array( array( 'reply' => 'json' ), 200 ),
		);
	}

	/**
	 * @dataProvider answers_that_are_not_streams
	 * @param array<string, string> $options
	 */
	public function test_an_answer_that_is_not_a_successful_event_stream_is_buffered_as_usual( array $options, int $status ): void {
		// Setup
		$stream = $this->stream();

		// Action
		$reply = self::send( $stream, $options );

		// Assert
		$this->assertInstanceOf( Worker_Reply::class, $reply );
		$this->assertSame( $status, $reply->status );
		$this->assertIsObject( json_decode( $reply->body ) );
		$this->assertFalse( $stream->is_open() );
		$this->assertSame( array(), $this->heads );
		$this->assertSame( array(), $this->sent );
	}

	public function test_a_worker_that_stops_mid_line_ends_the_client_stream_with_an_error_event_of_its_own(): void {
		// Setup
		$stream = $this->stream();

		// Action
		$reply = self::send( $stream, array( 'events' => 3, 'die_after' => 1 ) );
		$stream->close( $reply instanceof \WP_Error );

		// Assert
		$this->assertInstanceOf( \WP_Error::class, $reply );
		$this->assertSame( 'worker_error', $reply->get_error_code() );
		$this->assertTrue( $stream->is_open() );
		$this->assertSame( self::event( 1, 3 ) . 'data: {"type":"inf' . "\n\n" . self::ERROR_EVENT, $this->sent() );
	}

	/**
	 * @return array<string, array{0: string, 1: string}>
	 */
	public function where_the_worker_stopped(): array {
		return array(
			'before any byte'       => array( '', '' ),
			'between events'        => array( "data: a\n\n", '' ),
			'after a complete line' => array( "data: a\n", "\n" ),
			'mid-line'              => array( 'data: {"a"', "\n\n" ),
			'on a held line start'  => array( "data: a\n\n: seedpress-tou", "\n\n" ),
		);
	}

	/**
	 * @dataProvider where_the_worker_stopped
	 */
	public function test_the_error_event_is_separated_from_what_the_worker_left_unfinished( string $received, string $separator ): void {
		// Setup
		$stream = $this->stream();
		$this->assertTrue( $stream->open( 200, array( 'content-type' => 'text/event-stream; charset=utf-8' ) ) );

		// Action
		$stream->write( $received );
		$stream->close( true );

		// Assert
		$this->assertSame( $received . $separator . self::ERROR_EVENT, $this->sent() );
	}

	public function test_only_a_2xx_event_stream_is_taken(): void {
		// Setup
		$cases = array(
			array( 200, 'text/event-stream', true ),
			array( 201, 'Text/Event-Stream ; charset=UTF-8', true ),
			array( 200, 'application/json', false ),
			array( 200, '', false ),
			array( 500, 'text/event-stream', false ),
			array( 304, 'text/event-stream', false ),
		);

		foreach ( $cases as [ $status, $type, $taken ] ) {
			// Action
			$opened = $this->stream()->open( $status, '' === $type ? array() : array( 'content-type' => $type ) );

			// Assert
			$this->assertSame( $taken, $opened, "{$status} {$type}" );
		}
	}

	public function test_a_client_that_left_aborts_the_request_to_the_worker_after_the_event_it_was_sent(): void {
		// Setup: the client is gone once it was sent a first event.
		$stream = $this->stream( fn(): bool => str_contains( $this->sent(), 'data:' ) );

		// Action: twenty events 100 ms apart, of which only the first may be relayed.
		$reply = self::send( $stream, array( 'events' => 20, 'interval_ms' => 100 ) );

		// Assert
		$this->assertInstanceOf( \WP_Error::class, $reply );
		$this->assertSame( 'worker_error', $reply->get_error_code() );
		$this->assertSame( self::event( 1, 20 ), $this->sent() );
	}

	public function test_a_silent_worker_is_interrupted_by_a_probe_comment_that_finds_the_client_gone(): void {
		// Setup: the client reads as gone once something was written to it after the first event.
		$stream = $this->stream( fn(): bool => strlen( $this->sent() ) > strlen( self::event( 1, 2 ) ), 0.2 );

		// Action: the second event would come 5 s after the first.
		$reply = self::send( $stream, array( 'events' => 2, 'interval_ms' => 5000 ) );

		// Assert: the probe went between the events, and the worker's second event never came.
		$this->assertInstanceOf( \WP_Error::class, $reply );
		$this->assertSame( self::event( 1, 2 ) . ": \n\n", $this->sent() );
	}
}
