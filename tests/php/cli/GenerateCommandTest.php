<?php
/**
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

require_once dirname( __DIR__ ) . '/support/cli-test-case.php';

/**
 * `wp seedpress generate …` against the dev site's worker, and against a stand-in answer where
 * a test needs an answer the worker would not give (a failed batch, an exact table).
 *
 * @runTestsInSeparateProcesses
 * @preserveGlobalState disabled
 */
final class GenerateCommandTest extends Cli_Test_Case {

	/** Plain draft posts: no image download, no terms, fields or comments. */
	private const PLAIN = array( '--post-status=draft', '--no-set-featured-image', '--no-auto-taxonomies', '--no-populate-custom-fields' );

	/**
	 * @param list<int> $ids
	 * @return list<array{ID: string, post_status: string, generated: string|null}>
	 */
	private static function posts( array $ids ): array {
		global $wpdb;
		$list = implode( ',', array_map( 'intval', $ids ) );
		return $wpdb->get_results(
			"SELECT p.ID, p.post_status, m.meta_value AS generated FROM {$wpdb->posts} p LEFT JOIN {$wpdb->postmeta} m ON m.post_id = p.ID AND m.meta_key = '_seedpress_generated' WHERE p.ID IN ({$list}) ORDER BY p.ID", // phpcs:ignore WordPress.DB -- ids are integers.
			ARRAY_A
		);
	}

	public function test_posts_are_generated_as_the_administrator_and_printed_as_json(): void {
		// Setup
		$this->clean_up_generated();
		$admin = $this->admin();

		// Action
		$run = self::wp( 'seedpress', 'generate', 'posts', '--count=3', '--seed=42', '--format=json', "--user={$admin}", ...self::PLAIN );

		// Assert
		$this->assertSame( 0, $run->exit_code, $run->stderr );
		$this->assertSame( '', $run->stderr );
		$this->assertCount( 1, $run->stdout_lines() );
		$result = json_decode( $run->stdout, true );
		$this->assertTrue( $result['success'] );
		$this->assertSame( 3, $result['count'] );
		$this->assertSame( 42, $result['seed'] );
		$this->assertSame( '3 posts generated successfully', $result['message'] );
		$this->assertSame( array( array( 'count' => 3, 'seed' => 42 ) ), $result['batches'] );
		$this->assertSame( array( 'start Generating 3 posts 3', 'tick 3', 'finish' ), $run->progress );
		$rows = self::posts( $result['ids'] );
		$this->assertSame( array_map( 'strval', $result['ids'] ), array_column( $rows, 'ID' ) );
		$this->assertSame( array( 'draft', 'draft', 'draft' ), array_column( $rows, 'post_status' ) );
		$this->assertSame( array( '1', '1', '1' ), array_column( $rows, 'generated' ) );
	}

	public function test_a_count_above_500_goes_in_batches_with_seeds_derived_from_the_given_one(): void {
		// Setup
		$this->clean_up_generated();
		$admin = $this->admin();

		// Action
		$run = self::wp( 'seedpress', 'generate', 'posts', '--count=1001', '--seed=7', '--format=json', "--user={$admin}", ...self::PLAIN );

		// Assert: 500, 500 and 1, seeds 7, 7 + 2654435769 and 7 + 2 × 2654435769 − 2³², as the Node CLI sends them.
		$this->assertSame( 0, $run->exit_code, $run->stderr );
		$result = json_decode( $run->stdout, true );
		$this->assertSame( array( array( 'count' => 500, 'seed' => 7 ), array( 'count' => 500, 'seed' => 2654435776 ), array( 'count' => 1, 'seed' => 1013904249 ) ), $result['batches'] );
		$this->assertSame( 1001, $result['count'] );
		$this->assertSame( 7, $result['seed'] );
		$this->assertCount( 1001, array_unique( $result['ids'] ) );
		$this->assertSame( array( 'start Generating 1001 posts 1001', 'tick 500', 'tick 500', 'tick 1', 'finish' ), $run->progress );
		$this->assertCount( 1001, self::posts( $result['ids'] ) );
	}

