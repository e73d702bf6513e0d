/**
 * The AI provider that detects what unclear custom fields hold. Keys are write-only: the site
 * answers them masked, and an empty field keeps the stored key.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useEffect, useState } from '@wordpress/element';
import apiFetch from '@wordpress/api-fetch';
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	Spinner,
	TextControl,
} from '@wordpress/components';
import { Select, Toggle } from '../components/fields';
import ResultNotice from '../components/result-notice';
import { useRequest } from '../components/use-request';

const PROVIDERS = {
	ai_a: 'OpenAI',
	ai_b: 'Anthropic',
	ai_c: 'Google Gemini',
};

export default function AiSettings() {
	const [ settings, setSettings ] = useState( null );
	const [ key, setKey ] = useState( '' );
	const save = useRequest();
	const test = useRequest();
	const clear = useRequest();
	useEffect( () => {
		apiFetch( { path: '/seedpress/v1/settings/ai' } ).then(
			( answer ) => setSettings( answer.settings ),
			() => setSettings( {} )
		);
	}, [] );
	if ( ! settings ) {
		return <Spinner />;
	}
	const set = ( name ) => ( value ) =>
		setSettings( ( s ) => ( { ...s, [ name ]: value } ) );
	const masked = settings.providers?.[ settings.provider ]?.masked_api_key;
	const submit = async ( event ) => {
		event.preventDefault();
		const body = { enabled: settings.enabled, provider: settings.provider };
		if ( key !== '' ) {
			body[ `${ settings.provider }_api_key` ] = key;
		}
		const answer = await save.send( '/seedpress/v1/settings/ai', body );
		if ( answer?.settings ) {
			setSettings( answer.settings );
			setKey( '' );
		}
	};
	const busy = save.running || test.running || clear.running;
	return (
		<Card className="seedpress-form">
			<CardHeader>
				<h2>{ __( 'AI field detection', 'seedpress' ) }</h2>
			</CardHeader>
			<CardBody>
				<form onSubmit={ submit }>
					<Toggle
						label={ __(
							'Ask an AI provider about unclear fields',
							'seedpress'
						) }
						checked={ !! settings.enabled }
						onChange={ set( 'enabled' ) }
						disabled={ busy }
					/>
					<Select
						label={ __( 'Provider', 'seedpress' ) }
						value={ settings.provider }
						options={ Object.entries( PROVIDERS ).map(
							( [ value, label ] ) => ( {
								value,
								label,
							} )
						) }
						onChange={ ( value ) => {
							set( 'provider' )( value );
							setKey( '' );
						} }
						disabled={ busy }
					/>
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						type="password"
						autoComplete="off"
						label={ __( 'API key', 'seedpress' ) }
						help={
							masked
								? sprintf(
										/* translators: %s: the stored key, masked. */
										__(
											'Stored: %s. Leave empty to keep it.',
											'seedpress'
										),
										masked
								  )
								: __( 'No key stored.', 'seedpress' )
						}
						value={ key }
						onChange={ setKey }
						disabled={ busy }
					/>
					<Button
						variant="primary"
						type="submit"
						isBusy={ save.running }
						disabled={ busy }
					>
						{ __( 'Save AI settings', 'seedpress' ) }
					</Button>
					<Button
						variant="secondary"
						isBusy={ test.running }
						disabled={ busy }
						onClick={ () =>
							test.send( '/seedpress/v1/settings/ai/test', {} )
						}
					>
						{ __( 'Test connection', 'seedpress' ) }
					</Button>
					<Button
						variant="secondary"
						isBusy={ clear.running }
						disabled={ busy }
						onClick={ () =>
							clear.send(
								'/seedpress/v1/settings/ai/clear-cache',
								{}
							)
						}
					>
						{ __( 'Clear AI answers', 'seedpress' ) }
					</Button>
					<ResultNotice request={ save } />
					<ResultNotice request={ test } />
					<ResultNotice request={ clear } />
				</form>
			</CardBody>
		</Card>
	);
}
