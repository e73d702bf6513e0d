/**
 * Form controls with the options every SeedPress form uses, so each screen stays short.
 */
import {
	SelectControl,
	TextControl,
	ToggleControl,
	RangeControl,
} from '@wordpress/components';

export function NumberField( {
	label,
	value,
	onChange,
	min,
	max,
	help,
	disabled,
} ) {
	return (
		<TextControl
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			type="number"
			min={ min }
			max={ max }
			label={ label }
			help={ help }
			value={ value }
			onChange={ onChange }
			disabled={ disabled }
		/>
	);
}

export function Select( props ) {
	return (
		<SelectControl
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			{ ...props }
		/>
	);
}

export function Toggle( props ) {
	return <ToggleControl __nextHasNoMarginBottom { ...props } />;
}

export function Percent( props ) {
	return (
		<RangeControl
			__nextHasNoMarginBottom
			__next40pxDefaultSize
			min={ 0 }
			max={ 100 }
			{ ...props }
		/>
	);
}

/**
 * An integer within [min, max], or null.
 * @param {*}      value What the field holds.
 * @param {number} min   Lowest allowed.
 * @param {number} max   Highest allowed.
 */
export function intIn( value, min, max ) {
	const number = Number( value );
	return Number.isInteger( number ) && number >= min && number <= max
		? number
		: null;
}