	/**
	 * The site's capacity_override, set as an administrator through the API and put back afterwards.
	 */
	private function override_capacity( ?int $capacity ): void {
		$send = static function ( ?int $value ): void {
			$request = new \WP_REST_Request( 'POST', '/seedpress/v1/settings' );
			$request->set_header( 'Content-Type', 'application/json' );
			$request->set_body( (string) wp_json_encode( array( 'capacity_override' => $value ) ) );
			$response = rest_do_request( $request );
			if ( 200 !== $response->get_status() ) {
				throw new \RuntimeException( 'POST /settings answered ' . $response->get_status() );
			}
		};
		$admin = $this->create_user( 'administrator' );
		wp_set_current_user( $admin );
		$send( $capacity );
		wp_set_current_user( 0 );
		$this->defer(
			static function () use ( $send, $admin ): void {
				wp_set_current_user( $admin );
				$send( null );
				wp_set_current_user( 0 );
			}
		);
	}

	public function test_a_count_above_the_sites_capacity_goes_in_batches_of_that_capacity(): void {
		// Setup
		$this->clean_up_generated();
		$this->override_capacity( 12 );
		$admin = $this->admin();

		// Action
		$run = self::wp( 'seedpress', 'generate', 'posts', '--count=25', '--seed=7', '--format=json', "--user={$admin}", ...self::PLAIN );

		// Assert
		$this->assertSame( 0, $run->exit_code, $run->stderr );
		$result = json_decode( $run->stdout, true );
		$this->assertSame( array( array( 'count' => 12, 'seed' => 7 ), array( 'count' => 12, 'seed' => 2654435776 ), array( 'count' => 1, 'seed' => 1013904249 ) ), $result['batches'] );
		$this->assertSame( array( 'start Generating 25 posts 25', 'tick 12', 'tick 12', 'tick 1', 'finish' ), $run->progress );
		$this->assertCount( 25, self::posts( $result['ids'] ) );
	}

	/**
	 * @return array<string, array{0: list<string>, 1: list<int>}>
	 */
	public static function picture_runs(): array {
		return array(
			'posts with new pictures'   => array( array( 'posts', '--count=45' ), array( 20, 20, 5 ) ),
			'posts without a featured image' => array( array( 'posts', '--count=45', '--no-set-featured-image' ), array( 40, 5 ) ),
			'posts with library images' => array( array( 'posts', '--count=45', '--no-download-images' ), array( 40, 5 ) ),
			'users with portraits'      => array( array( 'users', '--count=45' ), array( 20, 20, 5 ) ),
			'users without portraits'   => array( array( 'users', '--count=45', '--no-generate-avatars' ), array( 40, 5 ) ),
		);
	}

	/**
	 * @dataProvider picture_runs
	 * @param list<string> $words After `wp seedpress generate`.
	 * @param list<int>    $sizes
	 */
	public function test_a_run_without_new_pictures_takes_the_plain_capacity( array $words, array $sizes ): void {
		// Setup: a site whose GET /settings reports 20 items with new pictures and 40 without.
		$admin    = $this->admin();
		$settings = static function ( mixed $result, \WP_REST_Request $request ): mixed {
			if ( '/seedpress/v1/settings' !== $request->get_route() ) {
				return $result;
			}
			return self::answer( array( 'success' => true, 'settings' => array( 'capacity' => array( 'posts' => 20, 'plain_posts' => 40, 'users' => 20, 'plain_users' => 40 ) ) ) );
		};
		add_filter( 'rest_dispatch_request', $settings, 10, 2 );
		$this->defer( static fn () => remove_filter( 'rest_dispatch_request', $settings, 10 ) );
		$this->stand_in( static fn ( string $route, object $sent ): \WP_REST_Response => self::answer( array( 'success' => true, 'count' => $sent->count, 'ids' => array(), 'seed' => $sent->seed ) ) );

		// Action
		$run = self::wp( 'seedpress', 'generate', ...array_merge( $words, array( '--seed=1', "--user={$admin}" ) ) );

		// Assert
		$this->assertSame( 0, $run->exit_code, $run->stderr );
		$this->assertSame( $sizes, array_map( static fn ( object $sent ): int => $sent->count, $this->sent ) );
	}

