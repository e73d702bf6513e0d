/**
 * The last 30 days as bars for the eye and as a table for everyone else: the bars are hidden
 * from assistive technology, the table holds the same numbers.
 */
import { __, sprintf } from '@wordpress/i18n';
import { Card, CardBody, CardHeader } from '@wordpress/components';

export default function ActivityChart( { days } ) {
	const rows = ( days ?? [] ).map( ( d ) => ( {
		date: d.date,
		count: Number( d.count ),
	} ) );
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
								__(
									'%d days with activity; the table above lists them.',
									'seedpress'
								),
								rows.length
							) }
						</p>
					</>
				) }
			</CardBody>
		</Card>
	);
}
