<?php
/**
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\Cli\Commands;
use SeedPress\Cli\Request_Schema;
use SeedPress\Plugin;

require_once dirname( __DIR__ ) . '/support/cli-test-case.php';

/**
 * What `wp seedpress` registers, and that its flags are the request schemas' members.
 *
 * @runTestsInSeparateProcesses
 * @preserveGlobalState disabled
 */
final class CommandsTest extends Cli_Test_Case {

	private const ENDPOINTS = array(
		'seedpress generate posts'    => array( 'generate-posts.post', 'body' ),
		'seedpress generate terms'    => array( 'generate-terms.post', 'body' ),
		'seedpress generate users'    => array( 'generate-users.post', 'body' ),
		'seedpress generate comments' => array( 'generate-comments.post', 'body' ),
		'seedpress cleanup'           => array( 'cleanup-all.delete', 'body' ),
		'seedpress history list'      => array( 'history.get', 'query' ),
	);

	/**
	 * @return array<string, list<string>> Command name => the flag names of its synopsis.
	 */
	private static function flags_by_command( string $schemas_dir ): array {
		$flags = array();
		foreach ( Commands::all( new Request_Schema( $schemas_dir ) ) as $command ) {
			$flags[ $command->name() ] = array_column( $command->synopsis(), 'name' );
		}
		return $flags;
	}

	/**
	 * @return list<string> A request schema's members in kebab-case.
	 */
	private static function members( string $dir, string $schema_id, string $part ): array {
		return array_map( static fn ( string $member ): string => str_replace( '_', '-', $member ), array_keys( ( new Request_Schema( $dir ) )->members( $schema_id, $part ) ) );
	}

	public function test_every_request_member_is_a_flag_beside_the_output_flags(): void {
		// Setup
		$dir = Plugin::schemas_dir();

		// Action
		$flags = self::flags_by_command( $dir );

		// Assert
		$this->assertSame( array_keys( self::ENDPOINTS ), array_keys( $flags ) );
		foreach ( self::ENDPOINTS as $name => list( $schema_id, $part ) ) {
			$own = array( 'seedpress history list' => array( 'fields', 'format' ), 'seedpress cleanup' => array( 'yes' ) )[ $name ] ?? array( 'format' );
			$this->assertSame( array_merge( self::members( $dir, $schema_id, $part ), $own ), $flags[ $name ], $name );
		}
		$this->assertContains( 'related-cpt-options', $flags['seedpress generate posts'] );
		$this->assertCount( 31, $flags['seedpress generate posts'] );
	}

	public function test_members_added_to_a_schema_are_flags_without_a_code_change(): void {
		// Setup: a copy of schemas/ whose generate-users body has one member more.
		$dir = sys_get_temp_dir() . '/seedpress-schemas-' . bin2hex( random_bytes( 4 ) );
		mkdir( $dir . '/endpoints', 0777, true );
		copy( Plugin::schemas_dir() . '/definitions.json', $dir . '/definitions.json' );
		foreach ( glob( Plugin::schemas_dir() . '/endpoints/*.json' ) as $file ) {
			copy( $file, $dir . '/endpoints/' . basename( $file ) );
		}
		$this->defer( static fn () => array_map( 'unlink', array_merge( glob( $dir . '/endpoints/*.json' ), array( $dir . '/definitions.json' ) ) ) && rmdir( $dir . '/endpoints' ) && rmdir( $dir ) );
		$users = json_decode( (string) file_get_contents( $dir . '/endpoints/generate-users.post.json' ), true );
		$users['properties']['body']['properties']['nickname_style'] = array( 'type' => 'string', 'enum' => array( 'short', 'long' ), 'default' => 'short' );
		$users['properties']['body']['properties']['extra_meta']     = array( 'type' => 'array', 'items' => array( 'type' => 'object' ) );
		file_put_contents( $dir . '/endpoints/generate-users.post.json', (string) wp_json_encode( $users ) );

		// Action
		$synopsis = array_column( ( Commands::all( new Request_Schema( $dir ) )[2] )->synopsis(), null, 'name' );

		// Assert
		$this->assertSame(
			array( 'type' => 'assoc', 'name' => 'nickname-style', 'optional' => true, 'description' => 'one of short, long; API default: short.', 'value' => array( 'optional' => false, 'name' => 'text' ), 'options' => array( 'short', 'long' ) ),
			$synopsis['nickname-style']
		);
		$this->assertSame( array( 'type' => 'assoc', 'name' => 'extra-meta', 'optional' => true, 'description' => 'JSON or @file.json.', 'value' => array( 'optional' => false, 'name' => 'json' ) ), $synopsis['extra-meta'] );
	}

