<?php
/**
 * One row of run.sh's result table from readback.php's JSON (stdin); exits 1 when a field failed.
 * CLI: php report.php --header | php report.php < readback.json
 *
 * @package SeedPress
 */

declare(strict_types=1);

const SEEDPRESS_COMPAT_ROW = "%-24s %-12s %6s %6s %8s  %s\n";

if ( in_array( '--header', $argv, true ) ) {
	printf( SEEDPRESS_COMPAT_ROW, 'plugin', 'version', 'fields', 'filled', 'read OK', 'failures' );
	exit( 0 );
}
$report = json_decode( (string) stream_get_contents( STDIN ), true );
if ( ! is_array( $report ) || ! isset( $report['fields'] ) ) {
	fwrite( STDERR, "report.php: no readback report on stdin\n" );
	exit( 2 );
}
$posts    = count( $report['posts'] );
$filled   = count( array_filter( $report['fields'], static fn( array $f ): bool => $f['filled'] === $posts ) );
$bad      = array_filter( $report['fields'], static fn( array $f ): bool => ! $f['ok'] );
$failures = array_map( static fn( array $f ): string => "{$f['name']} ({$f['type']}, {$f['filled']}/$posts filled): " . ( implode( '; ', $f['problems'] ) ?: 'not filled' ), $bad );
printf( SEEDPRESS_COMPAT_ROW, $report['plugin'], $report['version'], count( $report['fields'] ), $filled, count( $report['fields'] ) - count( $bad ), $bad ? count( $bad ) . ' field(s):' : '-' );
foreach ( $failures as $failure ) {
	echo "    $failure\n";
}
exit( $bad ? 1 : 0 );
