<?php
/**
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

require_once dirname( __DIR__ ) . '/support/cli-test-case.php';

/**
 * `wp seedpress history list` against the dev site's history.
 *
 * @runTestsInSeparateProcesses
 * @preserveGlobalState disabled
 */
final class HistoryListCommandTest extends Cli_Test_Case {

	/**
	 * Two plain posts made through the API, newest first as the history lists them.
	 *
	 * @return list<int>
	 */
	private function two_posts( string $admin ): array {
		$this->clean_up_generated();
		$run = self::wp( 'seedpress', 'generate', 'posts', '--count=2', '--post-status=draft', '--no-set-featured-image', '--no-auto-taxonomies', '--no-populate-custom-fields', '--format=json', "--user={$admin}" );
		$this->assertSame( 0, $run->exit_code, $run->stderr );
		return array_reverse( json_decode( $run->stdout, true )['ids'] );
	}

	public function test_entries_are_listed_as_json_with_the_chosen_fields(): void {
		// Setup
		$admin = $this->admin();
		$ids   = $this->two_posts( $admin );

		// Action
		$run = self::wp( 'seedpress', 'history', 'list', '--type=post', '--limit=2', '--fields=content_type,content_id,content_exists,content_title', '--format=json', "--user={$admin}" );

		// Assert
		$this->assertSame( 0, $run->exit_code, $run->stderr );
		$this->assertSame( '', $run->stderr );
		$expected = array_map(
			static fn ( int $id ): array => array( 'content_type' => 'post', 'content_id' => (string) $id, 'content_exists' => true, 'content_title' => get_post( $id )->post_title ),
			$ids
		);
		$this->assertSame( $expected, json_decode( $run->stdout, true ) );
	}

	public function test_the_table_has_the_default_fields_and_says_how_many_there_are(): void {
		// Setup
		$admin = $this->admin();
		$ids   = $this->two_posts( $admin );

		// Action
		$run = self::wp( 'seedpress', 'history', 'list', '--type=post', '--limit=1', '--offset=1', "--user={$admin}" );

		// Assert
		$this->assertSame( 0, $run->exit_code, $run->stderr );
		$lines = $run->stdout_lines();
		$this->assertSame( "id\tcontent_type\tcontent_subtype\tcontent_id\tcontent_exists\tcreated_at\tcontent_title", $lines[0] );
		$this->assertMatchesRegularExpression( '/^\d+\tpost\tpost\t' . $ids[1] . '\t1\t\d{4}-\d\d-\d\d \d\d:\d\d:\d\d\t' . preg_quote( get_post( $ids[1] )->post_title, '/' ) . '$/', $lines[1] );
		$this->assertSame( '1 of 2 entries, from offset 1.', $lines[2] );
		$this->assertCount( 3, $lines );
	}

	public function test_count_and_ids_print_bare_values(): void {
		// Setup
		$admin = $this->admin();
		$this->two_posts( $admin );
		$json = json_decode( self::wp( 'seedpress', 'history', 'list', '--type=post', '--format=json', '--fields=id', "--user={$admin}" )->stdout, true );

		// Action
		$count = self::wp( 'seedpress', 'history', 'list', '--type=post', '--format=count', "--user={$admin}" );
		$ids   = self::wp( 'seedpress', 'history', 'list', '--type=post', '--format=ids', "--user={$admin}" );

		// Assert
		$this->assertSame( '2', $count->stdout );
		$this->assertSame( implode( ' ', array_column( $json, 'id' ) ), $ids->stdout );
	}

	public function test_filters_are_checked_against_the_schema(): void {
		// Setup
		$admin = $this->admin();

		// Action
		$type  = self::wp( 'seedpress', 'history', 'list', '--type=page', "--user={$admin}" );
		$limit = self::wp( 'seedpress', 'history', 'list', '--limit=501', "--user={$admin}" );

		// Assert
		$this->assertSame( array( 1, 1 ), array( $type->exit_code, $limit->exit_code ) );
		$this->assertSame( array( 'Error: Parameter errors:', " Invalid value specified for 'type' (one of post, term, user, comment, media.)" ), $type->stderr_lines() );
		$this->assertSame( array( "Error: --limit must be between 1 and 500 (got 501). See 'wp help seedpress history list'." ), $limit->stderr_lines() );
	}

	public function test_the_query_sent_holds_only_the_filters_given(): void {
		// Setup
		$admin = $this->admin();
		$this->stand_in( static fn (): \WP_REST_Response => self::answer( array( 'success' => true, 'history' => array(), 'total' => 0 ) ) );

		// Action
		$run = self::wp( 'seedpress', 'history', 'list', '--type=user', '--offset=40', "--user={$admin}" );

		// Assert: with no entries, the table is its header.
		$this->assertSame( 0, $run->exit_code, $run->stderr );
		$this->assertEquals( array( (object) array( 'type' => 'user', 'offset' => 40 ) ), $this->sent );
		$this->assertSame( array( "id\tcontent_type\tcontent_subtype\tcontent_id\tcontent_exists\tcreated_at\tcontent_title", '0 of 0 entries, from offset 40.' ), $run->stdout_lines() );
	}
}
