/**
 * The outcome of a non-streamed run or action: its message (and time saved), or its failure.
 */
import { __, sprintf } from '@wordpress/i18n';
import { Button, Notice, Spinner } from '@wordpress/components';
import { apiMessage } from './api-message';
import { translatedDuration } from './duration';

export default function ResultNotice( { request, children } ) {
	if ( request.running ) {
		return (
			<p className="seedpress-working">
				<Spinner /> { __( 'Working…', 'seedpress' ) }
			</p>
		);
	}
	if ( request.status === 'failed' ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ request.message }
			</Notice>
		);
	}
	if ( request.status !== 'done' ) {
		return null;
	}
	const { answer } = request;
	return (
		<Notice
			status={ answer.success === false ? 'error' : 'success' }
			isDismissible={ false }
		>
			<p>{ apiMessage( answer ) }</p>
			{ answer.time_saved && (
				<p>
					{ sprintf(
						/* translators: %s: a duration such as "15 minutes". */
						__( 'Time saved: %s.', 'seedpress' ),
						translatedDuration( answer.time_saved )
					) }
				</p>
			) }
			{ children }
		</Notice>
	);
}

/**
 * A form's submit button, busy while its request runs, and the request's outcome below it.
 * @param {Object}               props
 * @param {Promise<Object>|null} props.request  The request under way, if any.
 * @param {boolean}              props.valid    Whether the form may be sent.
 * @param {*}                    props.children The button's label.
 */
export function SubmitWithResult( { request, valid = true, children } ) {
	return (
		<>
			<Button
				variant="primary"
				type="submit"
				disabled={ ! valid || request.running }
				isBusy={ request.running }
			>
				{ children }
			</Button>
			<ResultNotice request={ request } />
		</>
	);
}
