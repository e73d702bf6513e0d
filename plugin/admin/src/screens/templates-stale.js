/**
 * Names the templates whose post type changed since they were saved, with what changed, and
 * resyncs one by saving it again (a save records the post type's fields anew).
 */
import { __, sprintf } from '@wordpress/i18n';
import { useSelect, useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { Button, Notice } from '@wordpress/components';
import { store } from './templates-store';

export default function StaleBanner( { staleIds, templates, onDone } ) {
	const reasons = useSelect( ( select ) => select( store ).getStale() );
	const { update } = useDispatch( store );
	const [ busy, setBusy ] = useState( null );
	const stale = templates.filter( ( item ) => staleIds.includes( item.id ) );
	if ( stale.length === 0 ) {
		return null;
	}
	const resync = async ( template ) => {
		setBusy( template.id );
		try {
			await update( template.id, { name: template.name } );
			onDone( {
				status: 'success',
				message: sprintf(
					/* translators: %s: template name. */
					__( '"%s" now matches its post type.', 'seedpress' ),
					template.name
				),
			} );
		} catch ( error ) {
			onDone( { status: 'error', message: error.message } );
		}
		setBusy( null );
	};
	return (
		<Notice status="warning" isDismissible={ false }>
			<p>
				{ __(
					'These templates were saved before their post type changed. Check them, then resync:',
					'seedpress'
				) }
			</p>
			<ul>
				{ stale.map( ( template ) => (
					<li key={ template.id }>
						<strong>{ template.name }</strong>{ ' ' }
						{ ( reasons ?? [] )
							.find( ( item ) => item.id === template.id )
							?.reasons.join( ' ' ) }{ ' ' }
						{ ! template.is_system && (
							<Button
								className="seedpress-resync"
								variant="link"
								onClick={ () => resync( template ) }
								isBusy={ busy === template.id }
								disabled={ busy !== null }
							>
								{ sprintf(
									/* translators: %s: template name. */
									__( 'Resync "%s"', 'seedpress' ),
									template.name
								) }
							</Button>
						) }
					</li>
				) ) }
			</ul>
		</Notice>
	);
}
