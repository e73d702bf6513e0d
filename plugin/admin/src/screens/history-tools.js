/**
 * The History screen's tools for the whole history: forget entries whose content vanished,
 * clear the history, delete the generated content of one type, delete all of it. Each one
 * that removes something asks first; the last one wants its word typed.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import {
	Button,
	Card,
	CardBody,
	CardHeader,
	TextControl,
} from '@wordpress/components';
import ConfirmDialog from '../components/confirm-dialog';
import DeleteGenerated from './history-delete-generated';
import { store } from './history-store';

export default function HistoryTools( { onDone } ) {
	const { cleanup, clear, deleteAll } = useDispatch( store );
	const [ asking, setAsking ] = useState( null );
	const [ busy, setBusy ] = useState( false );

	/**
	 * Runs a request, then shows its message (or failure) in the screen's Notice.
	 * @param {Function} request Starts the API call; returns its promise.
	 */
	const run = async ( request ) => {
		setBusy( true );
		try {
			const answer = await request();
			onDone( { status: 'success', message: answer.message } );
		} catch ( error ) {
			onDone( { status: 'error', message: error.message } );
		}
		setBusy( false );
		setAsking( null );
	};

	return (
		<Card className="seedpress-tools">
			<CardHeader>
				<h2>{ __( 'Clean up', 'seedpress' ) }</h2>
			</CardHeader>
			<CardBody>
				<p>
					<Button
						variant="secondary"
						onClick={ () => run( cleanup ) }
						isBusy={ busy && ! asking }
						disabled={ busy }
						__next40pxDefaultSize
					>
						{ __(
							'Remove entries of vanished content',
							'seedpress'
						) }
					</Button>{ ' ' }
					<Button
						variant="secondary"
						isDestructive
						onClick={ () => setAsking( 'clear' ) }
						disabled={ busy }
						__next40pxDefaultSize
					>
						{ __( 'Clear history', 'seedpress' ) }
					</Button>
				</p>
				<DeleteGenerated onDone={ onDone } />
				<h3>{ __( 'Delete all generated content', 'seedpress' ) }</h3>
				<p>
					{ __(
						'Deletes every generated post, term, user and downloaded image for good, then clears the history.',
						'seedpress'
					) }
				</p>
				<Button
					variant="primary"
					isDestructive
					onClick={ () => setAsking( 'all' ) }
					disabled={ busy }
					__next40pxDefaultSize
				>
					{ __( 'Delete all generated content…', 'seedpress' ) }
				</Button>
			</CardBody>
			{ asking === 'clear' && (
				<ConfirmDialog
					title={ __( 'Clear the history?', 'seedpress' ) }
					confirmLabel={ __( 'Clear history', 'seedpress' ) }
					onConfirm={ () => run( clear ) }
					onClose={ () => setAsking( null ) }
					busy={ busy }
				>
					<p>
						{ __(
							'Every entry goes. The generated content stays on the site, and SeedPress can no longer tell it apart from your own.',
							'seedpress'
						) }
					</p>
				</ConfirmDialog>
			) }
			{ asking === 'all' && (
				<DeleteAllDialog
					busy={ busy }
					onConfirm={ () => run( deleteAll ) }
					onClose={ () => setAsking( null ) }
				/>
			) }
		</Card>
	);
}

function DeleteAllDialog( { busy, onConfirm, onClose } ) {
	/* translators: the word a user types to confirm deleting all generated content. */
	const word = __( 'DELETE', 'seedpress' );
	const [ typed, setTyped ] = useState( '' );
	return (
		<ConfirmDialog
			title={ __( 'Delete all generated content?', 'seedpress' ) }
			confirmLabel={ __( 'Delete everything generated', 'seedpress' ) }
			onConfirm={ onConfirm }
			onClose={ onClose }
			busy={ busy }
			canConfirm={ typed.trim() === word }
		>
			<p>
				{ __(
					'Generated posts, terms, users and downloaded media are deleted permanently, without the trash. This cannot be undone.',
					'seedpress'
				) }
			</p>
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ sprintf(
					/* translators: %s: the word to type, such as DELETE. */
					__( 'Type %s to confirm', 'seedpress' ),
					word
				) }
				value={ typed }
				onChange={ setTyped }
				autoComplete="off"
			/>
		</ConfirmDialog>
	);
}
