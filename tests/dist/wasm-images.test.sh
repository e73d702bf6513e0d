#!/usr/bin/env bash
# The zip's worker on a platform the zip carries no native image build for: SeedPress Pro's zip
# (dist/seedpress-pro-<version>.zip: the test generates 20 posts, more than the free plugin's 10)
# is installed into a plain WordPress made here (own database, own php -S, the worker the plugin
# starts), with every native build of sharp removed from it, so the worker runs on sharp's
# WebAssembly build. It must say so in its log, and the featured images of 20 generated posts must
# be what WordPress core makes of the same originals (tests/dist/attachments.php).
# Needs the dev stack (make up) for its MariaDB user, WordPress source and license stand-in.
set -euo pipefail

REPO_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$REPO_ROOT"
# shellcheck source=tests/dist/lib.sh
. tests/dist/lib.sh
ZIP="$REPO_ROOT/dist/seedpress-pro-$VERSION.zip"
# Outside the repository: from inside it, Node would find the repository's own native build of sharp
# in a node_modules folder further up.
STATE=$(mktemp -d "${TMPDIR:-/tmp}/seedpress-wasm-test.XXXXXX")
SITE="$STATE/wordpress"
PLUGIN="$SITE/wp-content/plugins/seedpress-pro"
# Under seedpress%, which make up lets the stack's database user create, whatever its DB_NAME.
TEST_DB="seedpress_wasm_${DB_NAME}"
LICENSE_PORT=${SEEDPRESS_LICENSE_API##*:}
PORT=$(free_port)
URL="http://127.0.0.1:$PORT"
PHP_PID=

[[ -f $ZIP ]] || { echo "error: $ZIP is missing; run make dist first" >&2; exit 1; }
command -v unzip >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends unzip; }

site() { SEEDPRESS_WP_PATH="$SITE" SEEDPRESS_URL="$URL" php -d display_errors=stderr "$@"; }
# Prints the status code; the body goes to $STATE/answer.
call() {
  local method=$1 path=$2 body=${3:-}
  local args=(-sS --max-time 900 -u "admin:$APP_PASSWORD" -X "$method" -o "$STATE/answer" -w '%{http_code}')
  [[ -n $body ]] && args+=(-H 'Content-Type: application/json' --data "$body")
  curl "${args[@]}" "$URL/wp-json/seedpress/v1$path"
}
worker_pid() { php -r '$s = json_decode((string) @file_get_contents($argv[1]), true); echo $s["pid"] ?? "";' "$SITE/wp-content/uploads/seedpress/worker.json"; }

cleanup() {
  local pid
  pid=$(worker_pid 2>/dev/null || true)
  if [[ -n $pid ]] && tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -qF "$SITE"; then kill "$pid"; fi
  [[ -n $PHP_PID ]] && kill -- "-$PHP_PID" 2>/dev/null
  db -e "DROP DATABASE IF EXISTS \`$TEST_DB\`" 2>/dev/null || true
  rm -rf "$STATE"
}
trap cleanup EXIT

make_site() {
  plain_site "$SITE" "$TEST_DB" "$URL"
  APP_PASSWORD=$(site tests/dist/site.php install | sed -n 's/^ADMIN_APP_PASSWORD=//p')
  mkdir -p "$SITE/wp-content/mu-plugins"
  cat >"$SITE/wp-content/mu-plugins/wasm-test-license.php" <<PHP
<?php
add_filter( 'seedpress_worker_environment', static fn ( array \$env ): array => \$env + array( 'SEEDPRESS_LICENSE_API' => 'http://127.0.0.1:$LICENSE_PORT' ) );
PHP
  (cd "$SITE/wp-content/plugins" && unzip -q "$ZIP")
  # What a platform without a native build in the zip sees: sharp finds only its WebAssembly build.
  find "$PLUGIN/worker/node_modules/@img" -mindepth 1 -maxdepth 1 -name 'sharp-*' ! -name sharp-wasm32 -exec rm -rf {} +
  env -u SEEDPRESS_WORKER_URL -u SEEDPRESS_WORKER_SECRET -u SEEDPRESS_EDITION PHP_CLI_SERVER_WORKERS=4 \
    setsid php -S "127.0.0.1:$PORT" -t "$SITE" tests/stack/router.php </dev/null >>"$STATE/php.log" 2>&1 &
  PHP_PID=$!
  for _ in $(seq 50); do curl -s -o /dev/null "$URL/wp-json/" && return 0; sleep 0.2; done
  echo "error: php -S did not answer on port $PORT" >&2
  exit 1
}

