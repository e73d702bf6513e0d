<?php
/**
 * Reads posts back through a field plugin's own getter (get_field, rwmb_meta, pods()->field,
 * carbon_get_post_meta, get_post_meta for CMB2) and checks every value against its field.
 * CLI: php readback.php <suite> [<ids as a JSON list>]   (without ids: every post of the suite's type)
 * Prints JSON: {plugin, version, post_type, posts, fields: [{name, type, kind, filled, ok, problems}]}.
 * Needs SEEDPRESS_WP_PATH and SEEDPRESS_URL; the suite's plugin and the compat mu-plugin active.
 *
 * @package SeedPress
 */

declare(strict_types=1);

require __DIR__ . '/wp.php';
require __DIR__ . '/fields.php';
require __DIR__ . '/checks.php';

$suite  = (string) ( $argv[1] ?? '' );
$plugin = seedpress_compat_plugin( $suite );
if ( null === $plugin ) {
	fwrite( STDERR, "readback.php: the plugin of suite '$suite' is not active\n" );
	exit( 2 );
}
$post_type = seedpress_compat_post_type( $suite );
$ids       = isset( $argv[2] )
	? array_map( 'intval', (array) json_decode( $argv[2], true ) )
	: get_posts( array( 'post_type' => $post_type, 'post_status' => 'any', 'numberposts' => -1, 'fields' => 'ids' ) );

$fields = seedpress_compat_readback( $suite, $ids );
echo wp_json_encode(
	array( 'plugin' => $plugin[0], 'version' => $plugin[1], 'post_type' => $post_type, 'posts' => $ids, 'fields' => $fields ),
	JSON_PRETTY_PRINT | JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE
) . "\n";
