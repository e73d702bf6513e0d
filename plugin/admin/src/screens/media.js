/**
 * Media: the library's images as a grid (generated ones badged, searchable), images downloaded
 * from a provider, the library's other files, and uploads from the computer or from a URL.
 */
import { __ } from '@wordpress/i18n';
import { useEffect, useState } from '@wordpress/element';
import apiFetch from '@wordpress/api-fetch';
import { addQueryArgs } from '@wordpress/url';
import { Card, CardBody, CardHeader } from '@wordpress/components';
import { DataViews } from '@wordpress/dataviews';
import DownloadImages from './media-download';
import UploadFiles from './media-upload';

const IMAGE_FIELDS = [
	{
		id: 'thumbnail',
		label: __( 'Image', 'seedpress' ),
		render: ( { item } ) => (
			<img
				src={ item.medium ?? item.thumbnail ?? item.url }
				alt={ item.title }
			/>
		),
		enableSorting: false,
	},
	{
		id: 'title',
		label: __( 'Title', 'seedpress' ),
		enableHiding: false,
		enableSorting: false,
	},
	{
		id: 'dimensions',
		label: __( 'Size', 'seedpress' ),
		enableSorting: false,
	},
	{
		id: 'generated',
		label: __( 'Origin', 'seedpress' ),
		render: ( { item } ) =>
			item.generated ? (
				<span className="seedpress-badge">
					{ __( 'Generated', 'seedpress' ) }
				</span>
			) : (
				__( 'Library', 'seedpress' )
			),
		enableSorting: false,
	},
];

const FILE_FIELDS = [
	{
		id: 'title',
		label: __( 'Title', 'seedpress' ),
		enableHiding: false,
		enableSorting: false,
	},
	{ id: 'filename', label: __( 'File', 'seedpress' ), enableSorting: false },
	{ id: 'mime_type', label: __( 'Type', 'seedpress' ), enableSorting: false },
];

/**
 * A page of a listing endpoint for the view's page, page size and search.
 * @param {string} path   The endpoint.
 * @param {string} member The member of the answer that holds the items.
 * @param {Object} view   The DataViews view.
 * @param {number} reload Changes to read the page again.
 */
function usePage( path, member, view, reload ) {
	const [ page, setPage ] = useState( {
		items: [],
		total: 0,
		pages: 0,
		loading: true,
	} );
	useEffect( () => {
		setPage( ( p ) => ( { ...p, loading: true } ) );
		apiFetch( {
			path: addQueryArgs( path, {
				page: view.page,
				per_page: view.perPage,
				...( view.search ? { search: view.search } : {} ),
			} ),
		} ).then(
			( answer ) =>
				setPage( {
					items: answer[ member ],
					total: answer.total,
					pages: answer.total_pages,
					loading: false,
				} ),
			() => setPage( { items: [], total: 0, pages: 0, loading: false } )
		);
	}, [ path, member, view.page, view.perPage, view.search, reload ] );
	return page;
}

function Listing( { title, id, path, member, fields, type, reload, search } ) {
	const [ view, setView ] = useState( {
		type,
		page: 1,
		perPage: type === 'grid' ? 20 : 50,
		search: '',
		fields: fields
			.map( ( f ) => f.id )
			.filter( ( f ) => f !== 'thumbnail' && f !== 'title' ),
		titleField: 'title',
		mediaField: type === 'grid' ? 'thumbnail' : undefined,
		layout: {},
	} );
	const page = usePage( path, member, view, reload );
	return (
		<Card className="seedpress-listing">
			<CardHeader>
				<h2 id={ id }>{ title }</h2>
			</CardHeader>
			<CardBody>
				<DataViews
					data={ page.items }
					fields={ fields }
					view={ view }
					onChangeView={ setView }
					getItemId={ ( item ) => String( item.id ) }
					isLoading={ page.loading }
					paginationInfo={ {
						totalItems: page.total,
						totalPages: page.pages,
					} }
					defaultLayouts={ { [ type ]: {} } }
					search={ search }
					searchLabel={ __( 'Search images', 'seedpress' ) }
				/>
			</CardBody>
		</Card>
	);
}

export default function Media() {
	const [ reload, setReload ] = useState( 0 );
	const changed = () => setReload( ( n ) => n + 1 );
	return (
		<>
			<h1>{ __( 'SeedPress Media', 'seedpress' ) }</h1>
			<div className="seedpress-cards">
				<DownloadImages onDone={ changed } />
				<UploadFiles onDone={ changed } />
			</div>
			<Listing
				title={ __( 'Images', 'seedpress' ) }
				id="seedpress-images"
				path="/seedpress/v1/media/images"
				member="images"
				fields={ IMAGE_FIELDS }
				type="grid"
				reload={ reload }
				search
			/>
			<Listing
				title={ __( 'Files', 'seedpress' ) }
				id="seedpress-files"
				path="/seedpress/v1/media/files"
				member="files"
				fields={ FILE_FIELDS }
				type="table"
				reload={ reload }
				search={ false }
			/>
		</>
	);
}