	public function test_the_table_lists_the_result_and_a_success_line_ends_it(): void {
		// Setup
		$admin = $this->admin();
		$this->stand_in(
			static fn (): \WP_REST_Response => self::answer(
				array(
					'success'         => true,
					'count'           => 2,
					'ids'             => array( 11, 12 ),
					'message'         => '2 posts generated successfully',
					'warnings'        => array( 'Image 1 could not be downloaded' ),
					'variation_stats' => array( 'with_featured_image' => 1, 'without_featured_image' => 1 ),
					'auto_created'    => array( 'authors' => 0, 'terms' => array( 'category' => 2 ), 'comments' => 0, 'related_posts' => 0, 'related_per_cpt' => new \stdClass() ),
					'time_saved'      => '14 minutes',
					'seed'            => 5,
				)
			)
		);

		// Action
		$run = self::wp( 'seedpress', 'generate', 'posts', '--seed=5', "--user={$admin}" );

		// Assert: without --count, one request, no bar.
		$this->assertSame( 0, $run->exit_code, $run->stderr );
		$this->assertSame(
			array(
				"Field\tValue",
				"count\t2",
				"variation_stats.with_featured_image\t1",
				"variation_stats.without_featured_image\t1",
				"auto_created.authors\t0",
				"auto_created.terms.category\t2",
				"auto_created.comments\t0",
				"auto_created.related_posts\t0",
				"time_saved\t14 minutes",
				"seed\t5",
				'Success: 2 posts generated successfully (seed 5).',
			),
			$run->stdout_lines()
		);
		$this->assertSame( array( 'Warning: Image 1 could not be downloaded' ), $run->stderr_lines() );
		$this->assertSame( array(), $run->progress );
		$this->assertEquals( array( (object) array( 'seed' => 5 ) ), $this->sent );
	}

	public function test_only_the_flags_given_are_sent_typed_by_the_schema(): void {
		// Setup
		$admin = $this->admin();
		$this->stand_in( static fn (): \WP_REST_Response => self::answer( array( 'success' => true, 'count' => 2, 'ids' => array( 1, 2 ) ) ) );

		// Action
		$run = self::wp(
			'seedpress', 'generate', 'posts', "--user={$admin}", '--format=ids',
			'--post-type=page', '--no-auto-comments', '--set-featured-image', '--comment-reply-probability=15',
			'--taxonomy-config={"category":{"mode":"none"},"post_tag":{}}', '--field-config={}', '--variation-profile=minimal'
		);

		// Assert: ids are printed space-separated with no newline after them, as wp-cli prints them.
		$this->assertSame( 0, $run->exit_code, $run->stderr );
		$this->assertSame( '1 2', $run->stdout );
		$this->assertSame(
			'{"post_type":"page","set_featured_image":true,"taxonomy_config":{"category":{"mode":"none"},"post_tag":{}},"auto_comments":false,"comment_reply_probability":15,"field_config":{},"variation_profile":"minimal"}',
			wp_json_encode( $this->sent[0] )
		);
	}

	public function test_the_template_is_an_id_or_the_word_default(): void {
		// Setup
		$admin = $this->admin();
		$this->stand_in( static fn (): \WP_REST_Response => self::answer( array( 'success' => true, 'count' => 1, 'ids' => array( 1 ) ) ) );

		// Action
		$default = self::wp( 'seedpress', 'generate', 'posts', "--user={$admin}", '--format=ids', '--template-id=default' );
		$by_id   = self::wp( 'seedpress', 'generate', 'posts', "--user={$admin}", '--format=ids', '--template-id=12' );

		// Assert
		$this->assertSame( 0, $default->exit_code, $default->stderr );
		$this->assertSame( 0, $by_id->exit_code, $by_id->stderr );
		$this->assertSame( array( '{"template_id":"default"}', '{"template_id":12}' ), array_map( 'wp_json_encode', $this->sent ) );
	}

	public function test_lists_take_commas_and_repeated_flags_and_objects_take_a_file(): void {
		// Setup
		$admin = $this->admin();
		$file  = tempnam( sys_get_temp_dir(), 'seedpress-cli' );
		file_put_contents( $file, '{"author":{"enabled":false,"count":2}}' );
		$this->defer( static fn () => unlink( $file ) );
		$this->stand_in( static fn (): \WP_REST_Response => self::answer( array( 'success' => true, 'count' => 1, 'ids' => array( 3 ), 'seed' => 1 ) ) );

		// Action
		$users    = self::wp( 'seedpress', 'generate', 'users', "--user={$admin}", '--allowed-roles=author, editor', '--allowed-roles=subscriber', '--format=json' );
		$comments = self::wp( 'seedpress', 'generate', 'comments', "--user={$admin}", '--post-ids=4,9', '--post-ids=12', '--format=json' );
		$posts    = self::wp( 'seedpress', 'generate', 'posts', "--user={$admin}", "--related-cpt-options=@{$file}", '--format=json' );

		// Assert
		$this->assertSame( array( 0, 0, 0 ), array( $users->exit_code, $comments->exit_code, $posts->exit_code ), $users->stderr . $comments->stderr . $posts->stderr );
		$this->assertSame(
			array( '{"allowed_roles":["author","editor","subscriber"]}', '{"post_ids":[4,9,12]}', '{"related_cpt_options":{"author":{"enabled":false,"count":2}}}' ),
			array_map( 'wp_json_encode', $this->sent )
		);
	}

