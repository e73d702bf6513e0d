/**
 * The editor's General and Comments tabs: the template's name and post type, and its
 * generation settings. A setting left empty is not stored, so a run takes the site's default.
 */
import { __ } from '@wordpress/i18n';
import { useEffect, useState } from '@wordpress/element';
import apiFetch from '@wordpress/api-fetch';
import {
	SelectControl,
	TextControl,
	TextareaControl,
	ToggleControl,
} from '@wordpress/components';

const UNSET = { value: '', label: __( 'Site default', 'seedpress' ) };
const STATUSES = [
	UNSET,
	{ value: 'publish', label: __( 'Published', 'seedpress' ) },
	{ value: 'draft', label: __( 'Draft', 'seedpress' ) },
	{ value: 'pending', label: __( 'Pending review', 'seedpress' ) },
	{ value: 'private', label: __( 'Private', 'seedpress' ) },
	{ value: 'future', label: __( 'Scheduled', 'seedpress' ) },
	{ value: 'random', label: __( 'Random', 'seedpress' ) },
];

/** The choices the API lists for providers, locales and variation profiles. */
function useChoices() {
	const [ choices, setChoices ] = useState( null );
	useEffect( () => {
		const get = ( path ) =>
			apiFetch( { path: `/seedpress/v1/${ path }` } ).catch(
				() => ( {} )
			);
		Promise.all( [
			get( 'image-providers' ),
			get( 'languages' ),
			get( 'variation-profiles' ),
		] ).then( ( [ providers, languages, profiles ] ) =>
			setChoices( {
				providers: Object.entries( providers.providers ?? {} ).map(
					( [ value, item ] ) => ( { value, label: item.name } )
				),
				locales: ( languages.languages ?? [] ).map( ( item ) => ( {
					value: item.code,
					label: item.name,
				} ) ),
				profiles: Object.entries( profiles.profiles ?? {} ).map(
					( [ value, item ] ) => ( { value, label: item.name } )
				),
			} )
		);
	}, [] );
	return choices;
}

/**
 * Props shared by the controls bound to one generation setting.
 * @param {Object}   settings   The generation settings.
 * @param {Function} onSettings Takes the new settings.
 * @param {string}   key        The setting.
 * @param {string}   [kind]     `number` or `boolean`; text otherwise.
 */
function bind( settings, onSettings, key, kind ) {
	const value = settings[ key ];
	const change = ( next ) => {
		const copy = { ...settings };
		if ( next === '' || next === undefined ) {
			delete copy[ key ];
		} else {
			copy[ key ] = kind === 'number' ? Number( next ) : next;
		}
		onSettings( copy );
	};
	if ( kind === 'boolean' ) {
		return { checked: value ?? false, onChange: change };
	}
	return { value: value ?? '', onChange: change };
}

const common = { __nextHasNoMarginBottom: true, __next40pxDefaultSize: true };

export function GeneralTab( { draft, onChange, postTypes, isNew } ) {
	const choices = useChoices();
	const settings = draft.settings;
	const onSettings = ( next ) => onChange( { settings: next } );
	return (
		<div className="seedpress-tab">
			<TextControl
				{ ...common }
				label={ __( 'Name', 'seedpress' ) }
				value={ draft.name }
				onChange={ ( name ) => onChange( { name } ) }
				required
			/>
			<TextareaControl
				__nextHasNoMarginBottom
				label={ __( 'Description', 'seedpress' ) }
				value={ draft.description }
				onChange={ ( description ) => onChange( { description } ) }
			/>
			<SelectControl
				{ ...common }
				label={ __( 'Post type', 'seedpress' ) }
				help={
					isNew
						? undefined
						: __( 'A template keeps its post type.', 'seedpress' )
				}
				value={ draft.post_type }
				options={ postTypes }
				onChange={ ( postType ) => onChange( { post_type: postType } ) }
				disabled={ ! isNew }
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Default template of its post type', 'seedpress' ) }
				checked={ draft.is_default }
				onChange={ ( isDefault ) =>
					onChange( { is_default: isDefault } )
				}
			/>
			<TextControl
				{ ...common }
				type="number"
				min={ 1 }
				max={ 500 }
				label={ __( 'Number of posts', 'seedpress' ) }
				{ ...bind( settings, onSettings, 'count', 'number' ) }
			/>
			<SelectControl
				{ ...common }
				label={ __( 'Status', 'seedpress' ) }
				options={ STATUSES }
				{ ...bind( settings, onSettings, 'post_status' ) }
			/>
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Featured images', 'seedpress' ) }
				{ ...bind(
					settings,
					onSettings,
					'set_featured_image',
					'boolean'
				) }
			/>
			{ choices && (
				<>
					<SelectControl
						{ ...common }
						label={ __( 'Image provider', 'seedpress' ) }
						options={ [ UNSET, ...choices.providers ] }
						{ ...bind( settings, onSettings, 'image_provider' ) }
					/>
					<SelectControl
						{ ...common }
						label={ __( 'Content language', 'seedpress' ) }
						options={ [ UNSET, ...choices.locales ] }
						{ ...bind( settings, onSettings, 'locale' ) }
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __(
							'Vary which fields are filled',
							'seedpress'
						) }
						{ ...bind(
							settings,
							onSettings,
							'enable_variation',
							'boolean'
						) }
					/>
					{ settings.enable_variation && (
						<SelectControl
							{ ...common }
							label={ __( 'Variation profile', 'seedpress' ) }
							options={ [ UNSET, ...choices.profiles ] }
							{ ...bind(
								settings,
								onSettings,
								'variation_profile'
							) }
						/>
					) }
				</>
			) }
		</div>
	);
}

/**
 * A whole-number generation setting from 0 to `max`.
 * @param {Object}   props
 * @param {Object}   props.settings   The generation settings.
 * @param {Function} props.onSettings Takes the new settings.
 * @param {string}   props.name       The setting.
 * @param {number}   props.max        The largest value.
 * @param {string}   props.label      The control's label.
 */
function NumberSetting( { settings, onSettings, name, max, label } ) {
	return (
		<TextControl
			{ ...common }
			type="number"
			min={ 0 }
			max={ max }
			label={ label }
			{ ...bind( settings, onSettings, name, 'number' ) }
		/>
	);
}

export function CommentsTab( { draft, onChange } ) {
	const settings = draft.settings;
	const onSettings = ( next ) => onChange( { settings: next } );
	const props = { settings, onSettings };
	return (
		<div className="seedpress-tab">
			<ToggleControl
				__nextHasNoMarginBottom
				label={ __( 'Add comments to each post', 'seedpress' ) }
				{ ...bind( settings, onSettings, 'auto_comments', 'boolean' ) }
			/>
			{ settings.auto_comments && (
				<>
					<NumberSetting
						{ ...props }
						name="comments_per_post_min"
						max={ 100 }
						label={ __(
							'Comments per post, at least',
							'seedpress'
						) }
					/>
					<NumberSetting
						{ ...props }
						name="comments_per_post_max"
						max={ 100 }
						label={ __(
							'Comments per post, at most',
							'seedpress'
						) }
					/>
					<ToggleControl
						__nextHasNoMarginBottom
						label={ __( 'Threaded replies', 'seedpress' ) }
						{ ...bind(
							settings,
							onSettings,
							'enable_comment_threading',
							'boolean'
						) }
					/>
					{ settings.enable_comment_threading && (
						<NumberSetting
							{ ...props }
							name="comment_reply_probability"
							max={ 100 }
							label={ __( 'Chance of a reply (%)', 'seedpress' ) }
						/>
					) }
				</>
			) }
		</div>
	);
}
