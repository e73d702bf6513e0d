<?php
/**
 * The bundled worker's folder under uploads: worker.json (pid and port), worker.lock, worker.log.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

final class Worker_State {

	public function __construct( public readonly string $dir ) {}

	public function log_file(): string {
		return $this->dir . '/worker.log';
	}

	/**
	 * Creates the folder, closed to browsers: it is under uploads, which the web server serves.
	 */
	public function prepare(): bool {
		if ( ! wp_mkdir_p( $this->dir ) ) {
			return false;
		}
		$guards = array(
			'.htaccess' => "Require all denied\nDeny from all\n",
			'index.php' => "<?php\n// Silence is golden.\n",
		);
		foreach ( $guards as $name => $content ) {
			if ( ! is_file( $this->dir . '/' . $name ) ) {
				file_put_contents( $this->dir . '/' . $name, $content ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a local state file.
			}
		}
		return true;
	}

	/**
	 * @return array{pid: int, port: int}|null
	 */
	public function read(): ?array {
		$raw   = @file_get_contents( $this->dir . '/worker.json' ); // phpcs:ignore WordPress.PHP.NoSilencedErrors,WordPress.WP.AlternativeFunctions -- no file means no worker.
		$state = is_string( $raw ) ? json_decode( $raw, true ) : null;
		if ( ! is_array( $state ) || ! is_int( $state['pid'] ?? null ) || ! is_int( $state['port'] ?? null ) ) {
			return null;
		}
		return array(
			'pid'  => $state['pid'],
			'port' => $state['port'],
		);
	}

	public function write( int $pid, int $port ): void {
		$state = array(
			'pid'  => $pid,
			'port' => $port,
		);
		file_put_contents( $this->dir . '/worker.json', (string) wp_json_encode( $state ), LOCK_EX ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a local state file.
	}

	public function forget(): void {
		@unlink( $this->dir . '/worker.json' ); // phpcs:ignore WordPress.PHP.NoSilencedErrors.Discouraged,WordPress.WP.AlternativeFunctions.unlink_unlink -- already gone is fine; wp_delete_file() would run other plugins' filters on a file that is no upload.
	}

	/**
	 * Waits for the exclusive lock. Close-on-exec ('e'): a worker started under the lock must not
	 * inherit it.
	 *
	 * @return resource|null Null when the folder does not exist (nothing to guard yet).
	 */
	public function lock() {
		if ( ! is_dir( $this->dir ) ) {
			return null;
		}
		$handle = fopen( $this->dir . '/worker.lock', 'ce' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- flock needs a handle.
		if ( false === $handle ) {
			return null;
		}
		flock( $handle, LOCK_EX );
		return $handle;
	}

	/**
	 * @param resource|null $handle
	 */
	public function unlock( $handle ): void {
		if ( is_resource( $handle ) ) {
			flock( $handle, LOCK_UN );
			fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- see lock().
		}
	}

	/**
	 * The worker logs every request; at each start a log past 5 MB makes way for a new one.
	 */
	public function rotate_log(): void {
		if ( is_file( $this->log_file() ) && filesize( $this->log_file() ) > 5 * MB_IN_BYTES ) {
			rename( $this->log_file(), $this->log_file() . '.1' ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- a local log file.
		}
	}

	/**
	 * The line that says why: Node ends a crash with its stack and version, so the last error
	 * message is quoted rather than the last line.
	 */
	public function last_error_line(): string {
		$lines = @file( $this->log_file(), FILE_IGNORE_NEW_LINES | FILE_SKIP_EMPTY_LINES ); // phpcs:ignore WordPress.PHP.NoSilencedErrors -- no log is reported as such.
		if ( ! is_array( $lines ) || array() === $lines ) {
			return __( '(nothing)', 'seedpress' );
		}
		$errors = preg_grep( '/^\S*Error\b/', $lines );
		return trim( (string) ( array() === $errors || false === $errors ? end( $lines ) : end( $errors ) ) );
	}

	/**
	 * The log's last error lines, oldest first: the worker's own errors (level 50 and up, as
	 * "time message: cause") and what Node prints when it crashes. Only the log's tail is read.
	 *
	 * @return list<string>
	 */
	public function recent_errors( int $count = 5 ): array {
		$handle = @fopen( $this->log_file(), 'r' ); // phpcs:ignore WordPress.PHP.NoSilencedErrors,WordPress.WP.AlternativeFunctions -- no log, no errors.
		if ( false === $handle ) {
			return array();
		}
		fseek( $handle, -min( 65536, (int) fstat( $handle )['size'] ), SEEK_END );
		$tail = (string) stream_get_contents( $handle );
		fclose( $handle ); // phpcs:ignore WordPress.WP.AlternativeFunctions -- see above.

		$errors = array();
		$lines  = preg_split( '/\R/', $tail );
		foreach ( false === $lines ? array() : $lines as $line ) {
			$error = self::error_in( $line );
			if ( null !== $error ) {
				$errors[] = $error;
			}
		}
		return array_slice( $errors, -$count );
	}

	private static function error_in( string $line ): ?string {
		$entry = json_decode( $line, true );
		if ( ! is_array( $entry ) ) {
			return preg_match( '/^\S*Error\b/', $line ) ? mb_substr( trim( $line ), 0, 500 ) : null;
		}
		if ( ! is_int( $entry['level'] ?? null ) || $entry['level'] < 50 ) {
			return null;
		}
		$time  = is_numeric( $entry['time'] ?? null ) ? gmdate( 'Y-m-d H:i:s', (int) ( $entry['time'] / 1000 ) ) . ' UTC ' : '';
		$cause = is_string( $entry['err']['message'] ?? null ) ? ': ' . $entry['err']['message'] : '';
		return mb_substr( $time . (string) ( $entry['msg'] ?? '' ) . $cause, 0, 500 );
	}
}
