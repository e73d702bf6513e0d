<?php
/**
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\Response_Fields;

final class ResponseFieldsTest extends SeedPress_Test_Case {

	private static function answer(): mixed {
		return json_decode( '{"success":true,"settings":{"general":{"hourly_rate":90,"locale":"en_US"},"ai":{}},"roles":[{"slug":"editor","name":"Editor"}]}', false );
	}

	public function test_keeps_the_named_members_and_nested_ones_and_empty_objects_stay_objects(): void {
		// Action
		$kept = Response_Fields::select( self::answer(), 'success, settings.general.hourly_rate,settings.ai' );

		// Assert
		$this->assertSame( '{"success":true,"settings":{"general":{"hourly_rate":90},"ai":{}}}', wp_json_encode( $kept ) );
	}

	public function test_a_parent_named_whole_wins_over_its_members_as_in_core(): void {
		// Action
		$kept = Response_Fields::select( self::answer(), array( 'settings', 'settings.general.locale' ) );

		// Assert
		$this->assertSame( '{"settings":{"general":{"hourly_rate":90,"locale":"en_US"},"ai":{}}}', wp_json_encode( $kept ) );
	}

	public function test_filters_each_item_of_a_list_and_leaves_an_empty_selection_alone(): void {
		// Setup
		$list = json_decode( '[{"id":1,"name":"a"},{"id":2,"name":"b"}]', false );

		// Action
		$kept  = Response_Fields::select( $list, 'id' );
		$whole = Response_Fields::select( $list, ' , ' );

		// Assert
		$this->assertSame( '[{"id":1},{"id":2}]', wp_json_encode( $kept ) );
		$this->assertSame( $list, $whole );
	}

	public function test_matches_cores_own_filter_on_the_same_data_as_arrays(): void {
		// Setup: core's rest_filter_response_fields() on an array copy is the reference.
		$fields   = 'success,settings.general,roles.slug';
		$response = new \WP_REST_Response( json_decode( wp_json_encode( self::answer() ), true ) );
		$request  = new \WP_REST_Request( 'GET', '/x' );
		$request->set_param( '_fields', $fields );

		// Action
		$core = rest_filter_response_fields( $response, rest_get_server(), $request )->get_data();
		$ours = json_decode( (string) wp_json_encode( Response_Fields::select( self::answer(), $fields ) ), true );

		// Assert
		$this->assertSame( $core, $ours );
	}
}
