<?php
/**
 * Pods with a pod saved in the database, as the Pods admin screens make them: its fields have ids,
 * and Pods then reads relationship and file fields from wp_podsrel rather than from the meta
 * (PodsAPI::lookup_related_items()). The code-registered compat_pods pod cannot show that.
 * CLI: php pods-database-pod.php create | check <ids-json> | delete
 *
 * @package SeedPress
 */

declare(strict_types=1);

require __DIR__ . '/wp.php';

const SEEDPRESS_COMPAT_PODS_DB = 'compat_podsdb';

$seedpress_action = (string) ( $argv[1] ?? '' );
$seedpress_api    = pods_api();

if ( 'create' === $seedpress_action ) {
	$seedpress_api->save_pod( array( 'name' => SEEDPRESS_COMPAT_PODS_DB, 'label' => 'Compat database pods', 'type' => 'post_type', 'storage' => 'meta', 'public' => 1, 'show_ui' => 1, 'create_extend' => 'create' ) );
	$seedpress_api->save_field( array( 'pod' => SEEDPRESS_COMPAT_PODS_DB, 'name' => 'related_books', 'label' => 'Related books', 'type' => 'pick', 'pick_object' => 'post_type', 'pick_val' => 'compat_book', 'pick_format_type' => 'multi', 'pick_limit' => 3, 'required' => 1 ) );
	$seedpress_api->save_field( array( 'pod' => SEEDPRESS_COMPAT_PODS_DB, 'name' => 'cover_image', 'label' => 'Cover image', 'type' => 'file', 'file_format_type' => 'single', 'file_type' => 'images', 'required' => 1 ) );
	echo SEEDPRESS_COMPAT_PODS_DB, "\n";
} elseif ( 'check' === $seedpress_action ) {
	$seedpress_problems = array();
	$seedpress_ids      = array_map( 'intval', (array) json_decode( (string) ( $argv[2] ?? '[]' ), true ) );
	foreach ( $seedpress_ids as $seedpress_id ) {
		$seedpress_pod   = pods( SEEDPRESS_COMPAT_PODS_DB, $seedpress_id );
		$seedpress_books = (array) $seedpress_pod->field( 'related_books', array( 'output' => 'ids' ) );
		$seedpress_cover = (int) $seedpress_pod->field( 'cover_image.ID' );
		if ( array() === array_filter( $seedpress_books ) || array_diff( array_map( 'get_post_type', $seedpress_books ), array( 'compat_book' ) ) ) {
			$seedpress_problems[] = "#$seedpress_id related_books: " . wp_json_encode( $seedpress_books );
		}
		if ( 'attachment' !== get_post_type( $seedpress_cover ) ) {
			$seedpress_problems[] = "#$seedpress_id cover_image: " . wp_json_encode( $seedpress_cover );
		}
	}
	$seedpress_ok = array() !== $seedpress_ids && array() === $seedpress_problems;
	printf( "%-24s %-12s %6s %6s %8s  %s\n", 'pods (database pod)', PODS_VERSION, 2, $seedpress_ok ? 2 : '?', $seedpress_ok ? 2 : 0, $seedpress_ok ? '-' : 'read through wp_podsrel:' );
	foreach ( $seedpress_problems as $seedpress_problem ) {
		echo "    $seedpress_problem\n";
	}
	exit( $seedpress_ok ? 0 : 1 );
} elseif ( 'delete' === $seedpress_action ) {
	if ( $seedpress_api->load_pod( array( 'name' => SEEDPRESS_COMPAT_PODS_DB ), false ) ) {
		$seedpress_api->delete_pod( array( 'name' => SEEDPRESS_COMPAT_PODS_DB ) );
	}
} else {
	fwrite( STDERR, "usage: php pods-database-pod.php create | check <ids-json> | delete\n" );
	exit( 2 );
}
