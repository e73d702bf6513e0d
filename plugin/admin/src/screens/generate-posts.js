/**
 * Generate → Posts: the run's options, then the streamed run (progress, log, cancel), then
 * its summary. The page never sends a run again by itself. Cancel closes the stream's request,
 * which stops the run on the site and rolls it back.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import { useSelect, useDispatch } from '@wordpress/data';
import { useEffect, useRef, useState } from '@wordpress/element';
import { speak } from '@wordpress/a11y';
import apiFetch from '@wordpress/api-fetch';
import { getQueryArg, removeQueryArgs } from '@wordpress/url';
import {
	Button,
	Card,
	CardBody,
	Notice,
	SelectControl,
	Spinner,
	TextControl,
	ToggleControl,
} from '@wordpress/components';
import { store } from '../store';
import { streamPosts } from '../stream';
import RunSummary from './run-summary';
import PostOptions, { defaultTemplate, usePostCatalog } from './post-options';
import TaxonomyOptions, {
	taxonomyConfig,
	usePostTaxonomies,
} from './taxonomy-options';
import FieldOptions, { fieldConfig, usePostFields } from './field-options';
import { fieldSetter } from '../components/field-setter';
import { countLimit } from '../components/capacity';

// The spec's ranges: the limited edition makes up to 10 posts a run, the full one 500.
const MAX_COUNT = window.seedpressAdmin?.edition === 'lite' ? 10 : 500;
const STATUSES = [
	{ value: 'publish', label: __( 'Published', 'seedpress' ) },
	{ value: 'draft', label: __( 'Draft', 'seedpress' ) },
	{ value: 'pending', label: __( 'Pending review', 'seedpress' ) },
	{ value: 'private', label: __( 'Private', 'seedpress' ) },
	{ value: 'future', label: __( 'Scheduled', 'seedpress' ) },
	{ value: 'random', label: __( 'Random', 'seedpress' ) },
];
// The template editor's "Save & Generate" opens this screen with its post type and template.
const TEMPLATE_ID = Number(
	getQueryArg( window.location.href, 'template_id' )
);
const URL_POST_TYPE = getQueryArg( window.location.href, 'template_post_type' );
// Set by "Save & Generate" only; taken off the address before the run starts, so that reloading
// the page never sends the POST again.
const AUTO_RUN = getQueryArg( window.location.href, 'autorun' ) === '1';

export default function GeneratePosts( { defaults = {}, capacity } ) {
	const postTypes = useSelect( ( select ) => select( store ).getPostTypes() );
	const loadError = useSelect( ( select ) => select( store ).getError() );
	const { refreshTotals } = useDispatch( store );
	const [ providers, setProviders ] = useState( null );
	const [ form, setForm ] = useState( {
		post_type: URL_POST_TYPE ?? 'post',
		// The form starts with a featured image downloaded for each post.
		count: Math.min(
			defaults.default_post_count ?? 5,
			countLimit( capacity, 'posts', true, MAX_COUNT )
		),
		post_status: 'publish',
		set_featured_image: true,
		image_provider: '',
		auto_comments: false,
		template_id: '',
		locale: '',
		enable_variation: true,
		variation_profile: 'random',
		download_images: true,
		image_category: '',
		image_width: 1200,
		image_height: 800,
		delete_existing_before_generate: false,
		delete_scope: 'current_type',
		populate_custom_fields: true,
	} );
	const [ categories, setCategories ] = useState( null );
	const taxonomies = usePostTaxonomies( form.post_type );
	const [ terms, setTerms ] = useState( {} );
	const fields = usePostFields( form.post_type );
	const [ fieldModes, setFieldModes ] = useState( {} );
	// Another post type has other taxonomies and fields.
	useEffect( () => {
		setTerms( {} );
		setFieldModes( {} );
	}, [ form.post_type ] );
	const catalog = usePostCatalog( form.post_type );
	const templates = catalog?.templates;
	// A post type's own default template, each time the type (and so its templates) changes.
	useEffect( () => {
		if ( templates ) {
			// The template the editor's "Save & Generate" named, while its post type is chosen.
			const named =
				TEMPLATE_ID > 0 &&
				templates.some( ( t ) => t.id === TEMPLATE_ID );
			setForm( ( f ) => ( {
				...f,
				template_id:
					named && f.post_type === URL_POST_TYPE
						? String( TEMPLATE_ID )
						: defaultTemplate( templates, defaults ),
			} ) );
		}
	}, [ templates, defaults ] );
	const [ run, setRun ] = useState( null );
	const abort = useRef( null );

	useEffect( () => {
		apiFetch( { path: '/seedpress/v1/image-providers' } ).then(
			( answer ) => {
				setProviders( answer.providers );
				setCategories( answer.categories );
				setForm( ( f ) => ( {
					...f,
					image_provider: f.image_provider || answer.default,
				} ) );
			},
			() => setProviders( {} )
		);
	}, [] );
	// Stops a run still streaming when the screen goes away.
	useEffect( () => () => abort.current?.abort(), [] );

	const set = fieldSetter( setForm );
	const count = Number( form.count );
	const maxCount = countLimit(
		capacity,
		'posts',
		form.set_featured_image && form.download_images,
		MAX_COUNT
	);
	const countValid =
		Number.isInteger( count ) && count >= 1 && count <= maxCount;
	const running = run?.state === 'running';

	const start = async ( event ) => {
		event?.preventDefault();
		if ( ! countValid || running ) {
			return;
		}
		const controller = new AbortController();
		abort.current = controller;
		setRun( { state: 'running', total: count, done: 0, log: [] } );
		speak( __( 'Generating posts…', 'seedpress' ) );
		const body = runBody( form, count );
		const config = taxonomyConfig( terms );
		if ( Object.keys( config ).length > 0 ) {
			body.taxonomy_config = config;
		}
		const chosenFields =
			form.populate_custom_fields && fieldConfig( fieldModes );
		if ( chosenFields ) {
			body.field_config = chosenFields;
		}
		try {
			const result = await streamPosts( body, controller.signal, ( e ) =>
				setRun( ( r ) => ( {
					...r,
					// Each created post of the run's type is one step of the bar.
					done:
						e.post_id && e.post_type === form.post_type
							? Math.min( r.total, r.done + 1 )
							: r.done,
					log: e.message
						? [ ...r.log, { type: e.type, message: e.message } ]
						: r.log,
				} ) )
			);
			if ( ! result ) {
				throw {
					message: __(
						'The run ended without a result. Check the history before running it again.',
						'seedpress'
					),
				};
			}
			setRun( ( r ) => ( { ...r, state: 'done', result } ) );
			// The summary's Notice announces the result (Notice calls speak() itself).
		} catch ( error ) {
			const cancelled = error?.name === 'AbortError';
			// Closing the request stops the run on the site, which undoes what it had written.
			const message = cancelled
				? __(
						'Cancelled. The site stops the run and removes what it had written.',
						'seedpress'
				  )
				: error?.message || __( 'The run failed.', 'seedpress' );
			setRun( ( r ) => ( {
				...r,
				state: cancelled ? 'cancelled' : 'failed',
				message,
			} ) );
		}
		refreshTotals();
	};

	// With the setting save_and_generate_auto_run, "Save & Generate" runs the template at once,
	// when the screen has chosen it and knows its image provider.
	const autoRan = useRef( false );
	const autoRunReady =
		AUTO_RUN &&
		defaults.save_and_generate_auto_run !== false &&
		form.template_id === String( TEMPLATE_ID ) &&
		form.image_provider !== '';
	useEffect( () => {
		if ( autoRunReady && ! autoRan.current ) {
			autoRan.current = true;
			window.history.replaceState(
				null,
				'',
				removeQueryArgs( window.location.href, 'autorun' )
			);
			start();
		}
	} );

	if ( ! postTypes || ! providers || ! catalog ) {
		return loadError ? (
			<Notice status="error" isDismissible={ false }>
				{ loadError.message }
			</Notice>
		) : (
			<Spinner />
		);
	}
	return (
		<>
			{ /* On a card: the controls' grey help text lacks contrast on wp-admin's grey background. */ }
			<Card className="seedpress-form">
				<CardBody>
					<form onSubmit={ start }>
						<SelectControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label={ __( 'Post type', 'seedpress' ) }
							value={ form.post_type }
							options={ postTypes.map( ( t ) => ( {
								value: t.name,
								label: t.label,
							} ) ) }
							onChange={ set( 'post_type' ) }
							disabled={ running }
						/>
						<TextControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							type="number"
							min={ 1 }
							max={ maxCount }
							label={ __( 'Number of posts', 'seedpress' ) }
							help={ sprintf(
								/* translators: %d: the largest number of posts one run makes. */
								__( 'From 1 to %d per run.', 'seedpress' ),
								maxCount
							) }
							value={ form.count }
							onChange={ set( 'count' ) }
							disabled={ running }
						/>
						<SelectControl
							__nextHasNoMarginBottom
							__next40pxDefaultSize
							label={ __( 'Status', 'seedpress' ) }
							value={ form.post_status }
							options={ STATUSES }
							onChange={ set( 'post_status' ) }
							disabled={ running }
						/>
						<ToggleControl
							__nextHasNoMarginBottom
							label={ __( 'Featured images', 'seedpress' ) }
							checked={ form.set_featured_image }
							onChange={ set( 'set_featured_image' ) }
							disabled={ running }
						/>
						{ form.set_featured_image && (
							<SelectControl
								__nextHasNoMarginBottom
								__next40pxDefaultSize
								label={ __( 'Image provider', 'seedpress' ) }
								value={ form.image_provider }
								options={ Object.entries( providers ).map(
									( [ value, p ] ) => ( {
										value,
										label: p.name,
										disabled:
											p.requires_api_key &&
											! p.configured,
									} )
								) }
								onChange={ set( 'image_provider' ) }
								disabled={ running }
							/>
						) }
						<PostOptions
							form={ form }
							set={ set }
							disabled={ running }
							catalog={ catalog }
							categories={
								providers[ form.image_provider ]
									?.supports_category
									? categories
									: null
							}
						/>
						<TaxonomyOptions
							taxonomies={ taxonomies }
							settings={ terms }
							onChange={ setTerms }
							disabled={ running }
						/>
						<FieldOptions
							fields={ fields }
							populate={ form.populate_custom_fields }
							onPopulate={ set( 'populate_custom_fields' ) }
							modes={ fieldModes }
							onModes={ setFieldModes }
							disabled={ running }
						/>
						<ToggleControl
							__nextHasNoMarginBottom
							label={ __(
								'Add comments to each post',
								'seedpress'
							) }
							checked={ form.auto_comments }
							onChange={ set( 'auto_comments' ) }
							disabled={ running }
						/>
						<Button
							variant="primary"
							type="submit"
							disabled={ running || ! countValid }
							isBusy={ running }
						>
							{ __( 'Generate', 'seedpress' ) }
						</Button>
						{ running && (
							<Button
								variant="secondary"
								onClick={ () => abort.current?.abort() }
							>
								{ __( 'Cancel', 'seedpress' ) }
							</Button>
						) }
					</form>
				</CardBody>
			</Card>
			{ run && <RunProgress run={ run } /> }
		</>
	);
}

