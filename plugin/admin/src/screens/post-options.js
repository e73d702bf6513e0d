/**
 * More of a posts run: template (the type's default pre-selected when the setting says so),
 * content language, variation, the featured images' source and size, "delete existing first"
 * with its scope, and the related post types a run creates for relational fields.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useEffect, useState } from '@wordpress/element';
import apiFetch from '@wordpress/api-fetch';
import { Notice } from '@wordpress/components';
import { NumberField, Select, Toggle } from '../components/fields';

/**
 * What the options read from the site for a post type: templates, languages, profiles, dependencies.
 * @param {string} postType Post type slug.
 */
export function usePostCatalog( postType ) {
	const [ shared, setShared ] = useState( null );
	const [ perType, setPerType ] = useState( {
		templates: [],
		dependencies: [],
	} );
	useEffect( () => {
		Promise.all( [
			apiFetch( { path: '/seedpress/v1/languages' } ),
			apiFetch( { path: '/seedpress/v1/variation-profiles' } ),
		] ).then(
			( [ languages, profiles ] ) =>
				setShared( {
					languages: languages.languages,
					profiles: profiles.profiles,
				} ),
			() => setShared( { languages: [], profiles: {} } )
		);
	}, [] );
	useEffect( () => {
		const type = encodeURIComponent( postType );
		Promise.all( [
			apiFetch( { path: `/seedpress/v1/templates?post_type=${ type }` } ),
			apiFetch( { path: `/seedpress/v1/dependencies/${ type }` } ),
		] ).then(
			( [ templates, dependencies ] ) =>
				setPerType( {
					templates: templates.templates,
					dependencies: dependencies.dependencies,
				} ),
			() => setPerType( { templates: [], dependencies: [] } )
		);
	}, [ postType ] );
	return shared && { ...shared, ...perType };
}

/**
 * The template a new post type starts with: its default one when the setting asks for it.
 * @param {Array<Object>} templates The post type's templates.
 * @param {Object}        defaults  The site's settings.
 */
export function defaultTemplate( templates, defaults ) {
	if ( defaults.auto_select_default_template === false ) {
		return '';
	}
	const found = templates.find( ( t ) => t.is_default );
	return found ? String( found.id ) : '';
}

export default function PostOptions( {
	form,
	set,
	disabled,
	catalog,
	categories,
} ) {
	const related = [
		...new Set(
			catalog.dependencies.flatMap( ( d ) =>
				Object.values( d.target_labels ?? {} )
			)
		),
	];
	return (
		<>
			<Select
				label={ __( 'Template', 'seedpress' ) }
				value={ form.template_id }
				options={ [
					{ value: '', label: __( 'None', 'seedpress' ) },
					...catalog.templates.map( ( t ) => ( {
						value: String( t.id ),
						label: t.name,
					} ) ),
				] }
				onChange={ set( 'template_id' ) }
				disabled={ disabled }
			/>
			<Select
				label={ __( 'Language of the content', 'seedpress' ) }
				value={ form.locale }
				options={ [
					{
						value: '',
						label: __( 'As in the settings', 'seedpress' ),
					},
					...catalog.languages.map( ( l ) => ( {
						value: l.code,
						label: l.name,
					} ) ),
				] }
				onChange={ set( 'locale' ) }
				disabled={ disabled }
			/>
			<Toggle
				label={ __( 'Vary which fields each post fills', 'seedpress' ) }
				checked={ form.enable_variation }
				onChange={ set( 'enable_variation' ) }
				disabled={ disabled }
			/>
			{ form.enable_variation && (
				<Select
					label={ __( 'Variation', 'seedpress' ) }
					value={ form.variation_profile }
					options={ Object.entries( catalog.profiles ).map(
						( [ value, p ] ) => ( {
							value,
							label: p.name,
						} )
					) }
					onChange={ set( 'variation_profile' ) }
					disabled={ disabled }
				/>
			) }
			{ form.set_featured_image && (
				<>
					<Toggle
						label={ __(
							'Download new images (off: reuse the media library)',
							'seedpress'
						) }
						checked={ form.download_images }
						onChange={ set( 'download_images' ) }
						disabled={ disabled }
					/>
					{ form.download_images && categories && (
						<Select
							label={ __( 'Image category', 'seedpress' ) }
							value={ form.image_category }
							options={ [
								{ value: '', label: __( 'Any', 'seedpress' ) },
								...Object.entries( categories ).map(
									( [ value, label ] ) => ( { value, label } )
								),
							] }
							onChange={ set( 'image_category' ) }
							disabled={ disabled }
						/>
					) }
					{ form.download_images && (
						<div className="seedpress-pair">
							<NumberField
								label={ __( 'Image width', 'seedpress' ) }
								min={ 100 }
								max={ 4000 }
								value={ form.image_width }
								onChange={ set( 'image_width' ) }
								disabled={ disabled }
							/>
							<NumberField
								label={ __( 'Image height', 'seedpress' ) }
								min={ 100 }
								max={ 4000 }
								value={ form.image_height }
								onChange={ set( 'image_height' ) }
								disabled={ disabled }
							/>
						</div>
					) }
				</>
			) }
			<Toggle
				label={ __(
					'Delete the posts generated before first',
					'seedpress'
				) }
				checked={ form.delete_existing_before_generate }
				onChange={ set( 'delete_existing_before_generate' ) }
				disabled={ disabled }
			/>
			{ form.delete_existing_before_generate && (
				<Select
					label={ __( 'Delete', 'seedpress' ) }
					value={ form.delete_scope }
					options={ [
						{
							value: 'current_type',
							label: __( 'Those of this post type', 'seedpress' ),
						},
						{
							value: 'all',
							label: __(
								'Those of every post type',
								'seedpress'
							),
						},
					] }
					onChange={ set( 'delete_scope' ) }
					disabled={ disabled }
				/>
			) }
			{ related.length > 0 && (
				<Notice status="info" isDismissible={ false }>
					{ sprintf(
						/* translators: %s: post type names, separated by commas. */
						__(
							'Relational fields need posts of these types; the run creates them when too few exist: %s',
							'seedpress'
						),
						related.join( ', ' )
					) }
				</Notice>
			) }
		</>
	);
}
