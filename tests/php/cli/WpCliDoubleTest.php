<?php
/**
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Tests;

use SeedPress\Tests\Cli\Arguments;
use SeedPress\Tests\Cli\Console;
use SeedPress\Tests\Cli\Runner;

require_once dirname( __DIR__ ) . '/support/cli-test-case.php';

/**
 * The WP-CLI double behaves as wp-cli does where SeedPress's commands rely on it: these pin
 * wp-cli's behaviour (Configurator::extract_assoc, Subcommand::validate_args, the loggers,
 * WP_CLI::confirm, the Formatter) so that a drift of the double shows here.
 *
 * @runTestsInSeparateProcesses
 * @preserveGlobalState disabled
 */
final class WpCliDoubleTest extends Cli_Test_Case {

	/**
	 * @param list<array<string, mixed>> $synopsis
	 */
	private static function command( string $name, array $synopsis = array() ): void {
		\WP_CLI::add_command(
			$name,
			static function ( array $args, array $assoc_args ): void {
				\WP_CLI::line( (string) wp_json_encode( array( $args, $assoc_args ) ) );
			},
			array( 'synopsis' => $synopsis )
		);
	}

	public function test_arguments_are_split_as_wp_cli_splits_them(): void {
		// Action
		$parsed = Arguments::parse( array( 'post', 'list', '--a=1', '--a=2', '--flag', '--no-flag', '--no-other', '--user=admin', '--x', 'value', '-q', '--', '--not-an-option' ) );

		// Assert: a value given twice is a list; a switch's last word wins; "--x value" is a switch and a positional.
		$this->assertSame(
			array(
				array( 'post', 'list', 'value', '--not-an-option' ),
				array( 'a' => array( '1', '2' ), 'flag' => false, 'other' => false, 'x' => true, 'q' => true ),
				array( 'user' => 'admin' ),
			),
			$parsed
		);
	}

	public function test_the_synopsis_fills_defaults_keeps_the_last_value_and_drops_a_value_left_out(): void {
		// Setup
		self::command(
			'double show',
			array(
				array( 'type' => 'assoc', 'name' => 'one', 'optional' => true ),
				array( 'type' => 'assoc', 'name' => 'many', 'optional' => true, 'repeating' => true ),
				array( 'type' => 'assoc', 'name' => 'format', 'optional' => true, 'default' => 'table', 'options' => array( 'table', 'json' ) ),
				array( 'type' => 'assoc', 'name' => 'bare', 'optional' => true, 'value' => array( 'optional' => false, 'name' => 'n' ) ),
				array( 'type' => 'flag', 'name' => 'yes', 'optional' => true ),
			)
		);

		// Action
		$run = self::wp( 'double', 'show', '--one=a', '--one=b', '--many=x', '--many=y', '--bare', '--yes' );

		// Assert
		$this->assertSame( 0, $run->exit_code );
		$this->assertSame( '[[],{"one":"b","many":["x","y"],"yes":true,"format":"table"}]' . "\n", $run->stdout );
		$this->assertSame( "Warning: --bare parameter needs a value\n", $run->stderr );
	}

	public function test_a_value_name_wp_cli_cannot_read_costs_the_flag_with_a_warning(): void {
		// Setup
		self::command(
			'double names',
			array(
				array( 'type' => 'assoc', 'name' => 'ids', 'optional' => true, 'repeating' => true, 'value' => array( 'optional' => false, 'name' => 'integer,…' ) ),
				array( 'type' => 'assoc', 'name' => 'fine', 'optional' => true, 'value' => array( 'optional' => false, 'name' => 'json|file-1,2' ) ),
			)
		);

		// Action
		$run = self::wp( 'double', 'names', '--fine=1', '--ids=4' );

		// Assert
		$this->assertSame( 1, $run->exit_code );
		$this->assertSame( '', $run->stdout );
		$this->assertSame( "Warning: The `wp double names` command has an invalid synopsis part: [--ids=<integer,…>...]\nError: Parameter errors:\n unknown --ids parameter\n", $run->stderr );
	}

	public function test_parameter_errors_are_listed_together_and_end_with_exit_code_1(): void {
		// Setup
		self::command(
			'double check',
			array(
				array( 'type' => 'assoc', 'name' => 'need', 'optional' => false, 'description' => 'Needed.' ),
				array( 'type' => 'assoc', 'name' => 'pick', 'optional' => true, 'options' => array( 'a', 'b' ) ),
				array( 'type' => 'assoc', 'name' => 'count', 'optional' => true ),
			)
		);

		// Action
		$run   = self::wp( 'double', 'check', '--pick=c', '--number=3', 'extra' );
		$comma = self::wp( 'double', 'check', '--need=1', '--pick=a,b' );

		// Assert
		$this->assertSame( 1, $run->exit_code );
		$this->assertSame( "Error: Too many positional arguments: extra\n", $run->stderr );
		$this->assertSame( 0, $comma->exit_code, $comma->stderr );
		$missing = self::wp( 'double', 'check', '--pick=c', '--number=3' );
		$this->assertSame(
			array( 'Error: Parameter errors:', " Invalid value specified for 'pick'", ' missing --need parameter (Needed.)', ' unknown --number parameter', "Did you mean '--count'?" ),
			$missing->stderr_lines()
		);
	}

	public function test_unknown_commands_are_refused_with_wp_cli_s_words(): void {
		// Action
		$top = self::wp( 'nothing' );
		$sub = self::wp( 'seedpress', 'history', 'drop' );

		// Assert
		$this->assertSame( array( 1, 1 ), array( $top->exit_code, $sub->exit_code ) );
		$this->assertSame( "Error: 'nothing' is not a registered wp command. See 'wp help' for available commands.\n", $top->stderr );
		$this->assertSame( "Error: 'drop' is not a registered subcommand of 'seedpress history'. See 'wp help seedpress history' for available subcommands.\n", $sub->stderr );
	}

