<?php
/**
 * `wp seedpress history list`.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Cli;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * GET /history with its query members as filters, newest first, in WP-CLI's list formats.
 */
final class History_List_Command extends Command {

	private const FORMATS = array( 'table', 'csv', 'json', 'yaml', 'count', 'ids' );
	private const FIELDS  = array( 'id', 'content_type', 'content_subtype', 'content_id', 'content_exists', 'created_at', 'content_title' );

	private Flag_Set $flags;

	public function __construct( Request_Schema $schemas ) {
		$this->flags = Flag_Set::for_endpoint( $schemas, 'history.get', 'query' );
	}

	public function name(): string {
		return 'seedpress history list';
	}

	public function shortdesc(): string {
		return 'List what SeedPress generated, newest first.';
	}

	public function examples(): array {
		return array( 'wp seedpress history list --type=post --limit=20 --user=admin', 'wp seedpress history list --format=ids --user=admin' );
	}

	public function synopsis(): array {
		$fields = array(
			'type'        => 'assoc',
			'name'        => 'fields',
			'optional'    => true,
			'description' => 'Fields of each entry, comma-separated; also meta and template_name. Default: ' . implode( ',', self::FIELDS ) . '.',
		);
		return array_merge( $this->flags->synopsis(), array( $fields, self::format_synopsis( self::FORMATS ) ) );
	}

	protected function run( array $assoc_args ): void {
		$query   = $this->flags->values( $assoc_args );
		$result  = Rest_Call::send( 'GET', '/history', $query );
		$entries = array_values( (array) ( $result->history ?? array() ) );
		$format  = (string) ( $assoc_args['format'] ?? self::FORMATS[0] );
		if ( 'ids' === $format ) {
			\WP_CLI\Utils\format_items( 'ids', array_map( static fn ( object $entry ): mixed => $entry->id, $entries ), array() );
			return;
		}
		\WP_CLI\Utils\format_items( $format, $entries, $assoc_args['fields'] ?? self::FIELDS );
		if ( 'table' === $format ) {
			$total = (int) ( $result->total ?? 0 );
			\WP_CLI::log( sprintf( '%d of %d %s, from offset %d.', count( $entries ), $total, 1 === $total ? 'entry' : 'entries', (int) ( $query['offset'] ?? 0 ) ) );
		}
	}
}
