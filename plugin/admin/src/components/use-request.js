/**
 * One POST at a time through apiFetch: its state (idle, running, done, failed), its answer or error,
 * announced to screen readers. A failed request is reported, never sent again by itself.
 */
import { __ } from '@wordpress/i18n';
import { useState } from '@wordpress/element';
import { speak } from '@wordpress/a11y';
import apiFetch from '@wordpress/api-fetch';
import { apiMessage } from './api-message';

export function useRequest() {
	const [ state, setState ] = useState( { status: 'idle' } );
	const send = async ( path, data, method = 'POST' ) => {
		setState( { status: 'running' } );
		speak( __( 'Working…', 'seedpress' ) );
		try {
			// A form (an upload) goes as it is, multipart; anything else as JSON.
			const payload =
				data instanceof window.FormData ? { body: data } : { data };
			const answer = await apiFetch( { path, method, ...payload } );
			setState( { status: 'done', answer } );
			return answer;
		} catch ( error ) {
			const message = apiMessage( error );
			setState( { status: 'failed', message } );
			speak( message, 'assertive' );
			return null;
		}
	};
	return { ...state, running: state.status === 'running', send };
}
