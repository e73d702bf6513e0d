#!/usr/bin/env bash
# `make dist`: the plugin as a site installs it (Plugins > Add New > Upload), in its two editions:
# dist/seedpress-<version>.zip, the free plugin (limited edition, folder seedpress/), and
# dist/seedpress-pro-<version>.zip, SeedPress Pro (full edition with its license, folder
# seedpress-pro/). Each holds the PHP shell, schemas/, the compiled worker with its production
# dependencies, the built admin screens, readme.txt, uninstall.php, LICENSE, languages/ with
# seedpress.pot, openapi.json, and edition.php, which fixes the edition. Both are staged once, then
# copied. The worker runs on any platform Node runs on: the image library (sharp) comes with its
# native builds for Linux x64 (glibc) and macOS arm64 and with its WebAssembly build for every other
# platform (Linux arm64, musl, macOS x64, Windows), whatever machine builds the zip.
set -euo pipefail

REPO_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$REPO_ROOT"
STAGE_ROOT="$REPO_ROOT/.seedpress/dist"
STAGE="$STAGE_ROOT/stage"
LOG="$REPO_ROOT/.seedpress/logs/dist.log"

say() { printf '==> %s\n' "$*"; }
die() { printf 'error: %s\n' "$*" >&2; exit 1; }

VERSION=$(sed -n 's/^ \* Version: *\([0-9][0-9A-Za-z.+-]*\)$/\1/p' plugin/seedpress.php)
[[ -n $VERSION ]] || die "plugin/seedpress.php has no Version header"
[[ $(node -p 'require("./package.json").version') == "$VERSION" ]] ||
  die "package.json's version differs from plugin/seedpress.php's ($VERSION)"
for readme in plugin/readme.txt plugin/readme-pro.txt; do
  grep -qx "Stable tag: $VERSION" "$readme" || die "$readme's Stable tag differs from plugin/seedpress.php's version ($VERSION)"
done

build_sources() {
  say "Building the worker and the admin screens"
  npm run --silent build
  if [[ ! -f plugin/admin/node_modules/.package-lock.json || plugin/admin/package-lock.json -nt plugin/admin/node_modules/.package-lock.json ]]; then
    npm --prefix plugin/admin install --no-audit --no-fund >>"$LOG" 2>&1
  fi
  npm --prefix plugin/admin run --silent build >>"$LOG" 2>&1 || { tail -n 30 "$LOG" >&2; die "building the admin screens failed"; }
}

# The shell without the admin screens' sources and toolchain (their build output goes in).
stage_plugin() {
  rm -rf "$STAGE_ROOT"
  mkdir -p "$STAGE"
  tar -C plugin --exclude=./admin --exclude=./readme-pro.txt --exclude='*.po~' -cf - . | tar -C "$STAGE" -xf -
  mkdir -p "$STAGE/admin"
  cp -R plugin/admin/build "$STAGE/admin/build"
  cp -R schemas "$STAGE/schemas"
  cp schemas/openapi.json "$STAGE/openapi.json"
  cp LICENSE "$STAGE/LICENSE"
  node tools/dist/make-pot.mjs plugin "$VERSION" >"$STAGE/languages/seedpress.pot"
}

# sharp's native builds the zip carries, each with its libvips: Linux x64 on glibc, where most sites
# run, and macOS arm64, where most local development sites do. Each pair weighs about 8 MB in the
# zip; everywhere else sharp loads @img/sharp-wasm32 (a dependency of the worker, about 3.5 MB).
NATIVE_IMAGE_BUILDS=(@img/sharp-linux-x64 @img/sharp-libvips-linux-x64 @img/sharp-darwin-arm64 @img/sharp-libvips-darwin-arm64)

locked() { # locked NAME FIELD: FIELD of NAME's entry in package-lock.json ("undefined" when none)
  node -p 'require("./package-lock.json").packages["node_modules/" + process.argv[1]]?.[process.argv[2]]' "$1" "$2"
}

