/**
 * Makes the admin script's JSON translations from plugin/languages/seedpress-<locale>.po, as
 * `wp i18n make-json` does: one Jed file per locale, named after the md5 of the script's path in
 * the plugin (admin/build/index.js), which is how wp_set_script_translations() finds it.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import gettextParser from 'gettext-parser';

const LANGUAGES = fileURLToPath( new URL( '../../languages/', import.meta.url ) );
const SCRIPT = 'admin/build/index.js';
const DOMAIN = 'seedpress';

/** The translated messages of one .po file, keyed as Jed keys them (context \u0004 id). */
function messages( po ) {
	const entries = {};
	for ( const [ context, byId ] of Object.entries( po.translations ) ) {
		for ( const [ id, entry ] of Object.entries( byId ) ) {
			if ( id === '' || entry.msgstr.every( ( s ) => s === '' ) ) {
				continue;
			}
			entries[ context ? `${ context }\u0004${ id }` : id ] = entry.msgstr;
		}
	}
	return entries;
}

const hash = createHash( 'md5' ).update( SCRIPT ).digest( 'hex' );
for ( const file of readdirSync( LANGUAGES ) ) {
	const match = file.match( new RegExp( `^${ DOMAIN }-(.+)\\.po$` ) );
	if ( ! match ) {
		continue;
	}
	const po = gettextParser.po.parse( readFileSync( path.join( LANGUAGES, file ) ) );
	const locale = match[ 1 ];
	const jed = {
		domain: 'messages',
		locale_data: {
			messages: {
				'': {
					domain: 'messages',
					lang: locale,
					'plural-forms': po.headers[ 'Plural-Forms' ],
				},
				...messages( po ),
			},
		},
	};
	const target = path.join( LANGUAGES, `${ DOMAIN }-${ locale }-${ hash }.json` );
	writeFileSync( target, JSON.stringify( jed ) );
}
