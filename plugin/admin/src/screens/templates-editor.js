/**
 * The template editor in tabs (General, Core fields, Custom fields, Taxonomies, Comments).
 * A variant shows its effective recipe and saves only what differs from its parent's.
 * "Save & Generate" saves, then opens Generate Posts with the template chosen.
 */
import { __ } from '@wordpress/i18n';
import { useSelect, useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { addQueryArgs } from '@wordpress/url';
import {
	Button,
	Card,
	CardBody,
	Flex,
	Notice,
	Spinner,
	TabPanel,
} from '@wordpress/components';
import { store as adminStore } from '../store';
import { store } from './templates-store';
import { GeneralTab, CommentsTab } from './templates-editor-settings';
import { CoreFieldsTab, CustomFieldsTab } from './templates-editor-fields';
import TaxonomiesTab from './templates-editor-taxonomies';
import { useCatalog, useTemplate } from './templates-editor-data';
import { bodyOf } from './templates-editor-body';

const TABS = [
	{ name: 'general', title: __( 'General', 'seedpress' ) },
	{ name: 'core', title: __( 'Core fields', 'seedpress' ) },
	{ name: 'custom', title: __( 'Custom fields', 'seedpress' ) },
	{ name: 'taxonomies', title: __( 'Taxonomies', 'seedpress' ) },
	{ name: 'comments', title: __( 'Comments', 'seedpress' ) },
];

export default function TemplateEditor( { id, onClose } ) {
	const loaded = useTemplate( id );
	if ( loaded.error ) {
		return (
			<Notice status="error" isDismissible={ false }>
				{ loaded.error.message }
			</Notice>
		);
	}
	if ( ! loaded.draft ) {
		return <Spinner />;
	}
	return <Editor id={ id } loaded={ loaded } onClose={ onClose } />;
}

function Editor( { id, loaded, onClose } ) {
	const postTypes = useSelect( ( select ) =>
		select( adminStore ).getPostTypes()
	);
	const { create, update } = useDispatch( store );
	const [ draft, setDraft ] = useState( loaded.draft );
	const [ busy, setBusy ] = useState( false );
	const [ failure, setFailure ] = useState( null );
	const catalog = useCatalog( draft.post_type );
	const change = ( members ) =>
		setDraft( ( current ) => ( { ...current, ...members } ) );
	const changePostType = ( members ) =>
		// Another post type has other fields and taxonomies: its configuration starts empty.
		members.post_type && members.post_type !== draft.post_type
			? change( {
					...members,
					field_config: {},
					taxonomy_config: {},
			  } )
			: change( members );

	const save = async ( thenGenerate ) => {
		setBusy( true );
		setFailure( null );
		try {
			const body = bodyOf( draft, { isNew: ! id, base: loaded.base } );
			const answer = id ? await update( id, body ) : await create( body );
			if ( thenGenerate ) {
				window.location.href = addQueryArgs(
					( window.seedpressAdmin?.adminUrl ?? '/wp-admin/' ) +
						'admin.php',
					{
						page: 'seedpress-generate-posts',
						// Not "post_type": admin.php takes that one for itself.
						template_post_type: answer.template.post_type,
						template_id: answer.template.id,
						autorun: 1,
					}
				);
				return;
			}
			onClose( { status: 'success', message: answer.message } );
		} catch ( error ) {
			setFailure( error.message );
			setBusy( false );
		}
	};

	const types = ( postTypes ?? [] ).map( ( type ) => ( {
		value: type.name,
		label: type.label,
	} ) );
	const panel = ( tab ) => {
		const props = { draft, onChange: change };
		switch ( tab.name ) {
			case 'general':
				return (
					<GeneralTab
						{ ...props }
						onChange={ changePostType }
						postTypes={ types }
						isNew={ ! id }
					/>
				);
			case 'comments':
				return <CommentsTab { ...props } />;
		}
		if ( catalog.error ) {
			return (
				<Notice status="error" isDismissible={ false }>
					{ catalog.error.message }
				</Notice>
			);
		}
		if ( ! catalog.fields ) {
			return <Spinner />;
		}
		switch ( tab.name ) {
			case 'core':
				return (
					<CoreFieldsTab { ...props } catalog={ catalog.fields } />
				);
			case 'custom':
				return (
					<CustomFieldsTab { ...props } catalog={ catalog.fields } />
				);
		}
		return <TaxonomiesTab { ...props } taxonomies={ catalog.taxonomies } />;
	};

	return (
		<Card className="seedpress-editor">
			<CardBody>
				{ loaded.base && (
					<Notice status="info" isDismissible={ false }>
						{ __(
							'This is a variant: it shows its parent’s recipe with its own changes, and saves only what differs from the parent.',
							'seedpress'
						) }
					</Notice>
				) }
				{ failure && (
					<Notice status="error" isDismissible={ false }>
						{ failure }
					</Notice>
				) }
				<form
					onSubmit={ ( event ) => {
						event.preventDefault();
						save( false );
					} }
				>
					<TabPanel tabs={ TABS }>{ panel }</TabPanel>
					<Flex justify="flex-start" className="seedpress-toolbar">
						<Button
							variant="primary"
							type="submit"
							isBusy={ busy }
							disabled={ busy || draft.name.trim() === '' }
							accessibleWhenDisabled
							__next40pxDefaultSize
						>
							{ __( 'Save', 'seedpress' ) }
						</Button>
						<Button
							variant="secondary"
							onClick={ () => save( true ) }
							disabled={ busy || draft.name.trim() === '' }
							accessibleWhenDisabled
							__next40pxDefaultSize
						>
							{ __( 'Save & Generate', 'seedpress' ) }
						</Button>
						<Button
							variant="tertiary"
							onClick={ () => onClose( null ) }
							disabled={ busy }
							__next40pxDefaultSize
						>
							{ __( 'Back to the list', 'seedpress' ) }
						</Button>
					</Flex>
				</form>
			</CardBody>
		</Card>
	);
}