	public function test_batches_after_the_first_do_not_delete_and_an_unseeded_run_draws_one_seed(): void {
		// Setup
		$admin = $this->admin();
		$this->stand_in(
			static fn ( string $route, object $sent ): \WP_REST_Response => self::answer(
				array( 'success' => true, 'count' => $sent->count, 'ids' => range( 1, $sent->count ), 'seed' => $sent->seed, 'time_saved' => '40 seconds' )
			)
		);

		// Action
		$run = self::wp( 'seedpress', 'generate', 'posts', '--count=1200', '--delete-existing-before-generate', '--delete-scope=all', '--post-type=page', "--user={$admin}" );

		// Assert
		$this->assertSame( 0, $run->exit_code, $run->stderr );
		$this->assertCount( 3, $this->sent );
		$base = $this->sent[0]->seed;
		$this->assertEquals( (object) array( 'delete_existing_before_generate' => true, 'delete_scope' => 'all', 'post_type' => 'page', 'count' => 500, 'seed' => $base ), $this->sent[0] );
		$this->assertEquals( (object) array( 'delete_scope' => 'all', 'post_type' => 'page', 'count' => 500, 'seed' => ( $base + 2654435769 ) % 4294967296 ), $this->sent[1] );
		$this->assertEquals( (object) array( 'delete_scope' => 'all', 'post_type' => 'page', 'count' => 200, 'seed' => ( $base + 2 * 2654435769 ) % 4294967296 ), $this->sent[2] );
		$this->assertSame( "Success: 1200 posts generated in 3 batches (seed {$base}).", array_slice( $run->stdout_lines(), -1 )[0] );
		$this->assertContains( "time_saved\t2 minutes", $run->stdout_lines() );
		$this->assertContains( "batches\t3", $run->stdout_lines() );
	}

	public function test_a_failed_batch_stops_the_run_and_says_what_was_made(): void {
		// Setup
		$admin = $this->admin();
		$this->stand_in(
			fn ( string $route, object $sent ): \WP_REST_Response => 1 === count( $this->sent )
				? self::answer( array( 'success' => true, 'count' => 500, 'ids' => range( 1, 500 ), 'seed' => $sent->seed ) )
				: self::answer( array( 'success' => false, 'code' => 'generation_failed', 'message' => 'Out of memory' ), 500 )
		);

		// Action
		$run = self::wp( 'seedpress', 'generate', 'terms', '--count=1200', '--seed=3', "--user={$admin}" );

		// Assert: nothing is sent again, nothing after the failure.
		$this->assertSame( 1, $run->exit_code );
		$this->assertCount( 2, $this->sent );
		$this->assertSame( '', $run->stdout );
		$this->assertSame(
			array(
				'Warning: Stopped after batch 1 of 3: 500 terms were made (wp seedpress history list shows them).',
				'Error: generation_failed: Out of memory (HTTP 500)',
			),
			$run->stderr_lines()
		);
		$this->assertSame( array( 'start Generating 1200 terms 1200', 'tick 500', 'finish' ), $run->progress );
	}

	public function test_one_item_made_before_a_failure_is_worded_in_the_singular(): void {
		// Setup: the first batch made one term of the 500 it was sent.
		$admin = $this->admin();
		$this->stand_in(
			fn ( string $route, object $sent ): \WP_REST_Response => 1 === count( $this->sent )
				? self::answer( array( 'success' => true, 'count' => 1, 'ids' => array( 1 ), 'seed' => $sent->seed ) )
				: self::answer( array( 'success' => false, 'code' => 'generation_failed', 'message' => 'Out of memory' ), 500 )
		);

		// Action
		$run = self::wp( 'seedpress', 'generate', 'terms', '--count=1200', '--seed=3', "--user={$admin}" );

		// Assert
		$this->assertSame( 1, $run->exit_code );
		$this->assertSame(
			array(
				'Warning: Stopped after batch 1 of 3: 1 term was made (wp seedpress history list shows them).',
				'Error: generation_failed: Out of memory (HTTP 500)',
			),
			$run->stderr_lines()
		);
	}

