<?php
/**
 * The admin notice for a bundled worker that cannot run.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\Worker_Notice;

final class WorkerNoticeTest extends SeedPress_Test_Case {

	protected function setUp(): void {
		parent::setUp();
		delete_site_transient( Worker_Notice::TRANSIENT );
		$this->defer( static fn () => delete_site_transient( Worker_Notice::TRANSIENT ) );
	}

	private static function rendered(): string {
		ob_start();
		Worker_Notice::render();
		return (string) ob_get_clean();
	}

	public function test_an_admin_is_told_what_to_install(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );
		set_site_transient( Worker_Notice::TRANSIENT, 'Install Node.js 20 <now>.' );

		$this->assertSame( '<div class="notice notice-error"><p><strong>SeedPress cannot run its worker.</strong> Install Node.js 20 &lt;now&gt;.</p></div>', self::rendered() );
	}

	public function test_an_editor_sees_nothing(): void {
		wp_set_current_user( $this->create_user( 'editor' ) );
		set_site_transient( Worker_Notice::TRANSIENT, 'Install Node.js 20.' );

		$this->assertSame( '', self::rendered() );
	}

	public function test_a_machine_with_node_and_the_built_worker_has_no_problem_and_the_answer_is_kept(): void {
		wp_set_current_user( $this->create_user( 'administrator' ) );

		$this->assertSame( '', self::rendered() );
		$this->assertSame( '', get_site_transient( Worker_Notice::TRANSIENT ) );
	}
}
