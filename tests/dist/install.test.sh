#!/usr/bin/env bash
# Installs dist/seedpress-<version>.zip into a second, plain WordPress made here (own database,
# own php -S, no SeedPress constants, no stack worker) and checks what a site admin lives through:
# activation, the first call answered by a worker the plugin started, a killed worker coming back,
# deactivation stopping it, and deletion leaving no table, option, metadata or file behind.
# Needs the dev stack (make up) for its MariaDB user, WordPress source and license stand-in.
set -euo pipefail

REPO_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$REPO_ROOT"
# shellcheck source=/dev/null
. .seedpress/stack.env
VERSION=$(sed -n 's/^ \* Version: *\([0-9][0-9A-Za-z.+-]*\)$/\1/p' plugin/seedpress.php)
ZIP="$REPO_ROOT/dist/seedpress-$VERSION.zip"
SITE="$REPO_ROOT/.seedpress/install-test/wordpress"
TEST_DB="${DB_NAME}_zip"
LICENSE_PORT=${SEEDPRESS_LICENSE_API##*:}
PORT=$(php -r '$s = stream_socket_server("tcp://127.0.0.1:0"); $n = stream_socket_get_name($s, false); echo substr($n, strrpos($n, ":") + 1);')
URL="http://127.0.0.1:$PORT"
API="$URL/wp-json/seedpress/v1"
PHP_PID=
PASSED=0
FAILED=0

[[ -f $ZIP ]] || { echo "error: $ZIP is missing; run make dist first" >&2; exit 1; }
# unzip unpacks as an admin's upload does; ss and pgrep look at the worker's sockets and processes.
if ! command -v unzip >/dev/null || ! command -v ss >/dev/null || ! command -v pgrep >/dev/null; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends unzip iproute2 procps
fi

pass() { PASSED=$((PASSED + 1)); printf 'ok     %s\n' "$1"; }
fail() { FAILED=$((FAILED + 1)); printf 'FAILED %s\n' "$1"; }
check() { # check NAME EXPECTED ACTUAL
  if [[ $2 == "$3" ]]; then pass "$1"; else fail "$1: expected [$2], got [$3]"; fi
}
check_status() { # check_status NAME EXPECTED "STATUS<tab>BODY"
  if [[ ${3%%$'\t'*} == "$2" ]]; then pass "$1"; else fail "$1: expected $2, got ${3%%$'\t'*}: ${3#*$'\t'}"; fi
}
db() { mariadb -h "$DB_HOST" -P "$DB_PORT" -u "$DB_USER" -p"$DB_PASSWORD" -N "$@"; }
site() { SEEDPRESS_WP_PATH="$SITE" SEEDPRESS_URL="$URL" php -d display_errors=stderr tests/dist/site.php "$@"; }
# Status, a tab, then the body.
call() {
  local method=$1 path=$2 body=${3:-} out status
  out=$(mktemp -p "$STATE")
  local args=(-sS --max-time 120 -u "admin:$APP_PASSWORD" -X "$method" -o "$out" -w '%{http_code}')
  [[ -n $body ]] && args+=(-H 'Content-Type: application/json' --data "$body")
  status=$(curl "${args[@]}" "$API$path")
  printf '%s\t%s' "$status" "$(cat "$out")"
  rm -f "$out"
}
worker_pid() { php -r '$s = json_decode((string) @file_get_contents($argv[1]), true); echo $s["pid"] ?? "";' "$SITE/wp-content/uploads/seedpress/worker.json"; }
worker_port() { php -r '$s = json_decode((string) @file_get_contents($argv[1]), true); echo $s["port"] ?? "";' "$SITE/wp-content/uploads/seedpress/worker.json"; }
# A zombie has ended: it only waits for init to collect it.
alive() { [[ -n $1 ]] && kill -0 "$1" 2>/dev/null && ! grep -q '^State:.*zombie' "/proc/$1/status" 2>/dev/null; }

cleanup() {
  local pid
  pid=$(worker_pid 2>/dev/null || true)
  if alive "$pid" && tr '\0' ' ' <"/proc/$pid/cmdline" | grep -qF "$SITE"; then kill "$pid"; fi
  [[ -n $PHP_PID ]] && kill -- "-$PHP_PID" 2>/dev/null
  db -e "DROP DATABASE IF EXISTS \`$TEST_DB\`" 2>/dev/null || true
  rm -rf "$(dirname "$SITE")"
}
trap cleanup EXIT

make_site() {
  rm -rf "$(dirname "$SITE")"
  mkdir -p "$SITE"
  STATE="$(dirname "$SITE")"
  tar -C "$SEEDPRESS_WP_PATH" --exclude=./wp-config.php --exclude=./wp-content/plugins/seedpress \
    --exclude=./wp-content/uploads --exclude=./.seedpress-source -cf - . | tar -C "$SITE" -xf -
  db -e "DROP DATABASE IF EXISTS \`$TEST_DB\`; CREATE DATABASE \`$TEST_DB\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci"
  cat >"$SITE/wp-config.php" <<PHP
<?php
define( 'DB_NAME', '$TEST_DB' );
define( 'DB_USER', '$DB_USER' );
define( 'DB_PASSWORD', '$DB_PASSWORD' );
define( 'DB_HOST', '$DB_HOST:$DB_PORT' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );
\$table_prefix = 'wp_';
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'DISABLE_WP_CRON', true );
define( 'FS_METHOD', 'direct' );
define( 'WP_HOME', '$URL' );
define( 'WP_SITEURL', '$URL' );
if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP
  APP_PASSWORD=$(site install | sed -n 's/^ADMIN_APP_PASSWORD=//p')
  # The one thing a real site does not need: the license server is the stack's local stand-in.
  mkdir -p "$SITE/wp-content/mu-plugins"
  cat >"$SITE/wp-content/mu-plugins/install-test-license.php" <<PHP
<?php
add_filter( 'seedpress_worker_environment', static fn ( array \$env ): array => \$env + array( 'SEEDPRESS_LICENSE_API' => 'http://127.0.0.1:$LICENSE_PORT' ) );
PHP
  (cd "$SITE/wp-content/plugins" && unzip -q "$ZIP")
  PHP_PID=$(start_php "$PORT")
}

