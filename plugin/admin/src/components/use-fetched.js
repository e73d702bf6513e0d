/**
 * One GET of the plugin's API, fetched again when its path changes: what `pick` takes from the
 * answer, `fallback` when it failed, null until it arrived. An answer to an older path is dropped.
 */
import { useEffect, useState } from '@wordpress/element';
import apiFetch from '@wordpress/api-fetch';

export function useFetched( path, pick, fallback ) {
	const [ value, setValue ] = useState( null );
	useEffect( () => {
		let current = true;
		apiFetch( { path } ).then(
			( answer ) => current && setValue( pick( answer ) ),
			() => current && setValue( fallback )
		);
		return () => {
			current = false;
		};
		// pick and fallback describe the path's answer: the path alone decides when to fetch.
	}, [ path ] ); // eslint-disable-line react-hooks/exhaustive-deps
	return value;
}
