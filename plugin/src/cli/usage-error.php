<?php
/**
 * A mistake in the command line, found before anything is sent.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Cli;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

final class Usage_Error extends \RuntimeException {}
