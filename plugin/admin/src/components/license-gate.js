/**
 * In the full edition, a screen shows only while the site holds a valid license; otherwise a gate
 * leads to the License screen. The limited edition has no license and no gate.
 */
import { __ } from '@wordpress/i18n';
import { useEffect, useState } from '@wordpress/element';
import apiFetch from '@wordpress/api-fetch';
import { Button, Card, CardBody, Spinner } from '@wordpress/components';

export default function LicenseGate( { children } ) {
	const gated = window.seedpressAdmin?.edition !== 'lite';
	const [ license, setLicense ] = useState( gated ? null : { valid: true } );
	useEffect( () => {
		if ( gated ) {
			apiFetch( { path: '/seedpress/v1/license' } ).then(
				( answer ) => setLicense( answer.license ),
				// The screens report their own errors; the gate lets them.
				() => setLicense( { valid: true } )
			);
		}
	}, [ gated ] );
	if ( ! license ) {
		return <Spinner />;
	}
	if ( license.valid ) {
		return children;
	}
	return (
		<>
			<h1>{ __( 'SeedPress', 'seedpress' ) }</h1>
			<Card className="seedpress-form">
				<CardBody>
					<h2>{ __( 'A license is needed', 'seedpress' ) }</h2>
					<p>{ license.message }</p>
					<Button
						variant="primary"
						href={ `${
							window.seedpressAdmin?.adminUrl ?? '/wp-admin/'
						}admin.php?page=seedpress-license` }
					>
						{ __( 'Activate a license', 'seedpress' ) }
					</Button>
				</CardBody>
			</Card>
		</>
	);
}
