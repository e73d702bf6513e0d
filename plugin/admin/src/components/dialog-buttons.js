/**
 * The button row under a dialog's form: Cancel, and the form's submit button. Both wait while
 * the submitted action runs; the submit button stays focusable when disabled, so a screen
 * reader still finds it and hears why.
 */
import { __ } from '@wordpress/i18n';
import { Button, Flex } from '@wordpress/components';

export default function DialogButtons( {
	label,
	onCancel,
	busy = false,
	canSubmit = true,
	isDestructive = false,
} ) {
	return (
		<Flex justify="flex-end" className="seedpress-dialog-buttons">
			<Button
				variant="tertiary"
				onClick={ onCancel }
				disabled={ busy }
				__next40pxDefaultSize
			>
				{ __( 'Cancel', 'seedpress' ) }
			</Button>
			<Button
				variant="primary"
				type="submit"
				isDestructive={ isDestructive }
				isBusy={ busy }
				disabled={ busy || ! canSubmit }
				accessibleWhenDisabled
				__next40pxDefaultSize
			>
				{ label }
			</Button>
		</Flex>
	);
}
