/**
 * What a history entry stands for: its type's name, and where wp-admin edits it.
 */
import { __ } from '@wordpress/i18n';
import { addQueryArgs } from '@wordpress/url';

export const CONTENT_TYPES = {
	post: __( 'Post', 'seedpress' ),
	term: __( 'Term', 'seedpress' ),
	user: __( 'User', 'seedpress' ),
	comment: __( 'Comment', 'seedpress' ),
	media: __( 'Media', 'seedpress' ),
};

const EDIT_SCREENS = {
	post: ( entry ) => [
		'post.php',
		{ post: entry.content_id, action: 'edit' },
	],
	media: ( entry ) => [
		'post.php',
		{ post: entry.content_id, action: 'edit' },
	],
	term: ( entry ) => [
		'term.php',
		{ taxonomy: entry.content_subtype, tag_ID: entry.content_id },
	],
	user: ( entry ) => [ 'user-edit.php', { user_id: entry.content_id } ],
	comment: ( entry ) => [
		'comment.php',
		{ action: 'editcomment', c: entry.content_id },
	],
};

/**
 * The wp-admin address that edits the entry's item, or null for an unknown type.
 * @param {Object} entry A history entry.
 */
export function contentLink( entry ) {
	const screen = EDIT_SCREENS[ entry.content_type ];
	if ( ! screen ) {
		return null;
	}
	const [ file, args ] = screen( entry );
	const admin = window.seedpressAdmin?.adminUrl ?? '/wp-admin/';
	return addQueryArgs( admin + file, args );
}
