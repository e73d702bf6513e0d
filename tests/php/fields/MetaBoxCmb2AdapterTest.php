<?php
/**
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\Fields\Cmb2_Adapter;
use SeedPress\Fields\Meta_Box_Adapter;

/**
 * The Meta Box and CMB2 adapters against those plugins' documented registration APIs
 * (tests/php/fixtures/field-plugins/). The doubles define global names: one process per test.
 *
 * @runTestsInSeparateProcesses
 * @preserveGlobalState disabled
 */
final class MetaBoxCmb2AdapterTest extends SeedPress_Test_Case {

	/**
	 * @return array<string, mixed>
	 */
	private static function decoded( array $definitions ): array {
		return json_decode( (string) wp_json_encode( $definitions ), true );
	}

	public function test_meta_box_boxes_from_the_rwmb_meta_boxes_filter(): void {
		// Setup
		require_once dirname( __DIR__ ) . '/fixtures/field-plugins/meta-box-double.php';
		add_filter(
			'rwmb_meta_boxes',
			static function ( array $boxes ): array {
				$boxes[] = array(
					'title'      => 'Event',
					'post_types' => array( 'post', 'page' ),
					'fields'     => array(
						array( 'id' => 'capacity', 'name' => 'Capacity', 'type' => 'number', 'min' => 10, 'max' => 500, 'step' => 10, 'required' => true ),
						array( 'id' => 'amenities', 'name' => 'Amenities', 'type' => 'checkbox_list', 'options' => array( 'wifi' => 'Wi-Fi', 'bar' => 'Bar' ) ),
						array( 'id' => 'speakers', 'name' => 'Speakers', 'type' => 'post', 'post_type' => 'page', 'multiple' => true ),
						array( 'id' => 'dates', 'name' => 'Dates', 'type' => 'date', 'clone' => true, 'max_clone' => 3, 'timestamp' => true ),
						array( 'type' => 'heading', 'name' => 'More' ),
					),
				);
				return $boxes;
			}
		);

		// Action
		$adapter     = new Meta_Box_Adapter();
		$definitions = self::decoded( $adapter->definitions( array( 'post', 'attachment' ) ) );

		// Assert
		$this->assertTrue( $adapter->active() );
		$this->assertSame( '5.10.0', $adapter->version() );
		$this->assertSame( array( 'post' ), array_keys( $definitions ) );
		$this->assertSame(
			array(
				array( 'key' => 'capacity', 'name' => 'capacity', 'label' => 'Capacity', 'type' => 'number', 'required' => true, 'instructions' => '', 'min' => 10, 'max' => 500, 'step' => 10, 'settings' => array() ),
				array( 'key' => 'amenities', 'name' => 'amenities', 'label' => 'Amenities', 'type' => 'checkbox_list', 'required' => false, 'instructions' => '', 'choices' => array( array( 'value' => 'wifi', 'label' => 'Wi-Fi' ), array( 'value' => 'bar', 'label' => 'Bar' ) ), 'settings' => array() ),
				array( 'key' => 'speakers', 'name' => 'speakers', 'label' => 'Speakers', 'type' => 'post', 'required' => false, 'instructions' => '', 'multiple' => true, 'targets' => array( 'post_types' => array( 'page' ) ), 'settings' => array( 'multiple' => true ) ),
				array( 'key' => 'dates', 'name' => 'dates', 'label' => 'Dates', 'type' => 'date', 'required' => false, 'instructions' => '', 'settings' => array( 'clone' => true, 'timestamp' => true, 'max_clone' => 3 ) ),
			),
			$definitions['post']
		);
	}

	public function test_cmb2_boxes_with_groups_and_their_object_types(): void {
		// Setup
		require_once dirname( __DIR__ ) . '/fixtures/field-plugins/cmb2-double.php';
		$box = new_cmb2_box( array( 'id' => 'book', 'title' => 'Book', 'object_types' => array( 'post' ) ) );
		$box->add_field( array( 'id' => 'isbn', 'name' => 'ISBN', 'type' => 'text', 'attributes' => array( 'required' => 'required', 'maxlength' => 17 ) ) );
		$box->add_field( array( 'id' => 'published', 'name' => 'Published', 'type' => 'text_date', 'date_format' => 'Y-m-d' ) );
		$box->add_field( array( 'id' => 'genres', 'name' => 'Genres', 'type' => 'taxonomy_multicheck', 'taxonomy' => 'category' ) );
		$group = $box->add_field( array( 'id' => 'reviews', 'name' => 'Reviews', 'type' => 'group' ) );
		$box->add_group_field( $group, array( 'id' => 'stars', 'name' => 'Stars', 'type' => 'radio', 'options' => array( '1' => 'One', '5' => 'Five' ) ) );
		new_cmb2_box( array( 'id' => 'profile', 'title' => 'Profile', 'object_types' => array( 'user' ) ) )->add_field( array( 'id' => 'twitter', 'type' => 'text' ) );

		// Action
		$definitions = self::decoded( ( new Cmb2_Adapter() )->definitions( array( 'post', 'page' ) ) );

		// Assert
		$this->assertSame( array( 'post' ), array_keys( $definitions ) );
		$this->assertSame(
			array(
				array( 'key' => 'isbn', 'name' => 'isbn', 'label' => 'ISBN', 'type' => 'text', 'required' => true, 'instructions' => '', 'maxlength' => 17, 'settings' => array() ),
				array( 'key' => 'published', 'name' => 'published', 'label' => 'Published', 'type' => 'text_date', 'required' => false, 'instructions' => '', 'settings' => array( 'date_format' => 'Y-m-d' ) ),
				array( 'key' => 'genres', 'name' => 'genres', 'label' => 'Genres', 'type' => 'taxonomy_multicheck', 'required' => false, 'instructions' => '', 'targets' => array( 'taxonomies' => array( 'category' ) ), 'settings' => array( 'taxonomy' => 'category' ) ),
				array(
					'key' => 'reviews', 'name' => 'reviews', 'label' => 'Reviews', 'type' => 'group', 'required' => false, 'instructions' => '',
					'sub_fields' => array( array( 'key' => 'stars', 'name' => 'stars', 'label' => 'Stars', 'type' => 'radio', 'required' => false, 'instructions' => '', 'choices' => array( array( 'value' => '1', 'label' => 'One' ), array( 'value' => '5', 'label' => 'Five' ) ), 'settings' => array() ) ),
					'settings' => array( 'repeatable' => true ),
				),
			),
			$definitions['post']
		);
	}
}
