<?php
/**
 * The worker's messages with counts, worded again in the site's language.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\Plugin;
use SeedPress\Worker_Messages;

final class WorkerMessagesTest extends SeedPress_Test_Case {

	/**
	 * @return array<string, array{string, string}> The worker's message, and what a German site shows.
	 */
	public static function messages(): array {
		return array(
			'a missing history entry'  => array( 'History entry 42 not found.', 'Verlaufseintrag 42 nicht gefunden.' ),
			'cleanup, one of each'     => array( 'Deleted 1 post, 1 term, 1 user, 1 comment and 1 media file.', 'Gelöscht: 1 Beitrag, 1 Begriff, 1 Benutzer, 1 Kommentar und 1 Mediendatei.' ),
			'cleanup, authors kept'    => array(
				'Deleted 3 posts, 0 terms, 2 users, 5 comments and 4 media files. 1 generated author was kept: they still own 2 posts SeedPress did not make.',
				'Gelöscht: 3 Beiträge, 0 Begriffe, 2 Benutzer, 5 Kommentare und 4 Mediendateien. 1 erzeugter Autor wurde behalten: Ihm gehören noch 2 Beiträge, die SeedPress nicht erstellt hat.',
			),
			'posts deleted by type'    => array( '1 generated post deleted.', '1 erzeugter Beitrag gelöscht.' ),
			'trashed'                  => array( '3 generated posts moved to the trash.', '3 erzeugte Beiträge in den Papierkorb verschoben.' ),
			'trashed and deleted'      => array( '3 generated posts: 2 moved to the trash, 1 deleted permanently.', '3 erzeugte Beiträge: 2 in den Papierkorb verschoben, 1 endgültig gelöscht.' ),
			'users deleted, some kept' => array( '1 generated user deleted permanently. 2 kept because they still author posts.', '1 erzeugter Benutzer endgültig gelöscht. 2 wurden behalten, weil sie noch Beiträge verfassen.' ),
			'another shape'            => array( 'Settings saved.', 'Settings saved.' ),
		);
	}

	/**
	 * @dataProvider messages
	 */
	public function test_a_german_site_shows_the_message_whole_in_german( string $worker, string $german ): void {
		// Setup
		load_textdomain( 'seedpress', dirname( Plugin::file() ) . '/languages/seedpress-de_DE.mo', 'de_DE' );
		$this->defer( static fn () => unload_textdomain( 'seedpress' ) );

		// Action
		$shown = Worker_Messages::translate( $worker );

		// Assert
		$this->assertSame( $german, $shown );
	}

	/**
	 * @dataProvider messages
	 */
	public function test_an_english_site_shows_the_message_as_the_worker_worded_it( string $worker ): void {
		$this->assertSame( $worker, Worker_Messages::translate( $worker ) );
	}
}
