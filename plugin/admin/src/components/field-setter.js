/**
 * For a form kept as one state object: `set( 'count' )` is the onChange of the count control.
 *
 * @param {Function} setForm The form state's setter.
 * @return {Function} key => value => void
 */
export const fieldSetter = ( setForm ) => ( key ) => ( value ) =>
	setForm( ( form ) => ( { ...form, [ key ]: value } ) );
