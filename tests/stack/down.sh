#!/usr/bin/env bash
# `make down`: stops what tests/stack/up.sh started, and nothing else: only processes whose PIDs
# are recorded in .seedpress/pids/ (and whose command line still matches). MariaDB is stopped only
# when up.sh started it; a server that was already running is left alone. State (database, site,
# stack.env, fresh dump) is kept, so `make up` afterwards is quick.
set -euo pipefail

# shellcheck source=tests/stack/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"

stop_recorded worker "worker/dist/server.js" 10
stop_recorded license "license-server/main.js" 10
stop_recorded php " -S 127.0.0.1:" 10
stop_recorded mariadb mariadbd 60 # a clean InnoDB shutdown can take a while
say "SeedPress stack stopped"
