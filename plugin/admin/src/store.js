/**
 * A small store for what several screens read: history statistics, time saved and post types.
 * Resolvers fetch on first use; `invalidateResolution` (after a run or a reset) fetches again.
 */
import { createReduxStore, register } from '@wordpress/data';
import apiFetch from '@wordpress/api-fetch';

const DEFAULT_STATE = {
	stats: null,
	timeSaved: null,
	postTypes: null,
	error: null,
};

const actions = {
	receive: ( key, value ) => ( { type: 'RECEIVE', key, value } ),
	fail: ( error ) => ( { type: 'FAIL', error } ),
	resetTimeSaved:
		() =>
		async ( { dispatch } ) => {
			const answer = await apiFetch( {
				path: '/seedpress/v1/time-saved',
				method: 'DELETE',
			} );
			dispatch.invalidateResolution( 'getTimeSaved', [] );
			return answer;
		},
	refreshTotals:
		() =>
		( { dispatch } ) => {
			dispatch.invalidateResolution( 'getStats', [] );
			dispatch.invalidateResolution( 'getTimeSaved', [] );
		},
};

function reducer( state = DEFAULT_STATE, action ) {
	switch ( action.type ) {
		case 'RECEIVE':
			return { ...state, [ action.key ]: action.value, error: null };
		case 'FAIL':
			return { ...state, error: action.error };
	}
	return state;
}

const selectors = {
	getStats: ( state ) => state.stats,
	getTimeSaved: ( state ) => state.timeSaved,
	getPostTypes: ( state ) => state.postTypes,
	getError: ( state ) => state.error,
};

/**
 * One GET whose answer's member `pick` lands in the state under `key`.
 * @param {string}   key  Where the answer goes in the state.
 * @param {string}   path The endpoint.
 * @param {Function} pick Takes the answer, returns what to keep.
 */
const load =
	( key, path, pick ) =>
	async ( { dispatch } ) => {
		try {
			dispatch.receive( key, pick( await apiFetch( { path } ) ) );
		} catch ( error ) {
			dispatch.fail( error );
		}
	};

const resolvers = {
	getStats: () =>
		load( 'stats', '/seedpress/v1/history/stats', ( a ) => a.stats ),
	getTimeSaved: () =>
		load(
			'timeSaved',
			'/seedpress/v1/time-saved',
			( a ) => a.time_savings
		),
	getPostTypes: () =>
		load( 'postTypes', '/seedpress/v1/cpts/all', ( a ) => a.result ),
};

export const STORE_NAME = 'seedpress/admin';
export const store = createReduxStore( STORE_NAME, {
	reducer,
	actions,
	selectors,
	resolvers,
} );
register( store );
