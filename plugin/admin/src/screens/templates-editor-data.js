/**
 * What the editor loads: the template as a draft (a variant's effective recipe, with its
 * parent's as the base it is compared with), and the fields and taxonomies of its post type.
 */
import { useEffect, useState } from '@wordpress/element';
import apiFetch from '@wordpress/api-fetch';

const API = '/seedpress/v1/templates';
const EMPTY_DRAFT = {
	name: '',
	description: '',
	post_type: 'post',
	is_default: false,
	field_config: {},
	taxonomy_config: {},
	settings: {},
};

async function loadTemplate( id ) {
	const { template } = await apiFetch( { path: `${ API }/${ id }` } );
	const draft = {
		name: template.name,
		description: template.description ?? '',
		post_type: template.post_type,
		is_default: template.is_default,
		field_config: template.field_config ?? {},
		taxonomy_config: template.taxonomy_config ?? {},
		settings: template.settings ?? {},
	};
	if ( ! template.parent_id ) {
		return { draft, base: null };
	}
	const [ own, parent ] = await Promise.all( [
		apiFetch( { path: `${ API }/${ id }/effective-config` } ),
		apiFetch( {
			path: `${ API }/${ template.parent_id }/effective-config`,
		} ),
	] );
	return { draft: { ...draft, ...own.config }, base: parent.config };
}

/**
 * `{draft, base}` once loaded, `{error}` when it cannot be. A new template's draft is empty.
 * @param {number|undefined} id The template's id; none for a new one.
 */
export function useTemplate( id ) {
	const [ loaded, setLoaded ] = useState(
		id ? {} : { draft: EMPTY_DRAFT, base: null }
	);
	useEffect( () => {
		if ( id ) {
			loadTemplate( id ).then( setLoaded, ( error ) =>
				setLoaded( { error } )
			);
		}
	}, [ id ] );
	return loaded;
}

/**
 * `{fields, taxonomies}` of the post type (GET /templates/fields and /templates/taxonomies).
 * @param {string} postType Post type slug.
 */
export function useCatalog( postType ) {
	const [ catalog, setCatalog ] = useState( {} );
	useEffect( () => {
		let current = true;
		setCatalog( {} );
		Promise.all( [
			apiFetch( { path: `${ API }/fields/${ postType }` } ),
			apiFetch( { path: `${ API }/taxonomies/${ postType }` } ),
		] ).then(
			( [ fields, taxonomies ] ) =>
				current &&
				setCatalog( { fields, taxonomies: taxonomies.taxonomies } ),
			( error ) => current && setCatalog( { error } )
		);
		// A later post type's answer wins over an earlier one's.
		return () => {
			current = false;
		};
	}, [ postType ] );
	return catalog;
}
