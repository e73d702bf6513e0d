<?php
/**
 * Writes files a worker handed over into the site's uploads folder, as core stores uploads.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Only relative paths strictly inside the uploads folder, of file types the site accepts, outside
 * SeedPress's own folder; never over an existing different file; with the permissions
 * wp_handle_upload() gives a new upload (its folder's bits without execute).
 */
final class Handoff_Writer {

	public const WRITTEN = 'written';
	public const FAILED  = 'failed';

	/** Attempts at a file whose folder a concurrent deletion removed. */
	private const FOLDER_ATTEMPTS = 3;

	public function __construct( private readonly string $basedir ) {}

	/**
	 * @param string   $relative Path relative to the uploads folder, with forward slashes.
	 * @param string   $sha256   What the bytes must hash to.
	 * @param callable $fill     Receives the new file's handle and writes the bytes; false when it could not.
	 * @return string WRITTEN (also when an identical file is already there), FAILED (nothing left
	 *                behind, try again later) or the reason the file is refused for good.
	 */
	public function write( string $relative, string $sha256, callable $fill ): string {
		$refusal = $this->refusal( $relative );
		if ( null !== $refusal ) {
			return $refusal;
		}
		$path   = untrailingslashit( $this->basedir ) . '/' . $relative;
		$folder = dirname( $path );
		for ( $attempt = 1; ; $attempt++ ) {
			if ( ! wp_mkdir_p( $folder ) || ! $this->contains( $folder ) ) {
				return 'the folder is not inside the uploads folder or cannot be made';
			}
			// 'x': created here or not at all, never overwritten; an existing file is the answer, not a warning.
			$handle = @fopen( $path, 'xb' ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged,WordPress.WP.AlternativeFunctions.file_system_operations_fopen -- see above; WP_Filesystem has no create-only mode.
			// A deletion in another request may remove the month folder it emptied right after wp_mkdir_p(): made again then.
			if ( false !== $handle || is_dir( $folder ) || $attempt >= self::FOLDER_ATTEMPTS ) {
				break;
			}
		}
		if ( false === $handle ) {
			if ( is_file( $path ) && hash_file( 'sha256', $path ) === $sha256 ) {
				return self::WRITTEN;
			}
			return 'another file of that name is already in the uploads folder';
		}
		$filled = (bool) $fill( $handle );
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_fclose -- the handle opened above.
		fclose( $handle );
		if ( ! $filled || hash_file( 'sha256', $path ) !== $sha256 ) {
			wp_delete_file( $path );
			return self::FAILED;
		}
		$stat = stat( $folder );
		// phpcs:ignore WordPress.WP.AlternativeFunctions.file_system_operations_chmod -- as _wp_handle_upload() does.
		chmod( $path, $stat['mode'] & 0000666 );
		return self::WRITTEN;
	}

	/**
	 * Deletes a file the worker deleted. True when it is gone, or when the path is one this writer
	 * would never touch (nothing to do, ever).
	 */
	public function delete( string $relative ): bool {
		if ( null !== $this->refusal( $relative ) ) {
			return true;
		}
		$path = untrailingslashit( $this->basedir ) . '/' . $relative;
		if ( ! is_file( $path ) || ! $this->contains( dirname( $path ) ) ) {
			return true;
		}
		wp_delete_file( $path );
		if ( file_exists( $path ) ) {
			return false;
		}
		$this->remove_emptied_folders( $relative );
		return true;
	}

	/**
	 * The year/month folder a deletion left empty, and its year folder when that empties too, as a
	 * worker writing the uploads folder itself removes them. rmdir() takes an empty folder only, so
	 * a folder with any other file stays; the uploads folder itself is never a candidate.
	 */
	private function remove_emptied_folders( string $relative ): void {
		$month = dirname( $relative );
		if ( 1 !== preg_match( '#^\d{4}/\d{2}$#', $month ) ) {
			return;
		}
		$base = untrailingslashit( $this->basedir );
		// phpcs:ignore WordPress.PHP.NoSilencedErrors,WordPress.WP.AlternativeFunctions -- a folder that stays is fine.
		if ( @rmdir( $base . '/' . $month ) ) {
			// phpcs:ignore WordPress.PHP.NoSilencedErrors,WordPress.WP.AlternativeFunctions -- a folder that stays is fine.
			@rmdir( $base . '/' . dirname( $month ) );
		}
	}

	/**
	 * Why a path is not one to write, or null when it is.
	 */
	private function refusal( string $relative ): ?string {
		$segments = explode( '/', $relative );
		$bad      = array_filter( $segments, static fn ( string $s ): bool => '' === $s || '.' === $s || '..' === $s );
		if ( array() !== $bad || str_contains( $relative, '\\' ) || str_contains( $relative, "\0" ) || 0 !== validate_file( $relative ) ) {
			return 'the path is not a relative path inside the uploads folder';
		}
		if ( 'seedpress' === $segments[0] ) {
			return 'the path is in SeedPress\'s own folder';
		}
		$type = wp_check_filetype( (string) end( $segments ), get_allowed_mime_types() );
		if ( false === $type['ext'] ) {
			return 'the file type is not allowed on this site';
		}
		return null;
	}

	/**
	 * Symbolic links must not lead out of the uploads folder.
	 */
	private function contains( string $folder ): bool {
		$base = realpath( $this->basedir );
		$real = realpath( $folder );
		return false !== $base && false !== $real && ( $real === $base || str_starts_with( $real, $base . DIRECTORY_SEPARATOR ) );
	}
}
