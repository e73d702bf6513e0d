<?php
/**
 * Constants PHPStan cannot find in WordPress's source: those a site's wp-config.php defines, the
 * ones wp_initial_constants() defines inside a function, and the SeedPress settings a site may put
 * in wp-config.php. phpstan.neon.dist lists the configurable ones as dynamic, so that no value
 * here is taken for the one a site has.
 *
 * @package SeedPress
 */

define( 'DB_NAME', '' );
define( 'DB_USER', '' );
define( 'DB_PASSWORD', '' );
define( 'DB_HOST', '' );
define( 'WP_PLUGIN_DIR', '' );
define( 'MINUTE_IN_SECONDS', 60 );
define( 'MB_IN_BYTES', 1024 * 1024 );
define( 'SEEDPRESS_WORKER_URL', '' );
define( 'SEEDPRESS_WORKER_SECRET', '' );
