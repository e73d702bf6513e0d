/**
 * Custom fields of a posts run: those detected for the post type (per field plugin), each with its
 * detected type, filled as the template decides, generated, or left empty.
 */
import { __, sprintf } from '@wordpress/i18n';
import { Select, Toggle } from '../components/fields';
import { useFetched } from '../components/use-fetched';

/** The custom fields detected for a post type, as one list. */
export function usePostFields( postType ) {
	const fields = useFetched(
		`/seedpress/v1/templates/fields/${ encodeURIComponent( postType ) }`,
		( answer ) =>
			Object.values( answer.custom_fields ?? {} ).flatMap( ( group ) =>
				group.fields.map( ( field ) => ( { ...field, group: group.group_title } ) )
			),
		[]
	);
	return fields ?? [];
}

/** The request's field_config: only the fields given a mode here. */
export function fieldConfig( modes ) {
	const custom = Object.fromEntries(
		Object.entries( modes )
			.filter( ( [ , mode ] ) => mode !== '' )
			.map( ( [ key, mode ] ) => [ key, { mode } ] )
	);
	return Object.keys( custom ).length > 0 ? { custom_fields: custom } : null;
}

export default function FieldOptions( { fields, populate, onPopulate, modes, onModes, disabled } ) {
	const labels = {
		'': __( 'As the template decides', 'seedpress' ),
		create: __( 'Generate', 'seedpress' ),
		none: __( 'Leave empty', 'seedpress' ),
	};
	return (
		<>
			<Toggle
				label={ __( 'Fill custom fields', 'seedpress' ) }
				checked={ populate }
				onChange={ onPopulate }
				disabled={ disabled }
			/>
			{ populate && fields.length === 0 && (
				<p>{ __( 'No custom fields were detected for this post type.', 'seedpress' ) }</p>
			) }
			{ populate &&
				fields.map( ( field ) => (
					<Select
						key={ field.key }
						label={ sprintf(
							/* translators: 1: field label, 2: its detected type such as "email". */
							__( '%1$s (%2$s)', 'seedpress' ),
							field.label || field.name,
							field.type
						) }
						value={ modes[ field.key ] ?? '' }
						options={ [ '', ...field.modes.filter( ( m ) => m !== 'choose' ) ].map(
							( value ) => ( { value, label: labels[ value ] } )
						) }
						onChange={ ( mode ) => onModes( { ...modes, [ field.key ]: mode } ) }
						disabled={ disabled }
					/>
				) ) }
		</>
	);
}
