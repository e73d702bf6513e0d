#!/usr/bin/env bash
# What settings.sh derives from make up's environment, in a clean environment each time.
set -euo pipefail
cd "$(dirname "${BASH_SOURCE[0]}")"
passed=0
failed=0

# expect VARIABLE VALUE [NAME=value ...]: VARIABLE is VALUE once settings.sh ran with those settings.
expect() {
  local variable=$1 wanted=$2 got
  shift 2
  got=$(env -i PATH="$PATH" "$@" bash -c ". ./settings.sh; printf '%s' \"\${$variable}\"")
  if [[ $got == "$wanted" ]]; then
    passed=$((passed + 1))
  else
    failed=$((failed + 1))
    echo "FAIL: $variable with ${*:-defaults}: expected '$wanted', got '$got'"
  fi
}

expect DB_NAME seedpress
expect DB_USER seedpress
# A second stack on another database gets a user of its own: the first stack's keeps its password.
expect DB_USER seedpress_second DB_NAME=seedpress_second
expect DB_USER someone DB_NAME=seedpress_second DB_USER=someone
expect SEEDPRESS_PORT 8888
expect SEEDPRESS_WORKER_PORT 8960 SEEDPRESS_WORKER_PORT=8960
expect SEEDPRESS_LICENSE_PORT 8890
expect SEEDPRESS_LICENSE_PORT 8961 SEEDPRESS_WORKER_PORT=8960
expect SEEDPRESS_LICENSE_PORT 7000 SEEDPRESS_LICENSE_PORT=7000
expect SEEDPRESS_FILES_PORT 8891
expect SEEDPRESS_FILES_PORT 8962 SEEDPRESS_WORKER_PORT=8960

echo "$passed passed, $failed failed"
((failed == 0))
