/**
 * What a finished run made: its message, links to the posts, warnings and time saved.
 */
import { __, sprintf } from '@wordpress/i18n';
import { Notice } from '@wordpress/components';
import { translatedDuration } from '../components/duration';

export default function RunSummary( { result } ) {
	const edit = ( id ) =>
		`${
			window.seedpressAdmin?.adminUrl ?? '/wp-admin/'
		}post.php?post=${ id }&action=edit`;
	return (
		<div className="seedpress-summary">
			<Notice status="success" isDismissible={ false }>
				<p>{ result.message }</p>
				{ result.time_saved && (
					<p>
						{ sprintf(
							/* translators: %s: a duration such as "15 minutes". */
							__( 'Time saved: %s.', 'seedpress' ),
							translatedDuration( result.time_saved )
						) }
					</p>
				) }
			</Notice>
			<h3>{ __( 'Created posts', 'seedpress' ) }</h3>
			<ul>
				{ ( result.ids ?? [] ).map( ( id ) => (
					<li key={ id }>
						<a href={ edit( id ) }>
							{ sprintf(
								/* translators: %d: post ID. */
								__( 'Edit post #%d', 'seedpress' ),
								id
							) }
						</a>
					</li>
				) ) }
			</ul>
			{ result.warnings?.length > 0 && (
				<>
					<h3>{ __( 'Warnings', 'seedpress' ) }</h3>
					<ul>
						{ result.warnings.map( ( w, i ) => (
							<li key={ i }>
								{ typeof w === 'string'
									? w
									: w.message ?? JSON.stringify( w ) }
							</li>
						) ) }
					</ul>
				</>
			) }
		</div>
	);
}
