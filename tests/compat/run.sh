#!/usr/bin/env bash
# `make test-compat`: SeedPress against the REAL field plugins. Their directories come from
# SEEDPRESS_COMPAT_PLUGINS (colon-separated; never part of this repository): ACF or Secure Custom
# Fields, Meta Box, Pods, CMB2, the Carbon Fields library, JetEngine. One plugin at a time (ACF and
# Secure Custom Fields cannot be active together): it is linked into the stack's site and
# activated, fixtures/seedpress-compat-fields.php registers its field group on compat_<plugin>,
# SeedPress generates 5 posts through its REST API, and readback.php reads every value back through
# the plugin's own getter and asks the plugin's own validation whether it would take each value;
# tamper.php then proves those checks refuse wrong values, and evidence.php that the help text,
# placeholder and text around an input reach the worker's definition. Everything installed is
# removed again on exit. SEEDPRESS_COMPAT_ADDONS adds the add-on step (add-ons.sh): field types of
# add-ons, run after their field plugin's own cases.
#
#   tests/compat/run.sh            the test (exit 1 on any failure)
#   tests/compat/run.sh --golden   instead, rewrite tests/compat/golden/<plugin>.json: values saved
#                                  through each plugin's own setter and the rows that produced
#
# The stack: .seedpress/stack.env (make up), or the file named by SEEDPRESS_STACK_ENV.
set -euo pipefail

HERE=$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)
REPO=$(cd "$HERE/../.." && pwd)
MODE=test
[[ ${1:-} == --golden ]] && MODE=golden

if [[ -z ${SEEDPRESS_COMPAT_PLUGINS:-} ]]; then
  echo "test-compat skipped: set SEEDPRESS_COMPAT_PLUGINS=<dir>[:<dir>…]"
  exit 0
fi

die() {
  echo "test-compat: $*" >&2
  exit 2
}

STACK_ENV=${SEEDPRESS_STACK_ENV:-$REPO/.seedpress/stack.env}
[[ -f $STACK_ENV ]] || die "$STACK_ENV is missing: run make up first (or set SEEDPRESS_STACK_ENV)"
set -a
# shellcheck disable=SC1090
. "$STACK_ENV"
set +a
PLUGINS_DIR=$SEEDPRESS_WP_PATH/wp-content/plugins
MU_DIR=$SEEDPRESS_WP_PATH/wp-content/mu-plugins
MU_FILE=$MU_DIR/seedpress-compat-fields.php
AUTH="$SEEDPRESS_ADMIN_USER:$SEEDPRESS_ADMIN_APP_PASSWORD"
SUITES=(acf meta-box pods cmb2 carbon-fields jetengine)

# Suite of a plugin directory, from the files only that plugin ships.
suite_of() {
  local d=$1
  if [[ -f $d/secure-custom-fields.php || -f $d/acf.php ]]; then echo acf
  elif [[ -f $d/meta-box.php ]]; then echo meta-box
  elif grep -qs 'Plugin Name: *Pods' "$d/init.php"; then echo pods
  elif grep -qs 'Plugin Name: *CMB2' "$d/init.php"; then echo cmb2
  elif [[ -f $d/core/Carbon_Fields.php ]]; then echo carbon-fields
  elif [[ -f $d/jet-engine.php ]]; then echo jetengine
  else return 1; fi
}

# Main file inside the installed folder (Secure Custom Fields also ships an acf.php).
main_file() {
  local suite=$1 d=$2
  case $suite in
    acf) if [[ -f $d/secure-custom-fields.php ]]; then echo secure-custom-fields.php; else echo acf.php; fi ;;
    meta-box) echo meta-box.php ;;
    pods | cmb2) echo init.php ;;
    carbon-fields) echo carbon-fields-loader.php ;;
    jetengine) echo jet-engine.php ;;
  esac
}

installed_folder=""
installed_file=""
mu_dir_created=0

