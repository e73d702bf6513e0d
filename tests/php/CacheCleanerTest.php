<?php
/**
 * The worker writes the tables directly; these tests do the same with $wpdb and check that the
 * cleaner makes WordPress see the new rows.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\Cache_Cleaner;

final class CacheCleanerTest extends SeedPress_Test_Case {

	public function test_a_primed_post_is_dropped_from_the_cache(): void {
		// Setup
		$id = $this->create_post();
		get_post( $id );
		$this->assertNotFalse( wp_cache_get( $id, 'posts' ), 'primed' );

		// Action
		Cache_Cleaner::clean( array( 'posts' => array( $id ) ) );

		// Assert
		$this->assertFalse( wp_cache_get( $id, 'posts' ) );
	}

	public function test_a_post_s_cached_term_relationships_are_dropped(): void {
		// Setup
		global $wpdb;
		$id = $this->create_post();
		get_the_terms( $id, 'category' );
		$this->assertNotFalse( wp_cache_get( $id, 'category_relationships' ), 'primed' );
		$wpdb->delete( $wpdb->term_relationships, array( 'object_id' => $id ) );

		// Action
		Cache_Cleaner::clean( array( 'posts' => array( $id ) ) );

		// Assert
		$this->assertFalse( wp_cache_get( $id, 'category_relationships' ) );
		$this->assertFalse( get_the_terms( $id, 'category' ) );
	}

	public function test_callbacks_on_clean_post_cache_get_every_post_as_after_wp_insert_post(): void {
		// Setup
		$page = $this->create_post( array( 'post_type' => 'page' ) );
		$post = $this->create_post();
		$seen = array();
		$pages = array();
		$listener = static function ( int $id, \WP_Post $object ) use ( &$seen ): void {
			$seen[ $id ] = $object->post_type;
		};
		$page_listener = static function ( int $id ) use ( &$pages ): void {
			$pages[] = $id;
		};
		add_action( 'clean_post_cache', $listener, 10, 2 );
		add_action( 'clean_page_cache', $page_listener );
		$this->defer( static fn () => remove_action( 'clean_post_cache', $listener, 10 ) );
		$this->defer( static fn () => remove_action( 'clean_page_cache', $page_listener ) );

		// Action
		Cache_Cleaner::clean( array( 'posts' => array( $page, $post ) ) );

		// Assert
		$this->assertSame( array( $page => 'page', $post => 'post' ), $seen );
		$this->assertSame( array( $page ), $pages );
	}

	public function test_header_from_the_worker_makes_changed_and_deleted_posts_visible(): void {
		// Setup
		global $wpdb;
		$changed = $this->create_post();
		$deleted = $this->create_post();
		get_post( $changed );
		get_post( $deleted );
		$wpdb->update( $wpdb->posts, array( 'post_title' => 'Changed behind WordPress' ), array( 'ID' => $changed ) );
		$wpdb->delete( $wpdb->posts, array( 'ID' => $deleted ) );
		$this->assertNotSame( 'Changed behind WordPress', get_post( $changed )->post_title, 'stale before cleaning' );
		$last_changed = wp_cache_get_last_changed( 'posts' );

		// Action
		Cache_Cleaner::clean_header( (string) wp_json_encode( array( 'posts' => array( $changed, $deleted ), 'terms' => array(), 'users' => array(), 'comments' => array(), 'options' => array() ) ) );

		// Assert
		$this->assertSame( 'Changed behind WordPress', get_post( $changed )->post_title );
		$this->assertNull( get_post( $deleted ) );
		$this->assertNotSame( $last_changed, wp_cache_get_last_changed( 'posts' ) );
	}

	public function test_a_flush_header_empties_the_groups_of_the_worker_tables_only(): void {
		// Setup
		global $wpdb;
		$id = $this->create_post();
		get_post( $id );
		$wpdb->update( $wpdb->posts, array( 'post_title' => 'Changed among thousands' ), array( 'ID' => $id ) );
		wp_cache_set( 'kept', 'value', 'seedpress-unrelated' );

		// Action
		Cache_Cleaner::clean_header( '{"flush":true}' );

		// Assert
		$this->assertSame( 'Changed among thousands', get_post( $id )->post_title );
		$this->assertSame( 'value', wp_cache_get( 'kept', 'seedpress-unrelated' ), 'the core object cache flushes by group' );
	}

	public function test_an_option_in_alloptions_is_reloaded(): void {
		// Setup
		global $wpdb;
		add_option( 'seedpress_test_touched', 'before', '', 'yes' );
		$this->defer( static fn () => delete_option( 'seedpress_test_touched' ) );
		$this->assertArrayHasKey( 'seedpress_test_touched', wp_load_alloptions() );
		$wpdb->update( $wpdb->options, array( 'option_value' => 'after' ), array( 'option_name' => 'seedpress_test_touched' ) );
		$this->assertSame( 'before', get_option( 'seedpress_test_touched' ), 'stale before cleaning' );

		// Action
		Cache_Cleaner::clean( array( 'options' => array( 'seedpress_test_touched' ) ) );

		// Assert
		$this->assertFalse( wp_cache_get( 'alloptions', 'options' ) );
		$this->assertSame( 'after', get_option( 'seedpress_test_touched' ) );
	}

	public function test_a_term_whose_count_alone_changed_is_reloaded_as_wp_update_term_count_now_cleans_it(): void {
		// Setup
		global $wpdb;
		$term_id = $this->create_category();
		get_term( $term_id, 'category' );
		$wpdb->update( $wpdb->term_taxonomy, array( 'count' => 42 ), array( 'term_id' => $term_id ) );
		$cleaned = $this->record_term_cache_cleaning();

		// Action
		Cache_Cleaner::clean( array( 'term_counts' => array( $term_id ) ) );

		// Assert
		$this->assertSame( 42, (int) get_term( $term_id, 'category' )->count );
		$this->assertSame( array( array( array( $term_id ), 'category', false ) ), $cleaned->getArrayCopy(), 'the hierarchy is not rebuilt, as after wp_update_term_count_now()' );
	}

	public function test_a_term_listed_as_changed_and_counted_is_cleaned_with_its_taxonomy(): void {
		// Setup
		$term_id = $this->create_category();
		$cleaned = $this->record_term_cache_cleaning();

		// Action
		Cache_Cleaner::clean( array( 'terms' => array( $term_id ), 'term_counts' => array( $term_id ) ) );

		// Assert
		$this->assertSame( array( array( array( $term_id ), 'category', true ) ), $cleaned->getArrayCopy() );
	}

	public function test_a_new_term_is_seen_in_its_taxonomy_without_rebuilding_the_hierarchy_the_worker_wrote(): void {
		// Setup: the worker's write, behind this request's cache: a child term and the hierarchy option as core builds it.
		global $wpdb;
		$parent = $this->create_category();
		get_terms( array( 'taxonomy' => 'category', 'hide_empty' => false, 'fields' => 'ids' ) );
		get_option( 'category_children' );
		$slug = 'seedpress-test-child-' . bin2hex( random_bytes( 4 ) );
		$wpdb->insert( $wpdb->terms, array( 'name' => $slug, 'slug' => $slug, 'term_group' => 0 ) );
		$child = (int) $wpdb->insert_id;
		$this->defer( static fn () => wp_delete_term( $child, 'category' ) );
		$wpdb->insert( $wpdb->term_taxonomy, array( 'term_id' => $child, 'taxonomy' => 'category', 'description' => '', 'parent' => $parent, 'count' => 0 ) );
		$hierarchy = _get_term_hierarchy( 'category' );
		$hierarchy[ $parent ] = array( $child );
		$wpdb->update( $wpdb->options, array( 'option_value' => serialize( $hierarchy ) ), array( 'option_name' => 'category_children' ) );
		$queries = array();
		$record  = static function ( string $query ) use ( &$queries ): string {
			$queries[] = $query;
			return $query;
		};
		add_filter( 'query', $record );
		$this->defer( static fn () => remove_filter( 'query', $record ) );

		// Action
		Cache_Cleaner::clean( array( 'terms' => array( $child ) ) );
		$writes = array_values( array_filter( $queries, static fn ( string $q ): bool => 1 === preg_match( '/^\s*(INSERT|UPDATE|DELETE|REPLACE)/i', $q ) ) );

		// Assert
		$this->assertSame( array(), $writes, 'nothing is deleted and rebuilt' );
		$this->assertSame( $hierarchy, _get_term_hierarchy( 'category' ) );
		$this->assertContains( $child, get_term_children( $parent, 'category' ) );
		$this->assertContains( $child, get_terms( array( 'taxonomy' => 'category', 'hide_empty' => false, 'fields' => 'ids' ) ) );
	}

	public function test_with_a_callback_on_the_taxonomy_cache_core_cleans_it_and_rebuilds_the_hierarchy(): void {
		// Setup
		$term_id = $this->create_category();
		$heard   = new \ArrayObject();
		$listen  = static function ( string $taxonomy ) use ( $heard ): void {
			$heard[] = $taxonomy;
		};
		add_action( 'clean_taxonomy_cache', $listen );
		$this->defer( static fn () => remove_action( 'clean_taxonomy_cache', $listen ) );

		// Action
		Cache_Cleaner::clean( array( 'terms' => array( $term_id ) ) );

		// Assert
		$this->assertSame( array( 'category' ), $heard->getArrayCopy() );
	}

	/** Every clean_term_cache() call from now to the end of the test: term ids, taxonomy, whether the taxonomy was cleaned too. */
	private function record_term_cache_cleaning(): \ArrayObject {
		$calls  = new \ArrayObject();
		$record = static function ( $ids, $taxonomy, $clean_taxonomy ) use ( $calls ): void {
			$calls[] = array( array_map( 'intval', (array) $ids ), $taxonomy, $clean_taxonomy );
		};
		add_action( 'clean_term_cache', $record, 10, 3 );
		$this->defer( static fn () => remove_action( 'clean_term_cache', $record, 10 ) );
		return $calls;
	}

	public function test_terms_users_and_comments_are_reloaded(): void {
		// Setup
		global $wpdb;
		$term_id = $this->create_category();
		$user_id    = $this->create_user( 'author' );
		$comment_id = (int) wp_insert_comment( array( 'comment_post_ID' => $this->create_post(), 'comment_content' => 'before', 'comment_approved' => 1 ) );
		get_term( $term_id, 'category' );
		get_userdata( $user_id );
		get_comment( $comment_id );
		$wpdb->update( $wpdb->terms, array( 'name' => 'Renamed term' ), array( 'term_id' => $term_id ) );
		$wpdb->update( $wpdb->users, array( 'display_name' => 'Renamed user' ), array( 'ID' => $user_id ) );
		$wpdb->update( $wpdb->comments, array( 'comment_content' => 'after' ), array( 'comment_ID' => $comment_id ) );

		// Action
		Cache_Cleaner::clean( array( 'terms' => array( $term_id ), 'users' => array( (string) $user_id ), 'comments' => array( $comment_id ) ) );

		// Assert
		$this->assertSame( 'Renamed term', get_term( $term_id, 'category' )->name );
		$this->assertSame( 'Renamed user', get_userdata( $user_id )->display_name );
		$this->assertSame( 'after', get_comment( $comment_id )->comment_content );
	}

	public function test_users_the_request_never_loaded_are_cleaned_without_loading_them(): void {
		// Setup
		global $wpdb;
		$user_id = $this->create_user( 'author' );
		// As the worker's users: written behind this request, never in its cache.
		wp_cache_delete( $user_id, 'users' );
		wp_cache_delete( $user_id, 'user_meta' );
		$queries = $wpdb->num_queries;

		// Action
		Cache_Cleaner::clean( array( 'users' => array( $user_id ) ) );

		// Assert
		$this->assertSame( $queries, $wpdb->num_queries );
		$this->assertFalse( wp_cache_get( $user_id, 'users' ) );
	}

	public function test_callbacks_on_clean_user_cache_get_every_user_as_after_wp_insert_user(): void {
		// Setup
		$first  = $this->create_user( 'author' );
		$second = $this->create_user( 'author' );
		$seen   = array();
		$listener = static function ( int $id, \WP_User $user ) use ( &$seen ): void {
			$seen[ $id ] = $user->user_login;
		};
		add_action( 'clean_user_cache', $listener, 10, 2 );
		$this->defer( static fn () => remove_action( 'clean_user_cache', $listener, 10 ) );

		// Action
		Cache_Cleaner::clean( array( 'users' => array( $first, $second ) ) );

		// Assert
		$this->assertSame( array( $first => get_userdata( $first )->user_login, $second => get_userdata( $second )->user_login ), $seen );
	}

	public function test_garbage_headers_are_ignored(): void {
		// Setup
		$id = $this->create_post();
		get_post( $id );

		// Action
		Cache_Cleaner::clean_header( 'not json' );
		Cache_Cleaner::clean( array( 'posts' => array( 'x', -3, null, 1.5 ) ) );

		// Assert
		$this->assertNotFalse( wp_cache_get( $id, 'posts' ) );
	}
}
