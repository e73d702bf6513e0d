<?php
/**
 * The groups of `wp seedpress` commands.
 *
 * @package SeedPress
 */

declare(strict_types=1);

namespace SeedPress\Cli;

if ( ! defined( 'ABSPATH' ) ) {
	exit;
}

/**
 * Registered under a group's name, so that `wp help` lists the group with a description of its own
 * (given when it is registered); WP-CLI makes a group of the name without running anything of it.
 */
final class Command_Namespace extends \WP_CLI\Dispatcher\CommandNamespace {}
