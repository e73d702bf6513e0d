<?php
/**
 * What golden values point at: books, images, a PDF, audio, video, text and CSV files, categories
 * and a user, created for the run (and deleted after it) so that relational fields hold ids that
 * exist.
 *
 * @package SeedPress
 */

declare(strict_types=1);

/** A published post of $type; its id is recorded in $created for deletion. */
function seedpress_compat_ref_post( string $type, string $title, array &$created ): int {
	$id = wp_insert_post( array( 'post_type' => $type, 'post_title' => $title, 'post_status' => 'publish' ), true );
	if ( is_wp_error( $id ) ) {
		throw new RuntimeException( $id->get_error_message() );
	}
	$created['posts'][] = $id;
	return $id;
}

/** An attachment with a real file in uploads (a small PNG drawn with GD, or the given bytes). */
function seedpress_compat_ref_attachment( string $name, string $mime, array &$created, ?string $bytes = null ): int {
	if ( null === $bytes ) {
		$image = imagecreatetruecolor( 64, 48 );
		imagefill( $image, 0, 0, (int) imagecolorallocate( $image, 30, 115, 190 ) );
		ob_start();
		imagepng( $image );
		$bytes = (string) ob_get_clean();
	}
	$upload = wp_upload_bits( $name, null, $bytes );
	if ( ! empty( $upload['error'] ) ) {
		throw new RuntimeException( (string) $upload['error'] );
	}
	$id = wp_insert_attachment( array( 'post_title' => pathinfo( $name, PATHINFO_FILENAME ), 'post_mime_type' => $mime, 'post_status' => 'inherit' ), $upload['file'], 0, true );
	if ( is_wp_error( $id ) ) {
		throw new RuntimeException( $id->get_error_message() );
	}
	$created['attachments'][] = $id;
	require_once ABSPATH . 'wp-admin/includes/image.php';
	require_once ABSPATH . 'wp-admin/includes/media.php'; // wp_read_audio_metadata() for audio files.
	wp_update_attachment_metadata( $id, wp_generate_attachment_metadata( $id, $upload['file'] ) );
	return $id;
}

/** A tenth of a second of silence as a WAV file (16-bit mono PCM at 8 kHz), for audio-only fields. */
function seedpress_compat_silent_wav(): string {
	$samples = 800;
	return pack( 'A4VA4A4VvvVVvvA4V', 'RIFF', 36 + 2 * $samples, 'WAVE', 'fmt ', 16, 1, 1, 8000, 16000, 2, 16, 'data', 2 * $samples ) . str_repeat( "\0", 2 * $samples );
}

/**
 * The smallest MP4 or QuickTime movie a reader takes for a video-only field: its `ftyp` box of the
 * given major and compatible brands and a movie header of one second without tracks
 * (ISO/IEC 14496-12), for the golden's attachment rows only.
 */
function seedpress_compat_empty_movie( string $brand, string $compatible ): string {
	$box    = static fn( string $type, string $body ): string => pack( 'N', 8 + strlen( $body ) ) . $type . $body;
	$matrix = pack( 'N9', 0x10000, 0, 0, 0, 0x10000, 0, 0, 0, 0x40000000 );
	$mvhd   = $box( 'mvhd', pack( 'NNNNNNnn', 0, 0, 0, 1000, 1000, 0x10000, 0x100, 0 ) . str_repeat( "\0", 8 ) . $matrix . str_repeat( "\0", 24 ) . pack( 'N', 1 ) );
	return $box( 'ftyp', $brand . pack( 'N', 512 ) . $compatible ) . $box( 'moov', $mvhd );
}

/** The smallest Flash Video file: its header (version 1, holding video) and no tags (FLV specification 10.1, E.2). */
function seedpress_compat_empty_flv(): string {
	return 'FLV' . pack( 'CCNN', 1, 0x01, 9, 0 );
}

/**
 * The smallest WebM file: its EBML header (DocType webm, RFC 8794 and Matroska's header) and a
 * segment whose Info says one second (TimestampScale 1 ms, Duration 1000) and holds no tracks.
 */
