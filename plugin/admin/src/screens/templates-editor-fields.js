/**
 * The editor's Core fields and Custom fields tabs: per field a mode (not filled, generated,
 * chosen from a list) and that mode's options. A field the template does not name is generated
 * as the API's default for it says.
 */
import { __, sprintf } from '@wordpress/i18n';
import {
	SelectControl,
	TextControl,
	TextareaControl,
} from '@wordpress/components';

const MODE_LABELS = {
	none: __( 'Not filled', 'seedpress' ),
	create: __( 'Generated', 'seedpress' ),
	choose: __( 'Chosen from a list', 'seedpress' ),
};
const SELECTIONS = [
	{ value: 'random', label: __( 'Random', 'seedpress' ) },
	{ value: 'rotational', label: __( 'In turn', 'seedpress' ) },
];
// Numeric options of `create` the API describes, with their labels.
const CREATE_NUMBERS = {
	word_count_min: __( 'Words, at least', 'seedpress' ),
	word_count_max: __( 'Words, at most', 'seedpress' ),
	paragraph_count_min: __( 'Paragraphs, at least', 'seedpress' ),
	paragraph_count_max: __( 'Paragraphs, at most', 'seedpress' ),
	min: __( 'Smallest value', 'seedpress' ),
	max: __( 'Largest value', 'seedpress' ),
	decimal_places: __( 'Decimal places', 'seedpress' ),
};
const common = { __nextHasNoMarginBottom: true, __next40pxDefaultSize: true };

/**
 * A setting for a newly chosen mode, starting from the API's default where it fits.
 * @param {Object} field The field as the API lists it.
 * @param {string} mode  The mode chosen.
 */
function settingFor( field, mode ) {
	if ( mode === 'choose' ) {
		return { mode, choose: { values: [], selection_mode: 'random' } };
	}
	if ( mode === 'create' && field.default?.mode === 'create' ) {
		return field.default;
	}
	return { mode };
}

function FieldSetting( { field, setting, onChange } ) {
	const current = setting ?? field.default ?? { mode: 'create' };
	const label = field.required
		? sprintf(
				/* translators: %s: field label. */
				__( '%s (required)', 'seedpress' ),
				field.label
		  )
		: field.label;
	return (
		<fieldset className="seedpress-field-setting">
			<legend>{ label }</legend>
			{ field.default?.field_type && (
				<p className="seedpress-detected">
					{ sprintf(
						/* translators: %s: a detected data type such as email or price. */
						__( 'Detected as: %s', 'seedpress' ),
						field.default.field_type
					) }
				</p>
			) }
			<SelectControl
				{ ...common }
				label={ __( 'Mode', 'seedpress' ) }
				value={ current.mode }
				options={ field.modes.map( ( mode ) => ( {
					value: mode,
					label: MODE_LABELS[ mode ] ?? mode,
				} ) ) }
				onChange={ ( mode ) => onChange( settingFor( field, mode ) ) }
			/>
			{ current.mode === 'create' && (
				<CreateOptions setting={ current } onChange={ onChange } />
			) }
			{ current.mode === 'choose' && (
				<ChooseOptions setting={ current } onChange={ onChange } />
			) }
		</fieldset>
	);
}

function CreateOptions( { setting, onChange } ) {
	const create = setting.create ?? {};
	const shown = Object.keys( CREATE_NUMBERS ).filter(
		( key ) => key in create
	);
	return shown.map( ( key ) => (
		<TextControl
			{ ...common }
			key={ key }
			type="number"
			label={ CREATE_NUMBERS[ key ] }
			value={ create[ key ] }
			onChange={ ( value ) =>
				onChange( {
					...setting,
					create: { ...create, [ key ]: Number( value ) },
				} )
			}
		/>
	) );
}

export function ChooseOptions( { setting, onChange } ) {
	const choose = setting.choose ?? { values: [], selection_mode: 'random' };
	return (
		<>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Values, one per line', 'seedpress' ) }
				value={ choose.values.join( '\n' ) }
				onChange={ ( text ) =>
					onChange( {
						...setting,
						choose: {
							...choose,
							values: text
								.split( '\n' )
								.filter( ( line ) => line !== '' ),
						},
					} )
				}
			/>
			<SelectControl
				{ ...common }
				label={ __( 'Pick', 'seedpress' ) }
				value={ choose.selection_mode ?? 'random' }
				options={ SELECTIONS }
				onChange={ ( mode ) =>
					onChange( {
						...setting,
						choose: { ...choose, selection_mode: mode },
					} )
				}
			/>
		</>
	);
}

/**
 * One group of fields: `fields` as the API lists them, `settings` the template's map.
 * @param {Object}        props
 * @param {Array<Object>} props.fields   The group's fields.
 * @param {Object}        props.settings The template's settings, by field key.
 * @param {Function}      props.onChange Takes the new settings.
 */
export function FieldSettings( { fields, settings, onChange } ) {
	return fields.map( ( field ) => {
		const key = field.key ?? field.name;
		return (
			<FieldSetting
				key={ key }
				field={ field }
				setting={ settings[ key ] }
				onChange={ ( setting ) =>
					onChange( { ...settings, [ key ]: setting } )
				}
			/>
		);
	} );
}

export function CoreFieldsTab( { catalog, draft, onChange } ) {
	const config = draft.field_config;
	return (
		<div className="seedpress-tab">
			<FieldSettings
				fields={ Object.values( catalog.core_fields ) }
				settings={ config.core_fields ?? {} }
				onChange={ ( coreFields ) =>
					onChange( {
						field_config: { ...config, core_fields: coreFields },
					} )
				}
			/>
		</div>
	);
}

export function CustomFieldsTab( { catalog, draft, onChange } ) {
	const config = draft.field_config;
	const groups = Object.entries( catalog.custom_fields );
	if ( groups.length === 0 ) {
		return (
			<p>
				{ __(
					'No field plugin defines custom fields for this post type.',
					'seedpress'
				) }
			</p>
		);
	}
	return (
		<div className="seedpress-tab">
			{ groups.map( ( [ slug, group ] ) => (
				<section key={ slug }>
					<h3>{ group.group_title }</h3>
					<FieldSettings
						fields={ group.fields }
						settings={ config.custom_fields ?? {} }
						onChange={ ( customFields ) =>
							onChange( {
								field_config: {
									...config,
									custom_fields: customFields,
								},
							} )
						}
					/>
				</section>
			) ) }
		</div>
	);
}
