/**
 * The History screen's store: one page of entries per query (type, limit, offset), fetched on
 * first use, and the deletions, each of which drops every page read so far (what was on them
 * may be gone) and asks the shared store for fresh totals.
 */
import { createReduxStore, register } from '@wordpress/data';
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';
import { STORE_NAME as ADMIN_STORE } from '../store';

const API = '/seedpress/v1';
const keyOf = ( query ) => JSON.stringify( query );

/**
 * Sends one request, then has every page and the Dashboard's totals read again.
 * @param {Object} request apiFetch() options.
 */
const mutate =
	( request ) =>
	async ( { dispatch, registry } ) => {
		try {
			return await apiFetch( request );
		} finally {
			dispatch.invalidateResolutionForStoreSelector( 'getPage' );
			registry.dispatch( ADMIN_STORE ).refreshTotals();
		}
	};

const actions = {
	receivePage: ( query, page ) => ( { type: 'RECEIVE_PAGE', query, page } ),
	failPage: ( query, error ) => ( { type: 'FAIL_PAGE', query, error } ),
	deleteEntry: ( id, deleteContent ) =>
		mutate( {
			path: `${ API }/history/${ encodeURIComponent( id ) }`,
			method: 'DELETE',
			data: { delete_content: deleteContent },
		} ),
	cleanup: () =>
		mutate( { path: `${ API }/history/cleanup`, method: 'POST' } ),
	clear: () => mutate( { path: `${ API }/history/clear`, method: 'DELETE' } ),
	deleteAll: () =>
		mutate( { path: `${ API }/cleanup/all`, method: 'DELETE' } ),
	/**
	 * Posts of one type go with the related content chosen; terms, users, comments for good.
	 * @param {string} type    Content type.
	 * @param {Object} options What else goes with it.
	 */
	deleteGenerated: ( type, options ) =>
		mutate(
			type === 'post'
				? {
						path: `${ API }/generate/posts/delete`,
						method: 'POST',
						data: options,
				  }
				: {
						path: `${ API }/generate/delete`,
						method: 'DELETE',
						data: { type, force: true },
				  }
		),
};

function reducer( state = { pages: {} }, action ) {
	switch ( action.type ) {
		case 'RECEIVE_PAGE':
			return {
				pages: {
					...state.pages,
					[ keyOf( action.query ) ]: action.page,
				},
			};
		case 'FAIL_PAGE':
			return {
				pages: {
					...state.pages,
					[ keyOf( action.query ) ]: { error: action.error },
				},
			};
	}
	return state;
}

const selectors = {
	/**
	 * `{history, total}`, `{error}`, or undefined while loading.
	 * @param {Object} state The store's state.
	 * @param {Object} query The page's query.
	 */
	getPage: ( state, query ) => state.pages[ keyOf( query ) ],
};

const resolvers = {
	getPage:
		( query ) =>
		async ( { dispatch } ) => {
			try {
				const answer = await apiFetch( {
					path: addQueryArgs( `${ API }/history`, query ),
				} );
				dispatch.receivePage( query, {
					history: answer.history,
					total: answer.total,
				} );
			} catch ( error ) {
				dispatch.failPage( query, error );
			}
		},
};

export const store = createReduxStore( 'seedpress/history', {
	reducer,
	actions,
	selectors,
	resolvers,
} );
register( store );
