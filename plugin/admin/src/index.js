/**
 * Renders the SeedPress screen named by the root element's data-screen (set by Admin_Page).
 */
import { createRoot } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';
import Dashboard from './screens/dashboard';
import Generate from './screens/generate';
import Templates from './screens/templates';
import History from './screens/history';
import Media from './screens/media';
import Settings from './screens/settings';
import License from './screens/license';
import LicenseGate from './components/license-gate';
import './style.css';

const SCREENS = {
	dashboard: Dashboard,
	generate: Generate,
	templates: Templates,
	history: History,
	media: Media,
	settings: Settings,
	license: License,
};
// The License screen is how a site without a license gets one; every other screen waits for it.
const UNGATED = [ 'license' ];

domReady( () => {
	const root = document.getElementById( 'seedpress-admin' );
	const Screen = root && SCREENS[ root.dataset.screen ];
	if ( Screen ) {
		createRoot( root ).render(
			UNGATED.includes( root.dataset.screen ) ? (
				<Screen />
			) : (
				<LicenseGate>
					<Screen />
				</LicenseGate>
			)
		);
	}
} );
