<?php
/**
 * The attachment checks' own control: in one generated post, spoils the first file of each kind
 * its file fields hold (an MP4 without its ftyp box, a MOV of another brand, an FLV of another
 * version or without its video flag, a WebM of another DocType, text that is not UTF-8, a CSV
 * record wider than its header, a video's metadata with another length than its file's) and
 * requires readback's checks to refuse each. Every file and metadata is put back afterwards.
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
	$length = static fn( array $meta ): array => array( 'length' => (int) ( $meta['length'] ?? 0 ) + 1 ) + $meta;
	return array(
		'mp4'  => array(
			'ftyp'     => static fn( string $bytes ): string => substr_replace( $bytes, 'free', 4, 4 ),
			'metadata' => $length,
		),
		'mov'  => array(
			'brand'    => static fn( string $bytes ): string => substr_replace( $bytes, 'isom', 8, 4 ),
			'metadata' => $length,
		),
		'flv'  => array(
			'version'    => static fn( string $bytes ): string => substr_replace( $bytes, "\x02", 3, 1 ),
			'video flag' => static fn( string $bytes ): string => substr_replace( $bytes, chr( ord( $bytes[4] ) & ~0x01 ), 4, 1 ),
			'metadata'   => $length,
		),
		'webm' => array(
			// The header's DocType is the file's first "webm".
			'doctype'  => static fn( string $bytes ): string => substr_replace( $bytes, 'matr', (int) strpos( $bytes, 'webm' ), 4 ),
			'metadata' => $length,
		),
		'txt'  => array( 'encoding' => static fn( string $bytes ): string => $bytes . "\xff\xfe\n" ),
		'csv'  => array( 'width' => static fn( string $bytes ): string => $bytes . "1,\"too, wide\",2,3,4,5,6,7,8,9\r\n" ),
	);
}

/**
 * Whether readback refuses the field's value on $post_id once $spoil is applied to attachment $id,
 * and the check the spoil aims at (the file's or the metadata's) is among those refusing it: a
 * spoiled header that getID3 also reads differently must not pass on the metadata check alone.
 */
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
		$aimed = 'metadata' === $how ? seedpress_compat_attachment_metadata_problem( $id ) : seedpress_compat_attachment_file_problem( $id );
		return null !== $aimed && null !== seedpress_compat_check( $def, ( $def['get'] )( $post_id ) );
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
