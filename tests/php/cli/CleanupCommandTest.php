<?php
/**
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

require_once dirname( __DIR__ ) . '/support/cli-test-case.php';

/**
 * `wp seedpress cleanup` on the dev site.
 *
 * @runTestsInSeparateProcesses
 * @preserveGlobalState disabled
 */
final class CleanupCommandTest extends Cli_Test_Case {

	private const QUESTION = 'Delete every post, term, user and media file SeedPress generated on this site, for good, and clear its history? [y/n] ';

	/**
	 * @return list<int>
	 */
	private function generated_posts( string $admin ): array {
		$this->clean_up_generated();
		$run = self::wp( 'seedpress', 'generate', 'posts', '--count=2', '--no-set-featured-image', '--no-auto-taxonomies', '--format=json', "--user={$admin}" );
		$this->assertSame( 0, $run->exit_code, $run->stderr );
		return json_decode( $run->stdout, true )['ids'];
	}

	public function test_anything_but_y_keeps_everything(): void {
		// Setup
		$admin = $this->admin();
		$ids   = $this->generated_posts( $admin );

		// Action
		$run = self::wp_with( "n\n", false, 'seedpress', 'cleanup', "--user={$admin}" );

		// Assert
		$this->assertSame( 0, $run->exit_code );
		$this->assertSame( self::QUESTION, $run->stdout );
		$this->assertSame( '', $run->stderr );
		$this->assertNotNull( get_post( $ids[0] ) );
		$this->assertNotNull( get_post( $ids[1] ) );
	}

	public function test_y_or_yes_deletes_what_seedpress_made_and_nothing_else(): void {
		// Setup
		$admin  = $this->admin();
		$ids    = $this->generated_posts( $admin );
		$manual = $this->create_post();

		// Action
		$asked = self::wp_with( "y\n", false, 'seedpress', 'cleanup', "--user={$admin}" );
		$again = self::wp( 'seedpress', 'cleanup', '--yes', "--user={$admin}" );

		// Assert
		$this->assertSame( array( 0, 0 ), array( $asked->exit_code, $again->exit_code ), $asked->stderr . $again->stderr );
		$this->assertMatchesRegularExpression( '/^' . preg_quote( self::QUESTION, '/' ) . 'Success: Deleted 2 posts, \d+ terms?, \d+ users?, \d+ comments? and 0 media files\.\n$/', $asked->stdout );
		$this->assertSame( "Success: Deleted 0 posts, 0 terms, 0 users, 0 comments and 0 media files.\n", $again->stdout );
		clean_post_cache( $ids[0] );
		$this->assertNull( get_post( $ids[0] ) );
		$this->assertNull( get_post( $ids[1] ) );
		$this->assertNotNull( get_post( $manual ) );
	}

	public function test_an_editor_is_refused(): void {
		// Setup
		$editor = get_userdata( $this->create_user( 'editor' ) )->user_login;

		// Action
		$run = self::wp( 'seedpress', 'cleanup', '--yes', "--user={$editor}" );

		// Assert
		$this->assertSame( 1, $run->exit_code );
		$this->assertSame( array( 'Error: rest_forbidden: Sorry, you are not allowed to use SeedPress. (HTTP 403)' ), $run->stderr_lines() );
	}
}
