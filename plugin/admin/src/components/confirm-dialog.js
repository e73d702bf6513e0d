/**
 * A confirmation in a modal dialog: the Modal keeps focus inside and gives it back to what opened
 * it. Closing is refused while the confirmed action runs.
 */
import { Modal } from '@wordpress/components';
import DialogButtons from './dialog-buttons';

export default function ConfirmDialog( {
	title,
	children,
	confirmLabel,
	onConfirm,
	onClose,
	busy = false,
	canConfirm = true,
} ) {
	return (
		<Modal
			title={ title }
			onRequestClose={ () => ! busy && onClose() }
			size="medium"
		>
			<form
				onSubmit={ ( event ) => {
					event.preventDefault();
					if ( canConfirm && ! busy ) {
						onConfirm();
					}
				} }
			>
				{ children }
				<DialogButtons
					label={ confirmLabel }
					onCancel={ onClose }
					busy={ busy }
					canSubmit={ canConfirm }
					isDestructive
				/>
			</form>
		</Modal>
	);
}
