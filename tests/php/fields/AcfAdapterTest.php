<?php
/**
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\Fields\Acf_Adapter;
use SeedPress\Fields\Field_Registry;

/**
 * The ACF adapter against ACF's documented registration API (tests/php/fixtures/field-plugins/acf-double.php).
 * The double defines global functions, so every test runs in a process of its own.
 *
 * @runTestsInSeparateProcesses
 * @preserveGlobalState disabled
 */
final class AcfAdapterTest extends SeedPress_Test_Case {

	protected function setUp(): void {
		parent::setUp();
		require_once dirname( __DIR__ ) . '/fixtures/field-plugins/acf-double.php';
	}

	private static function register_book_group(): void {
		acf_add_local_field_group(
			array(
				'key'      => 'group_book',
				'title'    => 'Book details',
				'location' => array( array( array( 'param' => 'post_type', 'operator' => '==', 'value' => 'post' ) ) ),
				'fields'   => array(
					array( 'key' => 'field_price', 'name' => 'price', 'label' => 'Price', 'type' => 'number', 'required' => 1, 'instructions' => 'In euros', 'min' => '1', 'max' => '500', 'step' => '0.5' ),
					array( 'key' => 'field_subtitle', 'name' => 'subtitle', 'label' => 'Subtitle', 'type' => 'text', 'required' => 0, 'maxlength' => '80', 'min' => '', 'max' => '' ),
					array( 'key' => 'field_format', 'name' => 'format', 'label' => 'Format', 'type' => 'select', 'choices' => array( 'hb' => 'Hardback', 'pb' => 'Paperback' ), 'multiple' => 0, 'return_format' => 'value' ),
					array( 'key' => 'field_published', 'name' => 'published', 'label' => 'Published', 'type' => 'date_picker', 'display_format' => 'd/m/Y', 'return_format' => 'd/m/Y' ),
					array( 'key' => 'field_related', 'name' => 'related', 'label' => 'Related', 'type' => 'relationship', 'post_type' => array( 'page' ), 'min' => '1', 'max' => '3', 'return_format' => 'id' ),
					array( 'key' => 'field_genres', 'name' => 'genres', 'label' => 'Genres', 'type' => 'taxonomy', 'taxonomy' => 'category', 'field_type' => 'checkbox', 'save_terms' => 1 ),
					array( 'key' => 'field_editor', 'name' => 'editor', 'label' => 'Editor', 'type' => 'user', 'role' => array( 'editor' ) ),
					array(
						'key'        => 'field_chapters',
						'name'       => 'chapters',
						'label'      => 'Chapters',
						'type'       => 'repeater',
						'min'        => '2',
						'max'        => '',
						'sub_fields' => array( array( 'key' => 'field_chapter_title', 'name' => 'chapter_title', 'label' => 'Title', 'type' => 'text', 'required' => 1 ) ),
					),
					array(
						'key'     => 'field_sections',
						'name'    => 'sections',
						'label'   => 'Sections',
						'type'    => 'flexible_content',
						'layouts' => array(
							'layout_quote' => array( 'key' => 'layout_quote', 'name' => 'quote', 'label' => 'Quote', 'max' => '2', 'sub_fields' => array( array( 'key' => 'field_quote_text', 'name' => 'quote_text', 'label' => 'Text', 'type' => 'textarea' ) ) ),
						),
					),
				),
			)
		);
		acf_add_local_field_group(
			array(
				'key'      => 'group_pages',
				'title'    => 'Page hero',
				'location' => array( array( array( 'param' => 'post_type', 'operator' => '==', 'value' => 'page' ) ) ),
				'fields'   => array( array( 'key' => 'field_hero', 'name' => 'hero', 'label' => 'Hero', 'type' => 'image', 'return_format' => 'array', 'mime_types' => 'jpg, png', 'min_width' => '1200', 'max_height' => '900', 'library' => 'all' ) ),
			)
		);
	}