/**
 * The request of a run: only what applies, numbers as numbers, empty choices left to the site.
 * @param {Object} form  The form's values.
 * @param {number} count Posts in this request.
 */
function runBody( form, count ) {
	const body = { ...form, count, template_id: Number( form.template_id ) };
	const unset = [];
	if ( ! form.template_id ) {
		unset.push( 'template_id' );
	}
	if ( ! form.locale ) {
		unset.push( 'locale' );
	}
	if ( ! form.set_featured_image ) {
		unset.push(
			'image_provider',
			'download_images',
			'image_category',
			'image_width',
			'image_height'
		);
	} else {
		body.image_width = Number( form.image_width );
		body.image_height = Number( form.image_height );
		if ( ! form.download_images ) {
			unset.push(
				'image_provider',
				'image_category',
				'image_width',
				'image_height'
			);
		} else if ( ! form.image_category ) {
			unset.push( 'image_category' );
		}
	}
	if ( ! form.enable_variation ) {
		unset.push( 'variation_profile' );
	}
	if ( ! form.delete_existing_before_generate ) {
		unset.push( 'delete_scope' );
	}
	for ( const key of unset ) {
		delete body[ key ];
	}
	return body;
}

function RunProgress( { run } ) {
	return (
		<section aria-labelledby="seedpress-run">
			<h2 id="seedpress-run">{ __( 'Run', 'seedpress' ) }</h2>
			<label htmlFor="seedpress-progress">
				{ sprintf(
					/* translators: 1: posts created so far, 2: posts requested. */
					_n(
						'%1$d of %2$d post created',
						'%1$d of %2$d posts created',
						run.total,
						'seedpress'
					),
					run.done,
					run.total
				) }
			</label>
			<progress
				id="seedpress-progress"
				max={ run.total }
				value={ run.done }
			/>
			{ /* The log region wraps the list: a role on the <ol> would hide that it is a list. Focusable so the keyboard can scroll it. */ }
			<div
				className="seedpress-log"
				role="log"
				aria-label={ __( 'Messages', 'seedpress' ) }
				tabIndex={ 0 }
			>
				<ol>
					{ run.log.map( ( line, i ) => (
						<li
							key={ i }
							className={
								line.type === 'warning'
									? 'is-warning'
									: undefined
							}
						>
							{ line.message }
						</li>
					) ) }
				</ol>
			</div>
			{ run.state === 'done' && <RunSummary result={ run.result } /> }
			{ ( run.state === 'failed' || run.state === 'cancelled' ) && (
				<Notice
					status={ run.state === 'failed' ? 'error' : 'warning' }
					isDismissible={ false }
				>
					{ run.message }
				</Notice>
			) }
		</section>
	);
}
