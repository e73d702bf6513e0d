<?php
/**
 * `php wp.php <command line>`: what the `wp` executable does, with the WP-CLI double: WP_CLI is
 * defined before WordPress loads (so plugins register their commands), then the command line
 * runs; its output goes to this process's stdout and stderr, and its exit code is this one's.
 *
 * Environment: SEEDPRESS_WP_PATH (the site's folder) and SEEDPRESS_HTTP_HOST (its host:port).
 *
 * @package SeedPress
 */

declare(strict_types=1);

define( 'WP_CLI', true );
require __DIR__ . '/wp-cli-double.php';

$_SERVER['HTTP_HOST']       = (string) getenv( 'SEEDPRESS_HTTP_HOST' );
$_SERVER['SERVER_NAME']     = (string) parse_url( 'http://' . $_SERVER['HTTP_HOST'], PHP_URL_HOST );
$_SERVER['REQUEST_URI']     = '/';
$_SERVER['REQUEST_METHOD']  = 'GET';
$_SERVER['SERVER_PROTOCOL'] = 'HTTP/1.1';

require rtrim( (string) getenv( 'SEEDPRESS_WP_PATH' ), '/' ) . '/wp-load.php';

$seedpress_result = SeedPress\Tests\Cli\Runner::run( array_slice( $argv, 1 ) );
fwrite( STDOUT, $seedpress_result->stdout );
fwrite( STDERR, $seedpress_result->stderr );
exit( $seedpress_result->exit_code );
