# Shared settings and helpers for tests/stack/up.sh and tests/stack/down.sh (sourced, not run).
# shellcheck shell=bash disable=SC2034  # the variables below are used by the scripts sourcing this

REPO_ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
STACK_DIR="$REPO_ROOT/tests/stack"
STATE_DIR="$REPO_ROOT/.seedpress"      # git-ignored local state (contract: "Local state dir")
PID_DIR="$STATE_DIR/pids"
LOG_DIR="$STATE_DIR/logs"
CACHE_DIR="$STATE_DIR/cache"
WP_DIR="$STATE_DIR/wordpress"
STACK_ENV="$STATE_DIR/stack.env"
FRESH_DUMP="$STATE_DIR/fresh-wordpress.sql"

# Coloured prefix on a terminal, plain text in logs and CI.
_tag() { if [[ -t 2 ]]; then printf '\033[1;%sm%s\033[0m' "$1" "$2"; else printf '%s' "$2"; fi; }
say() { printf '%s %s\n' "$(_tag 34 '==>')" "$*"; }
warn() { printf '%s %s\n' "$(_tag 33 'warning:')" "$*" >&2; }
die() {
  printf '%s %s\n' "$(_tag 31 'error:')" "$*" >&2
  exit 1
}

# Random lowercase hex of $1 bytes (2*$1 characters). od + /dev/urandom: no openssl needed, and no
# `tr </dev/urandom | head` pipe that would die of SIGPIPE under pipefail.
rand_hex() { od -An -vtx1 -N"$1" /dev/urandom | tr -d ' \n'; }
# A license key in the spec's format: XXXX-XXXX-XXXX-XXXX.
rand_license_key() {
  local hex
  hex=$(rand_hex 8)
  hex=${hex^^}
  printf '%s-%s-%s-%s' "${hex:0:4}" "${hex:4:4}" "${hex:8:4}" "${hex:12:4}"
}

# Value of KEY in the previous run's stack.env, or empty. Read in a subshell so that the old file
# never overrides what the caller's environment says (e.g. a changed port).
previous_value() {
  [[ -f $STACK_ENV ]] || return 0
  # shellcheck disable=SC1090
  (set +u; . "$STACK_ENV"; printf '%s' "${!1-}")
}

# True when something accepts TCP connections on host $1 port $2.
port_open() { timeout 2 bash -c ": >/dev/tcp/$1/$2" 2>/dev/null; }

# PID recorded in .seedpress/pids/$1.pid, if that process is still alive AND still the program we
# started (its command line contains $2), so a recycled PID is never mistaken for ours.
recorded_pid() {
  local file="$PID_DIR/$1.pid" pid
  [[ -f $file ]] || return 1
  pid=$(<"$file")
  [[ $pid =~ ^[0-9]+$ ]] && kill -0 "$pid" 2>/dev/null || return 1
  tr '\0' ' ' <"/proc/$pid/cmdline" 2>/dev/null | grep -qF -- "$2" || return 1
  printf '%s' "$pid"
}

# Stops the process recorded as $1 (command line must contain $2): SIGTERM to its process group
# (php -S with PHP_CLI_SERVER_WORKERS forks workers; we start every service as a session leader
# with setsid, so the group is exactly that service), wait up to $3 seconds, then SIGKILL.
# Removes the pid file either way.
stop_recorded() {
  local name=$1 match=$2 grace=${3:-10} pid i
  if pid=$(recorded_pid "$name" "$match"); then
    say "Stopping $name (pid $pid)"
    kill -TERM -- "-$pid" 2>/dev/null || kill -TERM "$pid" 2>/dev/null || true
    for ((i = 0; i < grace * 10; i++)); do
      kill -0 "$pid" 2>/dev/null || break
      sleep 0.1
    done
    if kill -0 "$pid" 2>/dev/null; then
      warn "$name (pid $pid) did not stop within ${grace}s; sending SIGKILL"
      kill -KILL -- "-$pid" 2>/dev/null || kill -KILL "$pid" 2>/dev/null || true
    fi
  fi
  rm -f "$PID_DIR/$name.pid"
}

# Starts "$@" detached (own session, stdin from /dev/null, output appended to logs/$1.log) and
# records its PID in pids/$1.pid. The first argument is the service name, the rest the command.
# fd 9 (up.sh's lock) is closed for it: a long-lived server must not hold the lock.
start_detached() {
  local name=$1
  shift
  local arg shown=()
  for arg in "$@"; do # the log shows the command without its VAR=value settings (secrets)
    [[ $arg =~ ^[A-Z_][A-Z0-9_]*= ]] || shown+=("$arg")
  done
  mkdir -p "$PID_DIR" "$LOG_DIR"
  printf '\n--- %s: starting %s\n' "$(date -Is)" "${shown[*]}" >>"$LOG_DIR/$name.log"
  setsid nohup "$@" </dev/null >>"$LOG_DIR/$name.log" 2>&1 9>&- &
  echo $! >"$PID_DIR/$name.pid"
}
