#!/usr/bin/env bash
# `make test-compat`: SeedPress against REAL field plugins. The plugins' directories come from
# SEEDPRESS_COMPAT_PLUGINS (colon-separated; never part of this repository). For the run each is
# linked into the stack's site and activated, tests/compat/fixtures/seedpress-compat-fields.php
# registers a field group through the plugin's own API, SeedPress generates posts through its REST
# API, and tests/compat/readback.php reads every value back through the plugin's own getter.
# Everything installed is removed again on exit. Suites exist for ACF/Secure Custom Fields, Meta Box
# and CMB2; other plugins are listed as without suite.
set -euo pipefail
REPO=$(cd "$(dirname "$0")/../.." && pwd)

if [[ -z ${SEEDPRESS_COMPAT_PLUGINS:-} ]]; then
  echo "test-compat skipped: set SEEDPRESS_COMPAT_PLUGINS=<plugin dir>[:<plugin dir>...] (ACF or Secure Custom Fields, Meta Box, CMB2)"
  exit 0
fi

set -a
# shellcheck disable=SC1090
source "${SEEDPRESS_STACK_ENV:-$REPO/.seedpress/stack.env}"
set +a
export SEEDPRESS_WP_PATH
SEEDPRESS_HTTP_HOST=$(sed -E 's#^https?://([^/]+).*#\1#' <<<"$SEEDPRESS_URL")
export SEEDPRESS_HTTP_HOST
PLUGINS=$SEEDPRESS_WP_PATH/wp-content/plugins
MU=$SEEDPRESS_WP_PATH/wp-content/mu-plugins
MU_FILE=$MU/seedpress-compat-fields.php
AUTH="$SEEDPRESS_ADMIN_USER:$SEEDPRESS_ADMIN_APP_PASSWORD"
folders=()
mu_created=0

cleanup() {
  curl -s -o /dev/null -u "$AUTH" -X DELETE "$SEEDPRESS_API/cleanup/all" || true
  if ((${#folders[@]})); then php "$REPO/tests/compat/plugins.php" deactivate "${folders[@]}" >/dev/null || true; fi
  for f in "${folders[@]}"; do rm -f "$PLUGINS/$f"; done
  rm -f "$MU_FILE"
  if ((mu_created)); then rmdir "$MU" 2>/dev/null || true; fi
}
trap cleanup EXIT

IFS=: read -r -a dirs <<<"$SEEDPRESS_COMPAT_PLUGINS"
for dir in "${dirs[@]}"; do
  [[ -d $dir ]] || { echo "test-compat: $dir is not a directory" >&2; exit 2; }
  folder="seedpress-compat-$(basename "$dir")"
  ln -sfn "$(cd "$dir" && pwd)" "$PLUGINS/$folder"
  folders+=("$folder")
done
[[ -d $MU ]] || { mkdir -p "$MU"; mu_created=1; }
cp "$REPO/tests/compat/fixtures/seedpress-compat-fields.php" "$MU_FILE"
activated=$(php "$REPO/tests/compat/plugins.php" activate "${folders[@]}")

failures=0
printf '\n%-34s %-10s %-8s %-8s %s\n' plugin version fields ok failures
while IFS=$'\t' read -r folder name version; do
  case $folder in
    *custom-fields*) suite=acf post_type=compat_acf ;;
    *meta-box*) suite=meta-box post_type=compat_metabox ;;
    *cmb2*) suite=cmb2 post_type=compat_cmb2 ;;
    *) printf '%-34s %-10s %s\n' "$name" "$version" "no suite for this plugin"; continue ;;
  esac
  answer=$(curl -s -u "$AUTH" -H 'Content-Type: application/json' \
    -d "{\"post_type\":\"$post_type\",\"count\":5,\"populate_custom_fields\":true,\"enable_variation\":false,\"auto_comments\":false,\"set_featured_image\":false}" \
    "$SEEDPRESS_API/generate/posts")
  ids=$(node -e 'const a=JSON.parse(process.argv[1]); if(!a.success){console.error(JSON.stringify(a)); process.exit(1)} console.log(JSON.stringify(a.ids))' "$answer") || { failures=$((failures + 1)); continue; }
  report=$(php "$REPO/tests/compat/readback.php" "$suite" <<<"$ids")
  line=$(node -e '
    const r = JSON.parse(process.argv[1]);
    const bad = r.filter((f) => !f.ok);
    console.log([r.length, r.length - bad.length, bad.map((f) => `${f.name} (${f.type}): ${f.problems.join("; ")}`).join(" | ") || "-"].join("\t"));
  ' "$report")
  IFS=$'\t' read -r total ok bad <<<"$line"
  printf '%-34s %-10s %-8s %-8s %s\n' "$name" "$version" "$total" "$ok" "$bad"
  ((total == ok)) || failures=$((failures + 1))
done < <(node -e 'for (const p of JSON.parse(process.argv[1])) console.log([p.folder, p.name, p.version].join("\t"))' "$activated")

((failures == 0)) || { echo "test-compat: $failures plugin(s) with failures" >&2; exit 1; }
echo "test-compat: every value read back through its plugin's getter"
