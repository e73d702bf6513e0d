/**
 * The most items one run may ask for: the site's per-request capacity (GET /settings `capacity`)
 * for a run with new pictures (`posts`, `users`) or without (`plain_posts`, `plain_users`),
 * within the API's own range `most`.
 *
 * @param {Object|undefined} capacity GET /settings' `settings.capacity`.
 * @param {string}           kind     `posts`, `terms` or `users`.
 * @param {boolean}          pictures Whether each item gets a new picture.
 * @param {number}           most     The API's maximum (the edition's).
 * @return {number} The count the form offers at most.
 */
export function countLimit( capacity, kind, pictures, most ) {
	const value =
		( pictures ? undefined : capacity?.[ `plain_${ kind }` ] ) ??
		capacity?.[ kind ];
	return Number.isInteger( value ) ? Math.min( value, most ) : most;
}