# Starts php -S for the site on port $1 (more php options may follow) and prints its pid.
start_php() {
  local port=$1
  shift
  env -u SEEDPRESS_WORKER_URL -u SEEDPRESS_WORKER_SECRET -u SEEDPRESS_EDITION PHP_CLI_SERVER_WORKERS=4 \
    setsid php "$@" -S "127.0.0.1:$port" -t "$SITE" tests/stack/router.php </dev/null >>"$STATE/php.log" 2>&1 &
  local pid=$!
  for _ in $(seq 50); do curl -s -o /dev/null "http://127.0.0.1:$port/wp-json/" && { echo "$pid"; return 0; }; sleep 0.2; done
  echo "error: php -S did not answer on port $port" >&2
  exit 1
}

# The same site served by a PHP that may not start processes: the answer says what to change.
test_without_proc_open() {
  local port pid answer
  port=$(php -r '$s = stream_socket_server("tcp://127.0.0.1:0"); $n = stream_socket_get_name($s, false); echo substr($n, strrpos($n, ":") + 1);')
  pid=$(start_php "$port" -d disable_functions=proc_open)
  answer=$(API="http://127.0.0.1:$port/wp-json/seedpress/v1" call GET /license)
  kill -- "-$pid"
  check 'without proc_open a call answers 503 worker_unavailable saying what to change' \
    "503	{\"success\":false,\"code\":\"worker_unavailable\",\"message\":\"SeedPress starts its worker with PHP's proc_open(), which this server disables (disable_functions in php.ini). Allow proc_open for this site, or run the worker yourself and define SEEDPRESS_WORKER_URL and SEEDPRESS_WORKER_SECRET in wp-config.php.\"}" \
    "$answer"
  check 'and starts no worker' '' "$(worker_pid)"
}

test_activation() {
  check 'activation' active "$(site activate)"
  check 'the worker secret is an option that is not autoloaded' 'autoload=off length=64' "$(site secret | sed 's/autoload=no /autoload=off /')"
  check 'no worker runs before the first call' '' "$(worker_pid)"
}

