<?php
/**
 * Class WordPress\Plugin_Check\Checker\Exception\Invalid_Check_Slug_Exception
 *
 * @package plugin-check
 */

namespace WordPress\Plugin_Check\Checker\Exception;

use InvalidArgumentException;

/**
 * Class for an exception thrown when an invalid check slug is provided.
 *
 * @since 1.2.0
 */
class Invalid_Check_Slug_Exception extends InvalidArgumentException {

}
