/**
 * A "YYYY-MM-DD HH:MM:SS" time of the API (site time) in the site's own date and time formats.
 * getDate() reads it as site time; a plain Date would read it in the browser's time zone.
 */
import { dateI18n, getDate, getSettings } from '@wordpress/date';

export function siteDateTime( value ) {
	const { formats } = getSettings();
	return dateI18n( `${ formats.date } ${ formats.time }`, getDate( value ) );
}
