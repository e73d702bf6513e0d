<?php
/**
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\Fields\Field_Definition;

/**
 * The evidence every adapter reads the same way: the files a field takes, choices that are posts,
 * and the text in and around an input.
 */
final class FieldDefinitionTest extends SeedPress_Test_Case {

	public function test_extensions_resolve_mime_types_groups_and_extensions_against_the_sites_allowed_types(): void {
		// Action
		$pdf     = Field_Definition::extensions( array( 'application/pdf' ) );
		$images  = Field_Definition::extensions( array( 'image' ) );
		$starred = Field_Definition::extensions( array( 'image/*' ) );
		$listed  = Field_Definition::extensions( array( '.JPG', 'png', ' ' ) );
		$none    = Field_Definition::extensions( array( '', null ) );
		$unknown = Field_Definition::extensions( array( 'application/x-nothing' ) );

		// Assert
		$this->assertSame( array( 'pdf' ), $pdf );
		$this->assertContains( 'jpg', $images );
		$this->assertContains( 'webp', $images );
		$this->assertNotContains( 'pdf', $images );
		$this->assertSame( $images, $starred );
		$this->assertSame( array( 'jpg', 'png' ), $listed );
		$this->assertNull( $none, 'no limit: any file' );
		$this->assertSame( array(), $unknown, 'a limit the site allows nothing of: no file' );
	}

	public function test_post_targets_when_every_choice_is_a_post_titled_as_its_label(): void {
		// Setup
		$page = wp_insert_post( array( 'post_type' => 'page', 'post_title' => 'About & contact', 'post_status' => 'publish' ) );
		$post = wp_insert_post( array( 'post_type' => 'post', 'post_title' => 'News', 'post_status' => 'publish' ) );
		$this->defer( static fn() => wp_delete_post( $page, true ) && wp_delete_post( $post, true ) );

		// Action
		$pages = Field_Definition::post_targets( array( array( 'value' => (string) $page, 'label' => 'About &amp; contact' ), array( 'value' => (string) $post, 'label' => 'News' ) ) );
		$plain = Field_Definition::post_targets( array( array( 'value' => (string) $page, 'label' => 'Small' ) ) );
		$words = Field_Definition::post_targets( array( array( 'value' => 's', 'label' => 'Small' ) ) );

		// Assert
		$this->assertSame( array( 'post_types' => array( 'page', 'post' ) ), $pages );
		$this->assertNull( $plain, 'an id whose post has another title is a plain choice' );
		$this->assertNull( $words );
		$this->assertNull( Field_Definition::post_targets( null ) );
	}

	public function test_around_keeps_plain_text_only(): void {
		// Action
		$around = Field_Definition::around( 'e.g. 42', '<span>$</span>', static fn() => 'kg' );

		// Assert
		$this->assertSame( array( 'placeholder' => 'e.g. 42', 'prepend' => '$' ), $around );
	}
}
