<?php
/**
 * `wp seedpress cleanup`.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Cli;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * DELETE /cleanup/all, after a confirmation (or --yes): the API itself asks nothing.
 */
final class Cleanup_Command extends Command {

	public function name(): string {
		return 'seedpress cleanup';
	}

	public function shortdesc(): string {
		return 'Delete everything SeedPress generated, for good, and clear its history.';
	}

	public function examples(): array {
		return array( 'wp seedpress cleanup --user=admin', 'wp seedpress cleanup --yes --user=admin' );
	}

	public function synopsis(): array {
		return array(
			array(
				'type'        => 'flag',
				'name'        => 'yes',
				'optional'    => true,
				'description' => 'Answer yes to the confirmation.',
			),
		);
	}

	protected function run( array $assoc_args ): void {
		\WP_CLI::confirm( 'Delete every post, term, user and media file SeedPress generated on this site, for good, and clear its history?', $assoc_args );
		$result = Rest_Call::send( 'DELETE', '/cleanup/all' );
		\WP_CLI::success( (string) ( $result->message ?? 'Done.' ) );
	}
}
