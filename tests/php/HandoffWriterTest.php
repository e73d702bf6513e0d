<?php
/**
 * The shell's writer of files handed over by a worker that cannot see the site's uploads folder.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\Handoff_Writer;

final class HandoffWriterTest extends SeedPress_Test_Case {

	private string $basedir;
	private string $outside;

	protected function setUp(): void {
		parent::setUp();
		wp_set_current_user( 1 );
		$this->basedir = sys_get_temp_dir() . '/seedpress-handoff-writer-' . bin2hex( random_bytes( 4 ) );
		$this->outside = $this->basedir . '-outside';
		mkdir( $this->basedir . '/2026/11', 0755, true );
		mkdir( $this->outside, 0755, true );
	}

	protected function tearDown(): void {
		foreach ( array( $this->basedir, $this->outside ) as $dir ) {
			exec( 'rm -rf ' . escapeshellarg( $dir ) );
		}
		parent::tearDown();
	}

	private static function filler( string $bytes ): \Closure {
		return static function ( $handle ) use ( $bytes ): bool {
			return false !== fwrite( $handle, $bytes );
		};
	}

	public function test_a_file_is_written_with_its_folder_s_permission_bits_without_execute(): void {
		// Setup
		mkdir( $this->basedir . '/2026/12', 0750 );
		chmod( $this->basedir . '/2026/12', 0750 );
		$writer = new Handoff_Writer( $this->basedir );

		// Action
		$result = $writer->write( '2026/12/sunset-lake.jpg', hash( 'sha256', 'jpeg bytes' ), self::filler( 'jpeg bytes' ) );

		// Assert
		$this->assertSame( Handoff_Writer::WRITTEN, $result );
		$this->assertSame( 'jpeg bytes', file_get_contents( $this->basedir . '/2026/12/sunset-lake.jpg' ) );
		clearstatcache();
		$this->assertSame( 0640, fileperms( $this->basedir . '/2026/12/sunset-lake.jpg' ) & 0777 );
	}

	public function test_missing_folders_are_made_as_wp_mkdir_p_makes_them(): void {
		// Setup
		chmod( $this->basedir, 0755 );
		$writer = new Handoff_Writer( $this->basedir );

		// Action
		$result = $writer->write( '2027/01/new.png', hash( 'sha256', 'png' ), self::filler( 'png' ) );

		// Assert
		$this->assertSame( Handoff_Writer::WRITTEN, $result );
		clearstatcache();
		$this->assertSame( 0755, fileperms( $this->basedir . '/2027/01' ) & 0777 );
		$this->assertSame( 0644, fileperms( $this->basedir . '/2027/01/new.png' ) & 0777 );
	}

	public function test_an_existing_different_file_is_never_overwritten(): void {
		// Setup
		file_put_contents( $this->basedir . '/2026/11/hand-made.jpg', 'the owner\'s photo' );
		$writer = new Handoff_Writer( $this->basedir );

		// Action
		$result = $writer->write( '2026/11/hand-made.jpg', hash( 'sha256', 'generated' ), self::filler( 'generated' ) );

		// Assert
		$this->assertSame( 'another file of that name is already in the uploads folder', $result );
		$this->assertSame( 'the owner\'s photo', file_get_contents( $this->basedir . '/2026/11/hand-made.jpg' ) );
	}

	public function test_the_same_file_again_counts_as_written_and_is_left_alone(): void {
		// Setup: a batch written before, whose acknowledgement never reached the worker.
		file_put_contents( $this->basedir . '/2026/11/again.jpg', 'same bytes' );
		$writer = new Handoff_Writer( $this->basedir );
		$filled = false;

		// Action
		$result = $writer->write(
			'2026/11/again.jpg',
			hash( 'sha256', 'same bytes' ),
			static function () use ( &$filled ): bool {
				$filled = true;
				return true;
			}
		);

		// Assert
		$this->assertSame( Handoff_Writer::WRITTEN, $result );
		$this->assertFalse( $filled );
	}

	/**
	 * @return array<string, array{string}>
	 */
	public static function paths_outside(): array {
		return array(
			'parent'          => array( '../escaped.jpg' ),
			'nested parent'   => array( '2026/../../escaped.jpg' ),
			'absolute'        => array( '/tmp/escaped.jpg' ),
			'current folder'  => array( './2026/x.jpg' ),
			'empty segment'   => array( '2026//x.jpg' ),
			'backslash'       => array( '2026\\..\\..\\escaped.jpg' ),
			'own folder'      => array( 'seedpress/site-marker.jpg' ),
			'not an upload'   => array( '2026/11/shell.php' ),
			'no extension'    => array( '2026/11/.htaccess' ),
		);
	}

	/**
	 * @dataProvider paths_outside
	 */
	public function test_paths_outside_uploads_or_of_types_the_site_refuses_are_never_written( string $path ): void {
		// Setup
		$writer = new Handoff_Writer( $this->basedir );
		$filled = false;

		// Action
		$result = $writer->write(
			$path,
			hash( 'sha256', 'x' ),
			static function () use ( &$filled ): bool {
				$filled = true;
				return true;
			}
		);

		// Assert
		$this->assertNotSame( Handoff_Writer::WRITTEN, $result );
		$this->assertNotSame( Handoff_Writer::FAILED, $result );
		$this->assertFalse( $filled );
		$this->assertFileDoesNotExist( dirname( $this->basedir ) . '/escaped.jpg' );
	}

	public function test_a_symbolic_link_out_of_uploads_is_not_followed(): void {
		// Setup
		symlink( $this->outside, $this->basedir . '/2026/linked' );
		$writer = new Handoff_Writer( $this->basedir );

		// Action
		$result = $writer->write( '2026/linked/escaped.jpg', hash( 'sha256', 'x' ), self::filler( 'x' ) );
		$deleted = $writer->delete( '2026/linked/kept.jpg' );

		// Assert
		$this->assertSame( 'the folder is not inside the uploads folder or cannot be made', $result );
		$this->assertFileDoesNotExist( $this->outside . '/escaped.jpg' );
		$this->assertTrue( $deleted );
	}

	public function test_bytes_that_do_not_match_their_hash_leave_nothing_behind(): void {
		// Setup
		$writer = new Handoff_Writer( $this->basedir );

		// Action
		$result = $writer->write( '2026/11/cut.jpg', hash( 'sha256', 'whole file' ), self::filler( 'whole' ) );

		// Assert
		$this->assertSame( Handoff_Writer::FAILED, $result );
		$this->assertFileDoesNotExist( $this->basedir . '/2026/11/cut.jpg' );
	}

	public function test_deleting_removes_a_file_inside_uploads_and_nothing_outside(): void {
		// Setup
		file_put_contents( $this->basedir . '/2026/11/old.jpg', 'x' );
		file_put_contents( $this->outside . '/victim.jpg', 'x' );
		$writer = new Handoff_Writer( $this->basedir );
		$relative_outside = '../' . basename( $this->outside ) . '/victim.jpg';

		// Action
		$gone    = $writer->delete( '2026/11/old.jpg' );
		$refused = $writer->delete( $relative_outside );

		// Assert
		$this->assertTrue( $gone );
		$this->assertFileDoesNotExist( $this->basedir . '/2026/11/old.jpg' );
		$this->assertTrue( $refused, 'a path never to be touched is done with' );
		$this->assertFileExists( $this->outside . '/victim.jpg' );
	}

	public function test_deleting_the_last_file_of_a_month_removes_its_folder_and_the_emptied_year(): void {
		// Setup: 2026/11 holds a hand-made file besides the deleted one; 2025/03 only the deleted one.
		file_put_contents( $this->basedir . '/2026/11/old.jpg', 'x' );
		file_put_contents( $this->basedir . '/2026/11/hand-made.pdf', 'the owner\'s' );
		mkdir( $this->basedir . '/2025/03', 0755, true );
		file_put_contents( $this->basedir . '/2025/03/older.jpg', 'x' );
		$writer = new Handoff_Writer( $this->basedir );

		// Action
		$first  = $writer->delete( '2026/11/old.jpg' );
		$second = $writer->delete( '2025/03/older.jpg' );

		// Assert
		$this->assertTrue( $first );
		$this->assertTrue( $second );
		$this->assertSame( array( 'hand-made.pdf' ), array_values( array_diff( scandir( $this->basedir . '/2026/11' ), array( '.', '..' ) ) ) );
		$this->assertDirectoryDoesNotExist( $this->basedir . '/2025' );
		$this->assertDirectoryExists( $this->basedir );
	}
}
