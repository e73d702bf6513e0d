<?php
/**
 * Counts above an endpoint's maximum, sent as several requests one after the other.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Cli;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * The same plan, seeds and merged result as the Node CLI (cli/src/batches.ts), so both give the
 * same batches for the same --seed.
 */
final class Batches {

	private const SEED_SPACE = 4294967296;
	// The golden ratio's 32-bit step: consecutive batches get seeds far apart in the seed space.
	private const SEED_STEP = 0x9e3779b9;

	private const UNITS = array(
		'hour'   => 3600,
		'minute' => 60,
		'second' => 1,
	);

	/**
	 * @return list<int> The size of each batch: 1,200 at 500 are 500, 500 and 200.
	 */
	public static function plan( int $total, int $max ): array {
		$sizes = array();
		for ( $left = $total; $left > 0; $left -= $max ) {
			$sizes[] = min( $left, $max );
		}
		return $sizes;
	}

	/**
	 * The first batch keeps the run's seed (a run of one batch is the API's own run with it);
	 * the others are derived from it.
	 */
	public static function seed( int $base, int $index ): int {
		return ( $base + $index * self::SEED_STEP ) % self::SEED_SPACE;
	}

	public static function random_seed(): int {
		return random_int( 0, self::SEED_SPACE - 1 );
	}

	/**
	 * Deleting existing content is the first batch's to do: later batches would delete the earlier ones.
	 *
	 * @param array<string, mixed> $body
	 * @return array<string, mixed>
	 */
	public static function body( array $body, int $index ): array {
		if ( 0 === $index ) {
			return $body;
		}
		return array_filter( $body, static fn ( string $member ): bool => ! str_starts_with( $member, 'delete_existing' ), ARRAY_FILTER_USE_KEY );
	}

	/**
	 * The batches' results as one of the same shape: numbers added (also inside objects), lists
	 * joined in batch order, time_saved added up from the batches' texts; seed is the first batch's.
	 *
	 * @param list<object> $results
	 */
	public static function merge( array $results ): object {
		$merged = new \stdClass();
		foreach ( $results as $result ) {
			$merged = self::add( $merged, $result );
		}
		if ( isset( $results[0] ) && property_exists( $results[0], 'seed' ) ) {
			$merged->seed = $results[0]->seed;
		}
		$saved = array_filter( array_map( static fn ( object $result ): mixed => $result->time_saved ?? null, $results ), 'is_string' );
		if ( array() !== $saved ) {
			$merged->time_saved = self::words( array_sum( array_map( array( self::class, 'seconds_in' ), $saved ) ) );
		}
		return $merged;
	}

	private static function add( mixed $sum, mixed $more ): mixed {
		if ( ( is_int( $sum ) || is_float( $sum ) ) && ( is_int( $more ) || is_float( $more ) ) ) {
			return $sum + $more;
		}
		if ( is_array( $sum ) && is_array( $more ) ) {
			return array_merge( $sum, $more );
		}
		if ( ! is_object( $sum ) || ! is_object( $more ) ) {
			return $more;
		}
		$total = clone $sum;
		foreach ( get_object_vars( $more ) as $member => $value ) {
			$total->$member = property_exists( $total, $member ) ? self::add( $total->$member, $value ) : $value;
		}
		return $total;
	}

	/**
	 * Seconds in a time_saved text as the API words it ("2 hours 5 minutes", "40 seconds").
	 */
	public static function seconds_in( string $text ): int {
		preg_match_all( '/(\d+) (hour|minute|second)s?/', $text, $matches, PREG_SET_ORDER );
		return array_sum( array_map( static fn ( array $found ): int => (int) $found[1] * self::UNITS[ $found[2] ], $matches ) );
	}

	/**
	 * Worded as the API words it: hours and minutes, or seconds alone under a minute.
	 */
	public static function words( int $total ): string {
		$hours   = intdiv( $total, 3600 );
		$minutes = intdiv( $total % 3600, 60 );
		if ( 0 === $hours && 0 === $minutes ) {
			return self::counted( $total, 'second' );
		}
		return implode( ' ', array_filter( array( $hours ? self::counted( $hours, 'hour' ) : '', $minutes ? self::counted( $minutes, 'minute' ) : '' ) ) );
	}

	private static function counted( int $amount, string $unit ): string {
		return $amount . ' ' . $unit . ( 1 === $amount ? '' : 's' );
	}
}
