<?php
/**
 * Keeps the object cache true to the tables the worker wrote behind WordPress's back.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

final class Cache_Cleaner {

	/** Object cache groups of the tables the worker writes, for a flush by group. */
	private const GROUPS = array( 'posts', 'post_meta', 'terms', 'term_meta', 'term-queries', 'users', 'user_meta', 'userlogins', 'userslugs', 'useremail', 'comment', 'comment_meta', 'comment-queries', 'post-queries', 'counts', 'options' );

	/**
	 * @param string $header X-SeedPress-Touched: {"posts":[ids],"terms":[ids],"term_counts":[ids],"users":[ids],"comments":[ids],"options":[names]},
	 *                       or {"flush":true} when the worker touched too many objects to list.
	 */
	public static function clean_header( string $header ): void {
		$touched = json_decode( $header, true );
		if ( is_array( $touched ) ) {
			self::clean( $touched );
		}
	}

	/**
	 * Core's clean_*_cache() functions look the object up first and do nothing when it is gone,
	 * so entries of rows the worker deleted are dropped by key as well.
	 *
	 * @param array<string, mixed> $touched
	 */
	public static function clean( array $touched ): void {
		if ( true === ( $touched['flush'] ?? null ) ) {
			self::flush();
			return;
		}
		$posts    = self::ids( $touched['posts'] ?? array() );
		$terms    = self::ids( $touched['terms'] ?? array() );
		$counted  = array_values( array_diff( self::ids( $touched['term_counts'] ?? array() ), $terms ) );
		$users    = self::ids( $touched['users'] ?? array() );
		$comments = self::ids( $touched['comments'] ?? array() );
		$options  = array_values( array_filter( array_map( 'strval', (array) ( $touched['options'] ?? array() ) ), static fn ( string $name ): bool => '' !== $name ) );
		if ( ! $posts && ! $terms && ! $counted && ! $users && ! $comments && ! $options ) {
			return;
		}

		if ( $posts ) {
			self::clean_posts( $posts );
		}

		if ( $terms ) {
			self::clean_terms( $terms, true );
		}
		if ( $counted ) {
			// Only their counts changed: wp_update_term_count_now() leaves the taxonomy's hierarchy as it is.
			self::clean_terms( $counted, false );
		}

		if ( $users ) {
			self::clean_users( $users );
		}

		if ( $comments ) {
			clean_comment_cache( $comments );
			foreach ( $comments as $id ) {
				wp_cache_delete( $id, 'comment_meta' );
			}
		}

		foreach ( $options as $name ) {
			wp_cache_delete( $name, 'options' );
		}
		if ( $options ) {
			wp_cache_delete( 'alloptions', 'options' );
			wp_cache_delete( 'notoptions', 'options' );
		}

		// Query caches (WP_Query, term and comment queries) key on last_changed; counts and lists may have moved even for objects not listed.
		foreach ( array( 'posts', 'terms', 'users', 'comment' ) as $group ) {
			self::bump_last_changed( $group );
		}
	}

	/**
	 * What clean_post_cache() does for each post. It needs each post object (one query for all of
	 * them, and for thousands of new posts most of the shell's time), but only a persistent
	 * object cache or a callback on its actions can tell that it ran: without either, the entries
	 * of this request's cache are dropped by key and the post object is never loaded.
	 *
	 * @param list<int> $posts
	 */
	private static function clean_posts( array $posts ): void {
		$observed = wp_using_ext_object_cache() || has_action( 'clean_post_cache' ) || has_action( 'clean_page_cache' ) || has_action( 'clean_object_term_cache' );
		if ( $observed ) {
			_prime_post_caches( $posts, false, false );
		}
		$taxonomies = get_taxonomies();
		foreach ( $posts as $id ) {
			if ( $observed ) {
				clean_post_cache( $id );
			} else {
				wp_cache_delete( 'post_parent:' . $id, 'posts' );
				foreach ( $taxonomies as $taxonomy ) {
					wp_cache_delete( $id, "{$taxonomy}_relationships" );
				}
			}
			wp_cache_delete( $id, 'posts' );
			wp_cache_delete( $id, 'post_meta' );
		}
		if ( ! $observed ) {
			wp_cache_delete( 'wp_get_archives', 'general' );
			wp_cache_delete( 'all_page_ids', 'posts' );
		}
	}

	/**
	 * What clean_user_cache() does for each user. Given an id, it loads the user first (a query
	 * per user); as for posts, only a persistent object cache or a callback on its action can
	 * tell, and otherwise the entries are dropped by id: this request's own cache holds the login,
	 * slug and email keys only of users it loaded, and it loads none of the worker's.
	 *
	 * @param list<int> $users
	 */
	private static function clean_users( array $users ): void {
		$observed = wp_using_ext_object_cache() || has_action( 'clean_user_cache' );
		foreach ( $users as $id ) {
			if ( $observed ) {
				clean_user_cache( $id );
			}
			wp_cache_delete( $id, 'users' );
			wp_cache_delete( $id, 'user_meta' );
		}
	}

	/**
	 * Only the groups of the worker's tables where the cache can flush by group (persistent
	 * caches shared with other sites keep the rest); everything otherwise.
	 */
	private static function flush(): void {
		if ( function_exists( 'wp_cache_supports' ) && wp_cache_supports( 'flush_group' ) ) {
			foreach ( self::GROUPS as $group ) {
				wp_cache_flush_group( $group );
			}
			return;
		}
		wp_cache_flush();
	}

	/**
	 * clean_term_cache() without a taxonomy takes term_taxonomy ids, not term ids, so the taxonomy
	 * of each term is looked up first. With the taxonomy it also deletes and rebuilds the
	 * `{taxonomy}_children` option, which the worker has already written as core builds it: as for
	 * posts, only a persistent object cache or a callback can tell, and otherwise this request's
	 * entries are dropped by key.
	 *
	 * @param list<int> $ids
	 */
	private static function clean_terms( array $ids, bool $clean_taxonomy ): void {
		global $wpdb;
		$in   = implode( ',', $ids );
		$rows = $wpdb->get_results( "SELECT term_id, taxonomy FROM {$wpdb->term_taxonomy} WHERE term_id IN ({$in})" ); // phpcs:ignore WordPress.DB -- integers only.

		$by_taxonomy = array();
		foreach ( (array) $rows as $row ) {
			$by_taxonomy[ (string) $row->taxonomy ][] = (int) $row->term_id;
		}
		foreach ( $by_taxonomy as $taxonomy => $term_ids ) {
			if ( self::term_cleaning_observed( $taxonomy ) ) {
				clean_term_cache( $term_ids, $taxonomy, $clean_taxonomy );
			} elseif ( $clean_taxonomy ) {
				wp_cache_delete( 'all_ids', $taxonomy );
				wp_cache_delete( 'get', $taxonomy );
				wp_cache_delete( "{$taxonomy}_children", 'options' );
				wp_cache_delete( 'alloptions', 'options' );
			}
		}
		foreach ( $ids as $id ) {
			wp_cache_delete( $id, 'terms' );
			wp_cache_delete( $id, 'term_meta' );
		}
	}

	/**
	 * Whether anything outside this request can see what clean_term_cache() does for the
	 * taxonomy: a persistent cache, or callbacks on its actions or on the option it rebuilds.
	 */
	private static function term_cleaning_observed( string $taxonomy ): bool {
		if ( wp_using_ext_object_cache() ) {
			return true;
		}
		$hooks = array( 'clean_term_cache', 'clean_taxonomy_cache', 'delete_option', 'deleted_option', 'add_option', 'added_option', "delete_option_{$taxonomy}_children", "add_option_{$taxonomy}_children" );
		foreach ( $hooks as $hook ) {
			if ( has_action( $hook ) ) {
				return true;
			}
		}
		return false;
	}

	private static function bump_last_changed( string $group ): void {
		if ( function_exists( 'wp_cache_set_last_changed' ) ) {
			wp_cache_set_last_changed( $group );
		} else {
			wp_cache_set( 'last_changed', microtime(), $group );
		}
	}

	/**
	 * @return list<int>
	 */
	private static function ids( mixed $values ): array {
		$ids = array();
		foreach ( (array) $values as $id ) {
			if ( is_int( $id ) || ( is_string( $id ) && ctype_digit( $id ) ) ) {
				$ids[] = (int) $id;
			}
		}
		return array_values( array_unique( array_filter( $ids, static fn ( int $id ): bool => $id > 0 ) ) );
	}
}
