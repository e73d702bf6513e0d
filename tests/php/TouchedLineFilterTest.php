<?php
/**
 * The worker's touched comment is taken out of the event stream wherever the chunks split it.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\Touched_Line_Filter;

final class TouchedLineFilterTest extends SeedPress_Test_Case {

	private const TOUCHED = array(
		'posts'    => array( 3, 4 ),
		'terms'    => array( 5 ),
		'users'    => array(),
		'comments' => array( 6 ),
		'options'  => array( 'seedpress_time_saved' ),
	);

	/**
	 * Events, comments that start like the marker, the marker inside data, then the touched comment last.
	 *
	 * @return array{0: string, 1: string} The worker's stream and what the client must get.
	 */
	private static function stream(): array {
		$client = 'data: {"type":"info","message":"Post 1 of 2"}' . "\n\n"
			. ": keep-alive\n\n"
			. ":\n\n"
			. ": seedpress-touchedness is someone else's comment\n\n"
			. ': seedpress-touche' . "\n\n"
			. 'data: {"type":"warning","message":": seedpress-touched {} inside data"}' . "\n\n"
			. 'data: {"type":"complete","result":{"success":true,"ids":[3,4]}}' . "\n\n";
		return array( $client . ': seedpress-touched ' . wp_json_encode( self::TOUCHED ) . "\n\n", $client );
	}

	/**
	 * @param list<string> $chunks
	 * @return array{0: string, 1: array<string, list<mixed>>}
	 */
	private static function run_filter( array $chunks ): array {
		$filter = new Touched_Line_Filter();
		$out    = '';
		foreach ( $chunks as $chunk ) {
			$out .= $filter->push( $chunk );
		}
		$out .= $filter->end();
		return array( $out, $filter->touched() );
	}

	public function test_split_at_every_boundary_the_touched_comment_is_dropped_and_every_other_byte_kept_in_order(): void {
		// Setup
		[ $worker, $client ] = self::stream();

		// Action + Assert: every two-piece split, then every boundary at once (one byte per chunk).
		for ( $at = 0; $at <= strlen( $worker ); $at++ ) {
			[ $out, $touched ] = self::run_filter( array( substr( $worker, 0, $at ), substr( $worker, $at ) ) );
			$this->assertSame( $client, $out, "split at byte {$at}" );
			$this->assertSame( self::TOUCHED, $touched, "split at byte {$at}" );
		}
		[ $out, $touched ] = self::run_filter( str_split( $worker ) );
		$this->assertSame( $client, $out, 'one byte per chunk' );
		$this->assertSame( self::TOUCHED, $touched, 'one byte per chunk' );
	}

	public function test_only_a_possible_marker_at_a_line_start_is_held_back(): void {
		// Setup
		$filter = new Touched_Line_Filter();

		// Action + Assert
		$this->assertSame( 'data: {"ty', $filter->push( 'data: {"ty' ), 'a data line goes out at once' );
		$this->assertSame( "pe\":1}\n\n", $filter->push( "pe\":1}\n\n" ) );
		$this->assertSame( '', $filter->push( ': seedpress-tou' ), 'may still be the marker' );
		$this->assertSame( ': seedpress-touchy', $filter->push( 'chy' ), 'released at the first byte that differs' );
		$this->assertSame( " comment\n", $filter->push( " comment\n" ) );
		$this->assertSame( '', $filter->push( ':' ) );
		$this->assertSame( ": ping\n\n", $filter->push( " ping\n\n" ) );
		$this->assertSame( '', $filter->push( ': seedpress-touched {"posts":[1' ), 'the touched line itself' );
		$this->assertSame( '', $filter->push( "]}\n\n" ) );
		$this->assertSame( array( 'posts' => array( 1 ) ), $filter->touched() );
	}

	public function test_a_touched_comment_inside_an_event_keeps_the_blank_line_that_ends_the_event(): void {
		// Setup
		$worker = "data: a\n: seedpress-touched {\"posts\":[1]}\n\ndata: b\n\n";

		// Action
		[ $out, $touched ] = self::run_filter( array( $worker ) );

		// Assert
		$this->assertSame( "data: a\n\ndata: b\n\n", $out );
		$this->assertSame( array( 'posts' => array( 1 ) ), $touched );
	}

	public function test_crlf_line_endings_at_every_split(): void {
		// Setup
		$client = "data: a\r\n\r\n: ping\r\n\r\n";
		$worker = $client . ": seedpress-touched {\"users\":[7]}\r\n\r\n";

		for ( $at = 0; $at <= strlen( $worker ); $at++ ) {
			// Action
			[ $out, $touched ] = self::run_filter( array( substr( $worker, 0, $at ), substr( $worker, $at ) ) );

			// Assert
			$this->assertSame( $client, $out, "split at byte {$at}" );
			$this->assertSame( array( 'users' => array( 7 ) ), $touched, "split at byte {$at}" );
		}
	}

	public function test_the_end_of_the_stream_counts_an_unterminated_touched_line_and_releases_a_held_start(): void {
		// Action
		[ $out1, $touched1 ] = self::run_filter( array( "data: a\n\n: seedpress-touched {\"posts\":[2]}" ) );
		[ $out2, $touched2 ] = self::run_filter( array( "data: a\n\n", ': seed' ) );

		// Assert
		$this->assertSame( "data: a\n\n", $out1 );
		$this->assertSame( array( 'posts' => array( 2 ) ), $touched1 );
		$this->assertSame( "data: a\n\n: seed", $out2 );
		$this->assertSame( array(), $touched2 );
	}

	public function test_several_touched_comments_are_merged_and_one_that_is_not_json_is_dropped(): void {
		// Setup
		$worker = ": seedpress-touched {\"posts\":[1],\"terms\":[2]}\n\n"
			. "data: x\n\n"
			. ": seedpress-touched not json\n\n"
			. ": seedpress-touched {\"posts\":[3]}\n\n";

		// Action
		[ $out, $touched ] = self::run_filter( array( $worker ) );

		// Assert
		$this->assertSame( "data: x\n\n", $out );
		$this->assertSame( array( 'posts' => array( 1, 3 ), 'terms' => array( 2 ) ), $touched );
	}
}