	public function test_reads_registered_groups_per_post_type_in_the_normalised_shape(): void {
		// Setup
		self::register_book_group();

		// Action
		$definitions = json_decode( (string) wp_json_encode( ( new Acf_Adapter() )->definitions( array( 'post', 'page', 'attachment' ) ) ), true );

		// Assert
		$this->assertSame( array( 'post', 'page' ), array_keys( $definitions ) );
		$this->assertSame(
			array(
				array( 'key' => 'field_price', 'name' => 'price', 'label' => 'Price', 'type' => 'number', 'required' => true, 'instructions' => 'In euros', 'min' => 1, 'max' => 500, 'step' => 0.5, 'settings' => array(), 'group' => 'Book details' ),
				array( 'key' => 'field_subtitle', 'name' => 'subtitle', 'label' => 'Subtitle', 'type' => 'text', 'required' => false, 'instructions' => '', 'maxlength' => 80, 'settings' => array(), 'group' => 'Book details' ),
				array(
					'key' => 'field_format', 'name' => 'format', 'label' => 'Format', 'type' => 'select', 'required' => false, 'instructions' => '',
					'choices' => array( array( 'value' => 'hb', 'label' => 'Hardback' ), array( 'value' => 'pb', 'label' => 'Paperback' ) ),
					'multiple' => false, 'settings' => array( 'return_format' => 'value', 'multiple' => 0 ), 'group' => 'Book details',
				),
				array( 'key' => 'field_published', 'name' => 'published', 'label' => 'Published', 'type' => 'date_picker', 'required' => false, 'instructions' => '', 'settings' => array( 'return_format' => 'd/m/Y', 'display_format' => 'd/m/Y' ), 'group' => 'Book details' ),
				array( 'key' => 'field_related', 'name' => 'related', 'label' => 'Related', 'type' => 'relationship', 'required' => false, 'instructions' => '', 'min' => 1, 'max' => 3, 'targets' => array( 'post_types' => array( 'page' ) ), 'settings' => array( 'return_format' => 'id' ), 'group' => 'Book details' ),
				array( 'key' => 'field_genres', 'name' => 'genres', 'label' => 'Genres', 'type' => 'taxonomy', 'required' => false, 'instructions' => '', 'targets' => array( 'taxonomies' => array( 'category' ) ), 'settings' => array( 'field_type' => 'checkbox', 'taxonomy' => 'category', 'save_terms' => 1 ), 'group' => 'Book details' ),
				array( 'key' => 'field_editor', 'name' => 'editor', 'label' => 'Editor', 'type' => 'user', 'required' => false, 'instructions' => '', 'targets' => array( 'roles' => array( 'editor' ) ), 'settings' => array(), 'group' => 'Book details' ),
				array(
					'key' => 'field_chapters', 'name' => 'chapters', 'label' => 'Chapters', 'type' => 'repeater', 'required' => false, 'instructions' => '', 'rows' => array( 'min' => 2 ),
					'sub_fields' => array( array( 'key' => 'field_chapter_title', 'name' => 'chapter_title', 'label' => 'Title', 'type' => 'text', 'required' => true, 'instructions' => '', 'settings' => array() ) ),
					'settings' => array(),
					'group'    => 'Book details',
				),
				array(
					'key' => 'field_sections', 'name' => 'sections', 'label' => 'Sections', 'type' => 'flexible_content', 'required' => false, 'instructions' => '', 'rows' => array(),
					'layouts' => array( array( 'name' => 'quote', 'label' => 'Quote', 'sub_fields' => array( array( 'key' => 'field_quote_text', 'name' => 'quote_text', 'label' => 'Text', 'type' => 'textarea', 'required' => false, 'instructions' => '', 'settings' => array() ) ), 'max' => 2 ) ),
					'settings' => array(),
					'group'    => 'Book details',
				),
			),
			$definitions['post']
		);
		$this->assertSame( array( array( 'key' => 'field_hero', 'name' => 'hero', 'label' => 'Hero', 'type' => 'image', 'required' => false, 'instructions' => '', 'settings' => array( 'return_format' => 'array', 'mime_types' => 'jpg, png', 'min_width' => '1200', 'max_height' => '900' ), 'group' => 'Page hero' ) ), $definitions['page'] );
	}

