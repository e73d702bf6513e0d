# The two commands that matter: `make up` brings SeedPress up on this machine, `make test` runs
# every test (bringing the stack up itself). Everything else here is a step of those two.
SHELL := /bin/bash
.SHELLFLAGS := -euo pipefail -c
JEST := node --experimental-vm-modules node_modules/jest/bin/jest.js

.PHONY: up down test build deps lint typecheck test-stack test-unit test-int test-e2e test-browser test-php test-wpcli lint-php test-compat media-tools

up:
	bash tests/stack/up.sh

down:
	bash tests/stack/down.sh

build: deps
	npm run build

# Installs only when the lock file changed since the last install. `npm install`, not `npm ci`:
# the registry here lacks other platforms' optional binaries, so the lock file cannot list them
# and `npm ci` refuses it as out of sync.
deps: node_modules/.package-lock.json
node_modules/.package-lock.json: package-lock.json
	npm install --no-audit --no-fund

# The stack first: on a fresh machine it is also what installs PHP and MariaDB.
test: deps up lint typecheck test-stack test-unit test-int test-e2e test-browser test-php test-wpcli test-compat test-dist

lint: deps lint-php
	npx eslint .

# Syntax of every PHP file, then the shell against the WordPress Coding Standards (phpcs.xml.dist),
# run from tools/vendor (docs/development.md), which needs PHP's XML extensions.
PHPCS := tools/vendor/PHPCSStandards/PHP_CodeSniffer/bin/phpcs
lint-php:
	@php -r 'exit(extension_loaded("simplexml") && extension_loaded("xmlwriter") ? 0 : 1);' 2>/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends php-cli php-xml; }
	find plugin tests/php tests/stack tests/compat tests/bench tests/dist -name '*.php' -print0 | xargs -0 -n1 php -l >/dev/null
	php $(PHPCS) -q

# PHPStan at level 6 on the shell (phpstan.neon.dist) with a PHPStan you bring: PHPSTAN=<its
# bin/phpstan or phpstan.phar> (the configuration is checked with 1.10.60). Not a step of lint,
# since this repository has no PHPStan (docs/development.md). WordPress's symbols come from the
# WordPress tree SEEDPRESS_WP_SOURCE (Debian's, which make up installs, unless told), scanned through
# .seedpress/phpstan.neon.
PHPSTAN ?=
SEEDPRESS_WP_SOURCE ?= /usr/share/wordpress
.PHONY: lint-phpstan
lint-phpstan:
	@[ -n "$(PHPSTAN)" ] || { echo 'make lint-phpstan: give a PHPStan, e.g. make lint-phpstan PHPSTAN=/path/to/phpstan.phar' >&2; exit 2; }
	@[ -f "$(SEEDPRESS_WP_SOURCE)/wp-includes/version.php" ] || { echo 'make lint-phpstan: no WordPress at $(SEEDPRESS_WP_SOURCE) (SEEDPRESS_WP_SOURCE)' >&2; exit 2; }
	@mkdir -p .seedpress
	printf 'includes:\n\t- ../phpstan.neon.dist\nparameters:\n\tscanDirectories:\n\t\t- %s/wp-includes\n\t\t- %s/wp-admin/includes\n' \
	  "$(SEEDPRESS_WP_SOURCE)" "$(SEEDPRESS_WP_SOURCE)" >.seedpress/phpstan.neon
	php -d memory_limit=1G $(PHPSTAN) analyse -c .seedpress/phpstan.neon --no-progress

typecheck: deps
	npx tsc -p tsconfig.json --noEmit

# What make up derives from its settings (tests/stack/settings.sh).
test-stack:
	bash tests/stack/settings.test.sh

test-unit: deps media-tools
	$(JEST) --selectProjects unit

test-int: deps
	$(JEST) --selectProjects integration

test-e2e: deps media-tools
	$(JEST) --selectProjects e2e --runInBand

