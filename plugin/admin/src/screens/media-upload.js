/**
 * Adds a file to the media library from this computer (POST /media/upload, multipart) or from a
 * URL (POST /media/upload-url). The site's messages are shown in this screen's language.
 */
import { __ } from '@wordpress/i18n';
import { useState } from '@wordpress/element';
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	FormFileUpload,
	TextControl,
} from '@wordpress/components';
import ResultNotice from '../components/result-notice';
import { useRequest } from '../components/use-request';

export default function UploadFiles( { onDone } ) {
	const [ url, setUrl ] = useState( '' );
	const request = useRequest();
	const upload = async ( event ) => {
		const file = event.target.files?.[ 0 ];
		if ( ! file ) {
			return;
		}
		const body = new window.FormData();
		body.append( 'file', file );
		if ( await request.send( '/seedpress/v1/media/upload', body ) ) {
			onDone();
		}
	};
	const fromUrl = async ( event ) => {
		event.preventDefault();
		if (
			url &&
			( await request.send( '/seedpress/v1/media/upload-url', { url } ) )
		) {
			setUrl( '' );
			onDone();
		}
	};
	return (
		<Card>
			<CardHeader>
				<h2>{ __( 'Upload', 'seedpress' ) }</h2>
			</CardHeader>
			<CardBody>
				<FormFileUpload
					__next40pxDefaultSize
					variant="secondary"
					onChange={ upload }
					disabled={ request.running }
				>
					{ __( 'Upload a file…', 'seedpress' ) }
				</FormFileUpload>
				<form
					onSubmit={ fromUrl }
					className="seedpress-tab-form seedpress-upload-url"
				>
					<TextControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						type="url"
						label={ __( 'File URL', 'seedpress' ) }
						value={ url }
						onChange={ setUrl }
						disabled={ request.running }
					/>
					<Button
						variant="secondary"
						type="submit"
						disabled={ ! url || request.running }
						isBusy={ request.running }
					>
						{ __( 'Add from URL', 'seedpress' ) }
					</Button>
				</form>
				<ResultNotice request={ request } />
			</CardBody>
		</Card>
	);
}
