#!/usr/bin/env bash
# Installs the two zips of make dist into a second, plain WordPress made here (own database, own
# php -S, no SeedPress constants, no stack worker) and checks what a site admin lives through:
# the free plugin (dist/seedpress-<version>.zip) activated and answering the first call with a
# worker it started, its limits, a killed worker coming back; SeedPress Pro
# (dist/seedpress-pro-<version>.zip) uploaded and activated, which deactivates the free plugin,
# gated until a license key is activated, then generating, listing and deleting what the free
# plugin made; the free plugin activated again, keeping everything; deactivation stopping the
# worker; deleting the free plugin keeping Pro's data, and deleting Pro leaving no table, option,
# metadata or file behind.
# Needs the dev stack (make up) for its MariaDB user, WordPress source and license stand-in.
set -euo pipefail

REPO_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$REPO_ROOT"
# shellcheck source=tests/dist/lib.sh
. tests/dist/lib.sh
FREE_ZIP="$REPO_ROOT/dist/seedpress-$VERSION.zip"
PRO_ZIP="$REPO_ROOT/dist/seedpress-pro-$VERSION.zip"
FREE=seedpress/seedpress.php
PRO=seedpress-pro/seedpress.php
# Outside the repository: under it, Node would find the repository's node_modules and a
# dependency the zip lacks would go unnoticed.
SITE="$(mktemp -d "${TMPDIR:-/tmp}/seedpress-install-test.XXXXXX")/wordpress"
# Under seedpress%, which the stack's database user may create whatever its own database is called.
TEST_DB="seedpress_zip_$DB_NAME"
LICENSE_PORT=${SEEDPRESS_LICENSE_API##*:}
PORT=$(free_port)
URL="http://127.0.0.1:$PORT"
API="$URL/wp-json/seedpress/v1"
PHP_PID=

for zip in "$FREE_ZIP" "$PRO_ZIP"; do
  [[ -f $zip ]] || { echo "error: $zip is missing; run make dist first" >&2; exit 1; }
done
# unzip unpacks as an admin's upload does; ss and pgrep look at the worker's sockets and processes;
# jq reads the answers.
if ! command -v unzip >/dev/null || ! command -v ss >/dev/null || ! command -v pgrep >/dev/null || ! command -v jq >/dev/null; then
  apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends unzip iproute2 procps jq
fi

check_status() { # check_status NAME EXPECTED "STATUS<tab>BODY"
  if [[ ${3%%$'\t'*} == "$2" ]]; then pass "$1"; else fail "$1: expected $2, got ${3%%$'\t'*}: ${3#*$'\t'}"; fi
}
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
# The body of a "STATUS<tab>BODY" answer through a jq filter.
body() { jq -c "$2" <<<"${1#*$'\t'}"; }
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
  STATE="$(dirname "$SITE")"
  plain_site "$SITE" "$TEST_DB" "$URL"
  APP_PASSWORD=$(site install | sed -n 's/^ADMIN_APP_PASSWORD=//p')
  # The one thing a real site does not need: the license server is the stack's local stand-in.
  mkdir -p "$SITE/wp-content/mu-plugins"
  cat >"$SITE/wp-content/mu-plugins/install-test-license.php" <<PHP
<?php
add_filter( 'seedpress_worker_environment', static fn ( array \$env ): array => \$env + array( 'SEEDPRESS_LICENSE_API' => 'http://127.0.0.1:$LICENSE_PORT' ) );
PHP
  (cd "$SITE/wp-content/plugins" && unzip -q "$FREE_ZIP")
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
  answer=$(API="http://127.0.0.1:$port/wp-json/seedpress/v1" call GET /languages)
  kill -- "-$pid"
  check 'without proc_open a call answers 503 worker_unavailable saying what to change' \
    "503	{\"success\":false,\"code\":\"worker_unavailable\",\"message\":\"SeedPress starts its worker with PHP's proc_open(), which this server disables (disable_functions in php.ini). Allow proc_open for this site, or run the worker yourself and define SEEDPRESS_WORKER_URL and SEEDPRESS_WORKER_SECRET in wp-config.php.\"}" \
    "$answer"
  check 'and starts no worker' '' "$(worker_pid)"
}

