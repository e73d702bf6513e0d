/**
 * The outcome of the last action on a screen, dismissible. Notice announces its text to screen
 * readers itself (speak(): polite for success, assertive for errors).
 */
import { Notice } from '@wordpress/components';

export default function OutcomeNotice( { outcome, onRemove } ) {
	if ( ! outcome ) {
		return null;
	}
	return (
		<Notice status={ outcome.status } onRemove={ onRemove }>
			{ outcome.message }
		</Notice>
	);
}

/**
 * Hands a request's outcome to `onDone`: its message, or the failure's.
 * @param {Promise<Object>} request The API call under way.
 * @param {Function}        onDone  Takes `{status, message}`.
 */
export function reportOutcome( request, onDone ) {
	return request.then(
		( answer ) =>
			onDone( {
				status: answer.status ?? 'success',
				message: answer.message,
			} ),
		( error ) => onDone( { status: 'error', message: error.message } )
	);
}
