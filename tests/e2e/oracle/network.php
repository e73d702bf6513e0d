<?php
/**
 * Reads generated content back through core's own functions on one site of a network
 * (switch_to_blog), for the multisite end-to-end test. Input on stdin, JSON:
 * {"site": 2, "posts": [...], "terms": [...], "users": [...], "comments": [...]}. Prints JSON.
 *
 * @package SeedPress
 */

declare(strict_types=1);

$seedpress_input = json_decode( (string) stream_get_contents( STDIN ), true );
switch_to_blog( (int) $seedpress_input['site'] );

$seedpress_posts = get_posts(
	array(
		'include'     => $seedpress_input['posts'] ?: array( 0 ),
		'post_type'   => 'any',
		'post_status' => 'any',
		'numberposts' => -1,
		'orderby'     => 'ID',
		'order'       => 'ASC',
	)
);
$seedpress_terms = $seedpress_input['terms'] ? get_terms(
	array(
		'include'    => $seedpress_input['terms'],
		'taxonomy'   => 'category',
		'hide_empty' => false,
		'orderby'    => 'term_id',
	)
) : array();
$seedpress_comments = $seedpress_input['comments'] ? get_comments(
	array(
		'comment__in' => $seedpress_input['comments'],
		'status'      => 'all',
		'orderby'     => 'comment_ID',
		'order'       => 'ASC',
	)
) : array();

echo wp_json_encode(
	array(
		'posts'    => array_map( static fn ( WP_Post $post ): array => array( (int) $post->ID, $post->post_type, get_post_meta( $post->ID, '_seedpress_generated', true ) ), $seedpress_posts ),
		'terms'    => array_map( static fn ( WP_Term $term ): int => (int) $term->term_id, is_array( $seedpress_terms ) ? $seedpress_terms : array() ),
		'users'    => array_map(
			static function ( int $id ): array {
				$user = get_userdata( $id );
				return array( $id, $user ? array_values( $user->roles ) : null, is_user_member_of_blog( $id ) );
			},
			$seedpress_input['users']
		),
		'comments' => array_map( static fn ( WP_Comment $comment ): array => array( (int) $comment->comment_ID, (int) $comment->comment_post_ID ), $seedpress_comments ),
	)
);
restore_current_blog();
