/**
 * The request body a save sends: a template's whole recipe, or for a variant only the
 * fields, taxonomies and settings that differ from its parent's recipe.
 */

/**
 * The members of `next` whose value differs from the same member of `previous`.
 * @param {Object} previous The values before.
 * @param {Object} next     The values now.
 */
function changed( previous = {}, next = {} ) {
	return Object.fromEntries(
		Object.entries( next ).filter(
			( [ key, value ] ) =>
				JSON.stringify( previous[ key ] ) !== JSON.stringify( value )
		)
	);
}

const notEmpty = ( object ) => Object.keys( object ).length > 0;

/**
 * Drops the members whose value is an empty object.
 * @param {Object} object Members to keep or drop.
 */
function compact( object ) {
	return Object.fromEntries(
		Object.entries( object ).filter( ( [ , value ] ) => notEmpty( value ) )
	);
}

function overridesOf( base, draft ) {
	return compact( {
		field_config: compact( {
			core_fields: changed(
				base.field_config?.core_fields,
				draft.field_config.core_fields
			),
			custom_fields: changed(
				base.field_config?.custom_fields,
				draft.field_config.custom_fields
			),
		} ),
		taxonomy_config: changed( base.taxonomy_config, draft.taxonomy_config ),
		settings: changed( base.settings, draft.settings ),
	} );
}

export function bodyOf( draft, { isNew, base } ) {
	const body = {
		name: draft.name.trim(),
		description: draft.description,
		is_default: draft.is_default,
	};
	if ( base ) {
		return { ...body, config_overrides: overridesOf( base, draft ) };
	}
	return {
		...body,
		...( isNew ? { post_type: draft.post_type } : {} ),
		field_config: draft.field_config,
		taxonomy_config: draft.taxonomy_config,
		settings: draft.settings,
	};
}
