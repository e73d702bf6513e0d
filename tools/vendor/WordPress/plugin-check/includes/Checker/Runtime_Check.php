<?php
/**
 * Interface WordPress\Plugin_Check\Checker\Runtime_Check
 *
 * @package plugin-check
 */

namespace WordPress\Plugin_Check\Checker;

/**
 * Interface for runtime checks.
 *
 * @since 1.0.0
 */
interface Runtime_Check extends Check {

}
