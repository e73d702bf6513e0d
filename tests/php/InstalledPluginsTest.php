<?php
/**
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\Installed_Plugins;

final class InstalledPluginsTest extends SeedPress_Test_Case {

	private string $folder = '';

	protected function setUp(): void {
		parent::setUp();
		Installed_Plugins::forget();
	}

	protected function tearDown(): void {
		if ( '' !== $this->folder ) {
			array_map( 'unlink', (array) glob( $this->folder . '/*' ) );
			rmdir( $this->folder );
		}
		Installed_Plugins::forget();
		wp_cache_delete( 'plugins', 'plugins' );
		parent::tearDown();
	}

	/**
	 * A plugin folder of its own, as installing one makes it.
	 */
	private function install( string $name ): void {
		$this->folder = WP_PLUGIN_DIR . '/seedpress-test-' . strtolower( wp_generate_password( 8, false ) );
		mkdir( $this->folder );
		file_put_contents( $this->folder . '/plugin.php', "<?php\n/**\n * Plugin Name: {$name}\n * Version: 1.2.3\n */\n" );
	}

	public function test_it_answers_what_get_plugins_reads(): void {
		// Setup
		require_once ABSPATH . 'wp-admin/includes/plugin.php';
		$expected = array_map(
			static fn ( array $data ): array => array(
				'name'    => $data['Name'],
				'version' => $data['Version'],
			),
			get_plugins()
		);

		// Action
		$headers = Installed_Plugins::headers();

		// Assert
		$this->assertSame( $expected, $headers );
		$this->assertArrayHasKey( 'seedpress/seedpress.php', $headers );
	}

	public function test_the_headers_are_read_again_only_once_the_plugins_folder_changed(): void {
		// Setup: the kept answer altered, so that an answer from it shows.
		Installed_Plugins::headers();
		$kept = get_option( Installed_Plugins::OPTION );
		$kept['plugins']['seedpress/seedpress.php']['version'] = 'kept';
		update_option( Installed_Plugins::OPTION, $kept, false );

		// Action
		$unchanged = Installed_Plugins::headers();
		$this->install( 'Installed Meanwhile' );
		$changed = Installed_Plugins::headers();

		// Assert
		$this->assertSame( 'kept', $unchanged['seedpress/seedpress.php']['version'] );
		$this->assertNotSame( 'kept', $changed['seedpress/seedpress.php']['version'] );
		$this->assertSame(
			array(
				'name'    => 'Installed Meanwhile',
				'version' => '1.2.3',
			),
			$changed[ basename( $this->folder ) . '/plugin.php' ]
		);
	}

	public function test_an_update_forgets_the_kept_headers(): void {
		// Setup
		Installed_Plugins::headers();
		$this->assertIsArray( get_option( Installed_Plugins::OPTION ) );

		// Action: what the upgrader's hook calls (firing the hook itself asks wordpress.org for updates).
		$priority = has_action( 'upgrader_process_complete', array( Installed_Plugins::class, 'forget' ) );
		Installed_Plugins::forget();

		// Assert
		$this->assertSame( 10, $priority );
		$this->assertFalse( get_option( Installed_Plugins::OPTION ) );
	}

	public function test_the_kept_headers_are_not_autoloaded(): void {
		// Setup
		global $wpdb;

		// Action
		Installed_Plugins::headers();

		// Assert: 'off' since WordPress 6.6, 'no' before.
		$this->assertContains( $wpdb->get_var( $wpdb->prepare( "SELECT autoload FROM {$wpdb->options} WHERE option_name = %s", Installed_Plugins::OPTION ) ), array( 'off', 'no' ) );
	}
}
