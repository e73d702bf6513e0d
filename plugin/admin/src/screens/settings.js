/**
 * Settings: the general settings, and in the full edition the AI provider (keys are write-only:
 * the site shows them masked, an empty field keeps the stored key), its connection test and the
 * field detection cache; in both, the system status.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useEffect, useState } from '@wordpress/element';
import apiFetch from '@wordpress/api-fetch';
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	Notice,
	Spinner,
} from '@wordpress/components';
import { NumberField, Select, Toggle } from '../components/fields';
import ResultNotice from '../components/result-notice';
import { useRequest } from '../components/use-request';
import AiSettings from './ai-settings';
import { fieldSetter } from '../components/field-setter';
import SystemStatus from './system-status';

const FULL = window.seedpressAdmin?.edition !== 'lite';

export default function Settings() {
	const [ loaded, setLoaded ] = useState( null );
	useEffect( () => {
		Promise.all( [
			apiFetch( { path: '/seedpress/v1/settings' } ),
			apiFetch( { path: '/seedpress/v1/languages' } ),
			apiFetch( { path: '/seedpress/v1/image-providers' } ),
		] ).then(
			( [ settings, languages, images ] ) =>
				setLoaded( {
					general: settings.settings.general,
					capacity: settings.settings.capacity,
					languages: languages.languages,
					providers: images.providers,
				} ),
			( error ) => setLoaded( { error: error.message } )
		);
	}, [] );
	return (
		<>
			<h1>{ __( 'SeedPress Settings', 'seedpress' ) }</h1>
			{ ! loaded && <Spinner /> }
			{ loaded?.error && (
				<Notice status="error" isDismissible={ false }>
					{ loaded.error }
				</Notice>
			) }
			{ loaded?.general && (
				<div className="seedpress-settings">
					<GeneralSettings { ...loaded } />
					{ FULL && <AiSettings /> }
					<DetectionCache />
				</div>
			) }
			{ loaded && <SystemStatus /> }
		</>
	);
}

function GeneralSettings( { general, capacity, languages, providers } ) {
	const [ form, setForm ] = useState( general );
	const request = useRequest();
	const set = fieldSetter( setForm );
	const locales = [
		{ value: 'auto', label: __( 'The site’s language', 'seedpress' ) },
		...languages.map( ( l ) => ( { value: l.code, label: l.name } ) ),
	];
	const numbers = [
		'default_post_count',
		'default_term_count',
		'default_user_count',
		'hourly_rate',
	];
	const save = ( event ) => {
		event.preventDefault();
		const body = { ...form };
		for ( const key of numbers ) {
			body[ key ] = Number( body[ key ] );
		}
		// An empty field computes the capacity from PHP's limits again.
		body.capacity_override =
			body.capacity_override === '' || body.capacity_override === null
				? null
				: Number( body.capacity_override );
		request.send( '/seedpress/v1/settings', body );
	};
	const busy = request.running;
	return (
		<Card className="seedpress-form">
			<CardHeader>
				<h2>{ __( 'General', 'seedpress' ) }</h2>
			</CardHeader>
			<CardBody>
				<form onSubmit={ save }>
					<Select
						label={ __( 'Language of these screens', 'seedpress' ) }
						value={ form.admin_locale }
						options={ locales }
						onChange={ set( 'admin_locale' ) }
						disabled={ busy }
					/>
					<Select
						label={ __(
							'Language of generated content',
							'seedpress'
						) }
						value={ form.locale }
						options={ locales }
						onChange={ set( 'locale' ) }
						disabled={ busy }
					/>
					<NumberField
						label={ __(
							'Posts per run (pre-filled)',
							'seedpress'
						) }
						min={ 1 }
						max={ 500 }
						value={ form.default_post_count }
						onChange={ set( 'default_post_count' ) }
						disabled={ busy }
					/>
					<NumberField
						label={ __(
							'Terms per run (pre-filled)',
							'seedpress'
						) }
						min={ 1 }
						max={ 500 }
						value={ form.default_term_count }
						onChange={ set( 'default_term_count' ) }
						disabled={ busy }
					/>
					<NumberField
						label={ __(
							'Users per run (pre-filled)',
							'seedpress'
						) }
						min={ 1 }
						max={ 500 }
						value={ form.default_user_count }
						onChange={ set( 'default_user_count' ) }
						disabled={ busy }
					/>
					<NumberField
						label={ __( 'Items per request', 'seedpress' ) }
						help={ sprintf(
							/* translators: 1: posts one request makes when each gets a new picture, 2: posts without new pictures. */
							__(
								'From 10 to 500. Empty: computed from PHP’s time and memory limits. Now %1$d posts with a new picture each, %2$d without.',
								'seedpress'
							),
							capacity?.posts,
							capacity?.plain_posts
						) }
						min={ 10 }
						max={ 500 }
						value={ form.capacity_override ?? '' }
						onChange={ set( 'capacity_override' ) }
						disabled={ busy }
					/>
					<Select
						label={ __( 'Image provider', 'seedpress' ) }
						value={ form.default_image_provider }
						options={ Object.entries( providers ).map(
							( [ value, p ] ) => ( {
								value,
								label: p.name,
							} )
						) }
						onChange={ set( 'default_image_provider' ) }
						disabled={ busy }
					/>
					<Select
						label={ __( 'Text', 'seedpress' ) }
						value={ form.text_source }
						options={ [
							{
								value: 'lorem',
								label: __( 'Lorem ipsum', 'seedpress' ),
							},
							{
								value: 'realtext',
								label: __( 'Readable prose', 'seedpress' ),
							},
						] }
						onChange={ set( 'text_source' ) }
						disabled={ busy }
					/>
					<NumberField
						label={ __( 'Hourly rate (USD)', 'seedpress' ) }
						help={ __(
							'Used for the money saved on the Dashboard.',
							'seedpress'
						) }
						min={ 1 }
						value={ form.hourly_rate }
						onChange={ set( 'hourly_rate' ) }
						disabled={ busy }
					/>
					<Toggle
						label={ __(
							'Select the post type’s default template',
							'seedpress'
						) }
						checked={ form.auto_select_default_template }
						onChange={ set( 'auto_select_default_template' ) }
						disabled={ busy }
					/>
					<Toggle
						label={ __(
							'Delete attached media with generated posts',
							'seedpress'
						) }
						checked={ form.delete_media_with_posts }
						onChange={ set( 'delete_media_with_posts' ) }
						disabled={ busy }
					/>
					<Toggle
						label={ __(
							'Delete the history when the plugin is deactivated',
							'seedpress'
						) }
						checked={ form.delete_history_on_deactivate }
						onChange={ set( 'delete_history_on_deactivate' ) }
						disabled={ busy }
					/>
					<Button
						variant="primary"
						type="submit"
						isBusy={ busy }
						disabled={ busy }
					>
						{ __( 'Save settings', 'seedpress' ) }
					</Button>
					<ResultNotice request={ request } />
				</form>
			</CardBody>
		</Card>
	);
}

function DetectionCache() {
	const request = useRequest();
	return (
		<Card className="seedpress-form">
			<CardHeader>
				<h2>{ __( 'Field detection', 'seedpress' ) }</h2>
			</CardHeader>
			<CardBody>
				<p>
					{ __(
						'SeedPress remembers what each custom field holds. Clear the cache after changing your fields.',
						'seedpress'
					) }
				</p>
				<Button
					variant="secondary"
					isBusy={ request.running }
					disabled={ request.running }
					onClick={ () =>
						request.send(
							'/seedpress/v1/field-detections',
							undefined,
							'DELETE'
						)
					}
				>
					{ __( 'Clear detection cache', 'seedpress' ) }
				</Button>
				<ResultNotice request={ request } />
			</CardBody>
		</Card>
	);
}
