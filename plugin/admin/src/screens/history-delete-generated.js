/**
 * Deletes the generated content of one type. Posts go per post type, with the related content
 * the user picks (pre-set from the clean-up settings); terms, users and comments go for good.
 */
import { __, sprintf } from '@wordpress/i18n';
import { useSelect, useDispatch } from '@wordpress/data';
import { useEffect, useState } from '@wordpress/element';
import apiFetch from '@wordpress/api-fetch';
import { Button, CheckboxControl, SelectControl } from '@wordpress/components';
import ConfirmDialog from '../components/confirm-dialog';
import { store as adminStore } from '../store';
import { store } from './history-store';

const TYPES = [
	{ value: 'post', label: __( 'Posts', 'seedpress' ) },
	{ value: 'term', label: __( 'Terms', 'seedpress' ) },
	{ value: 'user', label: __( 'Users', 'seedpress' ) },
	{ value: 'comment', label: __( 'Comments', 'seedpress' ) },
];
const RELATED = {
	delete_related_media: __( 'Their media', 'seedpress' ),
	delete_related_terms: __( 'Terms generated with them', 'seedpress' ),
	delete_related_authors: __( 'Authors generated with them', 'seedpress' ),
	delete_related_comments: __( 'Their comments', 'seedpress' ),
	delete_related_cpts: __(
		'Related posts generated for their relationship fields',
		'seedpress'
	),
};

export default function DeleteGenerated( { onDone } ) {
	const postTypes = useSelect( ( select ) =>
		select( adminStore ).getPostTypes()
	);
	const { deleteGenerated } = useDispatch( store );
	const [ type, setType ] = useState( 'post' );
	const [ postType, setPostType ] = useState( 'post' );
	const [ related, setRelated ] = useState( {
		delete_related_media: false,
		delete_related_terms: false,
		delete_related_authors: false,
		delete_related_comments: false,
		delete_related_cpts: false,
	} );
	const [ asking, setAsking ] = useState( false );
	const [ busy, setBusy ] = useState( false );
	// Until the settings are read, the boxes wait: a tick given before they arrive would be overwritten.
	const [ ready, setReady ] = useState( false );

	// The clean-up settings say what usually goes along with generated posts.
	useEffect( () => {
		apiFetch( { path: '/seedpress/v1/settings' } )
			.then(
				( answer ) =>
					setRelated( ( current ) => {
						const general = answer.settings.general;
						const next = { ...current };
						for ( const key of Object.keys( current ) ) {
							next[ key ] = general[ key ] ?? current[ key ];
						}
						return next;
					} ),
				// Unreadable settings leave every box unticked: nothing extra goes.
				() => {}
			)
			.finally( () => setReady( true ) );
	}, [] );

	const typeLabel =
		type === 'post'
			? postTypes?.find( ( item ) => item.name === postType )?.label ??
			  postType
			: TYPES.find( ( item ) => item.value === type ).label;
	const confirm = async () => {
		setBusy( true );
		try {
			const answer = await deleteGenerated(
				type,
				type === 'post' ? { post_type: postType, ...related } : null
			);
			onDone( { status: 'success', message: answer.message } );
		} catch ( error ) {
			onDone( { status: 'error', message: error.message } );
		}
		setBusy( false );
		setAsking( false );
	};

	return (
		<fieldset className="seedpress-delete-generated">
			<legend>
				<h3>{ __( 'Delete generated content', 'seedpress' ) }</h3>
			</legend>
			<SelectControl
				__nextHasNoMarginBottom
				__next40pxDefaultSize
				label={ __( 'Content', 'seedpress' ) }
				value={ type }
				options={ TYPES }
				onChange={ setType }
			/>
			{ type === 'post' && (
				<>
					<SelectControl
						__nextHasNoMarginBottom
						__next40pxDefaultSize
						label={ __( 'Post type', 'seedpress' ) }
						value={ postType }
						options={ ( postTypes ?? [] ).map( ( item ) => ( {
							value: item.name,
							label: item.label,
						} ) ) }
						onChange={ setPostType }
					/>
					{ Object.entries( RELATED ).map( ( [ key, label ] ) => (
						<CheckboxControl
							__nextHasNoMarginBottom
							key={ key }
							label={ label }
							checked={ related[ key ] }
							disabled={ ! ready }
							onChange={ ( checked ) =>
								setRelated( ( current ) => ( {
									...current,
									[ key ]: checked,
								} ) )
							}
						/>
					) ) }
				</>
			) }
			<Button
				variant="secondary"
				isDestructive
				disabled={ type === 'post' && ! ready }
				accessibleWhenDisabled
				onClick={ () => setAsking( true ) }
				__next40pxDefaultSize
			>
				{ sprintf(
					/* translators: %s: content type such as Posts or Users. */
					__( 'Delete generated %s…', 'seedpress' ),
					typeLabel
				) }
			</Button>
			{ asking && (
				<ConfirmDialog
					title={ sprintf(
						/* translators: %s: content type such as Posts or Users. */
						__( 'Delete all generated %s?', 'seedpress' ),
						typeLabel
					) }
					confirmLabel={ __( 'Delete', 'seedpress' ) }
					onConfirm={ confirm }
					onClose={ () => setAsking( false ) }
					busy={ busy }
				>
					<p>
						{ __(
							'Only content SeedPress generated is deleted, permanently. Content made by hand stays.',
							'seedpress'
						) }
					</p>
				</ConfirmDialog>
			) }
		</fieldset>
	);
}
