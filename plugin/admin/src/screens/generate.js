/**
 * Generate: one screen, a tab per content type. Terms, users and comments exist in the full
 * edition only (their endpoints are absent from the limited one).
 */
import { __ } from '@wordpress/i18n';
import { useSelect } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import apiFetch from '@wordpress/api-fetch';
import { Card, CardBody, Spinner, TabPanel } from '@wordpress/components';
import { store } from '../store';
import GeneratePosts from './generate-posts';
import GenerateTerms from './generate-terms';
import GenerateUsers from './generate-users';
import GenerateComments from './generate-comments';

const FULL = window.seedpressAdmin?.edition !== 'lite';

function tabs() {
	const all = [ { name: 'posts', title: __( 'Posts', 'seedpress' ) } ];
	if ( FULL ) {
		all.push(
			{ name: 'terms', title: __( 'Terms', 'seedpress' ) },
			{ name: 'users', title: __( 'Users', 'seedpress' ) },
			{ name: 'comments', title: __( 'Comments', 'seedpress' ) }
		);
	}
	return all;
}

export default function Generate() {
	const postTypes = useSelect( ( select ) => select( store ).getPostTypes() );
	const [ shared, setShared ] = useState( null );
	useEffect( () => {
		Promise.all( [
			apiFetch( { path: '/seedpress/v1/settings' } ),
			apiFetch( { path: '/seedpress/v1/image-providers' } ),
		] ).then(
			( [ settings, images ] ) =>
				setShared( {
					defaults: settings.settings.general,
					capacity: settings.settings.capacity,
					providers: images.providers,
				} ),
			() => setShared( { defaults: {}, providers: {} } )
		);
	}, [] );
	const panel = ( tab ) => {
		if ( tab.name === 'posts' ) {
			return (
				<GeneratePosts
					defaults={ shared.defaults }
					capacity={ shared.capacity }
				/>
			);
		}
		const Form = {
			terms: GenerateTerms,
			users: GenerateUsers,
			comments: GenerateComments,
		}[ tab.name ];
		return (
			<Card className="seedpress-form">
				<CardBody>
					<Form { ...shared } postTypes={ postTypes ?? [] } />
				</CardBody>
			</Card>
		);
	};
	return (
		<>
			<h1>{ __( 'Generate', 'seedpress' ) }</h1>
			{ shared ? (
				<TabPanel className="seedpress-tabs" tabs={ tabs() }>
					{ panel }
				</TabPanel>
			) : (
				<Spinner />
			) }
		</>
	);
}
