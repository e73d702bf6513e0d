/**
 * A confirmation in a modal dialog: the Modal keeps focus inside and gives it back to what opened
 * it. Closing is refused while the confirmed action runs.
 */
import { __ } from '@wordpress/i18n';
import { Button, Flex, Modal } from '@wordpress/components';

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
				<Flex justify="flex-end" className="seedpress-dialog-buttons">
					<Button
						variant="tertiary"
						onClick={ onClose }
						disabled={ busy }
						__next40pxDefaultSize
					>
						{ __( 'Cancel', 'seedpress' ) }
					</Button>
					<Button
						variant="primary"
						isDestructive
						type="submit"
						isBusy={ busy }
						disabled={ busy || ! canConfirm }
						accessibleWhenDisabled
						__next40pxDefaultSize
					>
						{ confirmLabel }
					</Button>
				</Flex>
			</form>
		</Modal>
	);
}
