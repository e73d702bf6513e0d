<?php
/**
 * What the API answered instead of success: its status and the error body's code and message.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Cli;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

final class Api_Failure extends \RuntimeException {

	public function __construct( public readonly int $status, public readonly string $error_code, string $message ) {
		parent::__construct( $message );
	}

	/**
	 * As the command prints it: the code and message of the error body, then the status.
	 */
	public function describe(): string {
		$hint = 401 === $this->status ? ' Run the command as an administrator: wp --user=<login> …' : '';
		return sprintf( '%s: %s (HTTP %d)%s', $this->error_code, $this->getMessage(), $this->status, $hint );
	}
}
