/**
 * The Templates screen's store: the template list (without configurations), the stale
 * templates with their reasons, and every write, after which both are read again.
 */
import { createReduxStore, register } from '@wordpress/data';
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';

const API = '/seedpress/v1/templates';

/**
 * Sends one write, then has the list and the stale templates read again.
 * @param {Object} request apiFetch() options.
 */
const write =
	( request ) =>
	async ( { dispatch } ) => {
		try {
			return await apiFetch( request );
		} finally {
			dispatch.invalidateResolution( 'getTemplates', [] );
			dispatch.invalidateResolution( 'getStale', [] );
		}
	};

const actions = {
	receive: ( key, value ) => ( { type: 'RECEIVE', key, value } ),
	create: ( template ) =>
		write( { path: API, method: 'POST', data: template } ),
	update: ( id, changes ) =>
		write( { path: `${ API }/${ id }`, method: 'PUT', data: changes } ),
	remove: ( id, newDefaultId ) =>
		write( {
			path: addQueryArgs(
				`${ API }/${ id }`,
				newDefaultId ? { new_default_id: newDefaultId } : {}
			),
			method: 'DELETE',
		} ),
	duplicate: ( id ) =>
		write( { path: `${ API }/${ id }/duplicate`, method: 'POST' } ),
	makeDefault: ( id ) =>
		write( { path: `${ API }/${ id }/default`, method: 'POST' } ),
	createVariant: ( id, variant ) =>
		write( {
			path: `${ API }/${ id }/variant`,
			method: 'POST',
			data: variant,
		} ),
	importTemplates: ( templates ) =>
		write( {
			path: `${ API }/import`,
			method: 'POST',
			data: { templates },
		} ),
};

function reducer( state = { list: null, stale: null }, action ) {
	if ( action.type === 'RECEIVE' ) {
		return { ...state, [ action.key ]: action.value };
	}
	return state;
}

const selectors = {
	/**
	 * `{templates, stale}` (stale: ids), `{error}`, or null while loading.
	 * @param {Object} state The store's state.
	 */
	getTemplates: ( state ) => state.list,
	/**
	 * `[{id, name, post_type, reasons}]`, or null while loading or unreadable.
	 * @param {Object} state The store's state.
	 */
	getStale: ( state ) => state.stale,
};

const resolvers = {
	getTemplates:
		() =>
		async ( { dispatch } ) => {
			try {
				const answer = await apiFetch( { path: API } );
				dispatch.receive( 'list', {
					templates: answer.templates,
					stale: answer.stale,
				} );
			} catch ( error ) {
				dispatch.receive( 'list', { error } );
			}
		},
	getStale:
		() =>
		async ( { dispatch } ) => {
			try {
				const answer = await apiFetch( { path: `${ API }/stale` } );
				dispatch.receive( 'stale', answer.templates );
			} catch {
				// The list's own stale ids still show which templates need a resync.
				dispatch.receive( 'stale', [] );
			}
		},
};

/**
 * The export document of the given templates, for a download.
 * @param {Array<number>} ids Template ids.
 */
export function exportTemplates( ids ) {
	return apiFetch( { path: addQueryArgs( `${ API }/export`, { ids } ) } );
}

export const store = createReduxStore( 'seedpress/templates', {
	reducer,
	actions,
	selectors,
	resolvers,
} );
register( store );
