/**
 * License (full edition): the key's state, activation with a key, refresh and deactivation.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useEffect, useState } from '@wordpress/element';
import apiFetch from '@wordpress/api-fetch';
import {
	Button,
	Card,
	CardBody,
	Notice,
	Spinner,
	TextControl,
} from '@wordpress/components';
import ResultNotice from '../components/result-notice';
import { useRequest } from '../components/use-request';

const KEY = /^[A-Za-z0-9]{4}(-[A-Za-z0-9]{4}){3}$/;

export default function License() {
	const [ license, setLicense ] = useState( null );
	const [ key, setKey ] = useState( '' );
	const request = useRequest();
	useEffect( () => {
		apiFetch( { path: '/seedpress/v1/license' } ).then(
			( answer ) => setLicense( answer.license ),
			( error ) => setLicense( { error: error.message } )
		);
	}, [] );
	const act = async ( path, data ) => {
		const answer = await request.send( path, data );
		if ( answer?.license ) {
			setLicense( ( l ) => ( { ...l, ...answer.license } ) );
			setKey( '' );
		}
	};
	const activate = ( event ) => {
		event.preventDefault();
		if ( KEY.test( key ) ) {
			act( '/seedpress/v1/license/activate', {
				license_key: key.toUpperCase(),
			} );
		}
	};
	if ( ! license ) {
		return (
			<>
				<h1>{ __( 'SeedPress License', 'seedpress' ) }</h1>
				<Spinner />
			</>
		);
	}
	return (
		<>
			<h1>{ __( 'SeedPress License', 'seedpress' ) }</h1>
			{ license.error && (
				<Notice status="error" isDismissible={ false }>
					{ license.error }
				</Notice>
			) }
			<Card className="seedpress-form">
				<CardBody>
					<Notice
						status={ license.valid ? 'success' : 'warning' }
						isDismissible={ false }
					>
						{ license.message }
					</Notice>
					<dl className="seedpress-license">
						<dt>{ __( 'Status', 'seedpress' ) }</dt>
						<dd>{ license.status }</dd>
						{ license.has_key && (
							<>
								<dt>{ __( 'Key', 'seedpress' ) }</dt>
								<dd>{ license.key }</dd>
								<dt>{ __( 'Customer', 'seedpress' ) }</dt>
								<dd>{ license.customer }</dd>
								<dt>{ __( 'Expires', 'seedpress' ) }</dt>
								<dd>
									{ license.expires ??
										__( 'Never', 'seedpress' ) }
								</dd>
							</>
						) }
						<dt>{ __( 'Site fingerprint', 'seedpress' ) }</dt>
						<dd>{ license.site_fingerprint }</dd>
					</dl>
					{ license.has_key ? (
						<>
							<Button
								variant="secondary"
								disabled={ request.running }
								onClick={ () =>
									act( '/seedpress/v1/license/refresh', {} )
								}
							>
								{ __( 'Check again', 'seedpress' ) }
							</Button>
							<Button
								variant="secondary"
								isDestructive
								disabled={ request.running }
								onClick={ () =>
									act(
										'/seedpress/v1/license/deactivate',
										{}
									)
								}
							>
								{ __( 'Deactivate on this site', 'seedpress' ) }
							</Button>
						</>
					) : (
						<form onSubmit={ activate }>
							<TextControl
								__nextHasNoMarginBottom
								__next40pxDefaultSize
								label={ __( 'License key', 'seedpress' ) }
								help={ sprintf(
									/* translators: %s: the key's pattern. */
									__(
										'Four groups of four letters or digits: %s',
										'seedpress'
									),
									'XXXX-XXXX-XXXX-XXXX'
								) }
								value={ key }
								onChange={ setKey }
								disabled={ request.running }
							/>
							<Button
								variant="primary"
								type="submit"
								disabled={
									! KEY.test( key ) || request.running
								}
								isBusy={ request.running }
							>
								{ __( 'Activate', 'seedpress' ) }
							</Button>
						</form>
					) }
					<ResultNotice request={ request } />
				</CardBody>
			</Card>
		</>
	);
}
