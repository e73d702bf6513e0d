<?php
/**
 * Registers the `wp seedpress` commands.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Cli;

use SeedPress\Plugin;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Each command with the synopsis built from its request schema: WP-CLI checks the flags and
 * `wp help` lists them, both from the same schemas the worker validates with.
 */
final class Commands {

	/** Noun => route, schema, singular and plural, whether counts go in batches, description. */
	private const GENERATE = array(
		'posts'    => array( '/generate/posts', 'generate-posts.post', array( 'post', 'posts' ), true, 'Generate posts of any post type.' ),
		'terms'    => array( '/generate/terms', 'generate-terms.post', array( 'term', 'terms' ), true, 'Generate taxonomy terms (full edition).' ),
		'users'    => array( '/generate/users', 'generate-users.post', array( 'user', 'users' ), true, 'Generate users (full edition).' ),
		'comments' => array( '/generate/comments', 'generate-comments.post', array( 'comment', 'comments' ), false, 'Generate comments on published posts (full edition).' ),
	);

	/** Group => what `wp help` says of it. */
	private const GROUPS = array(
		'seedpress'          => 'Generate realistic test content in bulk, and remove it again.',
		'seedpress generate' => 'Generate posts, terms, users or comments.',
		'seedpress history'  => 'What SeedPress generated.',
	);

	/**
	 * @return list<Command>
	 */
	public static function all( Request_Schema $schemas ): array {
		$commands = array();
		foreach ( self::GENERATE as $spec ) {
			$commands[] = new Generate_Command( $spec[0], $spec[1], $spec[2], $spec[4], $spec[3], $schemas );
		}
		$commands[] = new Cleanup_Command();
		$commands[] = new History_List_Command( $schemas );
		return $commands;
	}

	/**
	 * Every `wp` call loads the plugin: schemas that cannot be read cost SeedPress its commands,
	 * never WP-CLI its others.
	 */
	public static function register(): void {
		try {
			$commands = self::all( new Request_Schema( Plugin::schemas_dir() ) );
		} catch ( \RuntimeException | \JsonException $error ) {
			\WP_CLI::warning( 'The wp seedpress commands are not available: ' . $error->getMessage() );
			return;
		}
		foreach ( self::GROUPS as $group => $description ) {
			\WP_CLI::add_command( $group, Command_Namespace::class, array( 'shortdesc' => $description ) );
		}
		foreach ( $commands as $command ) {
			\WP_CLI::add_command(
				$command->name(),
				$command,
				array(
					'shortdesc' => $command->shortdesc(),
					'longdesc'  => $command->longdesc(),
					'synopsis'  => $command->synopsis(),
				)
			);
		}
	}
}
