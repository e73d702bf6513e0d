<?php
/**
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\Cli\Batches;

/**
 * The same plan, seeds and merge as the Node CLI's (cli/src/batches.ts).
 */
final class BatchesTest extends SeedPress_Test_Case {

	public function test_a_count_is_planned_as_full_batches_and_a_remainder(): void {
		// Action
		$plans = array( Batches::plan( 1200, 500 ), Batches::plan( 500, 500 ), Batches::plan( 1, 500 ), Batches::plan( 1000, 500 ) );

		// Assert
		$this->assertSame( array( array( 500, 500, 200 ), array( 500 ), array( 1 ), array( 500, 500 ) ), $plans );
	}

	public function test_the_first_batch_keeps_the_seed_and_the_others_step_by_the_golden_ratio_modulo_two_to_the_32(): void {
		// Action
		$seeds = array_map( static fn ( int $index ): int => Batches::seed( 7, $index ), array( 0, 1, 2 ) );
		$top   = Batches::seed( 4294967295, 1 );

		// Assert: 7 + 2654435769, and 7 + 2 × 2654435769 − 2³².
		$this->assertSame( array( 7, 2654435776, 1013904249 ), $seeds );
		$this->assertSame( 2654435768, $top );
	}

	public function test_only_the_first_batch_deletes_existing_content(): void {
		// Setup
		$body = array( 'post_type' => 'page', 'delete_existing_before_generate' => true, 'delete_existing' => true, 'delete_related_media' => true );

		// Action
		$first = Batches::body( $body, 0 );
		$later = Batches::body( $body, 1 );

		// Assert: delete_related_* only steer the deletion, which later batches no longer ask for.
		$this->assertSame( $body, $first );
		$this->assertSame( array( 'post_type' => 'page', 'delete_related_media' => true ), $later );
	}

	public function test_results_merge_into_one_of_the_same_shape(): void {
		// Setup
		$first  = json_decode( '{"success":true,"count":500,"ids":[1,2],"seed":7,"message":"500 posts generated successfully","warnings":["a"],"variation_stats":{"with_featured_image":10,"without_featured_image":490},"auto_created":{"authors":2,"terms":{},"comments":0},"time_saved":"1 hour 50 minutes"}', false );
		$second = json_decode( '{"success":true,"count":200,"ids":[3],"seed":99,"message":"200 posts generated successfully","warnings":[],"variation_stats":{"with_featured_image":5,"without_featured_image":195},"auto_created":{"authors":1,"terms":{"category":3},"comments":4},"time_saved":"20 minutes 30 seconds"}', false );

		// Action
		$merged = Batches::merge( array( $first, $second ) );

		// Assert: seconds under a minute are dropped from the words once there are minutes, as the API words it.
		$this->assertSame(
			'{"success":true,"count":700,"ids":[1,2,3],"seed":7,"message":"200 posts generated successfully","warnings":["a"],"variation_stats":{"with_featured_image":15,"without_featured_image":685},"auto_created":{"authors":3,"terms":{"category":3},"comments":4},"time_saved":"2 hours 10 minutes"}',
			wp_json_encode( $merged )
		);
	}

	public function test_an_empty_object_stays_an_object_when_merged(): void {
		// Setup
		$results = array( json_decode( '{"count":1,"auto_created":{"terms":{}}}', false ), json_decode( '{"count":1,"auto_created":{"terms":{}}}', false ) );

		// Action
		$merged = Batches::merge( $results );

		// Assert
		$this->assertSame( '{"count":2,"auto_created":{"terms":{}}}', wp_json_encode( $merged ) );
	}

	public function test_time_saved_is_read_and_worded_as_the_api_words_it(): void {
		// Action
		$seconds = array( Batches::seconds_in( '2 hours 5 minutes' ), Batches::seconds_in( '1 minute' ), Batches::seconds_in( '40 seconds' ), Batches::seconds_in( 'nothing' ) );
		$words   = array( Batches::words( 7500 ), Batches::words( 60 ), Batches::words( 40 ), Batches::words( 1 ), Batches::words( 3600 ), Batches::words( 0 ) );

		// Assert
		$this->assertSame( array( 7500, 60, 40, 0 ), $seconds );
		$this->assertSame( array( '2 hours 5 minutes', '1 minute', '40 seconds', '1 second', '1 hour', '0 seconds' ), $words );
	}
}