# npm installs only the building machine's native build: the zip gets exactly the ones above, at the
# versions package-lock.json pins and checked against its integrity hashes, whichever machine builds it.
add_native_image_builds() {
  local modules=$1 tmp name version tarball
  tmp=$(mktemp -d)
  find "$modules/@img" -mindepth 1 -maxdepth 1 -name 'sharp-*' ! -name sharp-wasm32 -exec rm -rf {} +
  for name in "${NATIVE_IMAGE_BUILDS[@]}"; do
    version=$(locked "$name" version)
    [[ $version != undefined ]] || die "package-lock.json pins no version of $name"
    tarball=$(cd "$tmp" && npm pack --silent "$name@$version" 2>>"$LOG") || die "npm pack $name@$version failed"
    [[ $(node -e '
      const hash = require("node:crypto").createHash("sha512").update(require("node:fs").readFileSync(process.argv[1]));
      console.log("sha512-" + hash.digest("base64"));
    ' "$tmp/$tarball") == "$(locked "$name" integrity)" ]] || die "$name@$version does not match package-lock.json's integrity hash"
    mkdir -p "$modules/$name"
    tar -xzf "$tmp/$tarball" -C "$modules/$name" --strip-components=1 --no-same-owner
  done
  rm -rf "$tmp"
}

# Fails the build when an image build the zip promises is missing or not the pinned version.
check_image_builds() {
  local modules=$1 name expected
  for name in "${NATIVE_IMAGE_BUILDS[@]}" @img/sharp-wasm32 @emnapi/runtime; do
    expected=$(locked "$name" version)
    [[ $(node -p 'require(process.argv[1]).version' "$modules/$name/package.json" 2>/dev/null) == "$expected" ]] ||
      die "the worker's dependencies lack $name@$expected"
  done
  [[ -n $(find "$modules/@img/sharp-linux-x64" "$modules/@img/sharp-darwin-arm64" -name '*.node') &&
    -n $(find "$modules/@img/sharp-wasm32" -name '*.wasm') ]] || die "a sharp build in the worker's dependencies has no binary"
}

# worker/dist/ keeps its place under worker/, so that it finds ../../schemas as in the repository;
# its package.json carries the dependencies and "type": "module" for the compiled ESM.
stage_worker() {
  say "Installing the worker's production dependencies"
  mkdir -p "$STAGE/worker"
  cp -R worker/dist "$STAGE/worker/dist"
  node -e '
    const root = require("./package.json");
    const pkg = { name: root.name, version: root.version, private: true, license: root.license, type: "module",
      engines: root.engines, dependencies: root.dependencies };
    require("node:fs").writeFileSync(process.argv[1], JSON.stringify(pkg, null, 2) + "\n");
  ' "$STAGE/worker/package.json"
  cp package-lock.json "$STAGE/worker/package-lock.json"
  (cd "$STAGE/worker" && npm install --omit=dev --no-audit --no-fund >>"$LOG" 2>&1) ||
    { tail -n 30 "$LOG" >&2; die "npm install of the worker's dependencies failed"; }
  rm -f "$STAGE/worker/package-lock.json" "$STAGE/worker/node_modules/.package-lock.json"
  add_native_image_builds "$STAGE/worker/node_modules"
  check_image_builds "$STAGE/worker/node_modules"
}

# Nothing for development: no tests, TypeScript sources, maps, type declarations, dotfiles or shell
# scripts (a dependency's release script; Plugin Check refuses shell scripts as application files).
prune() {
  find "$STAGE" \( -name '*.ts' ! -name '*.d.ts' -o -name '*.map' -o -name '*.d.ts' -o -name '*.d.mts' -o -name '*.d.cts' -o -name '*.sh' \) -delete
  find "$STAGE" -depth \( -name '.github' -o -name 'test' -o -name 'tests' -o -name '__tests__' \) -type d -exec rm -rf {} +
  find "$STAGE" -name '.*' ! -name '.htaccess' ! -name . -exec rm -rf {} +
}

# A copy of the stage in the edition's folder, with the edition's name, readme and edition.php.
# The text domain stays seedpress in both, so that they share their translations.
make_edition() { # make_edition EDITION FOLDER NAME README
  local dir="$STAGE_ROOT/$2"
  rm -rf "$dir"
  cp -a "$STAGE" "$dir"
  printf "<?php\n// Written by tools/dist/build.sh: this copy of SeedPress is the %s edition.\ndeclare(strict_types=1);\n\ndefined( 'ABSPATH' ) || exit;\n\nreturn '%s';\n" "$1" "$1" >"$dir/edition.php"
  sed -i "s/^ \* Plugin Name: .*/ * Plugin Name:       $3/" "$dir/seedpress.php"
  grep -qx " \* Plugin Name: *$3" "$dir/seedpress.php" || die "could not name $2/seedpress.php $3"
  cp "$4" "$dir/readme.txt"
}

make_zip() { # make_zip FOLDER
  local zip="$REPO_ROOT/dist/$1-$VERSION.zip"
  mkdir -p dist
  rm -f "$zip"
  command -v zip >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends zip; }
  (cd "$STAGE_ROOT" && zip -qr -X "$zip" "$1")
  say "Built ${zip#"$REPO_ROOT"/} ($(du -h "$zip" | cut -f1))"
}

mkdir -p "$(dirname "$LOG")"
: >"$LOG"
build_sources
stage_plugin
stage_worker
prune
make_edition lite seedpress SeedPress plugin/readme.txt
make_edition full seedpress-pro 'SeedPress Pro' plugin/readme-pro.txt
make_zip seedpress
make_zip seedpress-pro
