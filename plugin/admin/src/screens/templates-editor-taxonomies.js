/**
 * The editor's Taxonomies tab: per taxonomy of the post type, no terms, terms chosen from a
 * pool the user searches and picks, or new terms (optionally mixed with existing ones), with
 * how many terms each post gets.
 */
import { __ } from '@wordpress/i18n';
import { useEffect, useState } from '@wordpress/element';
import { useDebounce } from '@wordpress/compose';
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';
import {
	FormTokenField,
	SelectControl,
	TextControl,
	ToggleControl,
} from '@wordpress/components';

const MODES = {
	none: __( 'No terms', 'seedpress' ),
	choose: __( 'Chosen from existing terms', 'seedpress' ),
	create: __( 'New terms', 'seedpress' ),
};
const common = { __nextHasNoMarginBottom: true, __next40pxDefaultSize: true };

/**
 * The pool's terms by id, and the names offered for what the user typed.
 * @param {string}        taxonomy Taxonomy slug.
 * @param {Array<number>} poolIds  The ids in the pool.
 */
function useTermSearch( taxonomy, poolIds ) {
	const [ known, setKnown ] = useState( {} );
	const [ suggestions, setSuggestions ] = useState( [] );
	const remember = ( terms ) =>
		setKnown( ( current ) => ( {
			...current,
			...Object.fromEntries( terms.map( ( term ) => [ term.id, term ] ) ),
		} ) );
	const search = useDebounce( ( text ) => {
		apiFetch( {
			path: addQueryArgs(
				`/seedpress/v1/taxonomies/${ taxonomy }/terms`,
				{
					search: text,
					per_page: 20,
				}
			),
		} ).then(
			( answer ) => {
				remember( answer.terms );
				setSuggestions( answer.terms.map( ( term ) => term.name ) );
			},
			() => setSuggestions( [] )
		);
	}, 300 );
	// The pool's names, for the tokens of a template opened for editing.
	const poolKey = poolIds.join( ',' );
	useEffect( () => {
		if ( poolIds.length > 0 ) {
			apiFetch( {
				path: addQueryArgs(
					`/seedpress/v1/taxonomies/${ taxonomy }/terms`,
					{
						per_page: 500,
					}
				),
			} ).then(
				( answer ) => remember( answer.terms ),
				() => {}
			);
		}
		// eslint-disable-next-line react-hooks/exhaustive-deps -- poolKey stands for poolIds.
	}, [ taxonomy, poolKey ] );
	return { known, suggestions, search };
}

function TermPool( { taxonomy, setting, onChange } ) {
	const ids = setting.term_ids ?? [];
	const { known, suggestions, search } = useTermSearch( taxonomy.name, ids );
	const byName = ( name ) =>
		Object.values( known ).find( ( term ) => term.name === name );
	return (
		<FormTokenField
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			label={ __( 'Terms to choose from', 'seedpress' ) }
			value={ ids.map( ( id ) => known[ id ]?.name ?? `#${ id }` ) }
			suggestions={ suggestions }
			onInputChange={ search }
			onChange={ ( names ) =>
				onChange( {
					...setting,
					term_ids: names
						.map(
							( name ) => byName( name )?.id ?? idOfToken( name )
						)
						.filter( Boolean ),
				} )
			}
			__experimentalValidateInput={ ( name ) => !! byName( name ) }
			__experimentalShowHowTo={ false }
		/>
	);
}

/**
 * A token shown as "#12" (a term whose name is not loaded) stands for its id.
 * @param {string} token A token of the field.
 */
function idOfToken( token ) {
	const match = /^#(\d+)$/.exec( token );
	return match ? Number( match[ 1 ] ) : null;
}

function Counts( { setting, onChange } ) {
	const number = ( key, label ) => (
		<TextControl
			{ ...common }
			type="number"
			min={ 0 }
			max={ 50 }
			label={ label }
			value={ setting[ key ] ?? '' }
			onChange={ ( value ) =>
				onChange( { ...setting, [ key ]: Number( value ) } )
			}
		/>
	);
	return (
		<>
			{ number(
				'count_min',
				__( 'Terms per post, at least', 'seedpress' )
			) }
			{ number(
				'count_max',
				__( 'Terms per post, at most', 'seedpress' )
			) }
		</>
	);
}

function TaxonomySetting( { taxonomy, setting, onChange } ) {
	const current = setting ?? taxonomy.default;
	const changeMode = ( mode ) =>
		onChange(
			mode === 'none'
				? { mode }
				: {
						mode,
						count_min:
							current.count_min ?? taxonomy.default.count_min,
						count_max:
							current.count_max ?? taxonomy.default.count_max,
						...( mode === 'choose'
							? { term_ids: [], selection_mode: 'random' }
							: { use_existing: false } ),
				  }
		);
	return (
		<fieldset className="seedpress-field-setting">
			<legend>{ taxonomy.label }</legend>
			<SelectControl
				{ ...common }
				label={ __( 'Terms', 'seedpress' ) }
				value={ current.mode }
				options={ taxonomy.modes.map( ( mode ) => ( {
					value: mode,
					label: MODES[ mode ] ?? mode,
				} ) ) }
				onChange={ changeMode }
			/>
			{ current.mode === 'choose' && (
				<TermPool
					taxonomy={ taxonomy }
					setting={ current }
					onChange={ onChange }
				/>
			) }
			{ current.mode === 'create' && (
				<ToggleControl
					__nextHasNoMarginBottom
					label={ __( 'Mix in existing terms', 'seedpress' ) }
					checked={ current.use_existing ?? false }
					onChange={ ( useExisting ) =>
						onChange( { ...current, use_existing: useExisting } )
					}
				/>
			) }
			{ current.mode !== 'none' && (
				<Counts setting={ current } onChange={ onChange } />
			) }
		</fieldset>
	);
}

export default function TaxonomiesTab( { taxonomies, draft, onChange } ) {
	if ( taxonomies.length === 0 ) {
		return (
			<p>{ __( 'This post type has no taxonomies.', 'seedpress' ) }</p>
		);
	}
	const config = draft.taxonomy_config;
	return (
		<div className="seedpress-tab">
			{ taxonomies.map( ( taxonomy ) => (
				<TaxonomySetting
					key={ taxonomy.name }
					taxonomy={ taxonomy }
					setting={ config[ taxonomy.name ] }
					onChange={ ( setting ) =>
						onChange( {
							taxonomy_config: {
								...config,
								[ taxonomy.name ]: setting,
							},
						} )
					}
				/>
			) ) }
		</div>
	);
}
