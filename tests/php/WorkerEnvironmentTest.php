<?php
/**
 * DB_HOST as wp-config.php writes it, as the worker's DB_HOST and DB_PORT.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\Worker_Environment;

final class WorkerEnvironmentTest extends SeedPress_Test_Case {

	/**
	 * @return array<string, array{string, string, int}>
	 */
	public static function hosts(): array {
		return array(
			'name only'         => array( 'db.internal', 'db.internal', 3306 ),
			'localhost'         => array( 'localhost', '127.0.0.1', 3306 ),
			'with port'         => array( '127.0.0.1:3307', '127.0.0.1', 3307 ),
			'localhost, socket' => array( 'localhost:/run/mysqld/mysqld.sock', '127.0.0.1', 3306 ),
			'IPv6 with port'    => array( '[::1]:3308', '::1', 3308 ),
		);
	}

	/**
	 * @dataProvider hosts
	 */
	public function test_db_host_is_split_into_host_and_port( string $db_host, string $host, int $port ): void {
		$this->assertSame( array( 'host' => $host, 'port' => $port ), Worker_Environment::host_and_port( $db_host ) );
	}

	/**
	 * @return array<string, array{string, string, ?string}>
	 */
	public static function sockets(): array {
		return array(
			'a socket path'                      => array( 'localhost:/run/mysqld/mysqld.sock', '/tmp/php.sock', '/run/mysqld/mysqld.sock' ),
			'a host and socket path'             => array( 'db:/var/run/mysql.sock', '', '/var/run/mysql.sock' ),
			'bare localhost: PHP\'s own socket'  => array( 'localhost', '/Applications/MAMP/tmp/mysql/mysql.sock', '/Applications/MAMP/tmp/mysql/mysql.sock' ),
			'bare localhost, PHP names none'     => array( 'localhost', '', null ),
			'localhost with a port'              => array( 'localhost:3307', '/tmp/php.sock', null ),
			'an address'                         => array( '127.0.0.1', '/tmp/php.sock', null ),
			'IPv6 with port'                     => array( '[::1]:3308', '/tmp/php.sock', null ),
		);
	}

	/**
	 * @dataProvider sockets
	 */
	public function test_the_socket_mysqli_would_use_is_found( string $db_host, string $default_socket, ?string $socket ): void {
		$this->assertSame( $socket, Worker_Environment::socket( $db_host, $default_socket ) );
	}

	public function test_the_site_settings_come_from_wp_config_and_the_filter_may_add_to_them(): void {
		$add = static fn ( array $env ): array => $env + array( 'SEEDPRESS_LOG_LEVEL' => 'debug' );
		add_filter( 'seedpress_worker_environment', $add );
		$this->defer( static fn () => remove_filter( 'seedpress_worker_environment', $add ) );

		$env = Worker_Environment::from_site();

		$this->assertSame( DB_NAME, $env['DB_NAME'] );
		$this->assertSame( DB_USER, $env['DB_USER'] );
		$this->assertSame( DB_PASSWORD, $env['DB_PASSWORD'] );
		$this->assertSame( $GLOBALS['wpdb']->base_prefix, $env['DB_PREFIX'] );
		$this->assertSame( 'debug', $env['SEEDPRESS_LOG_LEVEL'] );
		$this->assertSame( '2', $env['MALLOC_ARENA_MAX'] );
		$this->assertSame( '8192', $env['MALLOC_MMAP_THRESHOLD_'] );
	}

	public function test_the_allocator_settings_yield_to_the_filter(): void {
		$set = static fn ( array $env ): array => array( 'MALLOC_ARENA_MAX' => '4' ) + $env;
		add_filter( 'seedpress_worker_environment', $set );
		$this->defer( static fn () => remove_filter( 'seedpress_worker_environment', $set ) );

		$this->assertSame( '4', Worker_Environment::from_site()['MALLOC_ARENA_MAX'] );
	}
}