	public function test_on_a_terminal_the_progress_bar_is_drawn(): void {
		// Setup
		$admin = $this->admin();
		$this->stand_in( static fn ( string $route, object $sent ): \WP_REST_Response => self::answer( array( 'success' => true, 'count' => $sent->count, 'ids' => array(), 'seed' => $sent->seed ) ) );

		// Action
		$run = self::wp_with( '', true, 'seedpress', 'generate', 'users', '--count=600', '--seed=1', '--format=json', "--user={$admin}" );

		// Assert
		$this->assertSame( 0, $run->exit_code, $run->stderr );
		$this->assertStringStartsWith( "\rGenerating 600 users  83 % [500/600]\rGenerating 600 users  100% [600/600]\rGenerating 600 users  100% [600/600]\n{", $run->stdout );
	}

	public function test_the_api_refusal_is_the_error_with_its_code_and_message(): void {
		// Setup
		$admin = $this->admin();

		// Action
		$run = self::wp( 'seedpress', 'generate', 'posts', '--post-type=nope', '--count=1', "--user={$admin}" );

		// Assert
		$this->assertSame( 1, $run->exit_code );
		$this->assertSame( '', $run->stdout );
		$this->assertSame( array( 'Error: invalid_post_type: Post type "nope" is not registered. (HTTP 400)' ), $run->stderr_lines() );
	}

	public function test_without_an_administrator_the_permission_gate_answers(): void {
		// Setup
		$editor = get_userdata( $this->create_user( 'editor' ) )->user_login;

		// Action
		$anonymous = self::wp( 'seedpress', 'generate', 'posts', '--count=1' );
		$refused   = self::wp( 'seedpress', 'generate', 'comments', "--user={$editor}" );

		// Assert
		$this->assertSame( array( 1, 1 ), array( $anonymous->exit_code, $refused->exit_code ) );
		$this->assertSame( array( 'Error: rest_not_logged_in: You must be logged in to use SeedPress. (HTTP 401) Run the command as an administrator: wp --user=<login> …' ), $anonymous->stderr_lines() );
		$this->assertSame( array( 'Error: rest_forbidden: Sorry, you are not allowed to use SeedPress. (HTTP 403)' ), $refused->stderr_lines() );
	}

	/**
	 * @return array<string, array{0: list<string>, 1: string}>
	 */
	public static function bad_flags(): array {
		$posts = " See 'wp help seedpress generate posts'.";
		return array(
			'count below the minimum' => array( array( 'posts', '--count=0' ), 'Error: --count must be at least 1 (got 0).' . $posts ),
			'count not an integer'    => array( array( 'posts', '--count=12abc' ), 'Error: --count takes an integer (got "12abc").' . $posts ),
			'range of the schema'     => array( array( 'posts', '--image-width=99' ), 'Error: --image-width must be between 100 and 4000 (got 99).' . $posts ),
			'seed above 2^32 - 1'     => array( array( 'posts', '--seed=4294967296' ), 'Error: --seed must be between 0 and 4294967295 (got 4294967296).' . $posts ),
			'not JSON'                => array( array( 'posts', '--field-config={nope' ), 'Error: --field-config takes JSON or @file.json (not JSON).' . $posts ),
			'a switch with a value'   => array( array( 'posts', '--auto-comments=maybe' ), 'Error: --auto-comments is a switch: give --auto-comments or --no-auto-comments (got "maybe").' . $posts ),
			'a list item of the wrong type' => array( array( 'comments', '--post-ids=4,x' ), "Error: --post-ids takes an integer (got \"x\"). See 'wp help seedpress generate comments'." ),
			'one tree, no batches'    => array(
				array( 'terms', '--generate-hierarchy', '--count=501' ),
				"Error: --generate-hierarchy makes one tree of --depth and --breadth; --count above 500 does not apply to it. See 'wp help seedpress generate terms'.",
			),
		);
	}

	/**
	 * @dataProvider bad_flags
	 * @param list<string> $words After `wp seedpress generate`.
	 */
	public function test_a_bad_value_is_refused_before_anything_is_sent( array $words, string $error ): void {
		// Setup
		$admin = $this->admin();
		$this->stand_in( static fn (): \WP_REST_Response => self::answer( array( 'success' => true ) ) );

		// Action
		$run = self::wp( 'seedpress', 'generate', ...array_merge( $words, array( "--user={$admin}" ) ) );

		// Assert
		$this->assertSame( 1, $run->exit_code );
		$this->assertSame( '', $run->stdout );
		$this->assertSame( array( $error ), $run->stderr_lines() );
		$this->assertSame( array(), $this->sent );
	}

