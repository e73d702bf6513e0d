<?php
/**
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\Plugin;
use SeedPress\Route_Registry;

final class RouteRegistryTest extends SeedPress_Test_Case {

	/**
	 * @return list<array<string, string>>
	 */
	private static function manifest(): array {
		$file = dirname( __DIR__, 2 ) . '/schemas/routes.json';
		return json_decode( (string) file_get_contents( $file ), true, 512, JSON_THROW_ON_ERROR )['routes'];
	}

	public function test_placeholders_become_named_groups(): void {
		// Setup
		$cases = array(
			'/cpts/all'                     => '/cpts/all',
			'/cpts/supports/{post_type}'    => '/cpts/supports/(?P<post_type>[^/]+)',
			'/taxonomies/{taxonomy}/terms'  => '/taxonomies/(?P<taxonomy>[^/]+)/terms',
			'/history/{id}/items/{item_id}' => '/history/(?P<id>[^/]+)/items/(?P<item_id>[^/]+)',
		);

		// Action
		$patterns = array_map( array( Route_Registry::class, 'pattern' ), array_keys( $cases ) );

		// Assert
		$this->assertSame( array_values( $cases ), $patterns );
	}

	public function test_the_manifest_is_found_next_to_the_real_plugin_folder(): void {
		// Setup
		$expected = dirname( __DIR__, 2 ) . '/schemas';

		// Action
		$dir = Plugin::schemas_dir();

		// Assert
		$this->assertSame( realpath( $expected ), realpath( $dir ) );
		$this->assertSame( count( self::manifest() ), count( ( new Route_Registry( $dir . '/routes.json' ) )->routes() ) );
	}

	public function test_every_manifest_route_is_registered_with_its_method_and_the_permission_function(): void {
		// Setup
		$manifest = self::manifest();

		// Action
		$routes = rest_get_server()->get_routes( Plugin::NAMESPACE );

		// Assert
		$this->assertNotEmpty( $manifest );
		foreach ( $manifest as $entry ) {
			$key = '/' . Plugin::NAMESPACE . Route_Registry::pattern( $entry['path'] );
			$this->assertArrayHasKey( $key, $routes, "{$entry['method']} {$entry['path']} is registered" );
			$handlers = array_values(
				array_filter( $routes[ $key ], static fn ( array $h ): bool => ! empty( $h['methods'][ $entry['method'] ] ) )
			);
			$this->assertCount( 1, $handlers, "one {$entry['method']} handler for {$entry['path']}" );
			$this->assertSame( 'SeedPress\\permission_check', $handlers[0]['permission_callback'] );
			$this->assertSame( array(), $handlers[0]['args'], 'no args: the worker validates' );
		}
	}

	public function test_the_stream_flag_is_read_from_the_manifest_and_only_true_counts(): void {
		// Setup
		$dir = sys_get_temp_dir() . '/seedpress-routes-' . bin2hex( random_bytes( 4 ) );
		mkdir( $dir );
		$this->defer(
			static function () use ( $dir ): void {
				unlink( $dir . '/routes.json' );
				rmdir( $dir );
			}
		);
		$manifest = array(
			'routes' => array(
				array( 'method' => 'POST', 'path' => '/generate/posts/stream', 'edition' => 'all', 'schema' => 'generate-posts-stream.post', 'stream' => true ),
				array( 'method' => 'post', 'path' => '/generate/posts', 'edition' => 'all', 'schema' => 'generate-posts.post' ),
				array( 'method' => 'POST', 'path' => '/odd', 'stream' => 'yes' ),
			),
		);
		file_put_contents( $dir . '/routes.json', (string) wp_json_encode( $manifest ) );

		// Action
		$routes = ( new Route_Registry( $dir . '/routes.json' ) )->routes();

		// Assert
		$this->assertSame( array( true, false, false ), array_column( $routes, 'stream' ) );
		$this->assertSame( array( 'POST', 'POST', 'POST' ), array_column( $routes, 'method' ) );
	}

	public function test_placeholder_routes_match_real_paths(): void {
		// Setup: anonymous, so the permission check answers and nothing is forwarded.
		wp_set_current_user( 0 );
		$request = new \WP_REST_Request( 'GET', '/' . Plugin::NAMESPACE . '/cpts/supports/page' );

		// Action
		$response = rest_do_request( $request );

		// Assert
		$this->assertSame( '/' . Plugin::NAMESPACE . '/cpts/supports/(?P<post_type>[^/]+)', $response->get_matched_route() );
		$this->assertSame( 401, $response->get_status() );
	}
}
