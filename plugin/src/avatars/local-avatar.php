<?php
/**
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Generated users keep their portrait in the media library (user meta `_seedpress_avatar`: the
 * attachment id), and so do generated visitors' comments (comment meta of the same name). Core's
 * `pre_get_avatar_data` filter hands it to get_avatar_url() and get_avatar() for the user, given as
 * an id, a WP_User, a WP_Post they wrote, a WP_Comment of theirs or their e-mail address, and for
 * the visitor's comment. Everyone else keeps core's avatars.
 */
final class Local_Avatar {

	public const META_KEY = '_seedpress_avatar';

	/**
	 * @param array<string, mixed> $args
	 * @param mixed                $id_or_email
	 * @return array<string, mixed>
	 */
	public static function filter( array $args, $id_or_email ): array {
		$attachment = $id_or_email instanceof \WP_Comment && 0 === (int) $id_or_email->user_id
			? self::existing( (int) get_comment_meta( (int) $id_or_email->comment_ID, self::META_KEY, true ) )
			: self::attachment_of( self::user_id( $id_or_email ) );
		if ( 0 === $attachment ) {
			return $args;
		}
		$size = max( 1, (int) ( $args['size'] ?? 96 ) );
		$url  = wp_get_attachment_image_url( $attachment, array( $size, $size ) );
		if ( ! $url ) {
			return $args;
		}
		$args['url']          = $url;
		$args['found_avatar'] = true;
		return $args;
	}

	/** @param mixed $id_or_email */
	private static function user_id( $id_or_email ): int {
		if ( is_numeric( $id_or_email ) ) {
			return (int) $id_or_email;
		}
		if ( $id_or_email instanceof \WP_User ) {
			return (int) $id_or_email->ID;
		}
		if ( $id_or_email instanceof \WP_Post ) {
			return (int) $id_or_email->post_author;
		}
		if ( $id_or_email instanceof \WP_Comment ) {
			return (int) $id_or_email->user_id;
		}
		if ( is_string( $id_or_email ) && is_email( $id_or_email ) ) {
			$user = get_user_by( 'email', $id_or_email );
			return $user ? (int) $user->ID : 0;
		}
		return 0;
	}

	private static function attachment_of( int $user_id ): int {
		if ( $user_id <= 0 ) {
			return 0;
		}
		return self::existing( (int) get_user_meta( $user_id, self::META_KEY, true ) );
	}

	private static function existing( int $attachment ): int {
		return $attachment > 0 && 'attachment' === get_post_type( $attachment ) ? $attachment : 0;
	}
}