test_zip_image_builds() {
  local names
  names=$(unzip -Z1 "$ZIP" 'seedpress-pro/worker/node_modules/@img/*')
  check "the zip's native image builds: Linux x64 and macOS arm64, each with its libvips" \
    'sharp-darwin-arm64 sharp-libvips-darwin-arm64 sharp-libvips-linux-x64 sharp-linux-x64' \
    "$(sed -n 's|^seedpress-pro/worker/node_modules/@img/\(sharp-[^/]*\)/.*|\1|p' <<<"$names" | grep -v wasm32 | sort -u | tr '\n' ' ' | sed 's/ $//')"
  check 'the zip holds both native binaries' 2 "$(grep -c '^seedpress-pro/worker/node_modules/@img/sharp-\(linux-x64\|darwin-arm64\)/lib/sharp-.*\.node$' <<<"$names")"
  check "the zip holds sharp's WebAssembly build" 1 "$(grep -c '^seedpress-pro/worker/node_modules/@img/sharp-wasm32/lib/sharp-wasm32-.*\.wasm$' <<<"$names")"
}

test_wasm_worker() {
  check 'the installed worker holds no native image build' 'sharp-wasm32' "$(ls "$PLUGIN/worker/node_modules/@img" | grep '^sharp-' | tr '\n' ' ' | sed 's/ $//')"
  check 'activation' active "$(site tests/dist/site.php activate seedpress-pro/seedpress.php)"
  check 'GET /license answers 200 from the worker the plugin starts' 200 "$(call GET /license)"
  # The worker's one runtime line at start, as pino writes it.
  check 'the worker logs that it runs the WebAssembly image build' 'wasm linux' "$(node -e '
    const line = require("node:fs").readFileSync(process.argv[1], "utf8").split("\n").find((l) => l.includes("\"SeedPress worker runtime\""));
    const report = JSON.parse(line ?? "{}");
    console.log(report.image_backend, report.platform);
  ' "$SITE/wp-content/uploads/seedpress/worker.log")"
  check 'license activation answers 200' 200 "$(call POST /license/activate "{\"license_key\":\"$SEEDPRESS_LICENSE_KEY\"}")"
}

# 16 featured images at the placeholder's own size and 4 past core's big-image threshold (2560),
# which WordPress keeps as the original beside a "-scaled" copy.
test_featured_images() {
  local started seconds answer
  started=$(date +%s%N)
  check 'POST /generate/posts (16 posts, placeholder featured images) answers 200' 200 \
    "$(call POST /generate/posts '{"count":16,"enable_variation":false,"set_featured_image":true,"download_images":true,"image_provider":"placeholder"}')"
  check 'POST /generate/posts (4 posts, 3000x2000 featured images) answers 200' 200 \
    "$(call POST /generate/posts '{"count":4,"enable_variation":false,"set_featured_image":true,"download_images":true,"image_provider":"placeholder","image_width":3000,"image_height":2000}')"
  seconds=$(( ($(date +%s%N) - started) / 1000000 ))
  printf 'figure 20 featured images on the WebAssembly build: %d.%03d s, worker peak RSS %s\n' \
    $((seconds / 1000)) $((seconds % 1000)) "$(awk '/^VmHWM/ {print $2, $3}' "/proc/$(worker_pid)/status")"
  check 'the 20 posts have a featured image each' '20 20' \
    "$(db -e "SELECT COUNT(DISTINCT p.ID), COUNT(DISTINCT m.meta_value) FROM \`$TEST_DB\`.wp_posts p JOIN \`$TEST_DB\`.wp_postmeta m ON m.post_id = p.ID AND m.meta_key = '_thumbnail_id' WHERE p.post_type = 'post' AND p.ID > 1" | tr '\t' ' ')"
  check 'four of them were scaled down as core does past 2560 pixels' 4 \
    "$(db -e "SELECT COUNT(*) FROM \`$TEST_DB\`.wp_postmeta WHERE meta_key = '_wp_attached_file' AND meta_value LIKE '%-scaled.%'")"
  mkdir -p "$STATE/oracle"
  answer=$(site tests/dist/attachments.php "$STATE/oracle")
  check 'core checked 20 image attachments and found every file and metadata as it makes them' \
    '{"checked":20,"problems":[]}' "$answer"
}

test_zip_image_builds
make_site
test_wasm_worker
test_featured_images
echo "wasm-images-test: $PASSED passed, $FAILED failed"
((FAILED == 0))
