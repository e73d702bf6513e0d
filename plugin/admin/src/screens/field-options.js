/**
 * Custom fields of a posts run: those detected for the post type (per field plugin), each with its
 * detected type, filled as the template decides, generated, left empty, or chosen from a list.
 */
import { __, sprintf } from '@wordpress/i18n';
import { Select, Toggle } from '../components/fields';
import { useFetched } from '../components/use-fetched';
import { ChooseOptions } from './templates-editor-fields';

/**
 * The custom fields detected for a post type, as one list.
 * @param {string} postType Post type slug.
 */
export function usePostFields( postType ) {
	const fields = useFetched(
		`/seedpress/v1/templates/fields/${ encodeURIComponent( postType ) }`,
		( answer ) =>
			Object.values( answer.custom_fields ?? {} ).flatMap( ( group ) =>
				group.fields.map( ( field ) => ( {
					...field,
					group: group.group_title,
				} ) )
			),
		[]
	);
	return fields ?? [];
}

/**
 * The request's field_config: only the fields given a mode here, each with its setting.
 * @param {Object} settings Each field's mode and setting, by field key.
 */
export function fieldConfig( settings ) {
	const custom = Object.fromEntries(
		Object.entries( settings ).filter(
			( [ , setting ] ) => setting.mode !== ''
		)
	);
	return Object.keys( custom ).length > 0 ? { custom_fields: custom } : null;
}

export default function FieldOptions( {
	fields,
	populate,
	onPopulate,
	modes,
	onModes,
	disabled,
} ) {
	const labels = {
		'': __( 'As the template decides', 'seedpress' ),
		create: __( 'Generate', 'seedpress' ),
		none: __( 'Leave empty', 'seedpress' ),
		choose: __( 'Choose from a list', 'seedpress' ),
	};
	const settingOf = ( field ) => modes[ field.key ] ?? { mode: '' };
	const setMode = ( field ) => ( mode ) =>
		onModes( {
			...modes,
			[ field.key ]:
				mode === 'choose'
					? { mode, choose: { values: [], selection_mode: 'random' } }
					: { mode },
		} );
	return (
		<>
			<Toggle
				label={ __( 'Fill custom fields', 'seedpress' ) }
				checked={ populate }
				onChange={ onPopulate }
				disabled={ disabled }
			/>
			{ populate && fields.length === 0 && (
				<p>
					{ __(
						'No custom fields were detected for this post type.',
						'seedpress'
					) }
				</p>
			) }
			{ populate &&
				fields.map( ( field ) => (
					<div key={ field.key } className="seedpress-field-mode">
						<Select
							label={ sprintf(
								/* translators: 1: field label, 2: its detected type such as "email". */
								__( '%1$s (%2$s)', 'seedpress' ),
								field.label || field.name,
								field.type
							) }
							value={ settingOf( field ).mode }
							options={ [ '', ...field.modes ].map(
								( value ) => ( {
									value,
									label: labels[ value ] ?? value,
								} )
							) }
							onChange={ setMode( field ) }
							disabled={ disabled }
						/>
						{ settingOf( field ).mode === 'choose' && (
							<ChooseOptions
								setting={ settingOf( field ) }
								onChange={ ( setting ) =>
									onModes( {
										...modes,
										[ field.key ]: setting,
									} )
								}
							/>
						) }
					</div>
				) ) }
		</>
	);
}
