<?php
/**
 * Registers the routes of schemas/routes.json, the manifest the worker mounts too.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

final class Route_Registry {

	public function __construct( private readonly string $manifest_file ) {}

	/**
	 * @return list<array{method: string, path: string, edition: string, schema: string, stream: bool, upload: bool, shell: bool}>
	 */
	public function routes(): array {
		$raw      = is_readable( $this->manifest_file ) ? file_get_contents( $this->manifest_file ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin's own, not a URL.
		$manifest = false === $raw ? null : json_decode( $raw, true );
		if ( ! is_array( $manifest ) || ! isset( $manifest['routes'] ) || ! is_array( $manifest['routes'] ) ) {
			// Without the manifest every call ends in not_found; the log says why.
			error_log( sprintf( 'SeedPress: cannot read the routes manifest %s.', $this->manifest_file ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- a broken install, for the site's error log.
			return array();
		}
		$routes = array();
		foreach ( $manifest['routes'] as $route ) {
			if ( ! is_array( $route ) || ! isset( $route['method'], $route['path'] ) ) {
				continue;
			}
			$routes[] = array(
				'method'  => strtoupper( (string) $route['method'] ),
				'path'    => (string) $route['path'],
				'edition' => (string) ( $route['edition'] ?? 'all' ),
				'schema'  => (string) ( $route['schema'] ?? '' ),
				// The worker answers text/event-stream, relayed unbuffered (Event_Stream).
				'stream'  => true === ( $route['stream'] ?? false ),
				// The client sends a file (multipart, field `file`), forwarded as an Upload_Body.
				'upload'  => true === ( $route['upload'] ?? false ),
				// The shell completes the answer (its handler, given to register()), the worker having checked the request.
				'shell'   => true === ( $route['shell'] ?? false ),
			);
		}
		return $routes;
	}

	/**
	 * Manifest order is kept: it is the match priority the worker uses as well.
	 *
	 * @param array<string, callable> $shell_handlers The shell's handlers of `shell` routes, keyed "METHOD /path";
	 *                                                each takes the request and the manifest entry.
	 */
	public function register( Forwarder $forwarder, array $shell_handlers = array() ): void {
		foreach ( $this->routes() as $route ) {
			$handler = $route['shell'] ? ( $shell_handlers[ $route['method'] . ' ' . $route['path'] ] ?? null ) : null;
			if ( $route['shell'] && null === $handler ) {
				error_log( sprintf( 'SeedPress: no shell handler for %s %s; the worker answers it alone.', $route['method'], $route['path'] ) ); // phpcs:ignore WordPress.PHP.DevelopmentFunctions.error_log_error_log -- a build fault, for the site's error log.
			}
			register_rest_route(
				Plugin::NAMESPACE,
				self::pattern( $route['path'] ),
				array(
					'methods'             => $route['method'],
					'callback'            => static fn ( \WP_REST_Request $request ) => null === $handler ? $forwarder->handle( $request, $route ) : $handler( $request, $route ),
					'permission_callback' => __NAMESPACE__ . '\\permission_check',
				)
			);
		}
	}

	public static function pattern( string $path ): string {
		return (string) preg_replace( '/\{([A-Za-z_][A-Za-z0-9_]*)\}/', '(?P<$1>[^/]+)', $path );
	}
}
