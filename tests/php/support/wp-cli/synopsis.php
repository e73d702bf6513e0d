<?php
/**
 * wp-cli's check of a command line against the command's synopsis, before the command runs.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests\Cli;

/**
 * For each assoc parameter: the last of several values unless it repeats, its default when left
 * out, its options; then missing required ones, values left out ("--x parameter needs a value":
 * a warning, and the parameter dropped, when it is optional) and unknown parameters, with a
 * suggestion. Fatal findings end the command as wp-cli ends it: "Error: Parameter errors:" and
 * one line each, with the parameter's description.
 */
final class Synopsis {

	/**
	 * wp-cli reads the synopsis back from its text, where a value's name may hold only letters,
	 * digits, "-", "_", "|" and ",": any other part it warns about on every run, and no flag
	 * matches it.
	 *
	 * @param list<array<string, mixed>> $synopsis
	 * @return list<array<string, mixed>> The parts wp-cli understands.
	 */
	public static function readable( string $command, array $synopsis ): array {
		$kept = array();
		foreach ( $synopsis as $spec ) {
			$value = $spec['value']['name'] ?? null;
			if ( 'assoc' === $spec['type'] && null !== $value && 1 !== preg_match( '/^[a-zA-Z-_|,0-9]+$/', (string) $value ) ) {
				$token = "--{$spec['name']}=<{$value}>" . ( empty( $spec['repeating'] ) ? '' : '...' );
				\WP_CLI::warning( sprintf( 'The `wp %s` command has an invalid synopsis part: %s', $command, empty( $spec['optional'] ) ? $token : "[{$token}]" ) );
				continue;
			}
			$kept[] = $spec;
		}
		return $kept;
	}

	/**
	 * @param list<array<string, mixed>> $synopsis
	 * @param list<string>               $positional
	 * @param array<string, mixed>       $assoc
	 * @return array<string, mixed> The assoc arguments the command receives.
	 */
	public static function validate( array $synopsis, array $positional, array $assoc ): array {
		$allowed = count( array_filter( $synopsis, static fn ( array $spec ): bool => 'positional' === $spec['type'] ) );
		if ( count( $positional ) > $allowed ) {
			\WP_CLI::error( 'Too many positional arguments: ' . implode( ' ', array_slice( $positional, $allowed ) ) );
		}
		$fatal       = array();
		$warnings    = array();
		$assoc_specs = array_filter( $synopsis, static fn ( array $spec ): bool => 'assoc' === $spec['type'] );
		// First each parameter's own value (last value, default, options), then what is missing or
		// left without a value: wp-cli lists the findings in that order.
		foreach ( $assoc_specs as $spec ) {
			$name = (string) $spec['name'];
			if ( isset( $assoc[ $name ] ) && is_array( $assoc[ $name ] ) && empty( $spec['repeating'] ) ) {
				$assoc[ $name ] = end( $assoc[ $name ] );
			}
			if ( ! isset( $assoc[ $name ] ) && isset( $spec['default'] ) ) {
				$assoc[ $name ] = $spec['default'];
			}
			if ( isset( $assoc[ $name ], $spec['options'] ) && true !== $assoc[ $name ] && ! self::allowed( $assoc[ $name ], (array) $spec['options'] ) ) {
				$fatal[ $name ] = "Invalid value specified for '{$name}'";
			}
		}
		foreach ( $assoc_specs as $spec ) {
			$name = (string) $spec['name'];
			if ( ! isset( $assoc[ $name ] ) ) {
				if ( empty( $spec['optional'] ) ) {
					$fatal[ $name ] = "missing --{$name} parameter";
				}
			} elseif ( true === $assoc[ $name ] && empty( $spec['value']['optional'] ) ) {
				if ( empty( $spec['optional'] ) ) {
					$fatal[ $name ] = "--{$name} parameter needs a value";
				} else {
					$warnings[] = "--{$name} parameter needs a value";
				}
				unset( $assoc[ $name ] );
			}
		}
		foreach ( self::unknown( $synopsis, $assoc ) as $key ) {
			$suggestion = self::suggestion( $key, $synopsis );
			$fatal[]    = "unknown --{$key} parameter" . ( '' === $suggestion ? '' : "\nDid you mean '--{$suggestion}'?" );
		}
		if ( array() !== $fatal ) {
			\WP_CLI::error( 'Parameter errors:' . implode( '', array_map( static fn ( string|int $key, string $error ): string => "\n {$error}" . self::description( $synopsis, $key ), array_keys( $fatal ), $fatal ) ) );
		}
		array_map( array( \WP_CLI::class, 'warning' ), $warnings );
		return $assoc;
	}

	/**
	 * A value from the options, each of several values, or a comma-separated list of them.
	 *
	 * @param list<mixed> $options
	 */
	private static function allowed( mixed $value, array $options ): bool {
		// phpcs:disable WordPress.PHP.StrictInArray -- wp-cli compares loosely.
		if ( is_array( $value ) ) {
			return array() === array_filter( $value, static fn ( mixed $one ): bool => ! in_array( $one, $options ) );
		}
		if ( in_array( $value, $options ) ) {
			return true;
		}
		// phpcs:enable
		$values = array_map( 'trim', explode( ',', (string) $value ) );
		return count( $values ) > 1 && array() === array_filter( $values, static fn ( string $one ): bool => ! in_array( $one, $options, true ) );
	}

	/**
	 * @param list<array<string, mixed>> $synopsis
	 * @param array<string, mixed>       $assoc
	 * @return list<string>
	 */
	private static function unknown( array $synopsis, array $assoc ): array {
		if ( array() !== array_filter( $synopsis, static fn ( array $spec ): bool => 'generic' === $spec['type'] ) ) {
			return array();
		}
		return array_values( array_diff( array_map( 'strval', array_keys( $assoc ) ), self::names( $synopsis ) ) );
	}

	/**
	 * @param list<array<string, mixed>> $synopsis
	 * @return list<string>
	 */
	private static function names( array $synopsis ): array {
		$named = array_filter( $synopsis, static fn ( array $spec ): bool => in_array( $spec['type'], array( 'assoc', 'flag' ), true ) );
		return array_values( array_map( static fn ( array $spec ): string => (string) $spec['name'], $named ) );
	}

	/**
	 * A synonym, or the closest parameter name within two edits, as wp-cli's get_suggestion() finds it.
	 *
	 * @param list<array<string, mixed>> $synopsis
	 */
	private static function suggestion( string $key, array $synopsis ): string {
		// Of wp-cli's words for which it suggests a synonym, those that name a flag of SeedPress.
		$synonyms = array(
			'number'   => 'count',
			'lang'     => 'locale',
			'language' => 'locale',
		);
		if ( isset( $synonyms[ $key ] ) && in_array( $synonyms[ $key ], self::names( $synopsis ), true ) ) {
			return $synonyms[ $key ];
		}
		$best     = '';
		$distance = 3;
		foreach ( self::names( $synopsis ) as $name ) {
			$edits = levenshtein( $key, $name );
			if ( $edits < $distance ) {
				$best     = $name;
				$distance = $edits;
			}
		}
		return $best;
	}

	/**
	 * @param list<array<string, mixed>> $synopsis
	 */
	private static function description( array $synopsis, string|int $key ): string {
		foreach ( $synopsis as $spec ) {
			if ( ( $spec['name'] ?? null ) === $key && ! empty( $spec['description'] ) ) {
				return " ({$spec['description']})";
			}
		}
		return '';
	}
}
