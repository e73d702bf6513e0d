<?php
/**
 * What an attachment a file field points at holds: a file on disk of the kind its extension
 * names, and the `_wp_attachment_metadata` WordPress itself would write for that file.
 *
 * @package SeedPress
 */

declare(strict_types=1);

/** Null when the attachment's file is what its extension says, else what is wrong. */
function seedpress_compat_attachment_file_problem( int $id ): ?string {
	$file = (string) get_attached_file( $id );
	if ( ! is_file( $file ) ) {
		return "no file on disk: $file";
	}
	$bytes     = (string) file_get_contents( $file ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents
	$extension = strtolower( pathinfo( $file, PATHINFO_EXTENSION ) );
	$problem   = seedpress_compat_file_kind_problem( $extension, $bytes, $file );
	return null === $problem ? null : basename( $file ) . ": $problem";
}

/** Whether $bytes are a file of the kind $extension names (the kinds SeedPress and the goldens make). */
function seedpress_compat_file_kind_problem( string $extension, string $bytes, string $file ): ?string {
	switch ( $extension ) {
		case 'mp4':
			// ISO base media (ISO/IEC 14496-12): the file opens with its `ftyp` box.
			return 'ftyp' === substr( $bytes, 4, 4 ) ? null : 'no ftyp box at the start of the MP4';
		case 'mov':
			// A QuickTime movie names QuickTime ('qt  ') as its `ftyp` box's major brand.
			return 'ftyp' === substr( $bytes, 4, 4 ) && 'qt  ' === substr( $bytes, 8, 4 ) ? null : "no ftyp box of brand 'qt  ' at the start of the MOV";
		case 'flv':
			return seedpress_compat_flv_problem( $bytes );
		case 'webm':
			$doctype = seedpress_compat_ebml_doctype( $bytes );
			return 'webm' === $doctype ? null : 'no EBML header of DocType webm (' . ( $doctype ?? 'no header' ) . ')';
		case 'avi':
			return 'RIFF' === substr( $bytes, 0, 4 ) && 'AVI ' === substr( $bytes, 8, 4 ) ? null : 'not a RIFF AVI file';
		case 'wav':
			return 'RIFF' === substr( $bytes, 0, 4 ) && 'WAVE' === substr( $bytes, 8, 4 ) ? null : 'not a RIFF WAVE file';
		case 'pdf':
			return str_starts_with( $bytes, '%PDF-' ) ? null : 'no %PDF- header';
		case 'txt':
			return seedpress_compat_text_problem( $bytes );
		case 'csv':
			return seedpress_compat_text_problem( $bytes ) ?? seedpress_compat_csv_problem( $bytes );
		case 'jpg':
		case 'jpeg':
		case 'png':
		case 'gif':
		case 'webp':
			return false !== wp_getimagesize( $file ) ? null : 'not an image getimagesize() reads';
	}
	return null;
}

/** A Flash Video file's header (FLV specification 10.1, E.2): its signature, version 1, and the flag saying it holds video. */
function seedpress_compat_flv_problem( string $bytes ): ?string {
	if ( 'FLV' !== substr( $bytes, 0, 3 ) || strlen( $bytes ) < 9 ) {
		return 'no FLV signature';
	}
	if ( 1 !== ord( $bytes[3] ) ) {
		return 'FLV version ' . ord( $bytes[3] ) . ', not 1';
	}
	return ord( $bytes[4] ) & 0x01 ? null : 'an FLV header without its video flag';
}

/**
 * The DocType of the EBML header a Matroska or WebM file opens with (RFC 8794: the header element
 * 0x1A45DFA3 holding DocType 0x4282), or null when the file opens with no such header.
 */
function seedpress_compat_ebml_doctype( string $bytes ): ?string {
	$at = 0;
	if ( 0x1A45DFA3 !== seedpress_compat_ebml_vint( $bytes, $at, true ) ) {
		return null;
	}
	$size = seedpress_compat_ebml_vint( $bytes, $at, false );
	if ( null === $size ) {
		return null;
	}
	$end = min( strlen( $bytes ), $at + $size );
	while ( $at < $end ) {
		$id     = seedpress_compat_ebml_vint( $bytes, $at, true );
		$length = seedpress_compat_ebml_vint( $bytes, $at, false );
		if ( null === $id || null === $length ) {
			return null;
		}
		if ( 0x4282 === $id ) {
			return rtrim( substr( $bytes, $at, $length ), "\0" ); // A string element may be padded with NULs.
		}
		$at += $length;
	}
	return null;
}

/**
 * The EBML variable-length integer at $at, which moves past it: an element ID keeps its length
 * marker bit ($keep_marker), an element size drops it. Null past the end or for a 9-byte or longer one.
 */
function seedpress_compat_ebml_vint( string $bytes, int &$at, bool $keep_marker ): ?int {
	$first  = $at < strlen( $bytes ) ? ord( $bytes[ $at ] ) : 0;
	$length = 0 === $first ? 9 : 9 - strlen( decbin( $first ) ); // Leading zero bits, plus one.
	if ( $length > 8 || $at + $length > strlen( $bytes ) ) {
		return null;
	}
	$value = $keep_marker ? $first : $first & ( 0xFF >> $length );
	for ( $i = 1; $i < $length; $i++ ) {
		$value = ( $value << 8 ) | ord( $bytes[ $at + $i ] );
	}
	$at += $length;
	return $value;
}

/** Text a reader opens as it is: UTF-8, no NUL bytes, something written. */
function seedpress_compat_text_problem( string $bytes ): ?string {
	if ( '' === trim( $bytes ) ) {
		return 'an empty text file';
	}
	return mb_check_encoding( $bytes, 'UTF-8' ) && ! str_contains( $bytes, "\0" ) ? null : 'not UTF-8 text';
}

/**
 * A CSV as RFC 4180 reads it (quotes doubled inside quoted fields, no backslash escapes): a header
 * and at least one record, every record as wide as the header.
 */
function seedpress_compat_csv_problem( string $bytes ): ?string {
	$stream = fopen( 'php://memory', 'r+' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fopen
	fwrite( $stream, $bytes ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fwrite
	rewind( $stream );
	$widths = array();
	while ( false !== ( $record = fgetcsv( $stream, null, ',', '"', '' ) ) ) { // phpcs:ignore Generic.CodeAnalysis.AssignmentInCondition.FoundInWhileCondition
		$widths[] = count( $record );
	}
	fclose( $stream ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose
	if ( count( $widths ) < 2 ) {
		return 'a CSV without records under its header';
	}
	$odd = array_keys( array_diff( $widths, array( $widths[0] ) ) );
	return $odd ? 'CSV record ' . ( $odd[0] + 1 ) . " has {$widths[ $odd[0] ]} fields, the header {$widths[0]}" : null;
}

/**
 * What wp_generate_attachment_metadata() (WordPress 6.8) writes for a video, audio or other
 * non-image file, without its side effects: getID3's reading of a video or audio file (its cover
 * art's bytes left out), and the file's size. Null for images and PDFs, whose metadata comes from
 * the site's image editor.
 */
function seedpress_compat_expected_metadata( int $id ): ?array {
	$file = (string) get_attached_file( $id );
	$mime = (string) get_post_mime_type( $id );
	if ( str_starts_with( $mime, 'image/' ) || 'application/pdf' === $mime ) {
		return null;
	}
	require_once ABSPATH . 'wp-admin/includes/media.php';
	$metadata = array();
	if ( wp_attachment_is( 'video', $id ) ) {
		$metadata = wp_read_video_metadata( $file );
	} elseif ( wp_attachment_is( 'audio', $id ) ) {
		$metadata = wp_read_audio_metadata( $file );
	}
	$metadata = is_array( $metadata ) ? $metadata : array();
	unset( $metadata['image']['data'] );
	if ( ! isset( $metadata['filesize'] ) && is_file( $file ) ) {
		$metadata['filesize'] = wp_filesize( $file );
	}
	return $metadata;
}

/** Null when the attachment's stored metadata is what WordPress makes for its file, else the keys that differ. */
function seedpress_compat_attachment_metadata_problem( int $id ): ?string {
	$expected = seedpress_compat_expected_metadata( $id );
	if ( null === $expected ) {
		return null;
	}
	$stored = wp_get_attachment_metadata( $id, true );
	$stored = is_array( $stored ) ? $stored : array();
	$differ = array();
	foreach ( array_unique( array_merge( array_keys( $expected ), array_keys( $stored ) ) ) as $key ) {
		if ( ( $expected[ $key ] ?? null ) !== ( $stored[ $key ] ?? null ) ) {
			$differ[] = "$key " . wp_json_encode( $stored[ $key ] ?? null ) . ' (WordPress: ' . wp_json_encode( $expected[ $key ] ?? null ) . ')';
		}
	}
	return $differ ? 'metadata differs from WordPress\'s: ' . implode( ', ', $differ ) : null;
}

/** Null when the attachment's file and metadata are what its type promises, else the first problem. */
function seedpress_compat_attachment_problem( int $id ): ?string {
	return seedpress_compat_attachment_file_problem( $id ) ?? seedpress_compat_attachment_metadata_problem( $id );
}
