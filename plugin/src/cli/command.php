<?php
/**
 * What every `wp seedpress` command shares: how it fails.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Cli;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * A bad flag and an API refusal both end in WP_CLI::error(), WP-CLI's own way to fail (exit code 1),
 * with what is wrong; the API's refusals with the error body's code and message.
 */
abstract class Command {

	/**
	 * WP-CLI's call: positional arguments, then the flags as it parsed them.
	 *
	 * @param list<string>         $args
	 * @param array<string, mixed> $assoc_args
	 */
	final public function __invoke( array $args, array $assoc_args ): void {
		try {
			$this->run( $assoc_args );
		} catch ( Usage_Error $error ) {
			\WP_CLI::error( $error->getMessage() . sprintf( " See 'wp help %s'.", $this->name() ) );
		} catch ( Api_Failure $failure ) {
			\WP_CLI::error( $failure->describe() );
		}
	}

	/** The command's name after `wp`, e.g. "seedpress generate posts". */
	abstract public function name(): string;

	abstract public function shortdesc(): string;

	/**
	 * @return list<string> Command lines `wp help` shows under EXAMPLES.
	 */
	abstract public function examples(): array;

	/**
	 * What `wp help` shows after the options.
	 */
	final public function longdesc(): string {
		return "## EXAMPLES\n\n" . implode( "\n", array_map( static fn ( string $example ): string => '    ' . $example, $this->examples() ) );
	}

	/**
	 * @return list<array<string, mixed>>
	 */
	abstract public function synopsis(): array;

	/**
	 * @param array<string, mixed> $assoc_args
	 */
	abstract protected function run( array $assoc_args ): void;

	/**
	 * The --format flag of a command that prints in several formats; the first is the default.
	 *
	 * @param list<string> $formats
	 * @return array<string, mixed>
	 */
	protected static function format_synopsis( array $formats ): array {
		return array(
			'type'        => 'assoc',
			'name'        => 'format',
			'optional'    => true,
			'default'     => $formats[0],
			'options'     => $formats,
			'description' => 'Output format.',
		);
	}
}