function seedpress_compat_empty_webm(): string {
	// Element IDs are written with their length marker; a size below 127 fits one byte (0x80 | size).
	$element = static fn( int $id, string $body ): string => ltrim( pack( 'N', $id ), "\0" ) . chr( 0x80 | strlen( $body ) ) . $body;
	$header  = $element( 0x1A45DFA3, $element( 0x4286, "\1" ) . $element( 0x42F7, "\1" ) . $element( 0x42F2, "\4" ) . $element( 0x42F3, "\x08" ) . $element( 0x4282, 'webm' ) . $element( 0x4287, "\2" ) . $element( 0x4285, "\2" ) );
	$info    = $element( 0x1549A966, $element( 0x2AD7B1, pack( 'N', 1000000 ) ) . $element( 0x4489, pack( 'E', 1000.0 ) ) );
	return $header . $element( 0x18538067, $info );
}

/** A category by name: the existing one, else a new one (recorded for deletion). */
function seedpress_compat_ref_term( string $name, array &$created ): int {
	$found = term_exists( $name, 'category' );
	if ( $found ) {
		return (int) $found['term_id'];
	}
	$term = wp_insert_term( $name, 'category' );
	if ( is_wp_error( $term ) ) {
		throw new RuntimeException( $term->get_error_message() );
	}
	$created['terms'][] = (int) $term['term_id'];
	return (int) $term['term_id'];
}

/** @return array<string, int> role => id */
function seedpress_compat_make_refs( array &$created ): array {
	$editor = get_user_by( 'login', 'editor' );
	return array(
		'book_1'       => seedpress_compat_ref_post( 'compat_book', 'Dune', $created ),
		'book_2'       => seedpress_compat_ref_post( 'compat_book', 'Emma', $created ),
		'book_3'       => seedpress_compat_ref_post( 'compat_book', 'Ulysses', $created ),
		'image_1'      => seedpress_compat_ref_attachment( 'compat-harbour.png', 'image/png', $created ),
		'image_2'      => seedpress_compat_ref_attachment( 'compat-terrace.png', 'image/png', $created ),
		'image_3'      => seedpress_compat_ref_attachment( 'compat-garden.png', 'image/png', $created ),
		'file_1'       => seedpress_compat_ref_attachment( 'compat-brochure.pdf', 'application/pdf', $created, "%PDF-1.4\n%%EOF\n" ),
		'audio_1'      => seedpress_compat_ref_attachment( 'compat-guide.wav', 'audio/wav', $created, seedpress_compat_silent_wav() ),
		'video_1'      => seedpress_compat_ref_attachment( 'compat-teaser.mp4', 'video/mp4', $created, seedpress_compat_empty_movie( 'isom', 'isomavc1' ) ),
		'mov_1'        => seedpress_compat_ref_attachment( 'compat-trailer.mov', 'video/quicktime', $created, seedpress_compat_empty_movie( 'qt  ', 'qt  ' ) ),
		'flv_1'        => seedpress_compat_ref_attachment( 'compat-trailer.flv', 'video/x-flv', $created, seedpress_compat_empty_flv() ),
		'webm_1'       => seedpress_compat_ref_attachment( 'compat-trailer.webm', 'video/webm', $created, seedpress_compat_empty_webm() ),
		'text_1'       => seedpress_compat_ref_attachment( 'compat-notes.txt', 'text/plain', $created, "Harbour walk\n============\n\nMeet at the lighthouse at nine.\n" ),
		'csv_1'        => seedpress_compat_ref_attachment( 'compat-attendees.csv', 'text/csv', $created, "Name,Email\r\nAnna Martin,anna@example.com\r\n\"Duarte, Ines\",ines@example.com\r\n" ),
		'term_fiction' => seedpress_compat_ref_term( 'Fiction', $created ),
		'term_history' => seedpress_compat_ref_term( 'History', $created ),
		'term_science' => seedpress_compat_ref_term( 'Science', $created ),
		'user_editor'  => $editor ? $editor->ID : 1,
	);
}

function seedpress_compat_delete_refs( array $created ): void {
	foreach ( $created['posts'] ?? array() as $id ) {
		wp_delete_post( $id, true );
	}
	foreach ( $created['attachments'] ?? array() as $id ) {
		wp_delete_attachment( $id, true );
	}
	foreach ( $created['terms'] ?? array() as $id ) {
		wp_delete_term( $id, 'category' );
	}
}
