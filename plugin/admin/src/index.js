/**
 * Renders the SeedPress screen named by the root element's data-screen (set by Admin_Page).
 */
import { createRoot } from '@wordpress/element';
import domReady from '@wordpress/dom-ready';
import Dashboard from './screens/dashboard';
import GeneratePosts from './screens/generate-posts';
import Templates from './screens/templates';
import History from './screens/history';
import './style.css';

const SCREENS = {
	dashboard: Dashboard,
	'generate-posts': GeneratePosts,
	templates: Templates,
	history: History,
};

domReady( () => {
	const root = document.getElementById( 'seedpress-admin' );
	const Screen = root && SCREENS[ root.dataset.screen ];
	if ( Screen ) {
		createRoot( root ).render( <Screen /> );
	}
} );
