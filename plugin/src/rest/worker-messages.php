<?php
/**
 * The worker's messages with counts, in the site's language.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The worker words every message in English. Those that carry numbers (a missing history entry,
 * what a deletion removed) are read back here by their fixed English shape and worded again
 * through the text domain, each count with its plural form, so that a site in another language
 * shows them whole in that language rather than English numbers inside a translated sentence.
 * A message of any other shape passes as it is.
 */
final class Worker_Messages {

	private const HISTORY_NOT_FOUND = '/^History entry (\d+) not found\.$/';
	private const CLEANUP           = '/^Deleted (\d+) posts?, (\d+) terms?, (\d+) users?, (\d+) comments? and (\d+) media files?\.(?: (\d+) generated authors? (?:was|were) kept: they still own (\d+) posts? SeedPress did not make\.)?$/';
	private const DELETED_POSTS     = '/^(\d+) generated posts? deleted\.$/';
	private const DELETED_BY_TYPE   = '/^(\d+) generated (post|term|user|comment)s?(?: (moved to the trash|deleted permanently)|: (\d+) moved to the trash, (\d+) deleted permanently)\.(?: (\d+) kept because they still author posts\.)?$/';

	public static function translate( string $message ): string {
		$m = array();
		if ( preg_match( self::HISTORY_NOT_FOUND, $message, $m ) ) {
			/* translators: %d: a history entry's id. */
			return sprintf( __( 'History entry %d not found.', 'seedpress' ), (int) $m[1] );
		}
		if ( preg_match( self::CLEANUP, $message, $m ) ) {
			return self::cleanup( array_map( 'intval', array_slice( $m, 1 ) ) );
		}
		if ( preg_match( self::DELETED_POSTS, $message, $m ) ) {
			/* translators: %s: a number of generated posts, e.g. "3 generated posts". */
			return sprintf( __( '%s deleted.', 'seedpress' ), self::generated( 'post', (int) $m[1] ) );
		}
		if ( preg_match( self::DELETED_BY_TYPE, $message, $m ) ) {
			return self::deleted_by_type( $m );
		}
		return Upload_Messages::translate( $message );
	}

	/**
	 * DELETE /cleanup/all: what went, and the generated authors kept with what they still own.
	 *
	 * @param list<int> $n Posts, terms, users, comments, media files; kept authors and their posts when any.
	 */
	private static function cleanup( array $n ): string {
		$text = sprintf(
			/* translators: 1: posts, 2: terms, 3: users, 4: comments, 5: media files, each a number with its noun, e.g. "3 posts". */
			__( 'Deleted %1$s, %2$s, %3$s, %4$s and %5$s.', 'seedpress' ),
			/* translators: %d: number of posts. */
			sprintf( _n( '%d post', '%d posts', $n[0], 'seedpress' ), $n[0] ),
			/* translators: %d: number of terms. */
			sprintf( _n( '%d term', '%d terms', $n[1], 'seedpress' ), $n[1] ),
			/* translators: %d: number of users. */
			sprintf( _n( '%d user', '%d users', $n[2], 'seedpress' ), $n[2] ),
			/* translators: %d: number of comments. */
			sprintf( _n( '%d comment', '%d comments', $n[3], 'seedpress' ), $n[3] ),
			/* translators: %d: number of media files. */
			sprintf( _n( '%d media file', '%d media files', $n[4], 'seedpress' ), $n[4] )
		);
		if ( ! isset( $n[5] ) ) {
			return $text;
		}
		return $text . ' ' . sprintf(
			/* translators: 1: number of generated authors kept, 2: the posts they own, a number with its noun, e.g. "2 posts". */
			_n( '%1$d generated author was kept: they still own %2$s SeedPress did not make.', '%1$d generated authors were kept: they still own %2$s SeedPress did not make.', $n[5], 'seedpress' ),
			$n[5],
			/* translators: %d: number of posts. */
			sprintf( _n( '%d post', '%d posts', $n[6], 'seedpress' ), $n[6] )
		);
	}

	/**
	 * DELETE /generate/delete: how many went, to the trash or for good, and the users kept.
	 *
	 * @param array<int, string> $m The message's parts (DELETED_BY_TYPE).
	 */
	private static function deleted_by_type( array $m ): string {
		$what = self::generated( $m[2], (int) $m[1] );
		if ( 'moved to the trash' === $m[3] ) {
			/* translators: %s: a number of generated items, e.g. "3 generated posts". */
			$text = sprintf( __( '%s moved to the trash.', 'seedpress' ), $what );
		} elseif ( 'deleted permanently' === $m[3] ) {
			/* translators: %s: a number of generated items, e.g. "3 generated posts". */
			$text = sprintf( __( '%s deleted permanently.', 'seedpress' ), $what );
		} else {
			/* translators: 1: a number of generated items, e.g. "3 generated posts", 2: how many of them went to the trash, 3: how many were deleted permanently. */
			$text = sprintf( __( '%1$s: %2$d moved to the trash, %3$d deleted permanently.', 'seedpress' ), $what, (int) $m[4], (int) $m[5] );
		}
		if ( empty( $m[6] ) ) {
			return $text;
		}
		$kept = (int) $m[6];
		/* translators: %d: number of generated users kept. */
		return $text . ' ' . sprintf( _n( '%d kept because they still author posts.', '%d kept because they still author posts.', $kept, 'seedpress' ), $kept );
	}

	/**
	 * "3 generated posts", with the noun's plural form in the site's language.
	 */
	private static function generated( string $type, int $count ): string {
		$format = match ( $type ) {
			/* translators: %d: number of generated posts. */
			'post'    => _n( '%d generated post', '%d generated posts', $count, 'seedpress' ),
			/* translators: %d: number of generated terms. */
			'term'    => _n( '%d generated term', '%d generated terms', $count, 'seedpress' ),
			/* translators: %d: number of generated users. */
			'user'    => _n( '%d generated user', '%d generated users', $count, 'seedpress' ),
			/* translators: %d: number of generated comments. */
			default   => _n( '%d generated comment', '%d generated comments', $count, 'seedpress' ),
		};
		return sprintf( $format, $count );
	}
}
