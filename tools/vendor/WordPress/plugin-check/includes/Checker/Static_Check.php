<?php
/**
 * Interface WordPress\Plugin_Check\Checker\Static_Check
 *
 * @package plugin-check
 */

namespace WordPress\Plugin_Check\Checker;

/**
 * Interface for static checks.
 *
 * @since 1.0.0
 */
interface Static_Check extends Check {

}