# Puts a plugin directory into the site as <folder>: a link to it, or for a Composer library a folder
# holding a copy of the fixture <loader> beside a `library` link to it.
link_in() {
  local dir=$1 folder=$2 loader=${3:-}
  [[ -e $PLUGINS_DIR/$folder ]] && die "$PLUGINS_DIR/$folder exists already (a previous run killed?); remove it"
  if [[ -n $loader ]]; then
    mkdir "$PLUGINS_DIR/$folder"
    cp "$HERE/fixtures/$loader" "$PLUGINS_DIR/$folder/"
    ln -s "$dir" "$PLUGINS_DIR/$folder/library"
  else
    ln -s "$dir" "$PLUGINS_DIR/$folder"
  fi
}

# Takes out what link_in put in, never touching the linked directory itself.
link_out() {
  local folder=$1 loader=${2:-}
  if [[ -L $PLUGINS_DIR/$folder ]]; then
    rm -f "$PLUGINS_DIR/$folder"
  elif [[ -d $PLUGINS_DIR/$folder ]]; then
    rm -f "$PLUGINS_DIR/$folder/library" "$PLUGINS_DIR/$folder/$loader"
    rmdir "$PLUGINS_DIR/$folder"
  fi
}

# shellcheck source=tests/compat/add-ons.sh
. "$HERE/add-ons.sh"

uninstall_plugin() {
  [[ -n $installed_folder ]] || return 0
  php "$HERE/plugins.php" deactivate "$installed_file" || true
  link_out "$installed_folder" "${installed_file#*/}"
  installed_folder=""
}

cleanup() {
  addon_uninstall_all
  uninstall_plugin
  php "$HERE/refs.php" delete "$WORK/refs.json" || true
  rm -f "$MU_FILE"
  if ((mu_dir_created)); then rmdir "$MU_DIR" 2>/dev/null || true; fi
  rm -rf "$WORK"
}

install_plugin() {
  local suite=$1 dir=$2
  # Named after the plugin's own folder: ACF and Secure Custom Fields share a suite, and the site's
  # long-running PHP would resolve a link name reused within its realpath cache's lifetime to the
  # first plugin's folder.
  installed_folder="seedpress-compat-$(basename "$dir")"
  installed_file="$installed_folder/$(main_file "$suite" "$dir")"
  link_in "$dir" "$installed_folder" "$([[ $suite == carbon-fields ]] && echo carbon-fields-loader.php)"
  php "$HERE/plugins.php" activate "$installed_file"
}

api() { curl -sS --max-time 300 -u "$AUTH" -H 'Content-Type: application/json' -d "$2" "$SEEDPRESS_API$1"; }

# Generates posts of the suite's type, reads them back, prints the table row; fails on problems.
test_suite() {
  local suite=$1 post_type=$2 answer ids status=0
  # Detections of an earlier run are cached by field name: each run detects from what the adapter reads now.
  curl -sS --max-time 60 -u "$AUTH" -X DELETE "$SEEDPRESS_API/field-detections/$post_type" >/dev/null
  answer=$(api /generate/posts "{\"post_type\":\"$post_type\",\"count\":5,\"populate_custom_fields\":true,\"enable_variation\":false,\"set_featured_image\":false,\"download_images\":false}")
  if ! ids=$(php -r '$a = json_decode(stream_get_contents(STDIN), true); if (empty($a["success"])) { exit(1); } echo json_encode($a["ids"]);' <<<"$answer"); then
    printf '%-24s generation failed: %s\n' "$suite" "$answer"
    return 1
  fi
  php "$HERE/readback.php" "$suite" "$ids" >"$WORK/$suite.json"
  # The checks' control: wrong values written into the first post must be refused (tamper.php).
  php "$HERE/tamper.php" "$suite" "$(sed 's/^\[\([0-9]*\).*/\1/' <<<"$ids")" >"$WORK/$suite.tamper" || status=1
  # And spoiled video, text and CSV files must be refused by the attachment checks (tamper-files.php).
  php "$HERE/tamper-files.php" "$suite" "$(sed 's/^\[\([0-9]*\).*/\1/' <<<"$ids")" >>"$WORK/$suite.tamper" || status=1
  # The help text, placeholder and text around the input reach the worker's definition (evidence.php).
  php "$HERE/evidence.php" "$suite" >"$WORK/$suite.evidence" || status=1
  api /generate/posts/delete "{\"post_type\":\"$post_type\",\"delete_related_media\":true,\"delete_related_terms\":true,\"delete_related_authors\":true,\"delete_related_cpts\":true}" >/dev/null || true
  php "$HERE/report.php" <"$WORK/$suite.json" || status=1
  cat "$WORK/$suite.tamper" "$WORK/$suite.evidence"
  return $status
}

