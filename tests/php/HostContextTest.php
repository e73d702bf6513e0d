<?php
/**
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\Host_Context;

final class HostContextTest extends SeedPress_Test_Case {

	/** @var array{0: mixed, 1: mixed} */
	private array $stored;

	protected function setUp(): void {
		parent::setUp();
		// The tests rewrite the stored context; the site gets back exactly what it had.
		$this->stored = array( get_option( Host_Context::OPTION ), get_option( Host_Context::HASH_OPTION ) );
		wp_set_current_user( $this->create_user( 'administrator' ) );
	}

	protected function tearDown(): void {
		[ $json, $hash ] = $this->stored;
		false === $json ? delete_option( Host_Context::OPTION ) : update_option( Host_Context::OPTION, $json, false );
		false === $hash ? delete_option( Host_Context::HASH_OPTION ) : update_option( Host_Context::HASH_OPTION, $hash, false );
		parent::tearDown();
	}

	/**
	 * @return array<string, mixed> The context as the worker reads it.
	 */
	private static function decoded(): array {
		return json_decode( Host_Context::encode( Host_Context::build() ), true, 512, JSON_THROW_ON_ERROR );
	}

	public function test_context_has_every_key_of_the_contract(): void {
		// Setup
		$keys = array( 'version', 'wp_version', 'plugin', 'site', 'uploads', 'post_types', 'post_statuses', 'taxonomies', 'roles', 'image_sizes', 'mime_types', 'limits', 'plugins', 'addons', 'fields', 'permalinks' );

		// Action
		$ctx = self::decoded();

		// Assert
		$this->assertSame( $keys, array_keys( $ctx ) );
		$this->assertSame( 1, $ctx['version'] );
		$this->assertSame( get_bloginfo( 'version' ), $ctx['wp_version'] );
		$this->assertSame( array( 'name', 'version', 'url', 'dir', 'file', 'logo_url' ), array_keys( $ctx['plugin'] ) );
		$this->assertSame( 'SeedPress', $ctx['plugin']['name'] );
		$this->assertSame( array( 'structure' => (string) get_option( 'permalink_structure' ), 'front' => $GLOBALS['wp_rewrite']->front ), $ctx['permalinks'] );
		$this->assertStringEndsWith( '/', $ctx['plugin']['url'] );
		$this->assertFileExists( $ctx['plugin']['file'] );
		$this->assertStringEndsWith( '/assets/logo.svg', $ctx['plugin']['logo_url'] );
		$this->assertSame(
			array( 'url', 'home', 'admin_url', 'ajax_url', 'rest_url', 'locale', 'timezone_string', 'gmt_offset', 'abspath', 'table_prefix', 'db_name', 'fingerprint' ),
			array_keys( $ctx['site'] )
		);
		$this->assertSame( $GLOBALS['wpdb']->prefix, $ctx['site']['table_prefix'] );
		$this->assertSame( DB_NAME, $ctx['site']['db_name'] );
		$this->assertSame( array( 'basedir', 'baseurl', 'yearmonth', 'marker' ), array_keys( $ctx['uploads'] ) );
		$this->assertIsBool( $ctx['uploads']['yearmonth'] );
		// The worker tells by this file whether it sees the site's uploads folder.
		$this->assertSame( 40, strlen( $ctx['uploads']['marker'] ) );
		$this->assertSame( $ctx['uploads']['marker'], file_get_contents( $ctx['uploads']['basedir'] . '/seedpress/site-marker' ) );
		$this->assertSame( array( 'memory_limit', 'max_execution_time', 'upload_max_filesize', 'post_max_size', 'max_upload_size' ), array_keys( $ctx['limits'] ) );
		$this->assertContainsOnly( 'int', $ctx['limits'] );
		$this->assertSame( wp_max_upload_size(), $ctx['limits']['max_upload_size'] );
		$this->assertContains( 'publish', $ctx['post_statuses'] );
		$this->assertContains( 'auto-draft', $ctx['post_statuses'] );
		$this->assertContains( 'seedpress/seedpress.php', array_column( $ctx['plugins'], 'file' ) );
		$this->assertSame( array(), $ctx['addons'] );
		// No field plugin on this site: all six adapters listed inactive, definitions an empty object.
		$this->assertSame( array( 'acf', 'meta-box', 'pods', 'jetengine', 'cmb2', 'carbon-fields' ), array_column( $ctx['fields']['adapters'], 'slug' ) );
		$this->assertSame( array( false ), array_values( array_unique( array_column( $ctx['fields']['adapters'], 'active' ) ) ) );
		$this->assertSame( '{}', wp_json_encode( Host_Context::build()['fields']['definitions'] ), 'definitions is an object' );
	}

	public function test_post_types_taxonomies_and_roles_are_described(): void {
		// Setup
		$post_keys = array( 'name', 'label', 'labels', 'description', 'public', 'hierarchical', 'has_archive', 'show_ui', 'builtin', 'supports', 'taxonomies', 'menu_icon', 'rewrite', 'query_var' );

		// Action
		$ctx = self::decoded();

		// Assert
		$post = $ctx['post_types']['post'];
		$this->assertSame( $post_keys, array_keys( $post ) );
		$this->assertTrue( $post['supports']['title'] );
		// Core registers posts and pages without rewrite rules of their own: their links come from the permalink structure.
		$this->assertFalse( $post['rewrite'] );
		$this->assertFalse( $ctx['post_types']['page']['rewrite'] );
		$this->assertContainsOnly( 'bool', $post['supports'] );
		$this->assertContainsOnly( 'string', $post['labels'] );
		$this->assertSame( 'Posts', $post['labels']['name'] );
		$this->assertTrue( $post['builtin'] );
		$this->assertContains( 'category', $post['taxonomies'] );
		$this->assertArrayHasKey( 'page', $ctx['post_types'] );
		$this->assertArrayHasKey( 'attachment', $ctx['post_types'], 'all post types: the worker filters' );

		$category = $ctx['taxonomies']['category'];
		$this->assertSame( array( 'name', 'label', 'labels', 'hierarchical', 'public', 'show_ui', 'builtin', 'object_type' ), array_keys( $category ) );
		$this->assertTrue( $category['hierarchical'] );
		$this->assertContains( 'post', $category['object_type'] );

		$this->assertSame( 'Administrator', $ctx['roles']['administrator']['name'] );
		$this->assertTrue( $ctx['roles']['administrator']['capabilities']['manage_options'] );
		$this->assertSame( array( 'width' => 150, 'height' => 150, 'crop' => true ), $ctx['image_sizes']['thumbnail'] );
		$this->assertContainsOnly( 'string', $ctx['mime_types'] );
	}

	public function test_addons_come_from_the_filter(): void {
		// Setup
		$addon = static fn ( array $addons ): array => array_merge( $addons, array( array( 'slug' => 'sp-extra', 'name' => 'Extra', 'version' => '1.2', 'description' => 'More' ), 'junk' ) );
		add_filter( 'seedpress_addons', $addon );
		$this->defer( static fn () => remove_filter( 'seedpress_addons', $addon ) );

		// Action
		$ctx = self::decoded();

		// Assert
		$this->assertSame( array( array( 'slug' => 'sp-extra', 'name' => 'Extra', 'version' => '1.2', 'description' => 'More' ) ), $ctx['addons'] );
	}

	public function test_hash_is_stable_and_the_option_is_written_only_when_it_changes(): void {
		// Setup
		update_option( Host_Context::HASH_OPTION, 'stale', false );
		$writes = 0;
		$count  = static function ( $value ) use ( &$writes ) {
			++$writes;
			return $value;
		};
		// pre_update_option_* runs on every update_option() call, even one that would change nothing.
		add_filter( 'pre_update_option_' . Host_Context::OPTION, $count );
		$this->defer( static fn () => remove_filter( 'pre_update_option_' . Host_Context::OPTION, $count ) );

		// Action
		$first  = Host_Context::sync();
		$second = Host_Context::sync();
		$third  = Host_Context::sync();

		// Assert
		$this->assertSame( Host_Context::encode( Host_Context::build() ), Host_Context::encode( Host_Context::build() ) );
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{64}$/', $first );
		$this->assertSame( $first, $second );
		$this->assertSame( $first, $third );
		$this->assertSame( 1, $writes );
		$this->assertSame( $first, get_option( Host_Context::HASH_OPTION ) );
		$this->assertSame( $first, hash( 'sha256', (string) get_option( Host_Context::OPTION ) ), 'the worker checks sha256(option) against ctx' );
	}

	public function test_the_context_is_not_autoloaded_and_its_hash_is(): void {
		// Setup
		global $wpdb;
		update_option( Host_Context::HASH_OPTION, 'stale', false );
		Host_Context::sync();

		// Action
		$autoload = static fn ( string $name ): string => (string) $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", $name ) );

		// Assert
		// 'no'/'yes' before WordPress 6.6, 'off'/'on' since.
		$this->assertContains( $autoload( Host_Context::OPTION ), array( 'no', 'off' ), 'every page of the site would load the whole context' );
		$this->assertContains( $autoload( Host_Context::HASH_OPTION ), array( 'yes', 'on' ), 'every forwarded request reads the hash' );
	}

	public function test_a_new_post_type_changes_the_hash(): void {
		// Setup
		$before = Host_Context::sync();
		register_post_type( 'sp_test_book', array( 'label' => 'Books', 'public' => true, 'supports' => array( 'title' ) ) );
		$this->defer( static fn () => unregister_post_type( 'sp_test_book' ) );

		// Action
		$after = Host_Context::sync();

		// Assert
		$this->assertNotSame( $before, $after );
		$this->assertTrue( self::decoded()['post_types']['sp_test_book']['supports']['title'] );
	}
}
