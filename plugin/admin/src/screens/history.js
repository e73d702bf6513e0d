/**
 * History: what SeedPress made, a page at a time, filtered by type, each entry with its live
 * title and whether it still exists; entries are deleted with or without their content. The
 * clean-up tools below the table act on the whole history.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import { useSelect, useDispatch } from '@wordpress/data';
import { useMemo, useState } from '@wordpress/element';
import { CheckboxControl, Notice } from '@wordpress/components';
import { DataViews } from '@wordpress/dataviews';
import DialogButtons from '../components/dialog-buttons';
import OutcomeNotice from '../components/outcome-notice';
import { siteDateTime } from '../components/site-date-time';
import '../components/lists/style.css';
import { store } from './history-store';
import HistoryTools from './history-tools';
import { CONTENT_TYPES, contentLink } from './history-content';

const TYPE_ELEMENTS = Object.entries( CONTENT_TYPES ).map(
	( [ value, label ] ) => ( { value, label } )
);
const DEFAULT_VIEW = {
	type: 'table',
	page: 1,
	perPage: 20,
	filters: [],
	titleField: 'title',
	fields: [ 'content_type', 'content_exists', 'template_name', 'created_at' ],
	layout: {},
};

const FIELDS = [
	{
		id: 'title',
		label: __( 'Title', 'seedpress' ),
		enableHiding: false,
		enableSorting: false,
		getValue: ( { item } ) => item.content_title ?? '',
		render: EntryTitle,
	},
	{
		id: 'content_type',
		label: __( 'Type', 'seedpress' ),
		elements: TYPE_ELEMENTS,
		filterBy: { operators: [ 'is' ], isPrimary: true },
		enableSorting: false,
		render: ( { item } ) =>
			item.content_subtype
				? sprintf(
						/* translators: 1: content type such as Post, 2: its post type or taxonomy slug. */
						__( '%1$s (%2$s)', 'seedpress' ),
						CONTENT_TYPES[ item.content_type ],
						item.content_subtype
				  )
				: CONTENT_TYPES[ item.content_type ],
	},
	{
		id: 'content_exists',
		label: __( 'Still exists', 'seedpress' ),
		enableSorting: false,
		render: ( { item } ) => (
			<span
				className={ `seedpress-badge ${
					item.content_exists ? 'is-success' : 'is-muted'
				}` }
			>
				{ item.content_exists
					? __( 'Exists', 'seedpress' )
					: __( 'Gone', 'seedpress' ) }
			</span>
		),
	},
	{
		id: 'template_name',
		label: __( 'Template', 'seedpress' ),
		enableSorting: false,
		render: ( { item } ) => item.template_name ?? '—',
	},
	{
		id: 'created_at',
		label: __( 'Date', 'seedpress' ),
		enableSorting: false,
		render: ( { item } ) => siteDateTime( item.created_at ),
	},
];

function EntryTitle( { item } ) {
	const title =
		item.content_title ||
		sprintf(
			/* translators: %s: the id of the item on the site. */
			__( '#%s', 'seedpress' ),
			item.content_id
		);
	const link = item.content_exists && contentLink( item );
	return link ? <a href={ link }>{ title }</a> : title;
}

/**
 * The query the API pages by: the type filter, then limit and offset from the view's page.
 * @param {Object} view The DataViews view.
 */
function queryOf( view ) {
	const type = view.filters?.find(
		( filter ) => filter.field === 'content_type' && filter.value
	)?.value;
	return {
		...( type ? { type } : {} ),
		limit: view.perPage,
		offset: ( view.page - 1 ) * view.perPage,
	};
}

export default function History() {
	const [ view, setView ] = useState( DEFAULT_VIEW );
	const [ notice, setNotice ] = useState( null );
	const query = useMemo( () => queryOf( view ), [ view ] );
	const page = useSelect(
		( select ) => select( store ).getPage( query ),
		[ query ]
	);
	const total = page?.total ?? 0;
	const actions = [
		{
			id: 'delete',
			label: __( 'Delete', 'seedpress' ),
			modalHeader: __( 'Delete history entries?', 'seedpress' ),
			isDestructive: true,
			supportsBulk: true,
			RenderModal: ( { items, closeModal } ) => (
				<DeleteEntries
					items={ items }
					closeModal={ closeModal }
					onDone={ setNotice }
				/>
			),
		},
	];
	return (
		<>
			<h1>{ __( 'History', 'seedpress' ) }</h1>
			<OutcomeNotice
				outcome={ notice }
				onRemove={ () => setNotice( null ) }
			/>
			{ page?.error && (
				<Notice status="error" isDismissible={ false }>
					{ page.error.message }
				</Notice>
			) }
			<div className="seedpress-dataviews">
				<DataViews
					data={ page?.history ?? [] }
					fields={ FIELDS }
					view={ view }
					onChangeView={ setView }
					actions={ actions }
					search={ false }
					isLoading={ ! page }
					getItemId={ ( item ) => item.id }
					defaultLayouts={ { table: {} } }
					paginationInfo={ {
						totalItems: total,
						totalPages: Math.max(
							1,
							Math.ceil( total / view.perPage )
						),
					} }
				/>
			</div>
			<HistoryTools onDone={ setNotice } />
		</>
	);
}

function DeleteEntries( { items, closeModal, onDone } ) {
	const anyExists = items.some( ( item ) => item.content_exists );
	const [ withContent, setWithContent ] = useState( anyExists );
	const [ busy, setBusy ] = useState( false );
	const { deleteEntry } = useDispatch( store );
	const remove = async () => {
		setBusy( true );
		let failure = null;
		for ( const item of items ) {
			try {
				await deleteEntry( item.id, withContent );
			} catch ( error ) {
				failure = error;
				break;
			}
		}
		closeModal();
		// The screen shows the outcome in a Notice, which announces it (Notice calls speak()).
		onDone(
			failure
				? { status: 'error', message: failure.message }
				: {
						status: 'success',
						message: deletedMessage( items.length, withContent ),
				  }
		);
	};
	return (
		<form
			onSubmit={ ( event ) => {
				event.preventDefault();
				remove();
			} }
		>
			<p>
				{ sprintf(
					/* translators: %d: number of history entries. */
					_n(
						'%d history entry will be deleted.',
						'%d history entries will be deleted.',
						items.length,
						'seedpress'
					),
					items.length
				) }
			</p>
			<CheckboxControl
				__nextHasNoMarginBottom
				label={ __( 'Also delete the generated content', 'seedpress' ) }
				help={ __(
					'Unchecked, the content stays on the site and is no longer known to SeedPress.',
					'seedpress'
				) }
				checked={ withContent }
				onChange={ setWithContent }
				disabled={ busy || ! anyExists }
			/>
			<DialogButtons
				label={ __( 'Delete', 'seedpress' ) }
				onCancel={ closeModal }
				busy={ busy }
				isDestructive
			/>
		</form>
	);
}

function deletedMessage( count, withContent ) {
	return withContent
		? sprintf(
				/* translators: %d: number of history entries. */
				_n(
					'%d entry and its content were deleted.',
					'%d entries and their content were deleted.',
					count,
					'seedpress'
				),
				count
		  )
		: sprintf(
				/* translators: %d: number of history entries. */
				_n(
					'%d entry was deleted; its content stays.',
					'%d entries were deleted; their content stays.',
					count,
					'seedpress'
				),
				count
		  );
}
