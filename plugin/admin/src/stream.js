/**
 * Runs POST /generate/posts/stream: apiFetch sends it (core's nonce and root middlewares) and
 * hands back the raw response, whose Server-Sent Events eventsource-parser reads. A failed POST
 * is reported, never sent again.
 */
import apiFetch from '@wordpress/api-fetch';
import { createParser } from 'eventsource-parser';

/**
 * @param {Object}      body    The run's parameters.
 * @param {AbortSignal} signal  Aborts the request (the cancel button).
 * @param {Function}    onEvent Called with each event's JSON object.
 * @return {Promise<Object|null>} The final event's result, or null when the stream ended without one.
 */
export async function streamPosts( body, signal, onEvent ) {
	let response;
	try {
		response = await apiFetch( {
			path: '/seedpress/v1/generate/posts/stream',
			method: 'POST',
			data: body,
			parse: false,
			signal,
		} );
	} catch ( error ) {
		// With parse: false apiFetch rejects with the Response itself on an HTTP error.
		throw typeof error?.json === 'function'
			? await errorOf( error )
			: error;
	}
	let result = null;
	let failure = null;
	const parser = createParser( {
		onEvent( message ) {
			let event;
			try {
				event = JSON.parse( message.data );
			} catch {
				return;
			}
			if ( event.type === 'complete' ) {
				result = event.result;
			} else if ( event.type === 'error' || event.success === false ) {
				failure = event;
			}
			onEvent( event );
		},
	} );
	const reader = response.body
		.pipeThrough( new TextDecoderStream() )
		.getReader();
	for (;;) {
		const { done, value } = await reader.read();
		if ( done ) {
			break;
		}
		parser.feed( value );
	}
	if ( ! result && failure ) {
		throw failure;
	}
	return result;
}

async function errorOf( response ) {
	try {
		return await response.json();
	} catch {
		return {
			code: 'http_' + response.status,
			message: response.statusText,
		};
	}
}
