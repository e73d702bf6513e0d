<?php
/**
 * Class WordPress\Plugin_Check\Checker\Check_Context
 *
 * @package plugin-check
 */

namespace WordPress\Plugin_Check\Checker;

use WordPress\Plugin_Check\Plugin_Context;

/**
 * Class representing the context of a plugin to check.
 *
 * @since 1.0.0
 */
final class Check_Context extends Plugin_Context {

}