	public function test_synopsis_entries_follow_the_member_types_and_carry_no_api_default(): void {
		// Setup
		$flags = array_column( Commands::all( new Request_Schema( Plugin::schemas_dir() ) )[0]->synopsis(), null, 'name' );

		// Assert: a default in the synopsis would be filled in by WP-CLI and sent; the API applies its own.
		$this->assertSame( array( 'type' => 'flag', 'name' => 'auto-comments', 'optional' => true, 'description' => 'API default: off.' ), $flags['auto-comments'] );
		$this->assertSame(
			array( 'type' => 'assoc', 'name' => 'count', 'optional' => true, 'description' => 'Any number: above the site\'s per-request capacity (at most 500), sent in batches of that capacity, one after the other; at least 1; API default: 5.', 'value' => array( 'optional' => false, 'name' => 'integer' ) ),
			$flags['count']
		);
		$this->assertSame( array( 'optional' => false, 'name' => 'json' ), $flags['taxonomy-config']['value'] );
		$this->assertSame( array( 'table', 'json', 'yaml', 'ids' ), $flags['format']['options'] );
		$this->assertSame( 'table', $flags['format']['default'] );
		foreach ( $flags as $name => $flag ) {
			if ( 'format' !== $name ) {
				$this->assertArrayNotHasKey( 'default', $flag, $name );
			}
		}
		$lists = array_column( Commands::all( new Request_Schema( Plugin::schemas_dir() ) )[3]->synopsis(), null, 'name' );
		$this->assertTrue( $lists['post-ids']['repeating'] );
		$this->assertSame( 'integer-list', $lists['post-ids']['value']['name'] );
	}

	public function test_no_flag_is_taken_by_wp_cli_as_one_of_its_global_parameters(): void {
		// Setup: wp-cli reads these wherever they stand and never passes them to a command.
		$global = array( 'path', 'url', 'ssh', 'http', 'user', 'skip-plugins', 'skip-themes', 'skip-packages', 'require', 'exec', 'context', 'debug', 'prompt', 'quiet', 'color' );

		// Action
		$flags = array_merge( ...array_values( self::flags_by_command( Plugin::schemas_dir() ) ) );

		// Assert
		$this->assertSame( array(), array_values( array_intersect( $flags, $global ) ) );
	}

	public function test_help_shows_examples_of_each_command(): void {
		// Setup: their parents were not registered, so WP-CLI adds them before a command line runs.
		\SeedPress\Tests\Cli\Registry::add_deferred();

		// Action
		$posts    = \SeedPress\Tests\Cli\Registry::get( 'seedpress generate posts' )['args'];
		$comments = \SeedPress\Tests\Cli\Registry::get( 'seedpress generate comments' )['args'];

		// Assert
		$this->assertSame( 'Generate posts of any post type.', $posts['shortdesc'] );
		$this->assertSame( "## EXAMPLES\n\n    wp seedpress generate posts --count=20 --user=admin\n    wp seedpress generate posts --count=1200 --seed=7 --format=json --user=admin", $posts['longdesc'] );
		$this->assertSame( "## EXAMPLES\n\n    wp seedpress generate comments --user=admin\n    wp seedpress generate comments --format=json --user=admin", $comments['longdesc'] );
	}

	public function test_the_commands_are_registered_under_seedpress(): void {
		// Action
		$run = self::wp( 'seedpress', 'generate' );

		// Assert: "seedpress generate" is a parent WP-CLI makes for them.
		$this->assertSame( 0, $run->exit_code );
		$this->assertSame(
			array( 'usage: wp seedpress generate posts', '   or: wp seedpress generate terms', '   or: wp seedpress generate users', '   or: wp seedpress generate comments', '', "See 'wp help seedpress generate <command>' for more information on a specific command." ),
			$run->stdout_lines()
		);
	}
}