	public function test_wp_cli_refuses_unknown_flags_and_values_outside_the_schema_list(): void {
		// Setup
		$admin = $this->admin();
		$this->stand_in( static fn (): \WP_REST_Response => self::answer( array( 'success' => true ) ) );

		// Action
		$unknown = self::wp( 'seedpress', 'generate', 'posts', '--cont=3', "--user={$admin}" );
		$listed  = self::wp( 'seedpress', 'generate', 'posts', '--post-status=gone', "--user={$admin}" );
		$format  = self::wp( 'seedpress', 'generate', 'posts', '--format=csv', "--user={$admin}" );

		// Assert
		$this->assertSame( array( 1, 1, 1 ), array( $unknown->exit_code, $listed->exit_code, $format->exit_code ) );
		$this->assertSame( array( 'Error: Parameter errors:', ' unknown --cont parameter', "Did you mean '--count'?" ), $unknown->stderr_lines() );
		$this->assertSame( array( 'Error: Parameter errors:', " Invalid value specified for 'post-status' (one of publish, draft, pending, private, future, random; API default: publish.)" ), $listed->stderr_lines() );
		$this->assertSame( array( 'Error: Parameter errors:', " Invalid value specified for 'format' (Output format.)" ), $format->stderr_lines() );
		$this->assertSame( array(), $this->sent );
	}

	public function test_terms_users_and_comments_are_made_on_the_site(): void {
		// Setup
		$this->clean_up_generated();
		$admin = $this->admin();
		$post  = $this->create_post();

		// Action
		$terms    = self::wp( 'seedpress', 'generate', 'terms', '--taxonomy=post_tag', '--count=3', '--format=json', "--user={$admin}" );
		$users    = self::wp( 'seedpress', 'generate', 'users', '--count=2', '--role=editor', '--no-generate-avatars', '--format=json', "--user={$admin}" );
		$comments = self::wp( 'seedpress', 'generate', 'comments', "--post-ids={$post}", '--comments-per-post-min=2', '--comments-per-post-max=2', '--avatar-percentage=0', '--format=json', "--user={$admin}" );

		// Assert
		$this->assertSame( array( 0, 0, 0 ), array( $terms->exit_code, $users->exit_code, $comments->exit_code ), $terms->stderr . $users->stderr . $comments->stderr );
		$term_ids = json_decode( $terms->stdout, true )['ids'];
		$this->assertSame( array( 'post_tag', 'post_tag', 'post_tag' ), array_map( static fn ( int $id ): string => get_term( $id )->taxonomy, $term_ids ) );
		$user_ids = json_decode( $users->stdout, true )['ids'];
		$this->assertCount( 2, $user_ids );
		foreach ( $user_ids as $id ) {
			clean_user_cache( $id );
			$this->assertSame( array( 'editor' ), get_userdata( $id )->roles );
		}
		$comment_ids = json_decode( $comments->stdout, true )['ids'];
		$this->assertCount( 2, $comment_ids );
		$this->assertSame( array( (string) $post, (string) $post ), array_map( static fn ( int $id ): string => get_comment( $id )->comment_post_ID, $comment_ids ) );
	}

	public function test_quiet_keeps_the_success_line_out_and_yaml_prints_the_result(): void {
		// Setup
		$admin = $this->admin();
		$this->stand_in( static fn (): \WP_REST_Response => self::answer( array( 'success' => true, 'count' => 1, 'ids' => array( 9 ), 'message' => '1 term generated successfully in Tags', 'seed' => 2 ) ) );

		// Action
		$quiet = self::wp( 'seedpress', 'generate', 'terms', '--quiet', "--user={$admin}" );
		$yaml  = self::wp( 'seedpress', 'generate', 'terms', '--format=yaml', "--user={$admin}" );

		// Assert
		$this->assertSame( array( "Field\tValue", "count\t1", "seed\t2" ), $quiet->stdout_lines() );
		$this->assertSame( array( '---', 'success: true', 'count: 1', 'ids:', '  - 9', 'message: 1 term generated successfully in Tags', 'seed: 2' ), $yaml->stdout_lines() );
	}
}