# Generated documents are read back with poppler's pdftotext and pdffonts; those in Cyrillic or
# Greek embed a font the system has (DejaVu, as fontconfig brings it on Debian). Generated videos
# are decoded by ffmpeg.
media-tools:
	@command -v pdftotext >/dev/null && [ -f /usr/share/fonts/truetype/dejavu/DejaVuSans.ttf ] || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends poppler-utils fonts-dejavu-core; }
	@command -v ffmpeg >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ffmpeg; }

# The admin screens in Debian's Chromium (installed here when missing, as phpunit below is);
# screenshots go to tests/browser/artifacts/.
test-browser: deps
	@[ -x /usr/lib/chromium/chromium ] || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends chromium; }
	$(JEST) --selectProjects browser --runInBand

test-php:
	@command -v phpunit >/dev/null || { apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends phpunit; }
	phpunit -c tests/php/phpunit.xml

# `wp seedpress …` through the real WP-CLI, vendored with what it requires in tools/vendor (no
# network): its autoloader is generated first (tools/vendor/build.sh).
test-wpcli: deps tools/vendor/autoload.php
	$(JEST) --selectProjects wpcli --runInBand

tools/vendor/autoload.php: tools/vendor/build.sh tools/vendor/manifest.tsv
	bash tools/vendor/build.sh

# Real field plugins (ACF/Secure Custom Fields, CMB2, ...) from SEEDPRESS_COMPAT_PLUGINS, a
# colon-separated list of plugin directories kept outside this repository; skipped without it.
test-compat: deps
	@if [ -n "$${SEEDPRESS_COMPAT_PLUGINS:-}" ]; then bash tests/stack/up.sh; fi
	bash tests/compat/run.sh

# Not a test: rewrites tests/compat/golden/<plugin>.json with the rows each plugin's own setter
# writes for the fixture values, the reference a storage writer is checked against by hand.
.PHONY: compat-golden
compat-golden:
	bash tests/stack/up.sh
	bash tests/compat/run.sh --golden

# Figures, not a test: SeedPress vs wp_insert_post vs raw INSERTs for 500 posts on this site
# (tests/bench/bench.ts). The stack comes up first, which also restarts the worker, so its idle
# RSS and peak RSS (VmHWM) are this bench's. Compiled into .seedpress/bench (git-ignored) and run from here.
.PHONY: bench bench-soak bench-capacity
bench: deps
	bash tests/stack/up.sh
	npx tsc -p tests/bench/tsconfig.json
	node .seedpress/bench/bench.js

# What one post, picture, comment, term and user costs through the REST endpoint, and the PHP
# shell's memory per item (tests/bench/capacity-bench.ts): the figures of the per-request capacity
# (worker/src/services/capacity/capacity.ts). A few minutes.
bench-capacity: deps
	bash tests/stack/up.sh
	npx tsc -p tests/bench/tsconfig.json
	node .seedpress/bench/capacity-bench.js

# The worker's RSS over 100,000 plain posts made through the command-line client in batches of 500
# (tests/bench/soak.ts; more than half an hour on 2 cores: the batches slow down as the site grows).
bench-soak: deps
	bash tests/stack/up.sh
	npx tsc -p tests/bench/tsconfig.json
	node .seedpress/bench/soak.js

# The plugin as a site installs it, in its two editions (tools/dist/build.sh):
# dist/seedpress-<version>.zip, the free plugin, and dist/seedpress-pro-<version>.zip, SeedPress Pro.
.PHONY: dist test-dist
dist: deps
	bash tools/dist/build.sh

# Builds the zips, then installs them into a second, plain WordPress that the test makes (no
# SeedPress constants, no stack worker) and checks activation, the worker the plugin starts,
# a killed worker's restart, each edition's limits or license, switching between the editions,
# deactivation and uninstall (tests/dist/install.test.sh); then the Pro zip with its native image
# builds removed, so that its worker runs sharp's WebAssembly build as on a platform the zip has
# none for, and core's checks of the images it makes (tests/dist/wasm-images.test.sh); last, Plugin
# Check on both zips, with Plugin Check linked from tools/vendor (tests/dist/plugin-check.test.sh).
test-dist: dist tools/vendor/autoload.php
	bash tests/dist/install.test.sh
	bash tests/dist/wasm-images.test.sh
	bash tests/dist/plugin-check.test.sh