	public function test_messages_go_to_their_streams_and_quiet_silences_all_but_line_and_error(): void {
		// Setup
		\WP_CLI::add_command(
			'double talk',
			static function (): void {
				\WP_CLI::line( 'line' );
				\WP_CLI::log( 'log' );
				\WP_CLI::success( 'done' );
				\WP_CLI::warning( new \WP_Error( 'code', 'careful', array( 'status' => 400 ) ) );
				\WP_CLI::error( 'not fatal', false );
				\WP_CLI::error( 'fatal', 3 );
			}
		);

		// Action
		$loud  = self::wp( 'double', 'talk' );
		$quiet = self::wp( 'double', 'talk', '--quiet' );

		// Assert
		$this->assertSame( array( 3, "line\nlog\nSuccess: done\n", "Warning: careful {\"status\":400}\nError: not fatal\nError: fatal\n" ), array( $loud->exit_code, $loud->stdout, $loud->stderr ) );
		$this->assertSame( array( 3, "line\n", "Error: not fatal\nError: fatal\n" ), array( $quiet->exit_code, $quiet->stdout, $quiet->stderr ) );
	}

	public function test_a_command_added_before_its_parent_is_deferred_and_a_user_is_found_by_login_e_mail_or_id(): void {
		// Setup
		$id   = $this->create_user( 'editor' );
		$user = get_userdata( $id );
		\WP_CLI::add_command( 'double', static fn () => null );

		// Action
		$added    = \WP_CLI::add_command( 'double who', static fn () => \WP_CLI::line( (string) get_current_user_id() ) );
		$deferred = \WP_CLI::add_command( 'other parent child', static fn () => null );
		$runs     = array_map( static fn ( string $who ) => self::wp( 'double', 'who', "--user={$who}" )->stdout, array( $user->user_login, $user->user_email, (string) $id ) );
		$unknown  = self::wp( 'double', 'who', '--user=nobody-here' );

		// Assert
		$this->assertSame( array( true, false ), array( $added, $deferred ) );
		$this->assertSame( array( "{$id}\n", "{$id}\n", "{$id}\n" ), $runs );
		$this->assertSame( array( 1, "Error: Invalid user ID, email or login: 'nobody-here'\n" ), array( $unknown->exit_code, $unknown->stderr ) );
	}

	public function test_formats_print_as_wp_cli_prints_them(): void {
		// Setup
		$items = array( array( 'id' => 1, 'name' => 'a b', 'ok' => true, 'meta' => array( 'x' => 1 ) ), (object) array( 'id' => 2, 'name' => 'c', 'ok' => false, 'meta' => array() ) );
		$print = static function ( string $format, bool $tty = false ) use ( $items ): string {
			Console::reset( '', $tty );
			\WP_CLI\Utils\format_items( $format, $items, 'id,name,ok,meta' );
			return Console::$stdout;
		};

		// Action
		$outputs = array_map( $print, array( 'table', 'csv', 'json', 'yaml', 'count' ) );
		$boxed   = $print( 'table', true );

		// Assert: json and count end without a newline, as wp-cli's do.
		$this->assertSame(
			array(
				"id\tname\tok\tmeta\n1\ta b\t1\t{\"x\":1}\n2\tc\t\t[]\n",
				"id,name,ok,meta\n1,\"a b\",1,\"{\"\"x\"\":1}\"\n2,c,,[]\n",
				'[{"id":1,"name":"a b","ok":true,"meta":{"x":1}},{"id":2,"name":"c","ok":false,"meta":[]}]',
				"---\n- \n  id: 1\n  name: a b\n  ok: true\n  meta:\n    x: 1\n- \n  id: 2\n  name: c\n  ok: false\n  meta: [ ]\n",
				'2',
			),
			$outputs
		);
		$this->assertSame( "+----+------+----+---------+\n| id | name | ok | meta    |\n+----+------+----+---------+\n| 1  | a b  | 1  | {\"x\":1} |\n| 2  | c    |    | []      |\n+----+------+----+---------+\n", $boxed );
	}

	public function test_confirm_reads_a_line_and_anything_but_y_ends_the_command_with_exit_code_0(): void {
		// Setup
		\WP_CLI::add_command(
			'double ask',
			static function ( array $args, array $assoc_args ): void {
				\WP_CLI::confirm( 'Sure?', $assoc_args );
				\WP_CLI::line( 'went on' );
			},
			array( 'synopsis' => array( array( 'type' => 'flag', 'name' => 'yes', 'optional' => true ) ) )
		);

		// Action
		$yes  = Runner::run( array( 'double', 'ask' ), "Y\n" );
		$no   = Runner::run( array( 'double', 'ask' ), "yes\n" );
		$none = Runner::run( array( 'double', 'ask' ) );
		$flag = Runner::run( array( 'double', 'ask', '--yes' ) );

		// Assert
		$this->assertSame( array( 0, "Sure? [y/n] went on\n" ), array( $yes->exit_code, $yes->stdout ) );
		$this->assertSame( array( 0, 'Sure? [y/n] ' ), array( $no->exit_code, $no->stdout ) );
		$this->assertSame( array( 0, 'Sure? [y/n] ' ), array( $none->exit_code, $none->stdout ) );
		$this->assertSame( array( 0, "went on\n" ), array( $flag->exit_code, $flag->stdout ) );
	}
}
