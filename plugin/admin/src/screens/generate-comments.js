/**
 * Generate → Comments: which posts, how many comments each (a range), threading and the shares of
 * pending, anonymous and pictured comments.
 */
import { __ } from '@wordpress/i18n';
import { useState } from '@wordpress/element';
import { TextControl } from '@wordpress/components';
import {
	NumberField,
	Percent,
	Select,
	Toggle,
	intIn,
} from '../components/fields';
import { SubmitWithResult } from '../components/result-notice';
import { useRequest } from '../components/use-request';
import { providerOptions } from './generate-users';
import { fieldSetter } from '../components/field-setter';

/**
 * "12, 15 18" → [12, 15, 18]; null when anything else is in the text.
 * @param {string} text What the user typed.
 */
export function parseIds( text ) {
	const parts = text.split( /[\s,]+/ ).filter( Boolean );
	const ids = parts.map( Number );
	return ids.every( ( id ) => Number.isInteger( id ) && id > 0 ) ? ids : null;
}

export default function GenerateComments( { postTypes, providers, defaults } ) {
	const [ form, setForm ] = useState( {
		post_type: 'post',
		post_ids: '',
		comments_per_post_min: 1,
		comments_per_post_max: 5,
		enable_threading: true,
		reply_probability: 40,
		pending_percentage: 10,
		anonymous_percentage: 70,
		avatar_percentage: 0,
		avatar_provider: defaults.default_image_provider ?? 'placeholder',
		delete_existing: false,
	} );
	const request = useRequest();
	const set = fieldSetter( setForm );
	const min = intIn( form.comments_per_post_min, 1, 100 );
	const max = intIn( form.comments_per_post_max, 1, 100 );
	const ids = parseIds( form.post_ids );
	const valid = min && max && min <= max && ids !== null;
	const submit = ( event ) => {
		event.preventDefault();
		if ( ! valid || request.running ) {
			return;
		}
		request.send( '/seedpress/v1/generate/comments', {
			...form,
			post_ids: ids,
			comments_per_post_min: min,
			comments_per_post_max: max,
		} );
	};
	const busy = request.running;
	return (
		<form onSubmit={ submit } className="seedpress-tab-form">
			<Select
				label={ __( 'Post type', 'seedpress' ) }
				value={ form.post_type }
				options={ postTypes.map( ( t ) => ( {
					value: t.name,
					label: t.label,
				} ) ) }
				onChange={ set( 'post_type' ) }
				disabled={ busy }
			/>
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Only these posts (IDs)', 'seedpress' ) }
				help={
					ids === null
						? __( 'Post IDs separated by commas.', 'seedpress' )
						: __(
								'Empty: every published post of the type.',
								'seedpress'
						  )
				}
				value={ form.post_ids }
				onChange={ set( 'post_ids' ) }
				disabled={ busy }
			/>
			<NumberField
				label={ __( 'At least, per post', 'seedpress' ) }
				min={ 1 }
				max={ 100 }
				value={ form.comments_per_post_min }
				onChange={ set( 'comments_per_post_min' ) }
				disabled={ busy }
			/>
			<NumberField
				label={ __( 'At most, per post', 'seedpress' ) }
				help={
					min && max && min > max
						? __(
								'At most must not be below at least.',
								'seedpress'
						  )
						: __( 'From 1 to 100.', 'seedpress' )
				}
				min={ 1 }
				max={ 100 }
				value={ form.comments_per_post_max }
				onChange={ set( 'comments_per_post_max' ) }
				disabled={ busy }
			/>
			<Toggle
				label={ __( 'Replies (threads)', 'seedpress' ) }
				checked={ form.enable_threading }
				onChange={ set( 'enable_threading' ) }
				disabled={ busy }
			/>
			{ form.enable_threading && (
				<Percent
					label={ __( 'Chance of a reply (%)', 'seedpress' ) }
					value={ form.reply_probability }
					onChange={ set( 'reply_probability' ) }
					disabled={ busy }
				/>
			) }
			<Percent
				label={ __( 'Pending moderation (%)', 'seedpress' ) }
				value={ form.pending_percentage }
				onChange={ set( 'pending_percentage' ) }
				disabled={ busy }
			/>
			<Percent
				label={ __( 'Anonymous visitors (%)', 'seedpress' ) }
				value={ form.anonymous_percentage }
				onChange={ set( 'anonymous_percentage' ) }
				disabled={ busy }
			/>
			<Percent
				label={ __( 'With a profile picture (%)', 'seedpress' ) }
				value={ form.avatar_percentage }
				onChange={ set( 'avatar_percentage' ) }
				disabled={ busy }
			/>
			{ form.avatar_percentage > 0 && (
				<Select
					label={ __( 'Picture provider', 'seedpress' ) }
					value={ form.avatar_provider }
					options={ providerOptions( providers ) }
					onChange={ set( 'avatar_provider' ) }
					disabled={ busy }
				/>
			) }
			<Toggle
				label={ __(
					'Delete the comments generated before first',
					'seedpress'
				) }
				checked={ form.delete_existing }
				onChange={ set( 'delete_existing' ) }
				disabled={ busy }
			/>
			<SubmitWithResult request={ request } valid={ valid }>
				{ __( 'Generate comments', 'seedpress' ) }
			</SubmitWithResult>
		</form>
	);
}
