#!/usr/bin/env bash
# Runs Plugin Check, the checker WordPress.org runs on every submitted plugin, on both zips of make
# dist as a site has them installed: each unpacked into a plain WordPress made here, Plugin Check
# (tools/vendor/WordPress/plugin-check, linked in: never part of a zip) active beside it, and
# `wp plugin check` with its runtime checks through the vendored WP-CLI. Fails on any error, on any
# warning that the table under "Plugin Check" in docs/development.md does not explain, and on a row
# of that table that no edition produces any more.
# Needs the dev stack (make up) for its MariaDB user and WordPress source.
set -euo pipefail

REPO_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$REPO_ROOT"
# shellcheck source=tests/dist/lib.sh
. tests/dist/lib.sh
PLUGIN_CHECK="$REPO_ROOT/tools/vendor/WordPress/plugin-check"
# Outside the repository, as in install.test.sh.
SITE="$(mktemp -d "${TMPDIR:-/tmp}/seedpress-plugin-check.XXXXXX")/wordpress"
TEST_DB="seedpress_pcheck_$DB_NAME"
URL="http://127.0.0.1:$(free_port)"
RESULTS="$(dirname "$SITE")/results"

command -v jq >/dev/null && command -v unzip >/dev/null ||
  { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends jq unzip; }
[[ -f tools/vendor/autoload.php && -f $PLUGIN_CHECK/vendor/autoload.php ]] || bash tools/vendor/build.sh

cleanup() {
  db -e "DROP DATABASE IF EXISTS \`$TEST_DB\`" 2>/dev/null || true
  rm -rf "$(dirname "$SITE")"
}
trap cleanup EXIT

site() { SEEDPRESS_WP_PATH="$SITE" SEEDPRESS_URL="$URL" php -d display_errors=stderr tests/dist/site.php "$@"; }
# The command comes first: Plugin Check sets up its runtime checks only when `plugin check` are the
# first two arguments.
wp() {
  env -u SEEDPRESS_WORKER_URL -u SEEDPRESS_WORKER_SECRET -u SEEDPRESS_EDITION \
    tools/vendor/bin/wp "$@" --allow-root --path="$SITE"
}

# The warnings docs/development.md explains, as "CODE<tab>FILE" lines (FILE relative to the plugin).
explained_warnings() {
  sed -n '/^### Plugin Check/,/^#/p' docs/development.md | grep '^| `' |
    awk -F'|' '{ gsub(/[` ]/, "", $2); gsub(/[` ]/, "", $3); print $2 "\t" $3 }' | sort -u
}

# check_zip FOLDER: Plugin Check's findings on the installed plugin, one JSON object a line
# (file, line, type, code, message) in $RESULTS/FOLDER.
check_zip() {
  local dir=$1 out file line
  out="$RESULTS/$dir.out"
  check "$dir: activating it beside Plugin Check" active "$(site activate "$dir/seedpress.php")"
  # Both editions' text domain is seedpress (docs/development.md says why): the slug the checks hold
  # strings and headers to.
  wp plugin check "$dir" --slug=seedpress --format=json --require="$SITE/wp-content/plugins/plugin-check/cli.php" >"$out" 2>"$out.err" ||
    { fail "$dir: wp plugin check exits 0: $(tail -n 5 "$out.err")"; return; }
  grep -q '^Success: Checks complete. No errors found.$\|^FILE: ' "$out" ||
    { fail "$dir: wp plugin check reports its results: $(head -c 2000 "$out") $(tail -n 5 "$out.err")"; return; }
  check "$dir: the runtime checks ran too" 'Setting up runtime environment.' "$(grep -m1 -x 'Setting up runtime environment.' "$out")"
  : >"$RESULTS/$dir"
  while IFS= read -r line; do
    case $line in
      'FILE: '*) file=${line#FILE: } file=${file#"$SITE/wp-content/plugins/$dir/"} ;;
      '['*) jq -c --arg file "$file" '.[] | {file: $file, line, type, code, message}' <<<"$line" >>"$RESULTS/$dir" ;;
    esac
  done <"$out"
  check "$dir: Plugin Check reports no error" '' \
    "$(jq -r 'select(.type == "ERROR") | "\(.code) \(.file):\(.line) \(.message)"' "$RESULTS/$dir")"
  check "$dir: every warning of Plugin Check is explained in docs/development.md" '' \
    "$(jq -r 'select(.type == "WARNING") | "\(.code)\t\(.file)"' "$RESULTS/$dir" | sort -u |
      comm -23 - <(explained_warnings) | tr '\t' ' ')"
  jq -r 'select(.type == "WARNING") | "       warning \(.code) \(.file):\(.line)"' "$RESULTS/$dir"
}

# check_files FOLDER: Plugin Check's file checks (application, hidden, compressed and badly named
# files) on everything the zip holds, the worker's node_modules included, which Plugin Check
# otherwise leaves out.
check_files() {
  local dir=$1 out
  out="$RESULTS/$dir.files"
  cat >"$SITE/wp-content/mu-plugins/plugin-check-everything.php" <<'PHP'
<?php
add_filter( 'wp_plugin_check_ignore_directories', static fn (): array => array(), 99 );
PHP
  wp plugin check "$dir" --slug=seedpress --checks=file_type >"$out" 2>&1 || true
  rm "$SITE/wp-content/mu-plugins/plugin-check-everything.php"
  check "$dir: Plugin Check's file checks find nothing in the whole zip, node_modules included" \
    'Success: Checks complete. No errors found.' "$(cat "$out")"
}

mkdir -p "$RESULTS"
plain_site "$SITE" "$TEST_DB" "$URL"
site install >/dev/null
for zip in seedpress seedpress-pro; do
  [[ -f dist/$zip-$VERSION.zip ]] || { echo "error: dist/$zip-$VERSION.zip is missing; run make dist first" >&2; exit 1; }
  (cd "$SITE/wp-content/plugins" && unzip -q "$REPO_ROOT/dist/$zip-$VERSION.zip")
done
ln -s "$PLUGIN_CHECK" "$SITE/wp-content/plugins/plugin-check"
check 'activating Plugin Check' active "$(site activate plugin-check/plugin.php)"
mkdir -p "$SITE/wp-content/mu-plugins"
for dir in seedpress seedpress-pro; do
  check_zip "$dir"
  check_files "$dir"
done
check 'every warning docs/development.md explains is one Plugin Check still reports' '' \
  "$(cat "$RESULTS/seedpress" "$RESULTS/seedpress-pro" | jq -r 'select(.type == "WARNING") | "\(.code)\t\(.file)"' | sort -u |
    comm -13 - <(explained_warnings) | tr '\t' ' ')"
echo "plugin-check-test: $PASSED passed, $FAILED failed"
((FAILED == 0))
