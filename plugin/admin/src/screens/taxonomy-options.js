/**
 * Terms per taxonomy of a posts run: as the template or site decides, none, chosen from the
 * taxonomy's terms (searched as one types), or new ones created in a range per post.
 */
import { __ } from '@wordpress/i18n';
import { useEffect, useState } from '@wordpress/element';
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';
import { FormTokenField } from '@wordpress/components';
import { NumberField, Select } from '../components/fields';
import { useFetched } from '../components/use-fetched';

/**
 * The taxonomies a post type's posts can be given terms of.
 * @param {string} postType Post type slug.
 */
export function usePostTaxonomies( postType ) {
	const taxonomies = useFetched(
		`/seedpress/v1/templates/taxonomies/${ encodeURIComponent(
			postType
		) }`,
		( answer ) => answer.taxonomies,
		[]
	);
	return taxonomies ?? [];
}

/**
 * The request's taxonomy_config: only the taxonomies given a mode here.
 * @param {Object} settings Each taxonomy's mode and setting, by taxonomy.
 */
export function taxonomyConfig( settings ) {
	const config = {};
	for ( const [ name, setting ] of Object.entries( settings ) ) {
		if ( setting.mode === 'choose' ) {
			config[ name ] = {
				mode: 'choose',
				term_ids: setting.terms.map( ( t ) => t.id ),
			};
		} else if ( setting.mode === 'create' ) {
			config[ name ] = {
				mode: 'create',
				count_min: Number( setting.count_min ),
				count_max: Number( setting.count_max ),
			};
		} else if ( setting.mode === 'none' ) {
			config[ name ] = { mode: 'none' };
		}
	}
	return config;
}

function TermPicker( { taxonomy, terms, onChange, disabled } ) {
	const [ found, setFound ] = useState( [] );
	const [ search, setSearch ] = useState( '' );
	useEffect( () => {
		apiFetch( {
			path: addQueryArgs(
				`/seedpress/v1/taxonomies/${ encodeURIComponent(
					taxonomy.name
				) }/terms`,
				{
					search,
					per_page: 20,
				}
			),
		} ).then(
			( answer ) => setFound( answer.terms ),
			() => setFound( [] )
		);
	}, [ taxonomy.name, search ] );
	const known = new Map(
		[ ...terms, ...found ].map( ( t ) => [ t.name, t ] )
	);
	return (
		<FormTokenField
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			label={ taxonomy.label }
			value={ terms.map( ( t ) => t.name ) }
			suggestions={ found.map( ( t ) => t.name ) }
			onInputChange={ setSearch }
			// Only existing terms can be chosen: names typed that match none are dropped.
			onChange={ ( names ) =>
				onChange(
					names.map( ( n ) => known.get( n ) ).filter( Boolean )
				)
			}
			disabled={ disabled }
		/>
	);
}

export default function TaxonomyOptions( {
	taxonomies,
	settings,
	onChange,
	disabled,
} ) {
	const modes = {
		'': __( 'As the template or site decides', 'seedpress' ),
		none: __( 'None', 'seedpress' ),
		choose: __( 'Choose terms', 'seedpress' ),
		create: __( 'Create new terms', 'seedpress' ),
	};
	const update = ( name, change ) =>
		onChange( {
			...settings,
			[ name ]: {
				mode: '',
				terms: [],
				count_min: 1,
				count_max: 3,
				...settings[ name ],
				...change,
			},
		} );
	return taxonomies.map( ( taxonomy ) => {
		const setting = settings[ taxonomy.name ] ?? {
			mode: '',
			terms: [],
			count_min: 1,
			count_max: 3,
		};
		return (
			<fieldset key={ taxonomy.name } className="seedpress-taxonomy">
				<legend>{ taxonomy.label }</legend>
				<Select
					label={ __( 'Terms', 'seedpress' ) }
					value={ setting.mode }
					options={ [ '', ...taxonomy.modes ].map( ( value ) => ( {
						value,
						label: modes[ value ] ?? value,
					} ) ) }
					onChange={ ( mode ) => update( taxonomy.name, { mode } ) }
					disabled={ disabled }
				/>
				{ setting.mode === 'choose' && (
					<TermPicker
						taxonomy={ taxonomy }
						terms={ setting.terms }
						onChange={ ( terms ) =>
							update( taxonomy.name, { terms } )
						}
						disabled={ disabled }
					/>
				) }
				{ setting.mode === 'create' && (
					<div className="seedpress-pair">
						<NumberField
							label={ __( 'At least, per post', 'seedpress' ) }
							min={ 0 }
							max={ 50 }
							value={ setting.count_min }
							onChange={ ( value ) =>
								update( taxonomy.name, { count_min: value } )
							}
							disabled={ disabled }
						/>
						<NumberField
							label={ __( 'At most, per post', 'seedpress' ) }
							min={ 0 }
							max={ 50 }
							value={ setting.count_max }
							onChange={ ( value ) =>
								update( taxonomy.name, { count_max: value } )
							}
							disabled={ disabled }
						/>
					</div>
				) }
			</fieldset>
		);
	} );
}