test_activation() {
  check 'activating the free plugin' active "$(site activate "$FREE")"
  check 'the worker secret is an option that is not autoloaded' 'autoload=off length=64' "$(site secret | sed 's/autoload=no /autoload=off /')"
  check 'no worker runs before the first call' '' "$(worker_pid)"
}

# The worker of the plugin in folder $1 runs, and only it.
check_worker_of() {
  local pid
  pid=$(worker_pid)
  if alive "$pid" && tr '\0' ' ' <"/proc/$pid/cmdline" | grep -qF "$SITE/wp-content/plugins/$1/worker/dist/server.js"; then
    pass "the worker runs from $1/"
  else
    fail "the worker runs from $1/ (pid '$pid')"
  fi
  check 'exactly one worker runs' 1 "$(pgrep -f -c "$SITE/wp-content/plugins/.*/worker/dist/server.js")"
}

db_count() { db -e "SELECT COUNT(*) FROM \`$TEST_DB\`.$1"; }
generated_posts() { db_count "wp_posts WHERE post_type = 'post' AND ID > 1 AND post_status <> 'auto-draft'"; }
history_posts() { db_count "wp_seedpress_history WHERE content_type = 'post'"; }
user_templates() { call GET '/templates?is_system=false'; }

test_first_call() {
  local answer pid
  answer=$(call GET /languages)
  check_status 'the first call with no configuration (GET /languages) answers 200' 200 "$answer"
  check_worker_of seedpress
  pid=$(worker_pid)
  if tr '\0' '\n' <"/proc/$pid/cmdline" | grep -qF -e "$DB_PASSWORD" -e "$(db -e "SELECT option_value FROM \`$TEST_DB\`.wp_options WHERE option_name = 'seedpress_worker_secret'")"; then
    fail 'the database password and the secret stay off the command line'
  else
    pass 'the database password and the secret stay off the command line'
  fi
  # Inherited from the web server, its listening socket would keep the site's port taken after it stops.
  check 'the worker listens on its own port only' "127.0.0.1:$(worker_port)" "$(ss -Hltnp | awk -v p="pid=$pid," 'index($0, p) {print $4}' | sort -u | tr '\n' ' ' | sed 's/ $//')"
  check 'the worker holds no file of the web server open (the lock, the site log)' '' "$(ls -l "/proc/$pid/fd" | grep -F -e worker.lock -e php.log)"
  check 'the worker was given the site database' "DB_NAME=$TEST_DB" "$(tr '\0' '\n' <"/proc/$pid/environ" | grep '^DB_NAME=')"
  check "the worker runs with the allocator settings its image work needs" 'MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=8192' "$(tr '\0' '\n' <"/proc/$pid/environ" | grep '^MALLOC_' | sort | tr '\n' ' ' | sed 's/ $//')"
  check "the worker runs with the node flags of its memory settings" '--max-old-space-size=192 --max-semi-space-size=4 --expose-gc' "$(tr '\0' '\n' <"/proc/$pid/cmdline" | grep '^--' | tr '\n' ' ' | sed 's/ $//')"
}

# The limited edition, with no constant: no license, the spec's limits.
test_free_edition() {
  local answer
  check 'free: GET /license answers 404 not_found' \
    '404	{"success":false,"code":"not_found","message":"This endpoint is only available in the full edition of SeedPress."}' \
    "$(call GET /license)"
  answer=$(call POST /generate/posts '{"count":11,"set_featured_image":false}')
  check_status 'free: an 11-post run answers 400' 400 "$answer"
  check 'free: ... with code invalid_count' '"invalid_count"' "$(body "$answer" .code)"
  check 'free: ... and makes nothing' '0 0' "$(generated_posts) $(history_posts)"
  answer=$(call POST /generate/posts '{"count":3,"set_featured_image":false}')
  check_status 'free: a 3-post run answers 200' 200 "$answer"
  check 'free: the three posts are in the site and its history' '3 3' "$(generated_posts) $(history_posts)"
  answer=$(call POST /templates '{"name":"Made in free","post_type":"post"}')
  check_status 'free: creating a template answers 403' 403 "$answer"
  check 'free: ... with code lite_readonly' '"lite_readonly"' "$(body "$answer" .code)"
  answer=$(call POST /templates/import '{"templates":[{"name":"Imported in free","post_type":"post"}]}')
  check_status 'free: importing one template answers 200' 200 "$answer"
  check 'free: the site has that one template' '1 ["Imported in free"]' "$(body "$(user_templates)" '[.total, [.templates[].name]] | "\(.[0]) \(.[1] | tojson)"' | jq -r .)"
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

# Pro uploaded and activated on the site where the free plugin made posts and a template.
test_switch_to_pro() {
  local before answer free_entry
  before=$(worker_pid)
  (cd "$SITE/wp-content/plugins" && unzip -q "$PRO_ZIP")
  check 'activating SeedPress Pro while the free plugin is active' active "$(site activate "$PRO")"
  check '... deactivates the free plugin' "$PRO" "$(site active)"
  if alive "$before"; then fail "... and stops the free plugin's worker (pid $before still runs)"; else pass "... and stops the free plugin's worker"; fi
  answer=$(call POST /generate/posts '{"count":3,"set_featured_image":false}')
  check_status 'pro: a run before a license key is activated answers 403' 403 "$answer"
  check 'pro: ... with code license_required' '"license_required"' "$(body "$answer" .code)"
  check 'pro: ... and makes nothing' '3 3' "$(generated_posts) $(history_posts)"
  answer=$(call GET '/history?type=post')
  check 'pro: the history lists the free run'"'"'s three posts' '3 3' "$(body "$answer" '"\(.total) \(.history | length)"' | jq -r .)"
  free_entry=$(body "$answer" '.history[0].id | tonumber')
  check_status 'pro: activating the license key answers 200' 200 "$(call POST /license/activate "{\"license_key\":\"$SEEDPRESS_LICENSE_KEY\"}")"
  answer=$(call POST /generate/posts '{"count":11,"set_featured_image":false}')
  check_status 'pro: an 11-post run answers 200' 200 "$answer"
  check 'pro: the site and its history hold the free run and the pro run' '14 14' "$(generated_posts) $(history_posts)"
  check_worker_of seedpress-pro
  check 'pro: the history counts them' 14 "$(body "$(call GET '/history?type=post')" .total)"
  check 'pro: the free plugin'"'"'s template is listed' '["Imported in free"]' "$(body "$(user_templates)" '[.templates[].name]')"
  check_status 'pro: creating a template answers 200' 200 "$(call POST /templates '{"name":"Made in pro","post_type":"post"}')"
  answer=$(call DELETE "/history/$free_entry" '{"delete_content":true}')
  check 'pro: deleting an entry of the free run with its content' '{"entry_deleted":true,"content_deleted":true}' "$(body "$answer" '{entry_deleted, content_deleted}')"
  check 'pro: ... removes the post and the entry' '13 13' "$(generated_posts) $(history_posts)"
  # The first listed runs: the free plugin, which replaces Pro's worker with its own.
  check 'with both editions listed active, the site answers' 200 \
    "$(site set-active "$FREE" "$PRO" >/dev/null; call GET /languages | cut -f1)"
  check_worker_of seedpress
  check '... and an admin notice says that Pro does not run' \
    'SeedPress Pro does not run while SeedPress is active: the two editions cannot run together. Deactivate one of them.' "$(site notices)"
  site set-active "$PRO" >/dev/null
}

# And back: the free plugin activated again on the same site.
test_switch_to_free() {
  local answer pro_entry
  check 'activating the free plugin while Pro is active' active "$(site activate "$FREE")"
  check '... deactivates Pro' "$FREE" "$(site active)"
  answer=$(call GET '/history?type=post')
  check 'free again: the history lists and counts all 13 posts' '13 13' "$(body "$answer" '"\(.total) \(.history | length)"' | jq -r .)"
  check 'free again: both templates are listed' '["Imported in free","Made in pro"]' "$(body "$(user_templates)" '[.templates[].name] | sort')"
  check_status 'free again: GET /license answers 404' 404 "$(call GET /license)"
  check_status 'free again: an 11-post run answers 400' 400 "$(call POST /generate/posts '{"count":11,"set_featured_image":false}')"
  pro_entry=$(body "$answer" '.history[0].id | tonumber')
  answer=$(call DELETE "/history/$pro_entry" '{"delete_content":true}')
  check 'free again: deleting an entry of the pro run with its content' '{"entry_deleted":true,"content_deleted":true}' "$(body "$answer" '{entry_deleted, content_deleted}')"
  check 'free again: ... removes the post and the entry' '12 12' "$(generated_posts) $(history_posts)"
  check_worker_of seedpress
}

test_deactivation() {
  local pid
  pid=$(worker_pid)
  check 'deactivation' inactive "$(site deactivate "$FREE")"
  if alive "$pid"; then fail "deactivation stops the worker (pid $pid still runs)"; else pass 'deactivation stops the worker'; fi
}

test_uninstall() {
  rm "$SITE/wp-content/mu-plugins/install-test-license.php"
  check 'deleting the free plugin while Pro is installed' deleted "$(site uninstall "$FREE")"
  check '... keeps the history, the templates and the secret' '12 2 1' \
    "$(history_posts) $(db_count "wp_seedpress_templates WHERE is_system = 0") $(db_count "wp_options WHERE option_name = 'seedpress_worker_secret'")"
  check '... and removes only its folder' 'seedpress-pro' "$(ls "$SITE/wp-content/plugins" | grep seedpress)"
  check 'deleting SeedPress Pro, the last edition' deleted "$(site uninstall "$PRO")"
  check 'nothing of SeedPress is left (tables, options, metadata, files)' '' "$(site leftovers)"
}

# test_zip_contents ZIP FOLDER EDITION NAME
test_zip_contents() {
  local zip=$1 dir=$2 names expected size
  names=$(unzip -Z1 "$zip")
  for expected in seedpress.php uninstall.php readme.txt LICENSE edition.php openapi.json languages/seedpress.pot \
    schemas/routes.json admin/build/index.js worker/package.json worker/dist/server.js worker/node_modules/express/package.json; do
    check "$dir: the zip holds $dir/$expected" "$dir/$expected" "$(grep -Fx "$dir/$expected" <<<"$names")"
  done
  check "$dir: the zip holds sharp's Linux x64 binary" 1 "$(grep -c "^$dir/worker/node_modules/@img/sharp-linux-x64/lib/sharp-linux-x64.*\.node$" <<<"$names")"
  check "$dir: the zip holds nothing outside $dir/" '' "$(grep -v "^$dir/" <<<"$names")"
  check "$dir: the zip holds no tests, TypeScript, source maps, dev dependencies, admin sources or the other readme" '' \
    "$(grep -E "\.ts$|\.map$|/tests?/|^$dir/admin/src/|/node_modules/(jest|typescript|eslint|@wordpress/scripts)/|/\.[^/]+$|readme-pro" <<<"$names" | grep -v '/\.htaccess$' | head -5)"
  check "$dir: edition.php fixes the $3 edition" "return '$3';" "$(unzip -p "$zip" "$dir/edition.php" | grep '^return')"
  check "$dir: the plugin is named $4, text domain seedpress" "$4 seedpress" \
    "$(unzip -p "$zip" "$dir/seedpress.php" | sed -n -e 's/^ \* Plugin Name: *//p' -e 's/^ \* Text Domain: *//p' | tr '\n' ' ' | sed 's/ $//')"
  check "$dir: readme.txt is $4's" "=== $4 ===" "$(unzip -p "$zip" "$dir/readme.txt" | head -1)"
  check "$dir: readme.txt names Node.js 20 as a requirement" 1 "$(unzip -p "$zip" "$dir/readme.txt" | grep -c 'Node.js 20.19 or newer on the server')"
  check "$dir: seedpress.pot holds the strings of the admin screens and of every PHP folder" 2 \
    "$(unzip -p "$zip" "$dir/languages/seedpress.pot" | grep -c -e '^msgid "Activity in the last 30 days"$' -e '^msgid "SeedPress cannot run its worker."$')"
  size=$(stat -c %s "$zip")
  check "$dir: the zip is at most 30 MB" yes "$( ((size <= 30 * 1024 * 1024)) && echo yes || echo "no, $size bytes")"
  echo "       ${zip#"$REPO_ROOT"/}: $size bytes"
}

test_zip_contents "$FREE_ZIP" seedpress lite SeedPress
test_zip_contents "$PRO_ZIP" seedpress-pro full 'SeedPress Pro'
make_site
test_activation
test_without_proc_open
test_first_call
test_free_edition
test_killed_worker
test_switch_to_pro
test_switch_to_free
test_deactivation
test_uninstall
echo "install-test: $PASSED passed, $FAILED failed"
((FAILED == 0))
