<?php
/**
 * The upload endpoints' messages, in the site's language.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * PHP's upload failures are known only here; the worker's upload answers are fixed English
 * sentences (worker/src/services/media/upload/upload-messages.ts), translated here through the
 * `seedpress` text domain like every other message of the shell.
 */
final class Upload_Messages {

	/**
	 * The failure for a PHP upload error code (UPLOAD_ERR_*), as the spec's error body.
	 */
	public static function for_php_error( int $error ): \WP_Error {
		return match ( $error ) {
			UPLOAD_ERR_INI_SIZE   => new \WP_Error( 'file_too_large', __( 'The file is too large (server limit).', 'seedpress' ), array( 'status' => 413 ) ),
			UPLOAD_ERR_FORM_SIZE  => new \WP_Error( 'file_too_large', __( 'The file is too large (form limit).', 'seedpress' ), array( 'status' => 413 ) ),
			UPLOAD_ERR_PARTIAL    => new \WP_Error( 'invalid_parameter', __( 'The file was only partially uploaded.', 'seedpress' ), array( 'status' => 400 ) ),
			UPLOAD_ERR_NO_TMP_DIR => new \WP_Error( 'internal_error', __( 'The temporary folder is missing.', 'seedpress' ), array( 'status' => 500 ) ),
			UPLOAD_ERR_CANT_WRITE => new \WP_Error( 'internal_error', __( 'The file could not be written to disk.', 'seedpress' ), array( 'status' => 500 ) ),
			UPLOAD_ERR_EXTENSION  => new \WP_Error( 'internal_error', __( 'A PHP extension stopped the upload.', 'seedpress' ), array( 'status' => 500 ) ),
			default               => new \WP_Error( 'invalid_parameter', __( 'No file was uploaded.', 'seedpress' ), array( 'status' => 400 ) ),
		};
	}

	/**
	 * The whole request was larger than PHP takes (post_max_size), so PHP dropped the file.
	 *
	 * @param int $limit post_max_size in bytes.
	 */
	public static function over_post_max_size( int $limit ): \WP_Error {
		return new \WP_Error(
			'file_too_large',
			/* translators: %s: the server's largest request, e.g. "8 MB". */
			sprintf( __( 'The file is too large: this server takes requests of at most %s (post_max_size).', 'seedpress' ), size_format( $limit ) ),
			array( 'status' => 413 )
		);
	}

	/**
	 * One of the worker's upload sentences in the site's language; any other text as it is.
	 */
	public static function translate( string $message ): string {
		return match ( $message ) {
			'The file was uploaded.'                  => __( 'The file was uploaded.', 'seedpress' ),
			'No file was uploaded.'                   => __( 'No file was uploaded.', 'seedpress' ),
			'The file is too large (server limit).'   => __( 'The file is too large (server limit).', 'seedpress' ),
			'This file type is not allowed.'          => __( 'This file type is not allowed.', 'seedpress' ),
			'The file is empty.'                      => __( 'The file is empty.', 'seedpress' ),
			'The image is damaged or incomplete.'     => __( 'The image is damaged or incomplete.', 'seedpress' ),
			'The file could not be written to disk.'  => __( 'The file could not be written to disk.', 'seedpress' ),
			default                                   => $message,
		};
	}
}
