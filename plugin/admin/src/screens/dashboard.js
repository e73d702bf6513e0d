/**
 * Dashboard: what SeedPress generated (and what of it still exists), the last 30 days'
 * activity, and the time it saved, which can be reset after a confirmation.
 */
import { __, _x, sprintf } from '@wordpress/i18n';
import { useSelect, useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { speak } from '@wordpress/a11y';
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	Modal,
	Notice,
	Spinner,
} from '@wordpress/components';
import { store } from '../store';
import ActivityChart from './activity-chart';
import BarChart from '../components/bar-chart';
import { durationText } from '../components/duration';

const TYPES = {
	post: __( 'Posts', 'seedpress' ),
	term: __( 'Terms', 'seedpress' ),
	user: __( 'Users', 'seedpress' ),
	comment: __( 'Comments', 'seedpress' ),
	media: __( 'Media', 'seedpress' ),
};
const SAVED_TYPES = {
	posts: TYPES.post,
	terms: TYPES.term,
	users: TYPES.user,
	comments: TYPES.comment,
};

export default function Dashboard() {
	const { stats, timeSaved, error } = useSelect( ( select ) => ( {
		stats: select( store ).getStats(),
		timeSaved: select( store ).getTimeSaved(),
		error: select( store ).getError(),
	} ) );
	return (
		<>
			<h1>{ __( 'SeedPress Dashboard', 'seedpress' ) }</h1>
			{ error && (
				<Notice status="error" isDismissible={ false }>
					{ error.message }
				</Notice>
			) }
			{ ! stats || ! timeSaved ? (
				! error && <Spinner />
			) : (
				<>
					<div className="seedpress-cards">
						<Totals stats={ stats } />
						<TimeSaved savings={ timeSaved } />
					</div>
					<div className="seedpress-cards">
						<BarChart
							id="seedpress-by-type"
							title={ __( 'Content by type', 'seedpress' ) }
							kind={ __( 'Type', 'seedpress' ) }
							column={ __( 'Generated', 'seedpress' ) }
							rows={ Object.entries( TYPES ).map(
								( [ type, label ] ) => ( {
									label,
									value: stats.by_type?.[ type ] ?? 0,
								} )
							) }
						/>
						<BarChart
							id="seedpress-saved-by-type"
							title={ __( 'Time saved per type', 'seedpress' ) }
							kind={ __( 'Type', 'seedpress' ) }
							column={ __( 'Time saved', 'seedpress' ) }
							rows={ Object.entries( SAVED_TYPES ).map(
								( [ type, label ] ) => ( {
									label,
									value:
										timeSaved.by_type?.[ type ]
											?.total_seconds ?? 0,
									display: durationText(
										timeSaved.by_type?.[ type ] ?? {}
									),
								} )
							) }
						/>
					</div>
					<ActivityChart days={ stats.recent_activity } />
				</>
			) }
		</>
	);
}

function Totals( { stats } ) {
	return (
		<Card>
			<CardHeader>
				<h2>{ __( 'Generated content', 'seedpress' ) }</h2>
			</CardHeader>
			<CardBody>
				<table className="widefat striped">
					<thead>
						<tr>
							<th scope="col">{ __( 'Type', 'seedpress' ) }</th>
							<th scope="col">
								{ __( 'Generated', 'seedpress' ) }
							</th>
							<th scope="col">
								{ __( 'Still existing', 'seedpress' ) }
							</th>
						</tr>
					</thead>
					<tbody>
						{ Object.entries( TYPES ).map( ( [ type, label ] ) => (
							<tr key={ type }>
								<th scope="row">{ label }</th>
								<td>{ stats.by_type?.[ type ] ?? 0 }</td>
								<td>{ stats.existing?.[ type ] ?? 0 }</td>
							</tr>
						) ) }
					</tbody>
				</table>
			</CardBody>
		</Card>
	);
}

function TimeSaved( { savings } ) {
	const [ confirming, setConfirming ] = useState( false );
	const [ busy, setBusy ] = useState( false );
	const [ failure, setFailure ] = useState( null );
	const { resetTimeSaved } = useDispatch( store );
	const reset = async () => {
		setBusy( true );
		setFailure( null );
		try {
			await resetTimeSaved();
			speak( __( 'Time saved was reset to zero.', 'seedpress' ) );
			setConfirming( false );
		} catch ( error ) {
			setFailure( error.message );
			// The Notice below announces it (Notice calls speak() itself).
		}
		setBusy( false );
	};
	const money = savings.money_saved;
	return (
		<Card>
			<CardHeader>
				<h2>{ __( 'Time saved', 'seedpress' ) }</h2>
			</CardHeader>
			<CardBody>
				<p className="seedpress-total-time">
					<strong>{ durationText( savings.total ) }</strong>
				</p>
				<ul>
					{ Object.entries( SAVED_TYPES ).map(
						( [ type, label ] ) => (
							<li key={ type }>
								{ sprintf(
									/* translators: 1: content type such as Posts, 2: a duration such as "2 hours 5 minutes". */
									_x(
										'%1$s: %2$s',
										'time saved per type',
										'seedpress'
									),
									label,
									durationText(
										savings.by_type?.[ type ] ?? {}
									)
								) }
							</li>
						)
					) }
				</ul>
				<p>
					{ sprintf(
						/* translators: %s: number of eight-hour work days. */
						__( 'Work days equivalent: %s', 'seedpress' ),
						Number( savings.work_days_equivalent ).toLocaleString()
					) }
				</p>
				<p>
					{ sprintf(
						/* translators: 1: amount of money, 2: currency code, 3: hourly rate. */
						__(
							'Money saved: %1$s %2$s (at %3$s per hour)',
							'seedpress'
						),
						Number( money.amount ).toLocaleString( undefined, {
							maximumFractionDigits: 2,
						} ),
						money.currency,
						money.hourly_rate
					) }
				</p>
				{ failure && (
					<Notice status="error" isDismissible={ false }>
						{ failure }
					</Notice>
				) }
				<Button
					variant="secondary"
					isDestructive
					onClick={ () => setConfirming( true ) }
				>
					{ __( 'Reset time saved', 'seedpress' ) }
				</Button>
				{ confirming && (
					<Modal
						title={ __( 'Reset time saved?', 'seedpress' ) }
						onRequestClose={ () =>
							! busy && setConfirming( false )
						}
						size="small"
					>
						<p>
							{ __(
								'The time saved goes back to zero. Generated content and its history stay.',
								'seedpress'
							) }
						</p>
						<Button
							variant="tertiary"
							onClick={ () => setConfirming( false ) }
							disabled={ busy }
						>
							{ __( 'Cancel', 'seedpress' ) }
						</Button>
						<Button
							variant="primary"
							isDestructive
							onClick={ reset }
							isBusy={ busy }
							disabled={ busy }
						>
							{ __( 'Reset', 'seedpress' ) }
						</Button>
					</Modal>
				) }
			</CardBody>
		</Card>
	);
}
