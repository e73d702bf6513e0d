/**
 * Durations in this screen's language, each unit with its plural form. The API words its
 * durations in English ("2 hours 5 minutes"); these screens show them in their own language.
 */
import { _n, sprintf } from '@wordpress/i18n';

/**
 * Hours and minutes, or seconds alone under a minute, as the API counts them.
 *
 * @param {Object} duration         The duration's parts.
 * @param {number} duration.hours   Whole hours.
 * @param {number} duration.minutes Minutes past the hours.
 * @param {number} duration.seconds Seconds, shown only under a minute.
 * @return {string} The duration in the screen's language.
 */
export function durationText( { hours = 0, minutes = 0, seconds = 0 } ) {
	const parts = [];
	if ( hours ) {
		parts.push(
			sprintf(
				/* translators: %d: number of hours. */
				_n( '%d hour', '%d hours', hours, 'seedpress' ),
				hours
			)
		);
	}
	if ( minutes ) {
		parts.push(
			sprintf(
				/* translators: %d: number of minutes. */
				_n( '%d minute', '%d minutes', minutes, 'seedpress' ),
				minutes
			)
		);
	}
	if ( ! hours && ! minutes ) {
		parts.push(
			sprintf(
				/* translators: %d: number of seconds. */
				_n( '%d second', '%d seconds', seconds, 'seedpress' ),
				seconds
			)
		);
	}
	return parts.join( ' ' );
}

const ENGLISH =
	/^(?:(\d+) hours?)?\s*(?:(\d+) minutes?)?\s*(?:(\d+) seconds?)?$/;

/**
 * A run's `time_saved`, which the API sends only as its English text; any other text as it is.
 *
 * @param {string} text The API's duration.
 * @return {string} The duration in the screen's language.
 */
export function translatedDuration( text ) {
	const found = ENGLISH.exec( text ?? '' );
	if ( ! text || ! found ) {
		return text;
	}
	const [ hours, minutes, seconds ] = found
		.slice( 1 )
		.map( ( n ) => Number( n ?? 0 ) );
	return durationText( { hours, minutes, seconds } );
}
