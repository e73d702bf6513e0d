<?php
/**
 * The attachment checks' own control: in one generated post, spoils the first video, text and CSV
 * file its file fields hold (an MP4 without its ftyp box, text that is not UTF-8, a CSV record
 * wider than its header, a video's metadata with another length than its file's) and requires
 * readback's checks to refuse each. Every file and metadata is put back afterwards.
 * CLI: php tamper-files.php <suite> <post id>   (exit 1 when a spoiled file passed)
 *
 * @package SeedPress
 */

declare(strict_types=1);

require __DIR__ . '/wp.php';
require __DIR__ . '/fields.php';
require __DIR__ . '/checks.php';

/**
 * Ways to spoil a file by extension: what the bytes become, or (for `metadata`) what the stored
 * metadata becomes.
 *
 * @return array<string, array<string, callable>>
 */
function seedpress_compat_spoilers(): array {
	return array(
		'mp4' => array(
			'ftyp'     => static fn( string $bytes ): string => substr_replace( $bytes, 'free', 4, 4 ),
			'metadata' => static fn( array $meta ): array => array( 'length' => (int) ( $meta['length'] ?? 0 ) + 1 ) + $meta,
		),
		'txt' => array( 'encoding' => static fn( string $bytes ): string => $bytes . "\xff\xfe\n" ),
		'csv' => array( 'width' => static fn( string $bytes ): string => $bytes . "1,\"too, wide\",2,3,4,5,6,7,8,9\r\n" ),
	);
}

/** Whether readback refuses the field's value on $post_id once $spoil is applied to attachment $id. */
function seedpress_compat_spoiled_refused( array $def, int $post_id, int $id, string $how, callable $spoil ): bool {
	$file  = (string) get_attached_file( $id );
	$bytes = (string) file_get_contents( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
	$meta  = wp_get_attachment_metadata( $id, true );
	try {
		if ( 'metadata' === $how ) {
			wp_update_attachment_metadata( $id, $spoil( (array) $meta ) );
		} else {
			file_put_contents( $file, $spoil( $bytes ) ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		}
		wp_cache_flush();
		return null !== seedpress_compat_check( $def, ( $def['get'] )( $post_id ) );
	} finally {
		file_put_contents( $file, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_file_put_contents
		wp_update_attachment_metadata( $id, $meta );
		wp_cache_flush();
	}
}

$suite   = (string) ( $argv[1] ?? '' );
$post_id = (int) ( $argv[2] ?? 0 );
if ( null === seedpress_compat_plugin( $suite ) || $post_id <= 0 ) {
	fwrite( STDERR, "usage: php tamper-files.php <suite> <post id> (the suite's plugin active)\n" );
	exit( 2 );
}
$spoilers = seedpress_compat_spoilers();
$passed   = array();
$refused  = 0;
foreach ( seedpress_compat_defs( $suite ) as $def ) {
	if ( 'attachment' !== $def['kind'] ) {
		continue;
	}
	foreach ( seedpress_compat_ids( ( $def['get'] )( $post_id ) ) as $id ) {
		$extension = strtolower( pathinfo( (string) get_attached_file( $id ), PATHINFO_EXTENSION ) );
		foreach ( $spoilers[ $extension ] ?? array() as $how => $spoil ) {
			if ( seedpress_compat_spoiled_refused( $def, $post_id, $id, $how, $spoil ) ) {
				++$refused;
			} else {
				$passed[] = "{$def['name']}: a .$extension file spoiled ($how) passed";
			}
		}
		unset( $spoilers[ $extension ] ); // One file of each kind.
	}
}
printf( "%-24s spoiled %d files: %d refused\n", seedpress_compat_plugin( $suite )[0], $refused + count( $passed ), $refused );
foreach ( $passed as $line ) {
	echo "    NOT REFUSED $line\n";
}
exit( $passed ? 1 : 0 );