test_first_call() {
  local answer pid
  answer=$(call GET /license)
  check_status 'first call (GET /license) answers 200' 200 "$answer"
  pid=$(worker_pid)
  if alive "$pid" && tr '\0' ' ' <"/proc/$pid/cmdline" | grep -qF "$SITE/wp-content/plugins/seedpress/worker/dist/server.js"; then
    pass 'the plugin started its bundled worker'
  else
    fail "the plugin started its bundled worker (pid '$pid')"
  fi
  if tr '\0' '\n' <"/proc/$pid/cmdline" | grep -qF -e "$DB_PASSWORD" -e "$(db -e "SELECT option_value FROM \`$TEST_DB\`.wp_options WHERE option_name = 'seedpress_worker_secret'")"; then
    fail 'the database password and the secret stay off the command line'
  else
    pass 'the database password and the secret stay off the command line'
  fi
  # Inherited from the web server, its listening socket would keep the site's port taken after it stops.
  check 'the worker listens on its own port only' "127.0.0.1:$(worker_port)" "$(ss -Hltnp | awk -v p="pid=$pid," 'index($0, p) {print $4}' | sort -u | tr '\n' ' ' | sed 's/ $//')"
  check 'the worker holds no file of the web server open (the lock, the site log)' '' "$(ls -l "/proc/$pid/fd" | grep -F -e worker.lock -e php.log)"
  check 'the worker was given the site database' "DB_NAME=$TEST_DB" "$(tr '\0' '\n' <"/proc/$pid/environ" | grep '^DB_NAME=')"
  check "the worker runs with the allocator settings its image work needs" 'MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=131072' "$(tr '\0' '\n' <"/proc/$pid/environ" | grep '^MALLOC_' | sort | tr '\n' ' ' | sed 's/ $//')"
  check "the worker runs with the node flags of its memory settings" '--max-old-space-size=192 --max-semi-space-size=4 --expose-gc' "$(tr '\0' '\n' <"/proc/$pid/cmdline" | grep '^--' | tr '\n' ' ' | sed 's/ $//')"
  answer=$(call POST /license/activate "{\"license_key\":\"$SEEDPRESS_LICENSE_KEY\"}")
  check_status 'license activation answers 200' 200 "$answer"
  answer=$(call GET /languages)
  check_status 'GET /languages answers 200' 200 "$answer"
  answer=$(call POST /generate/posts '{"count":3,"set_featured_image":false}')
  check_status 'POST /generate/posts answers 200' 200 "$answer"
  check 'the three posts are in the site and its history' '3 3' "$(db -e "SELECT (SELECT COUNT(*) FROM \`$TEST_DB\`.wp_posts WHERE post_type = 'post' AND ID > 1), (SELECT COUNT(*) FROM \`$TEST_DB\`.wp_seedpress_history WHERE content_type = 'post')" | tr '\t' ' ')"
}

test_killed_worker() {
  local before after answer
  before=$(worker_pid)
  kill -9 "$before"
  while alive "$before"; do sleep 0.1; done
  # Four calls at once find it down: one of them starts a worker, the others wait for it and use it.
  for call_number in 1 2 3 4; do call GET /languages >"$STATE/answer-$call_number" & done
  wait
  for n in 1 2 3 4; do [[ $(cut -f1 "$STATE/answer-$n") == 200 ]] || echo "call $n: $(cat "$STATE/answer-$n")"; done
  check 'the four calls after the worker was killed answer 200' '200 200 200 200' "$(for n in 1 2 3 4; do cut -f1 "$STATE/answer-$n"; done | tr '\n' ' ' | sed 's/ $//')"
  after=$(worker_pid)
  if alive "$after" && [[ $after != "$before" ]]; then pass 'a new worker runs'; else fail "a new worker runs (before $before, after '$after')"; fi
  check 'exactly one worker runs' 1 "$(pgrep -f -c "$SITE/wp-content/plugins/seedpress/worker/dist/server.js")"
}

test_deactivation() {
  local pid
  pid=$(worker_pid)
  check 'deactivation' inactive "$(site deactivate)"
  if alive "$pid"; then fail "deactivation stops the worker (pid $pid still runs)"; else pass 'deactivation stops the worker'; fi
}

test_uninstall() {
  rm "$SITE/wp-content/mu-plugins/install-test-license.php"
  check 'deleting the plugin' deleted "$(site uninstall)"
  check 'nothing of SeedPress is left (tables, options, metadata, files)' '' "$(site leftovers)"
}

test_zip_contents() {
  local names expected
  names=$(unzip -Z1 "$ZIP")
  for expected in seedpress/seedpress.php seedpress/uninstall.php seedpress/readme.txt seedpress/LICENSE \
    seedpress/openapi.json seedpress/languages/seedpress.pot seedpress/schemas/routes.json \
    seedpress/admin/build/index.js seedpress/worker/package.json seedpress/worker/dist/server.js \
    seedpress/worker/node_modules/express/package.json; do
    check "the zip holds $expected" "$expected" "$(grep -Fx "$expected" <<<"$names")"
  done
  check "the zip holds sharp's Linux x64 binary" 1 "$(grep -c '^seedpress/worker/node_modules/@img/sharp-linux-x64/lib/sharp-linux-x64.*\.node$' <<<"$names")"
  check 'the zip holds nothing outside seedpress/' '' "$(grep -v '^seedpress/' <<<"$names")"
  check 'the zip holds no tests, TypeScript, source maps, dev dependencies or admin sources' '' \
    "$(grep -E '\.ts$|\.map$|/tests?/|^seedpress/admin/src/|/node_modules/(jest|typescript|eslint|@wordpress/scripts)/|/\.[^/]+$' <<<"$names" | grep -v '/\.htaccess$' | head -5)"
  check 'readme.txt names Node.js 20 as a requirement' 1 "$(unzip -p "$ZIP" seedpress/readme.txt | grep -c 'Node.js 20.19 or newer on the server')"
  check 'seedpress.pot holds the strings of the admin screens and of every PHP folder' 2 \
    "$(unzip -p "$ZIP" seedpress/languages/seedpress.pot | grep -c -e '^msgid "Activity in the last 30 days"$' -e '^msgid "SeedPress cannot run its worker."$')"
}

test_zip_contents
make_site
test_activation
test_without_proc_open
test_first_call
test_killed_worker
test_deactivation
test_uninstall
echo "install-test: $PASSED passed, $FAILED failed"
((FAILED == 0))
