/**
 * Templates to and from JSON files: an export document is offered as a download; a chosen
 * file is read, checked to be an export document, and its templates imported.
 */
import { __, sprintf } from '@wordpress/i18n';
import { exportTemplates } from './templates-store';

/**
 * Fetches the export document of the ids and hands it to the browser as a file.
 * @param {Array<number>} ids Template ids.
 */
export async function downloadExport( ids ) {
	const document = await exportTemplates( ids );
	const blob = new Blob( [ JSON.stringify( document, null, 2 ) ], {
		type: 'application/json',
	} );
	const link = window.document.createElement( 'a' );
	link.href = URL.createObjectURL( blob );
	link.download = `seedpress-templates-${ document.exported
		.slice( 0, 10 )
		.replace( /[^0-9-]/g, '' ) }.json`;
	link.click();
	URL.revokeObjectURL( link.href );
	return {
		message: __( 'The export file was downloaded.', 'seedpress' ),
	};
}

/**
 * Reads an export file and imports its templates; rejects with a message for other files.
 * @param {File}     file            The file chosen.
 * @param {Function} importTemplates Sends the document to the API.
 */
export async function importFile( file, importTemplates ) {
	let parsed;
	try {
		parsed = JSON.parse( await file.text() );
	} catch {
		throw {
			message: __(
				'The file is not a SeedPress export (no JSON).',
				'seedpress'
			),
		};
	}
	if ( ! Array.isArray( parsed?.templates ) ) {
		throw {
			message: __(
				'The file is not a SeedPress export (no templates list).',
				'seedpress'
			),
		};
	}
	const answer = await importTemplates( parsed.templates );
	const failed = answer.results.filter( ( result ) => ! result.success );
	// The request succeeds even when a template did not fit this site: say which and why.
	return {
		status: failed.length > 0 ? 'warning' : 'success',
		message: [
			answer.message,
			...failed.map( ( result ) =>
				sprintf(
					/* translators: 1: template name, 2: why it was not imported. */
					__( '"%1$s": %2$s', 'seedpress' ),
					result.name,
					result.message
				)
			),
		].join( ' ' ),
	};
}
