<?php
/**
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\Fields\Carbon_Fields_Adapter;
use SeedPress\Fields\Cmb2_Adapter;
use SeedPress\Fields\Jetengine_Adapter;
use SeedPress\Fields\Meta_Box_Adapter;
use SeedPress\Fields\Pods_Adapter;

/**
 * The Meta Box, CMB2, Pods, Carbon Fields and JetEngine adapters against those plugins' documented APIs
 * (tests/php/fixtures/field-plugins/). The doubles define global names: one process per test.
 *
 * @runTestsInSeparateProcesses
 * @preserveGlobalState disabled
 */
final class PluginAdaptersTest extends SeedPress_Test_Case {

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
				array( 'key' => 'capacity', 'name' => 'capacity', 'label' => 'Capacity', 'type' => 'number', 'required' => true, 'instructions' => '', 'min' => 10, 'max' => 500, 'step' => 10, 'settings' => array() , 'group' => 'Event', 'group' => 'Event' ),
				array( 'key' => 'amenities', 'name' => 'amenities', 'label' => 'Amenities', 'type' => 'checkbox_list', 'required' => false, 'instructions' => '', 'choices' => array( array( 'value' => 'wifi', 'label' => 'Wi-Fi' ), array( 'value' => 'bar', 'label' => 'Bar' ) ), 'settings' => array() , 'group' => 'Event', 'group' => 'Event' ),
				array( 'key' => 'speakers', 'name' => 'speakers', 'label' => 'Speakers', 'type' => 'post', 'required' => false, 'instructions' => '', 'multiple' => true, 'targets' => array( 'post_types' => array( 'page' ) ), 'settings' => array( 'multiple' => true ) , 'group' => 'Event', 'group' => 'Event' ),
				array( 'key' => 'dates', 'name' => 'dates', 'label' => 'Dates', 'type' => 'date', 'required' => false, 'instructions' => '', 'settings' => array( 'clone' => true, 'timestamp' => true, 'max_clone' => 3 ), 'group' => 'Event' ),
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
		$box->add_field( array( 'id' => 'pages', 'name' => 'Pages', 'type' => 'text_small', 'attributes' => array( 'type' => 'number', 'min' => '1', 'max' => '2000' ) ) );
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
				array( 'key' => 'isbn', 'name' => 'isbn', 'label' => 'ISBN', 'type' => 'text', 'required' => true, 'instructions' => '', 'maxlength' => 17, 'settings' => array(), 'group' => 'Book' ),
				array( 'key' => 'published', 'name' => 'published', 'label' => 'Published', 'type' => 'text_date', 'required' => false, 'instructions' => '', 'settings' => array( 'date_format' => 'Y-m-d' ), 'group' => 'Book' ),
				array( 'key' => 'pages', 'name' => 'pages', 'label' => 'Pages', 'type' => 'text_small', 'required' => false, 'instructions' => '', 'min' => 1, 'max' => 2000, 'settings' => array( 'input_type' => 'number' ), 'group' => 'Book' ),
				array( 'key' => 'genres', 'name' => 'genres', 'label' => 'Genres', 'type' => 'taxonomy_multicheck', 'required' => false, 'instructions' => '', 'targets' => array( 'taxonomies' => array( 'category' ) ), 'settings' => array( 'taxonomy' => 'category' ), 'group' => 'Book' ),
				array(
					'key' => 'reviews', 'name' => 'reviews', 'label' => 'Reviews', 'type' => 'group', 'required' => false, 'instructions' => '',
					'sub_fields' => array( array( 'key' => 'stars', 'name' => 'stars', 'label' => 'Stars', 'type' => 'radio', 'required' => false, 'instructions' => '', 'choices' => array( array( 'value' => '1', 'label' => 'One' ), array( 'value' => '5', 'label' => 'Five' ) ), 'settings' => array() ) ),
					'settings' => array( 'repeatable' => true ),
					'group'    => 'Book',
				),
			),
			$definitions['post']
		);
	}

	public function test_cmb2_boxes_of_the_edit_screen_only_are_registered_once_for_a_rest_request(): void {
		// Setup: CMB2 loaded (cmb2_init fired), a box added only on cmb2_admin_init, as CMB2's examples do.
		require_once dirname( __DIR__ ) . '/fixtures/field-plugins/cmb2-double.php';
		\CMB2_Boxes::$boxes = array();
		$this->defer( static fn () => \CMB2_Boxes::$boxes = array() );
		$runs     = new \ArrayObject();
		$register = static function () use ( $runs ): void {
			$runs[] = true;
			new_cmb2_box( array( 'id' => 'admin_only', 'title' => 'Admin only', 'object_types' => array( 'page' ) ) )->add_field( array( 'id' => 'editor_note', 'name' => 'Editor note', 'type' => 'textarea_small' ) );
		};
		add_action( 'cmb2_admin_init', $register );
		$this->defer( static fn () => remove_action( 'cmb2_admin_init', $register ) );
		if ( ! did_action( 'cmb2_init' ) ) {
			do_action( 'cmb2_init' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals -- CMB2's hook, as CMB2 fires it.
		}

		// Action
		$first  = self::decoded( ( new Cmb2_Adapter() )->definitions( array( 'post', 'page' ) ) );
		$second = self::decoded( ( new Cmb2_Adapter() )->definitions( array( 'post', 'page' ) ) );

		// Assert
		$expected = array( 'page' => array( array( 'key' => 'editor_note', 'name' => 'editor_note', 'label' => 'Editor note', 'type' => 'textarea_small', 'required' => false, 'instructions' => '', 'settings' => array(), 'group' => 'Admin only' ) ) );
		$this->assertSame( $expected, $first );
		$this->assertSame( $expected, $second );
		$this->assertCount( 1, $runs, 'cmb2_admin_init fires once per request, as in wp-admin' );
	}

	public function test_cmb2_faiconselect_options_from_the_add_ons_options_cb(): void {
		// Setup: cmb2-field-faiconselect's README registers its Font Awesome lists through options_cb.
		require_once dirname( __DIR__ ) . '/fixtures/field-plugins/cmb2-double.php';
		\CMB2_Boxes::$boxes = array();
		$this->defer( static fn () => \CMB2_Boxes::$boxes = array() );
		new_cmb2_box( array( 'id' => 'service', 'title' => 'Service', 'object_types' => array( 'page' ) ) )
			->add_field( array( 'id' => 'feature_icon', 'name' => 'Feature icon', 'type' => 'faiconselect', 'options_cb' => static fn (): array => array( 'fas fa-star' => 'fas fa-star', 'fab fa-github' => 'fab fa-github' ) ) );

		// Action
		$definitions = self::decoded( ( new Cmb2_Adapter() )->definitions( array( 'page' ) ) );

		// Assert
		$this->assertSame( array( array( 'value' => 'fas fa-star', 'label' => 'fas fa-star' ), array( 'value' => 'fab fa-github', 'label' => 'fab fa-github' ) ), $definitions['page'][0]['choices'] ?? null );
	}

	public function test_pods_meta_storage_pods_with_their_field_options(): void {
		// Setup
		require_once dirname( __DIR__ ) . '/fixtures/field-plugins/pods-double.php';
		$GLOBALS['seedpress_pods_double'] = array(
			array(
				'id'      => 12,
				'name'    => 'post',
				'type'    => 'post_type',
				'storage' => 'meta',
				'fields'  => array(
					'price'  => array( 'id' => 40, 'name' => 'price', 'label' => 'Price', 'type' => 'currency', 'required' => '1', 'currency_min' => '1', 'currency_max' => '999', 'currency_decimals' => 2 ),
					'size'   => array( 'id' => 41, 'name' => 'size', 'label' => 'Size', 'type' => 'pick', 'pick_object' => 'custom-simple', 'pick_custom' => "s|Small\nm|Medium\nl", 'pick_format_type' => 'single' ),
					'author' => array( 'id' => 42, 'name' => 'author_page', 'label' => 'Author page', 'type' => 'pick', 'pick_object' => 'post_type', 'pick_val' => 'page', 'pick_format_type' => 'multi', 'pick_limit' => 3 ),
					// Registered in code (pods_register_type): no id.
					'email'  => array( 'id' => 0, 'name' => 'contact_email', 'label' => 'Contact e-mail', 'type' => 'email' ),
				),
			),
			array( 'id' => 13, 'name' => 'page', 'type' => 'post_type', 'storage' => 'table', 'fields' => array( 'x' => array( 'id' => 50, 'name' => 'x', 'type' => 'text' ) ) ),
			array( 'id' => 14, 'name' => 'genre', 'type' => 'taxonomy', 'storage' => 'meta', 'fields' => array( 'y' => array( 'id' => 60, 'name' => 'y', 'type' => 'text' ) ) ),
		);

		// Action
		$definitions = self::decoded( ( new Pods_Adapter() )->definitions( array( 'post', 'page' ) ) );

		// Assert
		$this->assertSame( array( 'post' ), array_keys( $definitions ) );
		$this->assertSame(
			array(
				array( 'key' => '40', 'name' => 'price', 'label' => 'Price', 'type' => 'currency', 'required' => true, 'instructions' => '', 'min' => 1, 'max' => 999, 'settings' => array( 'pod_id' => 12, 'currency_decimals' => 2 ) ),
				array(
					'key' => '41', 'name' => 'size', 'label' => 'Size', 'type' => 'pick', 'required' => false, 'instructions' => '',
					'choices' => array( array( 'value' => 's', 'label' => 'Small' ), array( 'value' => 'm', 'label' => 'Medium' ), array( 'value' => 'l', 'label' => 'l' ) ),
					'settings' => array( 'pod_id' => 12, 'pick_object' => 'custom-simple', 'pick_format_type' => 'single' ),
				),
				array(
					'key' => '42', 'name' => 'author_page', 'label' => 'Author page', 'type' => 'pick', 'required' => false, 'instructions' => '',
					'targets' => array( 'post_types' => array( 'page' ) ),
					'settings' => array( 'pod_id' => 12, 'pick_object' => 'post_type', 'pick_val' => 'page', 'pick_format_type' => 'multi', 'pick_limit' => 3 ),
				),
				array( 'key' => 'contact_email', 'name' => 'contact_email', 'label' => 'Contact e-mail', 'type' => 'email', 'required' => false, 'instructions' => '', 'settings' => array( 'pod_id' => 12 ) ),
			),
			$definitions['post']
		);
	}

	public function test_pods_relationship_and_file_fields_name_their_podsrel_rows_when_the_table_is_on(): void {
		// Setup
		require_once dirname( __DIR__ ) . '/fixtures/field-plugins/pods-double.php';
		require_once dirname( __DIR__ ) . '/fixtures/field-plugins/pods-podsrel-double.php';
		$GLOBALS['seedpress_pods_double'] = array(
			array(
				'id'      => 12,
				'name'    => 'post',
				'type'    => 'post_type',
				'storage' => 'meta',
				'fields'  => array(
					'books' => array( 'id' => 40, 'name' => 'books', 'label' => 'Books', 'type' => 'pick', 'pick_object' => 'post_type', 'pick_val' => 'page', 'pick_format_type' => 'multi' ),
					'cover' => array( 'id' => 41, 'name' => 'cover', 'label' => 'Cover', 'type' => 'file', 'file_format_type' => 'single' ),
					'size'  => array( 'id' => 42, 'name' => 'size', 'label' => 'Size', 'type' => 'pick', 'pick_object' => 'custom-simple', 'pick_custom' => 's|Small' ),
				),
			),
		);

		// Action
		$definitions = self::decoded( ( new Pods_Adapter() )->definitions( array( 'post' ) ) );

		// Assert
		$this->assertSame(
			array(
				array( 'pod_id' => 12, 'field_id' => 40, 'podsrel' => true, 'pick_object' => 'post_type', 'pick_val' => 'page', 'pick_format_type' => 'multi' ),
				array( 'pod_id' => 12, 'field_id' => 41, 'podsrel' => true, 'file_format_type' => 'single' ),
				array( 'pod_id' => 12, 'pick_object' => 'custom-simple' ),
			),
			array_column( $definitions['post'], 'settings' )
		);
	}

	public function test_pods_groups_added_on_pods_meta_groups_join_the_pods_fields_once_per_request(): void {
		// Setup: a pod for post with one field, and code that adds groups only when the edit screen asks.
		require_once dirname( __DIR__ ) . '/fixtures/field-plugins/pods-double.php';
		$GLOBALS['seedpress_pods_double'] = array(
			array( 'id' => 12, 'name' => 'post', 'type' => 'post_type', 'storage' => 'meta', 'fields' => array( 'price' => array( 'id' => 40, 'name' => 'price', 'label' => 'Price', 'type' => 'currency' ) ) ),
			array( 'id' => 13, 'name' => 'page', 'type' => 'post_type', 'storage' => 'table', 'fields' => array() ),
		);
		$asked    = array();
		$register = static function ( string $type, string $name ) use ( &$asked ): void {
			$asked[] = "$type/$name";
			// The edit screen's groups repeat the pod's own fields: price must not come twice.
			pods_group_add( $name, 'Venue', array( array( 'name' => 'price', 'type' => 'currency' ), array( 'name' => 'capacity', 'label' => 'Capacity', 'type' => 'number', 'number_min' => 10, 'number_decimals' => 0 ) ) );
		};
		add_action( 'pods_meta_groups', $register, 10, 2 );
		$this->defer( static fn () => remove_action( 'pods_meta_groups', $register, 10 ) );
		$adapter = new Pods_Adapter();

		// Action
		$first  = self::decoded( $adapter->definitions( array( 'post', 'page', 'event' ) ) );
		$second = self::decoded( $adapter->definitions( array( 'post', 'page', 'event' ) ) );

		// Assert: page keeps table storage (skipped, not even asked); event has no pod, only the group's fields;
		// the pod's own price sits in the group too, so the group's title is its neighbours' as well.
		$capacity = static fn( int $pod_id ): array => array( 'key' => 'capacity', 'name' => 'capacity', 'label' => 'Capacity', 'type' => 'number', 'required' => false, 'instructions' => '', 'min' => 10, 'settings' => array( 'pod_id' => $pod_id, 'number_decimals' => 0 ), 'group' => 'Venue' );
		$expected = array(
			'post'  => array(
				array( 'key' => '40', 'name' => 'price', 'label' => 'Price', 'type' => 'currency', 'required' => false, 'instructions' => '', 'settings' => array( 'pod_id' => 12 ), 'group' => 'Venue' ),
				$capacity( 12 ),
			),
			'event' => array(
				array( 'key' => 'price', 'name' => 'price', 'label' => 'price', 'type' => 'currency', 'required' => false, 'instructions' => '', 'settings' => array( 'pod_id' => 0 ), 'group' => 'Venue' ),
				$capacity( 0 ),
			),
		);
		$this->assertSame( $expected, $first );
		$this->assertSame( $expected, $second );
		$this->assertSame( array( 'post_type/post', 'post_type/event' ), $asked, 'pods_meta_groups fires once per post type and request' );
	}

	public function test_jetengine_options_from_a_glossary_by_source_or_by_the_older_switch(): void {
		// Setup
		require_once dirname( __DIR__ ) . '/fixtures/field-plugins/jetengine-double.php';
		$GLOBALS['seedpress_jetengine_glossaries'] = array( 3 => array( 'oak' => 'Oak', 'pine' => 'Pine' ) );
		$GLOBALS['seedpress_jetengine_double']     = array(
			'post' => array(
				array( 'object_type' => 'field', 'name' => 'wood', 'title' => 'Wood', 'type' => 'select', 'options_source' => 'glossary', 'glossary_id' => '3' ),
				array( 'object_type' => 'field', 'name' => 'trim', 'title' => 'Trim', 'type' => 'radio', 'options_from_glossary' => true, 'glossary_id' => 3 ),
				array( 'object_type' => 'field', 'name' => 'finish', 'title' => 'Finish', 'type' => 'radio', 'options_source' => 'manual', 'glossary_id' => 3, 'options' => array( array( 'key' => 'matt', 'value' => 'Matt' ) ) ),
			),
		);

		// Action
		$definitions = self::decoded( ( new Jetengine_Adapter() )->definitions( array( 'post' ) ) );

		// Assert
		$glossary = array( array( 'value' => 'oak', 'label' => 'Oak' ), array( 'value' => 'pine', 'label' => 'Pine' ) );
		$this->assertSame( array( $glossary, $glossary, array( array( 'value' => 'matt', 'label' => 'Matt' ) ) ), array_column( $definitions['post'], 'choices' ) );
	}

	public function test_carbon_fields_post_meta_containers_with_complex_groups_and_associations(): void {
		// Setup
		require_once dirname( __DIR__ ) . '/fixtures/field-plugins/carbon-fields-double.php';
		\Carbon_Fields\Container\Container::make( 'post_meta', 'Listing' )
			->where( 'post_type', '=', 'post' )
			->add_fields(
				array(
					\Carbon_Fields\Field\Field::make( 'text', 'price', 'Price' )->set_attribute( 'type', 'number' )->set_attribute( 'min', 5 )->set_attribute( 'max', 500 )->set_required( true ),
					\Carbon_Fields\Field\Field::make( 'text', 'headline', 'Headline' )->set_attribute( 'maxLength', 80 )->set_help_text( 'Shown in lists.' ),
					\Carbon_Fields\Field\Field::make( 'select', 'size', 'Size' )->set_options( array( 's' => 'Small', 'l' => 'Large' ) ),
					\Carbon_Fields\Field\Field::make( 'date', 'opens', 'Opens' ),
					\Carbon_Fields\Field\Field::make( 'checkbox', 'featured', 'Featured' ),
					\Carbon_Fields\Field\Field::make( 'image', 'cover', 'Cover' )->set_value_type( 'url' ),
					\Carbon_Fields\Field\Field::make( 'association', 'books', 'Books' )->set_types( array( array( 'type' => 'post', 'post_type' => 'page' ) ) )->set_max( 3 ),
					\Carbon_Fields\Field\Field::make( 'complex', 'sections', 'Sections' )
						->add_fields( 'quote', 'Quote', array( \Carbon_Fields\Field\Field::make( 'text', 'quote_text', 'Quote' ) ) )
						->add_fields( 'sponsor', 'Sponsor', array( \Carbon_Fields\Field\Field::make( 'text', 'name', 'Name' )->set_attribute( 'placeholder', 'ACME Inc.' ) ) ),
					\Carbon_Fields\Field\Field::make( 'complex', 'faqs', 'FAQ' )
						->add_fields( array( \Carbon_Fields\Field\Field::make( 'text', 'question', 'Question' ) ) ),
				)
			);
		\Carbon_Fields\Container\Container::make( 'term_meta', 'Genre' )->add_fields( array( \Carbon_Fields\Field\Field::make( 'text', 'colour', 'Colour' ) ) );
		\Carbon_Fields\Container\Container::make( 'post_meta', 'Elsewhere' )->where( 'post_type', '=', 'attachment' )->add_fields( array( \Carbon_Fields\Field\Field::make( 'text', 'credit', 'Credit' ) ) );

		// Action
		$adapter     = new Carbon_Fields_Adapter();
		$definitions = self::decoded( $adapter->definitions( array( 'post', 'page' ) ) );

		// Assert
		$this->assertTrue( $adapter->active() );
		$this->assertSame( '3.6.9', $adapter->version() );
		$this->assertSame( array( 'post' ), array_keys( $definitions ) );
		$this->assertSame(
			array(
				array( 'key' => 'price', 'name' => 'price', 'label' => 'Price', 'type' => 'text', 'required' => true, 'instructions' => '', 'min' => 5, 'max' => 500, 'settings' => array( 'input_type' => 'number' ) ),
				array( 'key' => 'headline', 'name' => 'headline', 'label' => 'Headline', 'type' => 'text', 'required' => false, 'instructions' => 'Shown in lists.', 'maxlength' => 80, 'settings' => array() ),
				array( 'key' => 'size', 'name' => 'size', 'label' => 'Size', 'type' => 'select', 'required' => false, 'instructions' => '', 'choices' => array( array( 'value' => 's', 'label' => 'Small' ), array( 'value' => 'l', 'label' => 'Large' ) ), 'settings' => array() ),
				array( 'key' => 'opens', 'name' => 'opens', 'label' => 'Opens', 'type' => 'date', 'required' => false, 'instructions' => '', 'settings' => array( 'storage_format' => 'Y-m-d' ) ),
				array( 'key' => 'featured', 'name' => 'featured', 'label' => 'Featured', 'type' => 'checkbox', 'required' => false, 'instructions' => '', 'settings' => array( 'option_value' => 'yes' ) ),
				array( 'key' => 'cover', 'name' => 'cover', 'label' => 'Cover', 'type' => 'image', 'required' => false, 'instructions' => '', 'settings' => array( 'value_type' => 'url' ) ),
				array( 'key' => 'books', 'name' => 'books', 'label' => 'Books', 'type' => 'association', 'required' => false, 'instructions' => '', 'max' => 3, 'settings' => array( 'types' => array( array( 'type' => 'post', 'post_type' => 'page' ) ) ) ),
				array(
					'key' => 'sections', 'name' => 'sections', 'label' => 'Sections', 'type' => 'complex', 'required' => false, 'instructions' => '',
					'layouts' => array(
						array(
							'name'       => 'quote',
							'label'      => 'Quote',
							'sub_fields' => array( array( 'key' => 'quote_text', 'name' => 'quote_text', 'label' => 'Quote', 'type' => 'text', 'required' => false, 'instructions' => '', 'settings' => array() ) ),
						),
						// A second group: its fields are its own, under the complex field beside the first group's.
						array(
							'name'       => 'sponsor',
							'label'      => 'Sponsor',
							'sub_fields' => array( array( 'key' => 'name', 'name' => 'name', 'label' => 'Name', 'type' => 'text', 'required' => false, 'instructions' => '', 'settings' => array( 'placeholder' => 'ACME Inc.' ) ) ),
						),
					),
					'settings' => array(),
				),
				// Only Carbon's unnamed group: its fields are the complex field's own sub-fields, under its name.
				array(
					'key' => 'faqs', 'name' => 'faqs', 'label' => 'FAQ', 'type' => 'complex', 'required' => false, 'instructions' => '',
					'sub_fields' => array( array( 'key' => 'question', 'name' => 'question', 'label' => 'Question', 'type' => 'text', 'required' => false, 'instructions' => '', 'settings' => array() ) ),
					'settings' => array(),
				),
			),
			$definitions['post']
		);
	}

	public function test_jetengine_registered_fields_of_post_types_with_repeaters_and_options(): void {
		// Setup
		require_once dirname( __DIR__ ) . '/fixtures/field-plugins/jetengine-double.php';
		$GLOBALS['seedpress_jetengine_double'] = array(
			'post'     => array(
				array( 'object_type' => 'tab', 'name' => 'general', 'title' => 'General', 'type' => 'text' ),
				array( 'object_type' => 'field', 'name' => 'rooms', 'title' => 'Rooms', 'type' => 'number', 'is_required' => true, 'min_value' => '1', 'max_value' => '12', 'step_value' => '1', 'description' => 'Bedrooms only.' ),
				array( 'object_type' => 'field', 'name' => 'size', 'title' => 'Size', 'type' => 'select', 'is_multiple' => false, 'options' => array( array( 'key' => 's', 'value' => 'Small', 'is_checked' => false ), array( 'key' => 'l', 'value' => 'Large' ) ) ),
				array( 'object_type' => 'field', 'name' => 'extras', 'title' => 'Extras', 'type' => 'checkbox', 'is_array' => true, 'options_source' => 'manual_bulk', 'bulk_options' => "wifi::Wi-Fi\r\npool::Pool\n\nbar" ),
				array( 'object_type' => 'field', 'name' => 'opens', 'title' => 'Opens', 'type' => 'date', 'is_timestamp' => true ),
				array( 'object_type' => 'field', 'name' => 'agents', 'title' => 'Agents', 'type' => 'posts', 'search_post_type' => array( 'page' ), 'is_multiple' => true ),
				array(
					'object_type'     => 'field',
					'name'            => 'floors',
					'title'           => 'Floors',
					'type'            => 'repeater',
					'repeater-fields' => array( array( 'name' => 'plan', 'title' => 'Plan', 'type' => 'media', 'value_format' => 'both' ) ),
				),
			),
			'category' => array( array( 'object_type' => 'field', 'name' => 'colour', 'title' => 'Colour', 'type' => 'colorpicker' ) ),
		);

		// Action
		$adapter     = new Jetengine_Adapter();
		$definitions = self::decoded( $adapter->definitions( array( 'post', 'page' ) ) );

		// Assert
		$this->assertTrue( $adapter->active() );
		$this->assertSame( '3.6.2', $adapter->version() );
		$this->assertSame( array( 'post' ), array_keys( $definitions ) );
		$this->assertSame(
			array(
				array( 'key' => 'rooms', 'name' => 'rooms', 'label' => 'Rooms', 'type' => 'number', 'required' => true, 'instructions' => 'Bedrooms only.', 'min' => 1, 'max' => 12, 'step' => 1, 'settings' => array(), 'group' => 'General' ),
				array( 'key' => 'size', 'name' => 'size', 'label' => 'Size', 'type' => 'select', 'required' => false, 'instructions' => '', 'multiple' => false, 'choices' => array( array( 'value' => 's', 'label' => 'Small' ), array( 'value' => 'l', 'label' => 'Large' ) ), 'settings' => array( 'is_multiple' => false ), 'group' => 'General' ),
				array( 'key' => 'extras', 'name' => 'extras', 'label' => 'Extras', 'type' => 'checkbox', 'required' => false, 'instructions' => '', 'choices' => array( array( 'value' => 'wifi', 'label' => 'Wi-Fi' ), array( 'value' => 'pool', 'label' => 'Pool' ), array( 'value' => 'bar', 'label' => 'bar' ) ), 'settings' => array( 'is_array' => true ), 'group' => 'General' ),
				array( 'key' => 'opens', 'name' => 'opens', 'label' => 'Opens', 'type' => 'date', 'required' => false, 'instructions' => '', 'settings' => array( 'is_timestamp' => true ), 'group' => 'General' ),
				array( 'key' => 'agents', 'name' => 'agents', 'label' => 'Agents', 'type' => 'posts', 'required' => false, 'instructions' => '', 'multiple' => true, 'targets' => array( 'post_types' => array( 'page' ) ), 'settings' => array( 'is_multiple' => true ), 'group' => 'General' ),
				array(
					'key' => 'floors', 'name' => 'floors', 'label' => 'Floors', 'type' => 'repeater', 'required' => false, 'instructions' => '',
					'sub_fields' => array( array( 'key' => 'plan', 'name' => 'plan', 'label' => 'Plan', 'type' => 'media', 'required' => false, 'instructions' => '', 'settings' => array( 'value_format' => 'both' ) ) ),
					'settings' => array(),
					'group'    => 'General',
				),
			),
			$definitions['post']
		);
	}

	public function test_jetengine_map_fields_carry_their_service_prefix_and_drop_the_hidden_fields_maps_listings_adds(): void {
		// Setup: the fields as JetEngine registers them once Maps Listings' "raw-fields" filter ran.
		require_once dirname( __DIR__ ) . '/fixtures/field-plugins/jetengine-double.php';
		$prefix                                = md5( 'where' );
		$hidden                                = static fn( string $name ): array => array( 'object_type' => 'field', 'name' => $name, 'title' => $name, 'type' => 'hidden' );
		$GLOBALS['seedpress_jetengine_double'] = array(
			'post' => array(
				array( 'object_type' => 'field', 'name' => 'where', 'title' => 'Where', 'type' => 'map', 'map_value_format' => 'location_array' ),
				array( 'object_type' => 'field', 'name' => 'mood', 'title' => 'Mood', 'type' => 'radio', 'options_source' => 'manual_bulk', 'bulk_options' => "calm::Calm::checked\nbusy::Busy" ),
				array( 'object_type' => 'field', 'name' => 'token', 'title' => 'Token', 'type' => 'hidden' ),
				array(
					'object_type'     => 'field',
					'name'            => 'stops',
					'title'           => 'Stops',
					'type'            => 'repeater',
					'repeater-fields' => array(
						array( 'name' => 'at', 'title' => 'At', 'type' => 'map' ),
						array( 'name' => 'at_hash', 'title' => 'At Hash', 'type' => 'hidden' ),
						array( 'name' => 'at_lat', 'title' => 'At Lat', 'type' => 'hidden' ),
						array( 'name' => 'at_lng', 'title' => 'At Lng', 'type' => 'hidden' ),
					),
				),
				$hidden( "{$prefix}_hash" ),
				$hidden( "{$prefix}_lat" ),
				$hidden( "{$prefix}_lng" ),
			),
		);

		// Action
		$definitions = self::decoded( ( new Jetengine_Adapter() )->definitions( array( 'post' ) ) );

		// Assert
		$this->assertSame(
			array(
				array( 'key' => 'where', 'name' => 'where', 'label' => 'Where', 'type' => 'map', 'required' => false, 'instructions' => '', 'settings' => array( 'map_value_format' => 'location_array', 'map_field_prefix' => $prefix ) ),
				array( 'key' => 'mood', 'name' => 'mood', 'label' => 'Mood', 'type' => 'radio', 'required' => false, 'instructions' => '', 'choices' => array( array( 'value' => 'calm', 'label' => 'Calm' ), array( 'value' => 'busy', 'label' => 'Busy' ) ), 'settings' => array() ),
				array( 'key' => 'token', 'name' => 'token', 'label' => 'Token', 'type' => 'hidden', 'required' => false, 'instructions' => '', 'settings' => array() ),
				array(
					'key' => 'stops', 'name' => 'stops', 'label' => 'Stops', 'type' => 'repeater', 'required' => false, 'instructions' => '',
					'sub_fields' => array( array( 'key' => 'at', 'name' => 'at', 'label' => 'At', 'type' => 'map', 'required' => false, 'instructions' => '', 'settings' => array( 'map_field_prefix' => 'at' ) ) ),
					'settings' => array(),
				),
			),
			$definitions['post']
		);
	}
}
