/**
 * The template list: filtered by post type and by starter/user, the default marked, stale
 * templates named in a banner with a resync, and the actions of a template (edit, duplicate,
 * variant, default, export, delete) and of the list (add, import).
 */
import { __ } from '@wordpress/i18n';
import { useSelect, useDispatch } from '@wordpress/data';
import { useState } from '@wordpress/element';
import { Button, Flex, FormFileUpload, Notice } from '@wordpress/components';
import { DataViews, filterSortAndPaginate } from '@wordpress/dataviews';
import { reportOutcome } from '../components/outcome-notice';
import { store as adminStore } from '../store';
import { siteDateTime } from '../components/site-date-time';
import { store } from './templates-store';
import { templateActions } from './templates-actions';
import { downloadExport, importFile } from './templates-transfer';
import StaleBanner from './templates-stale';

const KINDS = [
	{ value: 'user', label: __( 'Yours', 'seedpress' ) },
	{ value: 'system', label: __( 'Starter', 'seedpress' ) },
];
const DEFAULT_VIEW = {
	type: 'table',
	page: 1,
	perPage: 20,
	filters: [],
	sort: { field: 'name', direction: 'asc' },
	titleField: 'name',
	fields: [ 'post_type', 'kind', 'updated_at' ],
	layout: {},
};

function fieldsFor( postTypes ) {
	return [
		{
			id: 'name',
			label: __( 'Name', 'seedpress' ),
			enableHiding: false,
			enableGlobalSearch: true,
			render: TemplateName,
		},
		{
			id: 'post_type',
			label: __( 'Post type', 'seedpress' ),
			elements: postTypes,
			filterBy: { operators: [ 'is' ], isPrimary: true },
		},
		{
			id: 'kind',
			label: __( 'Kind', 'seedpress' ),
			getValue: ( { item } ) => ( item.is_system ? 'system' : 'user' ),
			elements: KINDS,
			filterBy: { operators: [ 'is' ], isPrimary: true },
		},
		{
			id: 'updated_at',
			label: __( 'Last saved', 'seedpress' ),
			render: ( { item } ) => siteDateTime( item.updated_at ),
		},
	];
}

function TemplateName( { item } ) {
	return (
		<span className="seedpress-template-name">
			<span>{ item.name }</span>
			{ item.is_default && (
				<span className="seedpress-badge is-success">
					{ __( 'Default', 'seedpress' ) }
				</span>
			) }
			{ item.parent_id && (
				<span className="seedpress-badge">
					{ __( 'Variant', 'seedpress' ) }
				</span>
			) }
		</span>
	);
}

export default function TemplatesList( { onEdit, onDone } ) {
	const { list, postTypes } = useSelect( ( select ) => ( {
		list: select( store ).getTemplates(),
		postTypes: select( adminStore ).getPostTypes(),
	} ) );
	const dispatchers = useDispatch( store );
	const [ view, setView ] = useState( DEFAULT_VIEW );
	const templates = list?.templates ?? [];
	const typeElements = postTypeElements( postTypes, templates );
	const fields = fieldsFor( typeElements );
	const { data, paginationInfo } = filterSortAndPaginate(
		templates,
		view,
		fields
	);
	const actions = templateActions( {
		templates,
		onEdit,
		onDone,
		dispatchers,
	} );
	const report = ( request ) => reportOutcome( request, onDone );
	return (
		<>
			{ list?.error && (
				<Notice status="error" isDismissible={ false }>
					{ list.error.message }
				</Notice>
			) }
			<StaleBanner
				staleIds={ list?.stale ?? [] }
				templates={ templates }
				onDone={ onDone }
			/>
			<div className="seedpress-dataviews">
				<Flex justify="flex-start" className="seedpress-toolbar">
					<Button
						variant="primary"
						onClick={ () => onEdit( null ) }
						__next40pxDefaultSize
					>
						{ __( 'Add template', 'seedpress' ) }
					</Button>
					<FormFileUpload
						accept="application/json,.json"
						onChange={ ( event ) => {
							const file = event.target.files[ 0 ];
							// Cleared, so choosing the same file again is a change too.
							event.target.value = '';
							report(
								importFile( file, dispatchers.importTemplates )
							);
						} }
						render={ ( { openFileDialog } ) => (
							<Button
								variant="secondary"
								onClick={ openFileDialog }
								__next40pxDefaultSize
							>
								{ __( 'Import from file', 'seedpress' ) }
							</Button>
						) }
					/>
					<Button
						variant="secondary"
						onClick={ () =>
							report(
								downloadExport(
									data.map( ( item ) => item.id )
								)
							)
						}
						disabled={ data.length === 0 }
						accessibleWhenDisabled
						__next40pxDefaultSize
					>
						{ __( 'Export shown templates', 'seedpress' ) }
					</Button>
				</Flex>
				<DataViews
					data={ data }
					fields={ fields }
					view={ view }
					onChangeView={ setView }
					actions={ actions }
					isLoading={ ! list }
					getItemId={ ( item ) => String( item.id ) }
					defaultLayouts={ { table: {} } }
					paginationInfo={ paginationInfo }
				/>
			</div>
		</>
	);
}

/**
 * Filter choices: the site's post types, plus any a template names that is not listed.
 * @param {Array<Object>|null} postTypes The site's post types.
 * @param {Array<Object>}      templates The templates listed.
 */
function postTypeElements( postTypes, templates ) {
	const elements = ( postTypes ?? [] ).map( ( type ) => ( {
		value: type.name,
		label: type.label,
	} ) );
	for ( const template of templates ) {
		if (
			! elements.some( ( item ) => item.value === template.post_type )
		) {
			elements.push( {
				value: template.post_type,
				label: template.post_type,
			} );
		}
	}
	return elements;
}