# A case whose fields a script of its own sets up (create), checks (check <ids>) and removes
# (delete), whatever happens: `<script> <post type> <row label> <delete options as JSON>`.
scripted_case() {
  local script=$HERE/$1 post_type=$2 label=$3 removal=$4 answer ids status=0
  php "$script" create >/dev/null
  answer=$(api /generate/posts "{\"post_type\":\"$post_type\",\"count\":3,\"enable_variation\":false,\"set_featured_image\":false,\"download_images\":false}")
  if ids=$(php -r '$a = json_decode(stream_get_contents(STDIN), true); if (empty($a["success"])) { exit(1); } echo json_encode($a["ids"]);' <<<"$answer"); then
    php "$script" check "$ids" || status=1
  else
    printf '%-24s generation failed: %s\n' "$label" "$answer"
    status=1
  fi
  api /generate/posts/delete "{\"post_type\":\"$post_type\",$removal}" >/dev/null || true
  php "$script" delete
  return $status
}

# Per plugin, the cases beyond its field group:
#   Pods       a pod saved in the database, whose relationship and file fields Pods reads from wp_podsrel;
#   ACF / SCF  a field group saved in the database;
#   JetEngine  a post type made in JetEngine's Post Types screen, with its own meta fields.
extra_cases() {
  case $1 in
    pods) scripted_case pods-database-pod.php compat_podsdb 'pods (database pod)' '"delete_related_media":true,"delete_related_cpts":true' ;;
    acf) scripted_case acf-database-group.php compat_acf 'acf (database group)' '"delete_related_media":true,"delete_related_terms":true,"delete_related_authors":true,"delete_related_cpts":true' ;;
    jetengine) scripted_case jetengine-post-type.php compat_jecpt 'jetengine (post type)' '"delete_related_cpts":true' ;;
  esac
}

addon_read_dirs
WORK=$(mktemp -d)
trap cleanup EXIT
[[ -d $MU_DIR ]] || { mkdir -p "$MU_DIR"; mu_dir_created=1; }
ln -sfn "$HERE/fixtures/seedpress-compat-fields.php" "$MU_FILE"

failures=0
seen=()
if [[ $MODE == test ]]; then
  php "$HERE/refs.php" create "$WORK/refs.json"
  php "$HERE/report.php" --header
fi
IFS=: read -r -a dirs <<<"$SEEDPRESS_COMPAT_PLUGINS"
for dir in "${dirs[@]}"; do
  [[ -d $dir ]] || die "$dir is not a directory"
  dir=$(cd "$dir" && pwd)
  suite=$(suite_of "$dir") || die "$dir: not a plugin this suite knows (ACF/SCF, Meta Box, Pods, CMB2, Carbon Fields, JetEngine)"
  seen+=("$suite")
  if [[ ! -f $HERE/inputs/$suite.php ]]; then
    printf '%-24s skipped: no field group fixture for this plugin yet\n' "$suite"
    continue
  fi
  install_plugin "$suite" "$dir"
  if [[ $MODE == golden ]]; then
    mkdir -p "$HERE/golden"
    php "$HERE/golden.php" "$suite" "$HERE/golden" || failures=$((failures + 1))
  else
    post_type=$(php -r 'require $argv[1]; echo SEEDPRESS_COMPAT_POST_TYPES[$argv[2]];' "$HERE/fixtures/post-types.php" "$suite")
    test_suite "$suite" "$post_type" || failures=$((failures + 1))
    extra_cases "$suite" || failures=$((failures + 1))
    addon_cases "$suite" || failures=$((failures + 1))
  fi
  uninstall_plugin
done

for suite in "${SUITES[@]}"; do
  [[ " ${seen[*]} " == *" $suite "* ]] || printf '%-24s skipped: not in SEEDPRESS_COMPAT_PLUGINS\n' "$suite"
done
[[ $MODE == golden ]] || addon_summary
((failures == 0)) || { echo "test-compat: $failures plugin(s) with failures" >&2; exit 1; }
[[ $MODE == golden ]] || echo "test-compat: every generated value read back through its plugin's getter"
