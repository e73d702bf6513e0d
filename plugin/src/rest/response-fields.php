<?php
/**
 * Core's `_fields` for the worker's answers.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * rest_filter_response_fields() reads the response as arrays and dies on objects, while the
 * worker's answers are decoded as objects so that an empty `{}` stays one. This is the same
 * selection (comma-separated names, `a.b` for nested members, a parent named whole wins, a list
 * filters each item) done on objects.
 */
final class Response_Fields {

	/**
	 * @param mixed                $data   The decoded answer.
	 * @param string|array<string> $fields The `_fields` parameter, a list or comma-separated.
	 * @return mixed The answer with only the named members.
	 */
	public static function select( mixed $data, string|array $fields ): mixed {
		$names = array_filter( array_map( 'trim', wp_parse_list( $fields ) ), static fn ( string $name ): bool => '' !== $name );
		if ( array() === $names ) {
			return $data;
		}
		$tree = self::tree( $names );
		return is_array( $data ) ? array_map( static fn ( $item ) => self::keep( $item, $tree ), $data ) : self::keep( $data, $tree );
	}

	/**
	 * @param string[] $names Field names, dotted for nested members.
	 * @return array<string, mixed> Each name => true (keep whole) or the tree of its members to keep.
	 */
	private static function tree( array $names ): array {
		$tree = array();
		foreach ( $names as $name ) {
			$parts = explode( '.', $name );
			$leaf  = array_pop( $parts );
			$ref   = &$tree;
			foreach ( $parts as $next ) {
				if ( true === ( $ref[ $next ] ?? null ) ) {
					continue 2;
				}
				$ref[ $next ] = $ref[ $next ] ?? array();
				$ref          = &$ref[ $next ];
			}
			$ref[ $leaf ] = true;
			unset( $ref );
		}
		return $tree;
	}

	/**
	 * Members are picked by key, in a nested list too (its keys are 0, 1, …), as core picks them.
	 *
	 * @param mixed                $item A member of the answer (a scalar is kept as it is).
	 * @param array<string, mixed> $tree What to keep of it.
	 */
	private static function keep( mixed $item, array $tree ): mixed {
		if ( ! $item instanceof \stdClass && ! is_array( $item ) ) {
			return $item;
		}
		$kept = array();
		foreach ( (array) $item as $key => $value ) {
			if ( isset( $tree[ $key ] ) ) {
				$kept[ $key ] = true === $tree[ $key ] ? $value : self::keep( $value, $tree[ $key ] );
			}
		}
		return is_array( $item ) ? $kept : (object) $kept;
	}
}
