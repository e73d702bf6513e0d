/**
 * Generate → Terms: a flat number of terms, or a tree whose size (Σ breadth^k, k = 1..depth) is
 * shown as it is set.
 */
import { __, _n, sprintf } from '@wordpress/i18n';
import { useState } from '@wordpress/element';
import { Spinner } from '@wordpress/components';
import { NumberField, Select, Toggle, intIn } from '../components/fields';
import { SubmitWithResult } from '../components/result-notice';
import { useRequest } from '../components/use-request';
import { useFetched } from '../components/use-fetched';
import { fieldSetter } from '../components/field-setter';
import { countLimit } from '../components/capacity';

/**
 * Terms a tree of this depth and breadth holds: breadth + breadth² + … + breadth^depth.
 * @param {number} depth   Levels of the tree.
 * @param {number} breadth Children of each term.
 */
export function treeSize( depth, breadth ) {
	let total = 0;
	for ( let level = 1; level <= depth; level++ ) {
		total += breadth ** level;
	}
	return total;
}

export default function GenerateTerms( { defaults, capacity } ) {
	const [ form, setForm ] = useState( {
		taxonomy: 'category',
		count: defaults.default_term_count ?? 5,
		generate_hierarchy: false,
		depth: 3,
		breadth: 3,
		delete_existing: false,
	} );
	const request = useRequest();
	const taxonomies = useFetched(
		'/seedpress/v1/taxonomies/all',
		( answer ) => answer.result,
		[]
	);
	if ( ! taxonomies ) {
		return <Spinner />;
	}
	const set = fieldSetter( setForm );
	const hierarchical =
		taxonomies.find( ( t ) => t.name === form.taxonomy )?.hierarchical ===
		true;
	const tree = hierarchical && form.generate_hierarchy;
	const depth = intIn( form.depth, 1, 5 );
	const breadth = intIn( form.breadth, 1, 10 );
	const maxCount = countLimit( capacity, 'terms', false, 500 );
	const count = intIn( form.count, 1, maxCount );
	const valid = tree ? depth && breadth : count;
	const submit = ( event ) => {
		event.preventDefault();
		if ( ! valid || request.running ) {
			return;
		}
		const body = {
			taxonomy: form.taxonomy,
			delete_existing: form.delete_existing,
			generate_hierarchy: tree,
			...( tree ? { depth, breadth } : { count } ),
		};
		request.send( '/seedpress/v1/generate/terms', body );
	};
	return (
		<form onSubmit={ submit } className="seedpress-tab-form">
			<Select
				label={ __( 'Taxonomy', 'seedpress' ) }
				value={ form.taxonomy }
				options={ taxonomies.map( ( t ) => ( {
					value: t.name,
					label: t.label,
				} ) ) }
				onChange={ set( 'taxonomy' ) }
				disabled={ request.running }
			/>
			{ hierarchical && (
				<Toggle
					label={ __( 'Build a hierarchy', 'seedpress' ) }
					checked={ form.generate_hierarchy }
					onChange={ set( 'generate_hierarchy' ) }
					disabled={ request.running }
				/>
			) }
			{ tree ? (
				<>
					<NumberField
						label={ __( 'Depth (levels)', 'seedpress' ) }
						min={ 1 }
						max={ 5 }
						value={ form.depth }
						onChange={ set( 'depth' ) }
						disabled={ request.running }
					/>
					<NumberField
						label={ __(
							'Breadth (children per term)',
							'seedpress'
						) }
						min={ 1 }
						max={ 10 }
						value={ form.breadth }
						onChange={ set( 'breadth' ) }
						disabled={ request.running }
					/>
					<p className="seedpress-total" aria-live="polite">
						{ valid
							? sprintf(
									/* translators: %d: number of terms the tree holds. */
									_n(
										'The tree holds %d term.',
										'The tree holds %d terms.',
										treeSize( depth, breadth ),
										'seedpress'
									),
									treeSize( depth, breadth )
							  )
							: __(
									'Depth is 1 to 5, breadth 1 to 10.',
									'seedpress'
							  ) }
					</p>
				</>
			) : (
				<NumberField
					label={ __( 'Number of terms', 'seedpress' ) }
					help={ sprintf(
						/* translators: %d: the largest number of terms one run makes. */
						__( 'From 1 to %d.', 'seedpress' ),
						maxCount
					) }
					min={ 1 }
					max={ maxCount }
					value={ form.count }
					onChange={ set( 'count' ) }
					disabled={ request.running }
				/>
			) }
			<Toggle
				label={ __(
					'Delete the terms generated before in this taxonomy first',
					'seedpress'
				) }
				checked={ form.delete_existing }
				onChange={ set( 'delete_existing' ) }
				disabled={ request.running }
			/>
			<SubmitWithResult request={ request } valid={ valid }>
				{ __( 'Generate terms', 'seedpress' ) }
			</SubmitWithResult>
		</form>
	);
}
