<?php
/**
 * `wp seedpress generate posts|terms|users|comments`.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Cli;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

// phpcs:disable WordPress.Security.EscapeOutput.ExceptionNotEscaped -- the exceptions carry plain text that WP_CLI::error() prints to a terminal, where HTML escaping would put entities on the screen.

/**
 * Every member of the endpoint's request body is a flag. A --count above the site's per-request
 * capacity (GET /settings; at most the endpoint's maximum) is sent in batches of that capacity,
 * one after the other, each with a seed derived from the run's, under WP-CLI's progress bar.
 */
final class Generate_Command extends Command {

	/** A run that turns one of these off makes no new pictures of its own. */
	private const PICTURE_FLAGS = array( 'set_featured_image', 'download_images', 'generate_avatars' );

	private Flag_Set $flags;
	private ?int $batch_max = null;

	/**
	 * @param array{0: string, 1: string} $nouns Singular and plural of what the command makes.
	 */
	public function __construct(
		private readonly string $route,
		string $schema_id,
		private readonly array $nouns,
		private readonly string $description,
		bool $batched,
		Request_Schema $schemas,
	) {
		$this->flags = Flag_Set::for_endpoint( $schemas, $schema_id, 'body' );
		$count       = $this->flags->find( 'count' );
		if ( $batched && null !== $count && isset( $count->schema['maximum'] ) ) {
			$this->batch_max = (int) $count->schema['maximum'];
			$this->flags     = $this->flags->replaced( $count->with_schema( $this->any_count( $count->schema ) ) );
		}
	}

	/**
	 * A batched command takes any positive count: only each request is held to the schema's maximum.
	 *
	 * @param array<string, mixed> $schema
	 * @return array<string, mixed>
	 */
	private function any_count( array $schema ): array {
		unset( $schema['maximum'] );
		$schema['description'] = "Any number: above the site's per-request capacity (at most {$this->batch_max}), sent in batches of that capacity, one after the other";
		return $schema;
	}

	public function name(): string {
		return 'seedpress generate ' . $this->nouns[1];
	}

	public function shortdesc(): string {
		return $this->description;
	}

	public function examples(): array {
		$command = 'wp ' . $this->name();
		if ( null === $this->batch_max ) {
			return array( "{$command} --user=admin", "{$command} --format=json --user=admin" );
		}
		return array( "{$command} --count=20 --user=admin", "{$command} --count=1200 --seed=7 --format=json --user=admin" );
	}

	public function synopsis(): array {
		return array_merge( $this->flags->synopsis(), array( self::format_synopsis( Generation_Output::FORMATS ) ) );
	}

	protected function run( array $assoc_args ): void {
		$body   = $this->flags->values( $assoc_args );
		$format = (string) ( $assoc_args['format'] ?? Generation_Output::FORMATS[0] );
		$total  = isset( $body['count'] ) ? (int) $body['count'] : null;
		if ( null === $this->batch_max || null === $total ) {
			$result = Rest_Call::send( 'POST', $this->route, array(), (object) $body );
			Generation_Output::show( $result, $format, $this->summary( $result, 1 ) );
			return;
		}
		if ( $total > $this->batch_max && true === ( $body['generate_hierarchy'] ?? null ) ) {
			throw new Usage_Error( "--generate-hierarchy makes one tree of --depth and --breadth; --count above {$this->batch_max} does not apply to it." );
		}
		$sizes  = Batches::plan( $total, $this->batch_size( $body ) );
		$result = $this->batched( $body, $sizes );
		Generation_Output::show( $result, $format, $this->summary( $result, count( $sizes ) ) );
	}

	/**
	 * The site's capacity for what the command makes (GET /settings: `posts`, or `plain_posts` for
	 * a run without new pictures), within the endpoint's maximum; a site whose API reports none
	 * takes that maximum.
	 *
	 * @param array<string, mixed> $body
	 */
	private function batch_size( array $body ): int {
		$capacity = Rest_Call::send( 'GET', '/settings' )->settings->capacity ?? new \stdClass();
		$plain    = array() !== array_filter( self::PICTURE_FLAGS, static fn ( string $flag ): bool => false === ( $body[ $flag ] ?? null ) );
		$size     = ( $plain ? $capacity->{ 'plain_' . $this->nouns[1] } ?? null : null ) ?? $capacity->{ $this->nouns[1] } ?? null;
		return is_int( $size ) ? min( $size, (int) $this->batch_max ) : (int) $this->batch_max;
	}

	/**
	 * No batch is ever sent twice: a failed one stops the run, and the batches before it stay made.
	 *
	 * @param array<string, mixed> $body
	 * @param list<int>            $sizes
	 */
	private function batched( array $body, array $sizes ): object {
		// Batches are reproducible only from a known seed: without --seed one is drawn here and reported.
		$base    = isset( $body['seed'] ) ? (int) $body['seed'] : ( count( $sizes ) > 1 ? Batches::random_seed() : null );
		$total   = array_sum( $sizes );
		$bar     = \WP_CLI\Utils\make_progress_bar( sprintf( 'Generating %d %s', $total, $this->nouns[1] ), $total );
		$results = array();
		foreach ( $sizes as $index => $size ) {
			$batch = array_merge( Batches::body( $body, $index ), array( 'count' => $size ) );
			if ( null !== $base ) {
				$batch['seed'] = Batches::seed( $base, $index );
			}
			try {
				$results[] = Rest_Call::send( 'POST', $this->route, array(), (object) $batch );
			} catch ( Api_Failure $failure ) {
				$bar->finish();
				$this->stopped( $results, count( $sizes ) );
				throw $failure;
			}
			$bar->tick( (int) ( end( $results )->count ?? $size ) );
		}
		$bar->finish();
		$merged          = Batches::merge( $results );
		$merged->batches = array_map(
			static fn ( object $result ): array => array(
				'count' => $result->count ?? null,
				'seed'  => $result->seed ?? null,
			),
			$results
		);
		return $merged;
	}

	/**
	 * @param list<object> $results The batches made before the failure.
	 */
	private function stopped( array $results, int $batches ): void {
		if ( array() === $results ) {
			return;
		}
		$made = array_sum( array_map( static fn ( object $result ): int => (int) ( $result->count ?? 0 ), $results ) );
		\WP_CLI::warning( sprintf( 'Stopped after batch %d of %d: %d %s made (wp seedpress history list shows them).', count( $results ), $batches, $made, 1 === $made ? $this->nouns[0] . ' was' : $this->nouns[1] . ' were' ) );
	}

	private function summary( object $result, int $batches ): string {
		$count = (int) ( $result->count ?? 0 );
		$seed  = isset( $result->seed ) ? sprintf( ' (seed %s)', $result->seed ) : '';
		if ( 1 === $batches && isset( $result->message ) && is_string( $result->message ) ) {
			return $result->message . $seed . '.';
		}
		$how = $batches > 1 ? " in {$batches} batches" : '';
		return sprintf( '%d %s generated%s%s.', $count, 1 === $count ? $this->nouns[0] : $this->nouns[1], $how, $seed );
	}
}
