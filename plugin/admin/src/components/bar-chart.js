/**
 * Horizontal bars for the eye and the same numbers as a table for everyone else: the bars are
 * hidden from assistive technology, the table is not.
 */
import { Card, CardBody, CardHeader } from '@wordpress/components';

/**
 * @param {Object}                                                  props
 * @param {string}                                                  props.id     Id of the heading (names the table).
 * @param {string}                                                  props.title  The heading.
 * @param {string}                                                  props.column The value column's header.
 * @param {string}                                                  props.kind   Header of the label column.
 * @param {Array<{label: string, value: number, display?: string}>} props.rows   One bar each.
 */
export default function BarChart( { id, title, kind, column, rows } ) {
	const max = Math.max( 1, ...rows.map( ( r ) => r.value ) );
	return (
		<Card>
			<CardHeader>
				<h2 id={ id }>{ title }</h2>
			</CardHeader>
			<CardBody>
				<div className="seedpress-bars" aria-hidden="true">
					{ rows.map( ( r ) => (
						<div key={ r.label } className="seedpress-bar">
							<span className="seedpress-bar-label">
								{ r.label }
							</span>
							<span
								className="seedpress-bar-fill"
								style={ {
									width: `${ ( r.value / max ) * 100 }%`,
								} }
							/>
							<span className="seedpress-bar-value">
								{ r.display ?? r.value }
							</span>
						</div>
					) ) }
				</div>
				<table
					className="widefat striped screen-reader-text"
					aria-labelledby={ id }
				>
					<thead>
						<tr>
							<th scope="col">{ kind }</th>
							<th scope="col">{ column }</th>
						</tr>
					</thead>
					<tbody>
						{ rows.map( ( r ) => (
							<tr key={ r.label }>
								<th scope="row">{ r.label }</th>
								<td>{ r.display ?? r.value }</td>
							</tr>
						) ) }
					</tbody>
				</table>
			</CardBody>
		</Card>
	);
}
