/**
 * The last 30 days as bars for the eye and as a table for everyone else: the bars are hidden
 * from assistive technology, the table holds the same numbers.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import { Card, CardBody, CardHeader } from '@wordpress/components';

export default function ActivityChart( { days } ) {
	const rows = lastThirtyDays( days ?? [] );
	const max = Math.max( 1, ...rows.map( ( r ) => r.count ) );
	return (
		<Card>
			<CardHeader>
				<h2 id="seedpress-activity">
					{ __( 'Activity in the last 30 days', 'seedpress' ) }
				</h2>
			</CardHeader>
			<CardBody>
				{ rows.length === 0 ? (
					<p>
						{ __(
							'Nothing generated in the last 30 days.',
							'seedpress'
						) }
					</p>
				) : (
					<>
						<div className="seedpress-chart" aria-hidden="true">
							{ rows.map( ( r ) => (
								<span
									key={ r.date }
									style={ {
										height: `${ ( r.count / max ) * 100 }%`,
									} }
									title={ `${ r.date }: ${ r.count }` }
								/>
							) ) }
						</div>
						<details>
							<summary>
								{ __( 'Show as table', 'seedpress' ) }
							</summary>
							<table
								className="widefat striped"
								aria-labelledby="seedpress-activity"
							>
								<thead>
									<tr>
										<th scope="col">
											{ __( 'Date', 'seedpress' ) }
										</th>
										<th scope="col">
											{ __(
												'Items generated',
												'seedpress'
											) }
										</th>
									</tr>
								</thead>
								<tbody>
									{ rows.map( ( r ) => (
										<tr key={ r.date }>
											<th scope="row">{ r.date }</th>
											<td>{ r.count }</td>
										</tr>
									) ) }
								</tbody>
							</table>
						</details>
						<p className="screen-reader-text">
							{ sprintf(
								/* translators: %d: number of days with activity. */
								_n(
									'%d day with activity; the table above lists each day.',
									'%d days with activity; the table above lists each day.',
									rows.filter( ( r ) => r.count > 0 ).length,
									'seedpress'
								),
								rows.filter( ( r ) => r.count > 0 ).length
							) }
						</p>
					</>
				) }
			</CardBody>
		</Card>
	);
}

/**
 * The API lists only days with activity; the chart shows all 30, quiet days as zero. The days end
 * at the later of today and the API's last day, as the site's day may already be tomorrow here.
 *
 * @param {Array<{date: string, count: string}>} days Days with activity, YYYY-MM-DD in site time.
 * @return {Array<{date: string, count: number}>} Thirty days, oldest first; empty without activity.
 */
function lastThirtyDays( days ) {
	if ( days.length === 0 ) {
		return [];
	}
	const counts = new Map(
		days.map( ( d ) => [ d.date, Number( d.count ) ] )
	);
	const today = new Date().toISOString().slice( 0, 10 );
	const last = [ today, ...counts.keys() ].sort().at( -1 );
	const end = new Date( `${ last }T00:00:00Z` );
	return Array.from( { length: 30 }, ( _, i ) => {
		const day = new Date( end );
		day.setUTCDate( end.getUTCDate() - ( 29 - i ) );
		const date = day.toISOString().slice( 0, 10 );
		return { date, count: counts.get( date ) ?? 0 };
	} );
}
