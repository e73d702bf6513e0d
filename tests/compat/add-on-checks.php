<?php
/**
 * Checks of the add-on step (add-ons.php): each returns null when the add-on reads the stored value
 * as one it offers, 'empty' when nothing is stored, else what is wrong. Every value is read through
 * the add-on's getter and format path and resubmitted to its own save or search path.
 *
 * @package SeedPress
 */

declare(strict_types=1);

/** Terms the theme-registered CMB2 taxonomy fields choose from, by taxonomy. */
const SEEDPRESS_COMPAT_ADDON_TERMS = array(
	'compat_area'         => array( 'North', 'South', 'Old town' ),
	'compat_service_area' => array( 'Delivery', 'Repairs', 'Consulting' ),
);

function seedpress_compat_addons_setup( string $suite, int $fa_version ): void {
	if ( 'acf' === $suite && $fa_version > 0 ) {
		// The version the add-on's settings screen saves; the add-on reads it on every request (ACFFA_MAJOR_VERSION).
		update_option( 'acffa_settings', array( 'acffa_major_version' => $fa_version ) + (array) get_option( 'acffa_settings', array() ), false );
	}
	if ( 'cmb2' === $suite ) {
		foreach ( SEEDPRESS_COMPAT_ADDON_TERMS as $taxonomy => $names ) {
			foreach ( $names as $name ) {
				wp_insert_term( $name, $taxonomy );
			}
		}
	}
}

function seedpress_compat_addons_teardown( string $suite ): void {
	global $wpdb;
	if ( 'acf' === $suite ) {
		foreach ( $wpdb->get_col( "SELECT option_name FROM $wpdb->options WHERE option_name LIKE 'acffa%'" ) as $option ) {
			delete_option( $option );
		}
		wp_clear_scheduled_hook( 'ACFFA_refresh_latest_icons' );
	}
	if ( 'cmb2' === $suite ) {
		foreach ( array_keys( SEEDPRESS_COMPAT_ADDON_TERMS ) as $taxonomy ) {
			foreach ( get_terms( array( 'taxonomy' => $taxonomy, 'hide_empty' => false, 'fields' => 'ids' ) ) as $term_id ) {
				wp_delete_term( (int) $term_id, $taxonomy );
			}
		}
	}
}

/** Version header of a plugin file. */
function seedpress_compat_addon_version( string $file ): string {
	return (string) get_file_data( $file, array( 'Version' => 'Version' ) )['Version'];
}

/**
 * The cases of a suite's add-ons that are loaded: label, add-on version and the check of each field.
 *
 * @return list<array{label: string, version: string, fields: array<string, callable(int): ?string>}>
 */
function seedpress_compat_addon_checks( string $suite ): array {
	require_once __DIR__ . "/add-ons/$suite.php";
	return ( 'seedpress_compat_addon_' . str_replace( '-', '_', $suite ) . '_checks' )();
}

/** Prints the case's row as report.php does and its problems; false when a field failed. */
function seedpress_compat_addon_report( array $case, array $ids ): bool {
	$problems = array();
	$filled   = 0;
	foreach ( $case['fields'] as $name => $check ) {
		$empty = 0;
		foreach ( $ids as $id ) {
			$problem = $check( $id );
			if ( 'empty' === $problem ) {
				++$empty;
			} elseif ( null !== $problem ) {
				$problems[ $name ][] = "#$id $problem";
			}
		}
		if ( 0 === $empty ) {
			++$filled;
		} elseif ( ! isset( $problems[ $name ] ) ) {
			$problems[ $name ][] = "$empty of " . count( $ids ) . ' posts without a value';
		}
	}
	$ok = array() !== $ids && array() === $problems;
	printf( "%-24s %-12s %6s %6s %8s  %s\n", $case['label'], $case['version'], count( $case['fields'] ), $filled, count( $case['fields'] ) - count( $problems ), $ok ? '-' : count( $problems ) . ' field(s):' );
	foreach ( $problems as $name => $list ) {
		echo "    $name: " . implode( '; ', array_unique( $list ) ) . "\n";
	}
	return $ok;
}

/** What a check learnt without failing (an add-on path this site cannot reach), printed once after the rows. */
function seedpress_compat_addon_notes( ?string $note = null ): array {
	static $notes = array();
	if ( null !== $note ) {
		$notes[ $note ] = true;
	}
	return array_keys( $notes );
}
