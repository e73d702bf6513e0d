/**
 * Templates: the list, or the editor of one template (a new one, an existing one or a variant).
 * Leaving the editor returns to the list with the editor's outcome in a Notice.
 */
import { __ } from '@wordpress/i18n';
import { useEffect, useRef, useState } from '@wordpress/element';
import OutcomeNotice from '../components/outcome-notice';
import '../components/lists/style.css';
import TemplatesList from './templates-list';
import TemplateEditor from './templates-editor';

function headingOf( editing ) {
	if ( ! editing ) {
		return __( 'Templates', 'seedpress' );
	}
	return editing.id
		? __( 'Edit template', 'seedpress' )
		: __( 'Add template', 'seedpress' );
}

export default function Templates() {
	// null: the list; {id: null}: a new template; {id}: that template.
	const [ editing, setEditing ] = useState( null );
	const [ notice, setNotice ] = useState( null );
	const heading = useRef( null );
	const switched = useRef( false );
	// Switching between list and editor removes what had focus: the heading takes it, so
	// keyboard and screen reader users start at the top of what replaced it.
	useEffect( () => {
		if ( switched.current ) {
			heading.current?.focus();
		}
		switched.current = true;
	}, [ editing ] );
	const close = ( outcome ) => {
		setEditing( null );
		setNotice( outcome ?? null );
	};
	return (
		<>
			<h1 ref={ heading } tabIndex={ -1 }>
				{ headingOf( editing ) }
			</h1>
			<OutcomeNotice
				outcome={ notice }
				onRemove={ () => setNotice( null ) }
			/>
			{ editing ? (
				<TemplateEditor id={ editing.id } onClose={ close } />
			) : (
				<TemplatesList
					onEdit={ ( id ) => {
						setNotice( null );
						setEditing( { id } );
					} }
					onDone={ setNotice }
				/>
			) }
		</>
	);
}
