/**
 * System status: where the worker runs, on which Node.js, how it is doing, and in plain words what
 * to do when something is missing. The site answers even when the worker cannot, so this panel
 * shows whatever the rest of the screen could not load.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useEffect, useState } from '@wordpress/element';
import apiFetch from '@wordpress/api-fetch';
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	Notice,
	Spinner,
} from '@wordpress/components';
import ResultNotice from '../components/result-notice';
import { useRequest } from '../components/use-request';
import { apiMessage } from '../components/api-message';

const PATH = '/seedpress/v1/system/status';

export default function SystemStatus() {
	const [ status, setStatus ] = useState( null );
	const restart = useRequest();
	const load = () =>
		apiFetch( { path: PATH } ).then( setStatus, ( error ) =>
			setStatus( { error: apiMessage( error ) } )
		);
	useEffect( () => {
		load();
	}, [] );
	const restartWorker = async () => {
		await restart.send( '/seedpress/v1/system/worker/restart' );
		await load();
	};
	return (
		<Card className="seedpress-system-status">
			<CardHeader>
				<h2>{ __( 'System status', 'seedpress' ) }</h2>
			</CardHeader>
			<CardBody>
				{ ! status && <Spinner /> }
				{ status?.error && (
					<Notice status="error" isDismissible={ false }>
						{ status.error }
					</Notice>
				) }
				{ status?.success && (
					<>
						{ status.problems.map( ( problem ) => (
							<Notice
								key={ problem }
								status="warning"
								isDismissible={ false }
							>
								{ problem }
							</Notice>
						) ) }
						<StatusTable status={ status } />
						<LogErrors log={ status.log } />
						{ status.can_restart ? (
							<Button
								variant="secondary"
								isBusy={ restart.running }
								disabled={ restart.running }
								onClick={ restartWorker }
							>
								{ __( 'Restart worker', 'seedpress' ) }
							</Button>
						) : (
							<p>
								{ __(
									'This worker is run outside WordPress (SEEDPRESS_WORKER_URL in wp-config.php): it cannot be restarted from here. Restart it where it runs.',
									'seedpress'
								) }
							</p>
						) }
						<ResultNotice request={ restart } />
					</>
				) }
			</CardBody>
		</Card>
	);
}

function StatusTable( { status } ) {
	const { worker, node, database } = status;
	const rows = [
		[
			__( 'Worker', 'seedpress' ),
			status.mode === 'bundled'
				? __( 'Run by SeedPress', 'seedpress' )
				: sprintf(
						/* translators: %s: the worker's URL. */
						__( 'External, at %s', 'seedpress' ),
						status.url
				  ),
		],
		[
			__( 'Running', 'seedpress' ),
			status.running ? __( 'Yes', 'seedpress' ) : __( 'No', 'seedpress' ),
		],
		[ __( 'Node.js', 'seedpress' ), nodeText( node, worker ) ],
		[ __( 'PID', 'seedpress' ), status.pid ?? '—' ],
		[ __( 'Port', 'seedpress' ), status.port ?? '—' ],
		[
			__( 'Uptime', 'seedpress' ),
			worker ? duration( worker.uptime_seconds ) : '—',
		],
		[
			__( 'Memory (resident)', 'seedpress' ),
			worker ? megabytes( worker.memory_rss_bytes ) : '—',
		],
		[
			__( 'Image library', 'seedpress' ),
			worker ? imageText( worker ) : '—',
		],
		[
			__( 'Platform', 'seedpress' ),
			worker
				? [ worker.platform, worker.arch, worker.libc ]
						.filter( Boolean )
						.join( ' ' )
				: '—',
		],
		[ __( 'Database', 'seedpress' ), databaseText( database ) ],
	];
	return (
		<table className="widefat striped seedpress-status-table">
			<tbody>
				{ rows.map( ( [ label, value ] ) => (
					<tr key={ label }>
						<th scope="row">{ label }</th>
						<td>{ value }</td>
					</tr>
				) ) }
			</tbody>
		</table>
	);
}

function LogErrors( { log } ) {
	if ( ! log.file ) {
		return null;
	}
	return (
		<div className="seedpress-status-log">
			<h3>{ __( 'Last errors in the worker log', 'seedpress' ) }</h3>
			<p>
				<code>{ log.file }</code>
			</p>
			{ log.errors.length === 0 ? (
				<p>{ __( 'None.', 'seedpress' ) }</p>
			) : (
				<pre>{ log.errors.join( '\n' ) }</pre>
			) }
		</div>
	);
}

function nodeText( node, worker ) {
	if ( ! node ) {
		return worker?.node ?? '—';
	}
	if ( ! node.binary ) {
		return __( 'Not found', 'seedpress' );
	}
	return sprintf(
		/* translators: 1: path to the node binary, 2: its version. */
		__( '%1$s (version %2$s)', 'seedpress' ),
		node.binary,
		node.version ?? __( 'unknown', 'seedpress' )
	);
}

function imageText( worker ) {
	return sprintf(
		/* translators: 1: "native" or "WebAssembly", 2: sharp's version, 3: libvips' version. */
		__( '%1$s (sharp %2$s, libvips %3$s)', 'seedpress' ),
		worker.image_backend === 'wasm'
			? __( 'WebAssembly', 'seedpress' )
			: __( 'native', 'seedpress' ),
		worker.sharp,
		worker.libvips
	);
}

function databaseText( database ) {
	if ( database.reachable === null ) {
		return __( 'Unknown (the worker did not answer)', 'seedpress' );
	}
	return database.reachable
		? __( 'Reachable', 'seedpress' )
		: sprintf(
				/* translators: %s: the database driver's message. */
				__( 'Not reachable: %s', 'seedpress' ),
				database.message
		  );
}

function duration( seconds ) {
	const hours = Math.floor( seconds / 3600 );
	const minutes = Math.floor( ( seconds % 3600 ) / 60 );
	return sprintf(
		/* translators: 1: hours, 2: minutes, 3: seconds. */
		__( '%1$d h %2$d min %3$d s', 'seedpress' ),
		hours,
		minutes,
		seconds % 60
	);
}

function megabytes( bytes ) {
	return sprintf(
		/* translators: %s: a size in mebibytes. */
		__( '%s MiB', 'seedpress' ),
		( bytes / 1048576 ).toFixed( 1 )
	);
}
