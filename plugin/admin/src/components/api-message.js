/**
 * The text to show for an API answer or error: the site's message, in this screen's language
 * where it is one of the media endpoints' messages. The site answers those in its own language
 * (English, or German on a German site), which may not be the language these screens use.
 */
import { __ } from '@wordpress/i18n';

/** Each media message as the site sends it, in English and in German, to this screen's string. */
function mediaMessages() {
	const messages = [
		[
			'The file was uploaded.',
			'Die Datei wurde hochgeladen.',
			__( 'The file was uploaded.', 'seedpress' ),
		],
		[
			'No file was uploaded.',
			'Es wurde keine Datei hochgeladen.',
			__( 'No file was uploaded.', 'seedpress' ),
		],
		[
			'The file is too large (server limit).',
			'Die Datei ist zu groß (Server-Limit).',
			__( 'The file is too large (server limit).', 'seedpress' ),
		],
		[
			'The file is too large (form limit).',
			'Die Datei ist zu groß (Formular-Limit).',
			__( 'The file is too large (form limit).', 'seedpress' ),
		],
		[
			'The file was only partially uploaded.',
			'Die Datei wurde nur teilweise hochgeladen.',
			__( 'The file was only partially uploaded.', 'seedpress' ),
		],
		[
			'This file type is not allowed.',
			'Dieser Dateityp ist nicht erlaubt.',
			__( 'This file type is not allowed.', 'seedpress' ),
		],
		[
			'The file is empty.',
			'Die Datei ist leer.',
			__( 'The file is empty.', 'seedpress' ),
		],
		[
			'The image is damaged or incomplete.',
			'Das Bild ist beschädigt oder unvollständig.',
			__( 'The image is damaged or incomplete.', 'seedpress' ),
		],
		[
			'The file could not be written to disk.',
			'Die Datei konnte nicht auf die Festplatte geschrieben werden.',
			__( 'The file could not be written to disk.', 'seedpress' ),
		],
	];
	const map = {};
	for ( const [ english, german, shown ] of messages ) {
		map[ english ] = shown;
		map[ german ] = shown;
	}
	return map;
}

export function apiMessage( answerOrError ) {
	const message =
		answerOrError?.message ?? __( 'The request failed.', 'seedpress' );
	return mediaMessages()[ message ] ?? message;
}
