/**
 * What can be done to a template from the list. Starters are read-only: they can be
 * duplicated, exported, varied and made default, not edited or deleted.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useState } from '@wordpress/element';
import { pencil } from '@wordpress/icons';
import { SelectControl, TextControl } from '@wordpress/components';
import DialogButtons from '../components/dialog-buttons';
import { reportOutcome } from '../components/outcome-notice';
import { downloadExport } from './templates-transfer';

export function templateActions( { templates, onEdit, onDone, dispatchers } ) {
	const report = ( request ) => reportOutcome( request, onDone );
	return [
		{
			id: 'edit',
			label: __( 'Edit', 'seedpress' ),
			icon: pencil,
			isPrimary: true,
			isEligible: ( item ) => ! item.is_system,
			callback: ( [ item ] ) => onEdit( item.id ),
		},
		{
			id: 'duplicate',
			label: __( 'Duplicate', 'seedpress' ),
			callback: ( [ item ] ) =>
				report( dispatchers.duplicate( item.id ) ),
		},
		{
			id: 'variant',
			label: __( 'Create variant', 'seedpress' ),
			modalHeader: __( 'Create a variant', 'seedpress' ),
			RenderModal: ( { items, closeModal } ) => (
				<VariantForm
					parent={ items[ 0 ] }
					closeModal={ closeModal }
					onCreated={ onEdit }
					onDone={ onDone }
					createVariant={ dispatchers.createVariant }
				/>
			),
		},
		{
			id: 'default',
			label: __( 'Set as default', 'seedpress' ),
			isEligible: ( item ) => ! item.is_default,
			callback: ( [ item ] ) =>
				report( dispatchers.makeDefault( item.id ) ),
		},
		{
			id: 'export',
			label: __( 'Export to file', 'seedpress' ),
			supportsBulk: true,
			callback: ( items ) =>
				report( downloadExport( items.map( ( item ) => item.id ) ) ),
		},
		{
			id: 'delete',
			label: __( 'Delete', 'seedpress' ),
			modalHeader: __( 'Delete template?', 'seedpress' ),
			isDestructive: true,
			isEligible: ( item ) => ! item.is_system,
			RenderModal: ( { items, closeModal } ) => (
				<DeleteForm
					template={ items[ 0 ] }
					templates={ templates }
					closeModal={ closeModal }
					onDone={ onDone }
					remove={ dispatchers.remove }
				/>
			),
		},
	];
}

/**
 * Submits once, reports the outcome, closes the dialog.
 * @param {Function} closeModal Closes the dialog.
 * @param {Function} onDone     Takes `{status, message}`.
 * @param {Function} request    Starts the API call; returns its promise.
 * @param {Function} [then]     Takes the answer after a success.
 */
function useSubmit( closeModal, onDone, request, then ) {
	const [ busy, setBusy ] = useState( false );
	const submit = async ( event ) => {
		event.preventDefault();
		setBusy( true );
		try {
			const answer = await request();
			closeModal();
			onDone( { status: 'success', message: answer.message } );
			then?.( answer );
		} catch ( error ) {
			closeModal();
			onDone( { status: 'error', message: error.message } );
		}
	};
	return [ busy, submit ];
}

function VariantForm( {
	parent,
	closeModal,
	onCreated,
	onDone,
	createVariant,
} ) {
	const [ name, setName ] = useState(
		sprintf(
			/* translators: %s: the parent template's name. */
			__( '%s variant', 'seedpress' ),
			parent.name
		)
	);
	const [ busy, submit ] = useSubmit(
		closeModal,
		onDone,
		() => createVariant( parent.id, { name, config_overrides: {} } ),
		( answer ) => onCreated( answer.template.id )
	);
	return (
		<form onSubmit={ submit }>
			<p>
				{ __(
					'A variant starts as its parent and keeps only what you change in it.',
					'seedpress'
				) }
			</p>
			<TextControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Variant name', 'seedpress' ) }
				value={ name }
				onChange={ setName }
			/>
			<DialogButtons
				busy={ busy }
				label={ __( 'Create and edit', 'seedpress' ) }
				canSubmit={ name.trim() !== '' }
				onCancel={ closeModal }
			/>
		</form>
	);
}

function DeleteForm( { template, templates, closeModal, onDone, remove } ) {
	// Another template of the post type that stays (not one of this one's variants).
	const others = templates.filter(
		( item ) =>
			item.post_type === template.post_type &&
			item.id !== template.id &&
			item.parent_id !== template.id
	);
	const [ newDefault, setNewDefault ] = useState( '' );
	const [ busy, submit ] = useSubmit( closeModal, onDone, () =>
		remove( template.id, newDefault ? Number( newDefault ) : null )
	);
	return (
		<form onSubmit={ submit }>
			<p>
				{ sprintf(
					/* translators: %s: template name. */
					__(
						'"%s" and its variants are deleted. Posts made with it stay.',
						'seedpress'
					),
					template.name
				) }
			</p>
			{ template.is_default && others.length > 0 && (
				<SelectControl
					__nextHasNoMarginBottom
					__next40pxDefaultSize
					label={ __( 'New default template', 'seedpress' ) }
					value={ newDefault }
					options={ [
						{ value: '', label: __( 'None', 'seedpress' ) },
						...others.map( ( item ) => ( {
							value: String( item.id ),
							label: item.name,
						} ) ),
					] }
					onChange={ setNewDefault }
				/>
			) }
			<DialogButtons
				busy={ busy }
				label={ __( 'Delete', 'seedpress' ) }
				isDestructive
				canSubmit
				onCancel={ closeModal }
			/>
		</form>
	);
}