	public function test_groups_for_the_back_end_are_read_in_a_rest_request_as_the_edit_screen_shows_them(): void {
		// Setup: three groups on posts, one only for the back end, one only for the front end.
		$group = static fn ( string $key, string $viewing, string $operator, string $field ): array => array(
			'key'      => $key,
			'title'    => $key,
			'location' => array(
				array(
					array( 'param' => 'post_type', 'operator' => '==', 'value' => 'post' ),
					array( 'param' => 'current_user', 'operator' => $operator, 'value' => $viewing ),
				),
			),
			'fields'   => array( array( 'key' => "field_$field", 'name' => $field, 'label' => $field, 'type' => 'text' ) ),
		);
		acf_add_local_field_group( $group( 'back_end', 'viewing_back', '==', 'editor_note' ) );
		acf_add_local_field_group( $group( 'not_front_end', 'viewing_front', '!=', 'review_status' ) );
		acf_add_local_field_group( $group( 'front_end', 'viewing_front', '==', 'visitor_badge' ) );
		$this->assertFalse( is_admin(), 'the test runs outside wp-admin, like a REST request' );

		// Action
		$definitions = ( new Acf_Adapter() )->definitions( array( 'post' ) );

		// Assert: the edit screen's groups, and ACF answers for itself again afterwards.
		$this->assertSame( array( 'editor_note', 'review_status' ), array_column( $definitions['post'], 'name' ) );
		$this->assertSame( array( 'back_end', 'not_front_end' ), array_column( $definitions['post'], 'group' ) );
		$this->assertSame( array( 'front_end' ), array_column( acf_get_field_groups( array( 'post_type' => 'post' ) ), 'key' ) );
		$this->assertFalse( has_filter( 'acf/location/rule_match/current_user' ) );
	}

	public function test_leaves_out_fields_of_types_the_running_acf_does_not_know(): void {
		// Setup: ACF free has no repeater or flexible content.
		self::register_book_group();
		$GLOBALS['seedpress_acf_double_unknown_types'] = array( 'repeater', 'flexible_content' );

		// Action
		$definitions = ( new Acf_Adapter() )->definitions( array( 'post' ) );

		// Assert
		$this->assertSame( array( 'price', 'subtitle', 'format', 'published', 'related', 'genres', 'editor' ), array_column( $definitions['post'], 'name' ) );
	}

	public function test_registry_lists_all_six_adapters_with_acf_active_and_its_definitions(): void {
		// Setup
		self::register_book_group();

		// Action
		$context = json_decode( (string) wp_json_encode( Field_Registry::context() ), true );

		// Assert
		$this->assertSame(
			array(
				array( 'slug' => 'acf', 'name' => 'Advanced Custom Fields PRO', 'version' => '6.3.0', 'active' => true ),
				array( 'slug' => 'meta-box', 'name' => 'Meta Box', 'version' => '', 'active' => false ),
				array( 'slug' => 'pods', 'name' => 'Pods', 'version' => '', 'active' => false ),
				array( 'slug' => 'jetengine', 'name' => 'JetEngine', 'version' => '', 'active' => false ),
				array( 'slug' => 'cmb2', 'name' => 'CMB2', 'version' => '', 'active' => false ),
				array( 'slug' => 'carbon-fields', 'name' => 'Carbon Fields', 'version' => '', 'active' => false ),
			),
			$context['adapters']
		);
		$this->assertSame( array( 'acf' ), array_keys( $context['definitions'] ) );
		$this->assertCount( 9, $context['definitions']['acf']['post'] );
	}
}
