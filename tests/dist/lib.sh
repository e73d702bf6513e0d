# Sourced from the repository's root by the tests of the built zips (install.test.sh,
# wasm-images.test.sh, plugin-check.test.sh): the stack's settings, the zips' version, their checks,
# the stack's database and the plain WordPress each installs a zip into. Needs .seedpress/stack.env.

# shellcheck source=/dev/null
. .seedpress/stack.env
# The version make dist names the zips after.
VERSION=$(sed -n 's/^ \* Version: *\([0-9][0-9A-Za-z.+-]*\)$/\1/p' plugin/seedpress.php)

PASSED=0
FAILED=0
pass() { PASSED=$((PASSED + 1)); printf 'ok     %s\n' "$1"; }
fail() { FAILED=$((FAILED + 1)); printf 'FAILED %s\n' "$1"; }
check() { # check NAME EXPECTED ACTUAL
  if [[ $2 == "$3" ]]; then pass "$1"; else fail "$1: expected [$2], got [$3]"; fi
}

db() { mariadb -h "$DB_HOST" -P "$DB_PORT" -u "$DB_USER" -p"$DB_PASSWORD" -N "$@"; }

free_port() {
  php -r '$s = stream_socket_server("tcp://127.0.0.1:0"); $n = stream_socket_get_name($s, false); echo substr($n, strrpos($n, ":") + 1);'
}

# plain_site DIR DATABASE URL: the stack's WordPress files without SeedPress, a wp-config.php of its
# own with no SeedPress constant, and an empty database, as a site that installs the zip has them.
plain_site() {
  local dir=$1 database=$2 url=$3
  mkdir -p "$dir"
  tar -C "$SEEDPRESS_WP_PATH" --exclude=./wp-config.php --exclude=./wp-content/plugins/seedpress \
    --exclude=./wp-content/uploads --exclude=./.seedpress-source -cf - . | tar -C "$dir" -xf -
  db -e "DROP DATABASE IF EXISTS \`$database\`; CREATE DATABASE \`$database\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"
  cat >"$dir/wp-config.php" <<PHP
<?php
define( 'DB_NAME', '$database' );
define( 'DB_USER', '$DB_USER' );
define( 'DB_PASSWORD', '$DB_PASSWORD' );
define( 'DB_HOST', '$DB_HOST:$DB_PORT' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
\$table_prefix = 'wp_';
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'DISABLE_WP_CRON', true );
define( 'FS_METHOD', 'direct' );
define( 'WP_HOME', '$url' );
define( 'WP_SITEURL', '$url' );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP
}
