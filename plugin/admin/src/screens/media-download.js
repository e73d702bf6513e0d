/**
 * Downloads images from a provider into the media library (POST /media/download).
 */
import { __ } from '@wordpress/i18n';
import { useEffect, useState } from '@wordpress/element';
import apiFetch from '@wordpress/api-fetch';
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	Spinner,
} from '@wordpress/components';
import { NumberField, Select, intIn } from '../components/fields';
import ResultNotice from '../components/result-notice';
import { useRequest } from '../components/use-request';
import { providerOptions } from './generate-users';
import { fieldSetter } from '../components/field-setter';

export default function DownloadImages( { onDone } ) {
	const [ catalog, setCatalog ] = useState( null );
	const [ form, setForm ] = useState( {
		count: 5,
		provider: '',
		category: '',
		width: 1200,
	} );
	const request = useRequest();
	useEffect( () => {
		apiFetch( { path: '/seedpress/v1/image-providers' } ).then(
			( answer ) => {
				setCatalog( answer );
				setForm( ( f ) => ( { ...f, provider: answer.default } ) );
			},
			() => setCatalog( { providers: {}, categories: {} } )
		);
	}, [] );
	if ( ! catalog ) {
		return <Spinner />;
	}
	const set = fieldSetter( setForm );
	const count = intIn( form.count, 1, 20 );
	const width = intIn( form.width, 100, 4000 );
	const withCategory = catalog.providers[ form.provider ]?.supports_category;
	const submit = async ( event ) => {
		event.preventDefault();
		if ( ! count || ! width || request.running ) {
			return;
		}
		const body = { count, width, provider: form.provider };
		if ( withCategory && form.category ) {
			body.category = form.category;
		}
		if ( await request.send( '/seedpress/v1/media/download', body ) ) {
			onDone();
		}
	};
	return (
		<Card>
			<CardHeader>
				<h2>{ __( 'Download images', 'seedpress' ) }</h2>
			</CardHeader>
			<CardBody>
				<form onSubmit={ submit } className="seedpress-tab-form">
					<NumberField
						label={ __( 'Number of images', 'seedpress' ) }
						help={ __( 'From 1 to 20.', 'seedpress' ) }
						min={ 1 }
						max={ 20 }
						value={ form.count }
						onChange={ set( 'count' ) }
						disabled={ request.running }
					/>
					<Select
						label={ __( 'Provider', 'seedpress' ) }
						value={ form.provider }
						options={ providerOptions( catalog.providers ) }
						onChange={ set( 'provider' ) }
						disabled={ request.running }
					/>
					{ withCategory && (
						<Select
							label={ __( 'Category', 'seedpress' ) }
							value={ form.category }
							options={ [
								{ value: '', label: __( 'Any', 'seedpress' ) },
								...Object.entries(
									catalog.categories ?? {}
								).map( ( [ value, label ] ) => ( {
									value,
									label,
								} ) ),
							] }
							onChange={ set( 'category' ) }
							disabled={ request.running }
						/>
					) }
					<NumberField
						label={ __( 'Width (pixels)', 'seedpress' ) }
						min={ 100 }
						max={ 4000 }
						value={ form.width }
						onChange={ set( 'width' ) }
						disabled={ request.running }
					/>
					<Button
						variant="primary"
						type="submit"
						disabled={ ! count || ! width || request.running }
						isBusy={ request.running }
					>
						{ __( 'Download', 'seedpress' ) }
					</Button>
					<ResultNotice request={ request } />
				</form>
			</CardBody>
		</Card>
	);
}
