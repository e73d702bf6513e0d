/**
 * Generate → Users: how many, one role or a random one of the allowed roles, avatars, and a
 * warning: these are real accounts that can log in.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useState } from '@wordpress/element';
import { CheckboxControl, Notice, Spinner } from '@wordpress/components';
import { NumberField, Select, Toggle, intIn } from '../components/fields';
import { SubmitWithResult } from '../components/result-notice';
import { useRequest } from '../components/use-request';
import { useFetched } from '../components/use-fetched';
import { fieldSetter } from '../components/field-setter';
import { countLimit } from '../components/capacity';

export default function GenerateUsers( { defaults, capacity, providers } ) {
	const [ form, setForm ] = useState( {
		count: defaults.default_user_count ?? 5,
		role: '',
		allowed_roles: [ 'subscriber', 'contributor', 'author' ],
		generate_avatars: false,
		avatar_provider: defaults.default_image_provider ?? 'placeholder',
		delete_existing: false,
	} );
	const request = useRequest();
	const roles = useFetched(
		'/seedpress/v1/users/roles',
		( answer ) => answer.roles,
		[]
	);
	if ( ! roles ) {
		return <Spinner />;
	}
	const set = fieldSetter( setForm );
	const toggleRole = ( slug ) => ( on ) =>
		setForm( ( f ) => ( {
			...f,
			allowed_roles: on
				? [ ...f.allowed_roles, slug ]
				: f.allowed_roles.filter( ( r ) => r !== slug ),
		} ) );
	const maxCount = countLimit(
		capacity,
		'users',
		form.generate_avatars,
		500
	);
	const count = intIn( form.count, 1, maxCount );
	const valid = count && ( form.role || form.allowed_roles.length > 0 );
	const submit = ( event ) => {
		event.preventDefault();
		if ( ! valid || request.running ) {
			return;
		}
		const { role, allowed_roles: allowed, ...rest } = form;
		request.send( '/seedpress/v1/generate/users', {
			...rest,
			count,
			...( role ? { role } : { allowed_roles: allowed } ),
		} );
	};
	return (
		<form onSubmit={ submit } className="seedpress-tab-form">
			<Notice status="warning" isDismissible={ false }>
				{ __(
					'Generated users are real accounts that can log in. Never generate users on a production site.',
					'seedpress'
				) }
			</Notice>
			<NumberField
				label={ __( 'Number of users', 'seedpress' ) }
				help={ sprintf(
					/* translators: %d: the largest number of users one run makes. */
					__( 'From 1 to %d.', 'seedpress' ),
					maxCount
				) }
				min={ 1 }
				max={ maxCount }
				value={ form.count }
				onChange={ set( 'count' ) }
				disabled={ request.running }
			/>
			<Select
				label={ __( 'Role', 'seedpress' ) }
				value={ form.role }
				options={ [
					{
						value: '',
						label: __(
							'Random from the allowed roles',
							'seedpress'
						),
					},
					...roles.map( ( r ) => ( {
						value: r.slug,
						label: r.name,
					} ) ),
				] }
				onChange={ set( 'role' ) }
				disabled={ request.running }
			/>
			{ ! form.role && (
				<fieldset className="seedpress-roles">
					<legend>{ __( 'Allowed roles', 'seedpress' ) }</legend>
					{ roles.map( ( r ) => (
						<CheckboxControl
							__nextHasNoMarginBottom
							key={ r.slug }
							label={ r.name }
							checked={ form.allowed_roles.includes( r.slug ) }
							onChange={ toggleRole( r.slug ) }
							disabled={ request.running }
						/>
					) ) }
				</fieldset>
			) }
			<Toggle
				label={ __( 'Profile pictures', 'seedpress' ) }
				checked={ form.generate_avatars }
				onChange={ set( 'generate_avatars' ) }
				disabled={ request.running }
			/>
			{ form.generate_avatars && (
				<Select
					label={ __( 'Picture provider', 'seedpress' ) }
					value={ form.avatar_provider }
					options={ providerOptions( providers ) }
					onChange={ set( 'avatar_provider' ) }
					disabled={ request.running }
				/>
			) }
			<Toggle
				label={ __(
					'Delete the users generated before first',
					'seedpress'
				) }
				checked={ form.delete_existing }
				onChange={ set( 'delete_existing' ) }
				disabled={ request.running }
			/>
			<SubmitWithResult request={ request } valid={ valid }>
				{ __( 'Generate users', 'seedpress' ) }
			</SubmitWithResult>
		</form>
	);
}

/**
 * The image providers, those lacking their key disabled.
 * @param {Object} providers Each provider's status, by name.
 */
export function providerOptions( providers ) {
	return Object.entries( providers ).map( ( [ value, p ] ) => ( {
		value,
		label: p.name,
		disabled: p.requires_api_key && ! p.configured,
	} ) );
}
