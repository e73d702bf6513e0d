#!/usr/bin/env bash
# `make up`: brings up the local SeedPress stack on a Debian/Ubuntu machine, as root, without
# Docker, systemd or network beyond the Debian mirror and the npm registry:
#   MariaDB on loopback -> WordPress (Debian's package, copied to .seedpress/wordpress) installed
#   with the plugin active -> served by `php -S` -> the worker (node) -> .seedpress/stack.env.
# Idempotent: a second run only checks, restarts the worker and prints the summary (a few seconds).
#
# Settings (environment, all optional):
#   SEEDPRESS_PORT (8888)          site: http://127.0.0.1:$SEEDPRESS_PORT
#   SEEDPRESS_WORKER_PORT (8889)   worker: http://127.0.0.1:$SEEDPRESS_WORKER_PORT
#   SEEDPRESS_LICENSE_PORT (worker port + 1)  the license server stand-in (tests/license-server)
#   SEEDPRESS_FILES_PORT (worker port + 2)    where tests serve files for upload-url (the worker may fetch from it)
#   SEEDPRESS_LICENSE_KEY          the dev key activated on the site (default: the previous run's, else new)
#   SEEDPRESS_WP (trixie)          trixie: current WordPress 6.8 from Debian 13 (downloaded once)
#                                  bookworm: the installed Debian 12 package, 6.1 (oldest supported)
#   SEEDPRESS_EDITION (full)       default written into wp-config.php (full|lite)
#   SEEDPRESS_IMAGE_BUILD (native) wasm: the worker may load no native addon, so the image library
#                                  runs its WebAssembly build, as where the zip has no native one
#   SEEDPRESS_RESET=1              drop the site's database and install afresh (new fresh dump)
#   DB_HOST (127.0.0.1), DB_PORT (3306), DB_NAME (seedpress), DB_USER (= DB_NAME), DB_PASSWORD
#   SEEDPRESS_DB_SOCKET            socket for root admin steps (default: the one of the server we
#                                  start for DB_PORT, else /run/mysqld/mysqld.sock)
#   SEEDPRESS_DB_DATADIR           datadir when we start MariaDB ourselves (default /var/lib/mysql
#                                  for port 3306, .seedpress/mysql-$DB_PORT otherwise)
#   SEEDPRESS_DEBIAN_MIRROR        mirror for the trixie download (default: this machine's)
set -euo pipefail

# shellcheck source=tests/stack/lib.sh
. "$(dirname "${BASH_SOURCE[0]}")/lib.sh"
cd "$REPO_ROOT"

# ---- settings -----------------------------------------------------------------------------------
# shellcheck source=tests/stack/settings.sh
. "$(dirname "${BASH_SOURCE[0]}")/settings.sh"
SITE_URL="http://127.0.0.1:$SEEDPRESS_PORT"
WORKER_URL="http://127.0.0.1:$SEEDPRESS_WORKER_PORT"
LICENSE_URL="http://127.0.0.1:$SEEDPRESS_LICENSE_PORT"
FILES_URL="http://127.0.0.1:$SEEDPRESS_FILES_PORT"
PACKAGES=(mariadb-server mariadb-client php-cli php-mysql php-gd php-curl php-xml php-mbstring
  php-zip php-intl wordpress wordpress-theme-twentytwentythree curl)
# What Debian trixie's wordpress needs beside itself (its links point into these packages).
TRIXIE_DEBS=(wordpress libjs-cropper libjs-lodash libjs-underscore php-getid3
  wordpress-theme-twentytwentyfive)

check_settings() {
  local v
  for v in SEEDPRESS_PORT SEEDPRESS_WORKER_PORT SEEDPRESS_LICENSE_PORT SEEDPRESS_FILES_PORT DB_PORT; do
    [[ ${!v} =~ ^[0-9]+$ ]] || die "$v must be a port number, got '${!v}'"
  done
  for v in DB_NAME DB_USER; do
    [[ ${!v} =~ ^[A-Za-z0-9_]+$ ]] || die "$v may only hold letters, digits and _, got '${!v}'"
  done
  [[ $SEEDPRESS_EDITION == full || $SEEDPRESS_EDITION == lite ]] ||
    die "SEEDPRESS_EDITION must be full or lite, got '$SEEDPRESS_EDITION'"
  [[ $SEEDPRESS_IMAGE_BUILD == native || $SEEDPRESS_IMAGE_BUILD == wasm ]] ||
    die "SEEDPRESS_IMAGE_BUILD must be native or wasm, got '$SEEDPRESS_IMAGE_BUILD'"
  [[ $SEEDPRESS_WP == trixie || $SEEDPRESS_WP == bookworm ]] ||
    die "SEEDPRESS_WP must be trixie (WordPress 6.8, default) or bookworm (6.1), got '$SEEDPRESS_WP'"
  # For PHP's mysqli "localhost" means the Unix socket and ignores the port; we want TCP.
  [[ $DB_HOST == localhost ]] && DB_HOST=127.0.0.1
  return 0
}

# Secrets survive runs in stack.env (the environment wins, then the previous run, then new).
load_secrets() {
  DB_PASSWORD=${DB_PASSWORD:-$(previous_value DB_PASSWORD)}
  DB_PASSWORD=${DB_PASSWORD:-$(rand_hex 16)}
  SEEDPRESS_WORKER_SECRET=${SEEDPRESS_WORKER_SECRET:-$(previous_value SEEDPRESS_WORKER_SECRET)}
  SEEDPRESS_WORKER_SECRET=${SEEDPRESS_WORKER_SECRET:-$(rand_hex 24)}
  SEEDPRESS_LICENSE_KEY=${SEEDPRESS_LICENSE_KEY:-$(previous_value SEEDPRESS_LICENSE_KEY)}
  SEEDPRESS_LICENSE_KEY=${SEEDPRESS_LICENSE_KEY:-$(rand_license_key)}
  ADMIN_PASSWORD=$(previous_value SEEDPRESS_ADMIN_PASSWORD)
  ADMIN_PASSWORD=${ADMIN_PASSWORD:-$(rand_hex 12)}
  EDITOR_PASSWORD=$(previous_value SEEDPRESS_EDITOR_PASSWORD)
  EDITOR_PASSWORD=${EDITOR_PASSWORD:-$(rand_hex 12)}
  # Checked (and replaced if no longer valid) by install-wordpress.php.
  ADMIN_APP_PASSWORD=$(previous_value SEEDPRESS_ADMIN_APP_PASSWORD)
  EDITOR_APP_PASSWORD=$(previous_value SEEDPRESS_EDITOR_APP_PASSWORD)
}

# ---- packages -----------------------------------------------------------------------------------
is_installed() { [[ $(dpkg-query -W -f='${db:Status-Status}' "$1" 2>/dev/null) == installed ]]; }

ensure_packages() {
  local missing=() p
  for p in "${PACKAGES[@]}"; do is_installed "$p" || missing+=("$p"); done
  [[ ${#missing[@]} -eq 0 ]] && return 0
  [[ $EUID -eq 0 ]] || die "Debian packages missing (${missing[*]}); run as root to install them"
  say "Installing Debian packages: ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -q
  apt-get install -y -q --no-install-recommends "${missing[@]}"
}

ensure_node_modules() {
  command -v node >/dev/null || die "Node.js 20 (>= 20.19) is required; install it first (Debian 12's nodejs is too old)"
  node -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>20||(a===20&&b>=19)?0:1)' ||
    die "Node.js >= 20.19 is required, found $(node --version)"
  # npm records what it installed in node_modules/.package-lock.json.
  if [[ ! -f node_modules/.package-lock.json || package-lock.json -nt node_modules/.package-lock.json ]]; then
    say "Installing npm dependencies"
    # Not `npm ci`: the registry here lacks the other platforms' optional binaries (e.g. jest's
    # unrs-resolver bindings), so the lock file cannot list them and `npm ci` refuses it.
    npm install --no-audit --no-fund
  fi
}

# ---- WordPress source tree ----------------------------------------------------------------------
# The mirror this machine already uses for Debian (deb822 first, then one-line sources).
debian_mirror() {
  local m=${SEEDPRESS_DEBIAN_MIRROR:-}
  [[ -n $m ]] || m=$(awk '/^URIs:/ && $2 ~ /debian/ && $2 !~ /security/ {print $2; exit}' \
    /etc/apt/sources.list.d/*.sources 2>/dev/null || true)
  [[ -n $m ]] || m=$(awk '$1 == "deb" && !/security/ { for (i = 2; i <= NF; i++) if ($i ~ /^(https?|ftp):\/\/.*debian/) { print $i; exit } }' \
    /etc/apt/sources.list /etc/apt/sources.list.d/*.list 2>/dev/null || true)
  printf '%s' "${m:-http://deb.debian.org/debian}"
}

# Downloads trixie's WordPress once into .seedpress/cache/trixie with a private apt configuration
# (own sources.list, lists and cache dirs): the system's apt setup is neither read nor changed.
fetch_trixie_wordpress() {
  local base="$CACHE_DIR/trixie" log="$LOG_DIR/trixie-download.log" d
  local root="$base/root" apt_dir="$base/apt" debs="$base/debs"
  [[ -f $root/usr/share/wordpress/wp-includes/version.php ]] && return 0

  say "Downloading WordPress from Debian trixie (once; cached in ${CACHE_DIR#"$REPO_ROOT"/})"
  rm -rf "$base"
  mkdir -p "$apt_dir/lists/partial" "$apt_dir/cache/archives/partial" "$debs" "$LOG_DIR"
  echo "deb $(debian_mirror) trixie main" >"$apt_dir/sources.list"
  local opts=(-q
    -o "Dir::Etc::SourceList=$apt_dir/sources.list" -o Dir::Etc::SourceParts=/dev/null
    -o "Dir::State::Lists=$apt_dir/lists" -o "Dir::Cache=$apt_dir/cache"
    -o Dir::Etc::Preferences=/dev/null -o Dir::Etc::PreferencesParts=/dev/null
    -o Dir::State::status=/dev/null # never fall back to the installed (bookworm) versions
    -o APT::Update::Error-Mode=any  # an unreachable mirror is an error, not a warning
    -o APT::Sandbox::User=root)     # the cache dir is root's; avoids the _apt sandbox warning
  if ! { apt-get "${opts[@]}" update && (cd "$debs" && apt-get "${opts[@]}" download "${TRIXIE_DEBS[@]}"); } >"$log" 2>&1; then
    tail -n 15 "$log" >&2
    rm -rf "$base"
    die "Could not download WordPress 6.8 from Debian trixie (log: ${log#"$REPO_ROOT"/}). Without access to a Debian mirror, use the installed Debian 12 WordPress 6.1 instead: SEEDPRESS_WP=bookworm make up"
  fi
  mkdir -p "$base/root.tmp"
  for d in "$debs"/*.deb; do dpkg -x "$d" "$base/root.tmp"; done
  mv "$base/root.tmp" "$root" # only a complete extraction counts as cached
}

# Sets WP_SRC (tree to copy), WP_VERSION and WP_SOURCE_ID (what the site tree was made from).
select_wordpress_source() {
  if [[ $SEEDPRESS_WP == bookworm ]]; then
    WP_SRC=/usr/share/wordpress
  else
    fetch_trixie_wordpress
    WP_SRC="$CACHE_DIR/trixie/root/usr/share/wordpress"
  fi
  WP_VERSION=$(sed -n "s/^\$wp_version = '\(.*\)';/\1/p" "$WP_SRC/wp-includes/version.php")
  [[ -n $WP_VERSION ]] || die "Cannot read the WordPress version from $WP_SRC"
  WP_SOURCE_ID="$SEEDPRESS_WP $WP_VERSION"
}

# ---- MariaDB ------------------------------------------------------------------------------------
# The server we would start for DB_PORT: the system's datadir and socket for 3306 (as Debian's own
# service would), a private datadir and socket for any other port (e.g. a second server for tests).
server_datadir() {
  if [[ -n ${SEEDPRESS_DB_DATADIR:-} ]]; then printf '%s' "$SEEDPRESS_DB_DATADIR"
  elif [[ $DB_PORT == 3306 ]]; then printf '/var/lib/mysql'
  else printf '%s' "$STATE_DIR/mysql-$DB_PORT"; fi
}
server_socket() {
  if [[ $DB_PORT == 3306 ]]; then printf '/run/mysqld/mysqld.sock'
  else printf '/run/mysqld/seedpress-%s.sock' "$DB_PORT"; fi # short: sockets paths max ~107 chars
}

db_root() { mariadb --socket="$ADMIN_SOCKET" -uroot "$@"; }

start_mariadb() {
  local datadir socket pid i
  datadir=$(server_datadir)
  socket=$(server_socket)
  [[ $DB_HOST == 127.0.0.1 ]] ||
    die "Nothing answers on $DB_HOST:$DB_PORT, and only a loopback server can be started here (DB_HOST=127.0.0.1)"
  [[ $EUID -eq 0 ]] || die "Nothing answers on $DB_HOST:$DB_PORT; run as root so a MariaDB server can be started"
  # A server on that socket without TCP would hold the datadir's locks: starting another one would
  # hang on InnoDB's lock retries.
  if [[ -S $socket ]] && mariadb-admin --socket="$socket" -uroot ping >/dev/null 2>&1; then
    die "A MariaDB server answers on $socket but not on $DB_HOST:$DB_PORT (networking off?). Enable TCP on it, or choose another DB_PORT"
  fi
  mkdir -p /run/mysqld "$LOG_DIR"
  chown mysql:mysql /run/mysqld
  if [[ ! -d $datadir/mysql ]]; then
    say "Creating a MariaDB data directory in $datadir"
    mkdir -p "$datadir"
    chown mysql:mysql "$datadir"
    mariadb-install-db --no-defaults --user=mysql --datadir="$datadir" \
      --auth-root-authentication-method=socket --skip-test-db >>"$LOG_DIR/mariadb.log" 2>&1 ||
      { tail -n 20 "$LOG_DIR/mariadb.log" >&2; die "mariadb-install-db failed"; }
  fi
  say "Starting MariaDB on $DB_HOST:$DB_PORT (datadir $datadir)"
  # --no-defaults: only these settings, whatever /etc/mysql says (its pid-file and socket would
  # clash with a second server).
  start_detached mariadb mariadbd --no-defaults --user=mysql --datadir="$datadir" \
    --socket="$socket" --port="$DB_PORT" --bind-address=127.0.0.1 \
    --pid-file="$datadir/seedpress-mariadbd.pid" \
    --character-set-server=utf8mb4 --collation-server=utf8mb4_unicode_ci
  pid=$(<"$PID_DIR/mariadb.pid")
  for ((i = 0; i < 300; i++)); do
    if mariadb-admin --socket="$socket" -uroot ping >/dev/null 2>&1 && port_open "$DB_HOST" "$DB_PORT"; then
      return 0
    fi
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.1
  done
  tail -n 30 "$LOG_DIR/mariadb.log" >&2
  die "MariaDB did not come up on $DB_HOST:$DB_PORT (log: ${LOG_DIR#"$REPO_ROOT"/}/mariadb.log)"
}

ensure_mariadb() {
  if port_open "$DB_HOST" "$DB_PORT"; then
    if recorded_pid mariadb mariadbd >/dev/null; then
      say "MariaDB (started by us) answers on $DB_HOST:$DB_PORT"
    else
      say "Using the MariaDB server that answers on $DB_HOST:$DB_PORT"
    fi
  else
    stop_recorded mariadb mariadbd 30 # one of ours that is alive but not listening is stuck
    start_mariadb
  fi
  ADMIN_SOCKET=${SEEDPRESS_DB_SOCKET:-$(server_socket)}
  [[ -S $ADMIN_SOCKET ]] || ADMIN_SOCKET=/run/mysqld/mysqld.sock
  # Root over a socket could reach a different server than the one on DB_PORT: make sure it doesn't.
  local port
  port=$(db_root -N -e 'SELECT @@port' 2>&1) ||
    die "Cannot log in as MariaDB root over $ADMIN_SOCKET: $port (set SEEDPRESS_DB_SOCKET)"
  [[ $port == "$DB_PORT" ]] ||
    die "Root over $ADMIN_SOCKET reaches the server on port $port, not DB_PORT=$DB_PORT; set SEEDPRESS_DB_SOCKET to that server's socket"
}

# Site database and a user that may also create the integration tests' seedpress_t_* databases.
ensure_database_and_user() {
  local grants="GRANT ALL PRIVILEGES ON \`seedpress%\`.*" host sql=""
  sql+="CREATE DATABASE IF NOT EXISTS \`$DB_NAME\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;"
  for host in 127.0.0.1 localhost; do
    sql+="CREATE USER IF NOT EXISTS '$DB_USER'@'$host' IDENTIFIED BY '$DB_PASSWORD';"
    sql+="ALTER USER '$DB_USER'@'$host' IDENTIFIED BY '$DB_PASSWORD';" # keeps stack.env right
    sql+="$grants TO '$DB_USER'@'$host';"
    sql+="GRANT ALL PRIVILEGES ON \`$DB_NAME\`.* TO '$DB_USER'@'$host';"
    # make bench waits for InnoDB's purge backlog (information_schema.INNODB_METRICS) between runs.
    sql+="GRANT PROCESS ON *.* TO '$DB_USER'@'$host';"
  done
  db_root -e "$sql"
}

# ---- WordPress site -----------------------------------------------------------------------------
# Copies WP_SRC to .seedpress/wordpress unless the tree there was made from the same source.
# Sets NEW_SITE=1 when it (re)creates the tree: a new tree always gets a new database.
ensure_site_tree() {
  local marker="$WP_DIR/.seedpress-source" skip
  NEW_SITE=0
  if [[ -f $marker && $(<"$marker") == "$WP_SOURCE_ID" ]]; then
    return 0
  fi
  [[ -f $marker ]] && say "Replacing the site's WordPress ($(<"$marker")) by $WP_SOURCE_ID"
  say "Copying WordPress $WP_VERSION ($SEEDPRESS_WP) to ${WP_DIR#"$REPO_ROOT"/}"
  rm -rf "$WP_DIR" "$WP_DIR.tmp"
  mkdir -p "$WP_DIR.tmp"
  # Dereference Debian's links (relative ones would dangle in the copy), but skip links that
  # already dangle (e.g. .htaccess -> /etc/wordpress/htaccess), which would fail the copy.
  skip=$(mktemp)
  (cd "$WP_SRC" && find . -xtype l) >"$skip"
  tar -C "$WP_SRC" --dereference --exclude-from="$skip" -cf - . | tar -C "$WP_DIR.tmp" -xf -
  rm -f "$skip" "$WP_DIR.tmp/wp-config.php" "$WP_DIR.tmp/.htaccess" # Debian's config; Apache's rules
  echo "$WP_SOURCE_ID" >"$WP_DIR.tmp/.seedpress-source"
  mv "$WP_DIR.tmp" "$WP_DIR"
  NEW_SITE=1
}

link_plugin() {
  # Relative, so the link survives moving the repository.
  ln -sfn ../../../../plugin "$WP_DIR/wp-content/plugins/seedpress"
  [[ -f plugin/seedpress.php ]] || die "plugin/seedpress.php is missing: nothing to activate"
}

# One define() per salt: reuse the previous wp-config's (logins and nonces stay valid), else new.
salt_lines() {
  local name old="$WP_DIR/wp-config.php"
  for name in AUTH_KEY SECURE_AUTH_KEY LOGGED_IN_KEY NONCE_KEY AUTH_SALT SECURE_AUTH_SALT LOGGED_IN_SALT NONCE_SALT; do
    grep -E "^define\( '$name', '[0-9a-f]{64}' \);$" "$old" 2>/dev/null ||
      printf "define( '%s', '%s' );\n" "$name" "$(rand_hex 32)"
  done
}

write_wp_config() {
  local salts
  salts=$(salt_lines)
  mkdir -p "$LOG_DIR"
  cat >"$WP_DIR/wp-config.php.tmp" <<PHP
<?php
// Written by tests/stack/up.sh on every run: change that script (or its environment), not this file.
define( 'DB_NAME', '$DB_NAME' );
define( 'DB_USER', '$DB_USER' );
define( 'DB_PASSWORD', '$DB_PASSWORD' );
define( 'DB_HOST', '$DB_HOST:$DB_PORT' );
define( 'DB_CHARSET', 'utf8mb4' );
define( 'DB_COLLATE', '' );

$salts

\$table_prefix = '$DB_PREFIX';

// 'local' lets application passwords work over plain http.
define( 'WP_ENVIRONMENT_TYPE', 'local' );
define( 'WP_DEBUG', true );
define( 'WP_DEBUG_LOG', '$LOG_DIR/wp-debug.log' );
// Notices printed into responses would corrupt the REST API's JSON.
define( 'WP_DEBUG_DISPLAY', false );
// No loopback HTTP requests for cron, no update attempts.
define( 'DISABLE_WP_CRON', true );
define( 'AUTOMATIC_UPDATER_DISABLED', true );
define( 'FS_METHOD', 'direct' );
define( 'WP_HOME', '$SITE_URL' );
define( 'WP_SITEURL', '$SITE_URL' );

// SeedPress (contract): each may be overridden by the same-named environment variable, so tests
// can run a second php -S with another edition or worker against this site.
define( 'SEEDPRESS_WORKER_URL', getenv( 'SEEDPRESS_WORKER_URL' ) ?: '$WORKER_URL' );
define( 'SEEDPRESS_WORKER_SECRET', getenv( 'SEEDPRESS_WORKER_SECRET' ) ?: '$SEEDPRESS_WORKER_SECRET' );
define( 'SEEDPRESS_EDITION', getenv( 'SEEDPRESS_EDITION' ) ?: '$SEEDPRESS_EDITION' );

if ( ! defined( 'ABSPATH' ) ) {
	define( 'ABSPATH', __DIR__ . '/' );
}
require_once ABSPATH . 'wp-settings.php';
PHP
  mv "$WP_DIR/wp-config.php.tmp" "$WP_DIR/wp-config.php"
}

# Runs install-wordpress.php. The SEEDPRESS_* constants must come from wp-config.php here, not from
# whatever the caller's shell exports, hence env -u.
run_installer() {
  env -u SEEDPRESS_WORKER_URL -u SEEDPRESS_WORKER_SECRET -u SEEDPRESS_EDITION \
    SEEDPRESS_WP_PATH="$WP_DIR" SEEDPRESS_URL="$SITE_URL" \
    SEEDPRESS_ADMIN_PASSWORD="$ADMIN_PASSWORD" SEEDPRESS_EDITOR_PASSWORD="$EDITOR_PASSWORD" \
    SEEDPRESS_ADMIN_APP_PASSWORD="$ADMIN_APP_PASSWORD" SEEDPRESS_EDITOR_APP_PASSWORD="$EDITOR_APP_PASSWORD" \
    php -d display_errors=stderr "$STACK_DIR/install-wordpress.php" "$1"
}

site_installed() {
  [[ -n $(db_root -N -e "SELECT option_value FROM \`$DB_NAME\`.${DB_PREFIX}options WHERE option_name = 'siteurl'" 2>/dev/null) ]]
}

reset_database() {
  local tables
  tables=$(db_root -N -e "SELECT COUNT(*) FROM information_schema.tables WHERE table_schema = '$DB_NAME'")
  # Never drop a database that is not ours by name (DB_NAME may point anywhere).
  if [[ $tables != 0 && $DB_NAME != seedpress* ]]; then
    die "Database $DB_NAME is not empty and not named seedpress*; refusing to drop it. Empty it yourself or use another DB_NAME"
  fi
  db_root -e "DROP DATABASE IF EXISTS \`$DB_NAME\`; CREATE DATABASE \`$DB_NAME\` CHARACTER SET utf8mb4 COLLATE utf8mb4_unicode_ci;"
}

# mariadb-dump right after install + activation (contract). The first line, MariaDB's "sandbox
# mode" marker, is dropped: clients other than a recent `mariadb` choke on its backslash.
dump_fresh_database() {
  mariadb-dump --socket="$ADMIN_SOCKET" -uroot --skip-add-locks --single-transaction \
    --skip-dump-date --default-character-set=utf8mb4 "$DB_NAME" |
    sed '1{/enable the sandbox mode/d}' >"$FRESH_DUMP.tmp"
  mv "$FRESH_DUMP.tmp" "$FRESH_DUMP"
}

# Installs into an empty database when there is no complete installation (site + its fresh dump).
ensure_installed() {
  if [[ $NEW_SITE == 0 && ${SEEDPRESS_RESET:-0} != 1 && -f $FRESH_DUMP ]] && site_installed; then
    return 0
  fi
  say "Installing WordPress $WP_VERSION into database $DB_NAME"
  rm -f "$FRESH_DUMP"
  reset_database
  run_installer install
  dump_fresh_database
}

# Users, application passwords and plugin activation, on every run (cheap, repairs drift).
ensure_users() {
  local out key value
  out=$(run_installer users) || die "Preparing users failed (see above)"
  while IFS='=' read -r key value; do
    case $key in
      SEEDPRESS_ADMIN_APP_PASSWORD) ADMIN_APP_PASSWORD=$value ;;
      SEEDPRESS_EDITOR_APP_PASSWORD) EDITOR_APP_PASSWORD=$value ;;
    esac
  done < <(grep -E '^SEEDPRESS_[A-Z_]+=[A-Za-z0-9.]+$' <<<"$out")
  [[ -n $ADMIN_APP_PASSWORD && -n $EDITOR_APP_PASSWORD ]] ||
    die "install-wordpress.php printed no application passwords: $out"
}

# KEY='value' lines from KEY VALUE pairs; a ' inside a value is written as '\'' (shell quoting).
print_assignments() {
  local q="'" eq="'\\''"
  while (($# >= 2)); do
    printf "%s='%s'\n" "$1" "${2//$q/$eq}"
    shift 2
  done
}

write_stack_env() {
  local tmp="$STACK_ENV.tmp"
  (
    umask 077 # passwords inside
    {
      echo "# Written by tests/stack/up.sh; source it: . .seedpress/stack.env"
      print_assignments \
        SEEDPRESS_URL "$SITE_URL" \
        SEEDPRESS_API "$SITE_URL/wp-json/seedpress/v1" \
        SEEDPRESS_ADMIN_USER admin \
        SEEDPRESS_ADMIN_PASSWORD "$ADMIN_PASSWORD" \
        SEEDPRESS_ADMIN_APP_PASSWORD "$ADMIN_APP_PASSWORD" \
        SEEDPRESS_EDITOR_USER editor \
        SEEDPRESS_EDITOR_PASSWORD "$EDITOR_PASSWORD" \
        SEEDPRESS_EDITOR_APP_PASSWORD "$EDITOR_APP_PASSWORD" \
        SEEDPRESS_WORKER_URL "$WORKER_URL" \
        SEEDPRESS_WORKER_PORT "$SEEDPRESS_WORKER_PORT" \
        SEEDPRESS_WORKER_SECRET "$SEEDPRESS_WORKER_SECRET" \
        SEEDPRESS_LICENSE_API "$LICENSE_URL" \
        SEEDPRESS_LICENSE_KEY "$SEEDPRESS_LICENSE_KEY" \
        SEEDPRESS_FILES_URL "$FILES_URL" \
        SEEDPRESS_PORT "$SEEDPRESS_PORT" \
        SEEDPRESS_WP_PATH "$WP_DIR" \
        SEEDPRESS_WP_VERSION "$WP_VERSION" \
        SEEDPRESS_FRESH_DUMP "$FRESH_DUMP" \
        DB_HOST "$DB_HOST" \
        DB_PORT "$DB_PORT" \
        DB_NAME "$DB_NAME" \
        DB_USER "$DB_USER" \
        DB_PASSWORD "$DB_PASSWORD" \
        DB_PREFIX "$DB_PREFIX"
    } >"$tmp"
  )
  mv "$tmp" "$STACK_ENV"
}

# ---- servers ------------------------------------------------------------------------------------
# Waits up to $1 seconds for URL $2 to answer 2xx while the service $3 is alive. Connection
# refused means "not yet"; any HTTP error status fails at once. On failure prints its log's end.
wait_for_url() {
  local timeout=$1 url=$2 name=$3 pid i code=000
  pid=$(<"$PID_DIR/$name.pid")
  for ((i = 0; i < timeout * 5; i++)); do
    code=$(curl -sS -o /dev/null -w '%{http_code}' --max-time 10 "$url" 2>/dev/null) || code=000
    [[ $code == 2* ]] && return 0
    [[ $code == 000 ]] || break
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.2
  done
  echo "--- last lines of ${LOG_DIR#"$REPO_ROOT"/}/$name.log:" >&2
  tail -n 30 "$LOG_DIR/$name.log" >&2
  if [[ $name == php && -f $LOG_DIR/wp-debug.log ]]; then
    echo "--- last lines of ${LOG_DIR#"$REPO_ROOT"/}/wp-debug.log:" >&2
    tail -n 10 "$LOG_DIR/wp-debug.log" >&2
  fi
  die "$name did not answer $url with success within ${timeout}s (last HTTP status: $code)"
}

# Started only when not running: requests in flight (e.g. a test run) are not cut off.
ensure_php_server() {
  local pid
  if pid=$(recorded_pid php "-S 127.0.0.1:$SEEDPRESS_PORT "); then
    say "PHP already serves $SITE_URL (pid $pid)"
    return 0
  fi
  stop_recorded php "-S 127.0.0.1:" 5 # ours, but on another port: SEEDPRESS_PORT changed
  port_open 127.0.0.1 "$SEEDPRESS_PORT" &&
    die "Port $SEEDPRESS_PORT is taken by a program not started by make up; stop it or set SEEDPRESS_PORT"
  say "Starting PHP on $SITE_URL"
  # output_buffering=0: streamed responses reach the client as they are written.
  start_detached php env -u SEEDPRESS_WORKER_URL -u SEEDPRESS_WORKER_SECRET -u SEEDPRESS_EDITION \
    PHP_CLI_SERVER_WORKERS=4 \
    php -d upload_max_filesize=64M -d post_max_size=64M -d output_buffering=0 \
    -S "127.0.0.1:$SEEDPRESS_PORT" -t "$WP_DIR" "$STACK_DIR/router.php"
  wait_for_url 20 "$SITE_URL/wp-json/" php
}

# The admin screens (plugin/admin/, core's @wordpress/scripts) have their own package.json: a
# webpack/Babel toolchain kept apart from the worker's ESM, TypeScript and jest setup.
build_admin() {
  if [[ ! -f plugin/admin/node_modules/.package-lock.json || plugin/admin/package-lock.json -nt plugin/admin/node_modules/.package-lock.json ]]; then
    say "Installing the admin screens' npm dependencies"
    npm --prefix plugin/admin install --no-audit --no-fund
  fi
  say "Building the admin screens (plugin/admin)"
  npm --prefix plugin/admin run --silent build >"$LOG_DIR/admin-build.log" 2>&1 ||
    { tail -n 30 "$LOG_DIR/admin-build.log" >&2; die "Building the admin screens failed (log: ${LOG_DIR#"$REPO_ROOT"/}/admin-build.log)"; }
}

build_worker() {
  say "Building the worker (npm run build)"
  npm run --silent build
}

# Always restarted, so a rebuilt worker is what answers.
restart_worker() {
  stop_recorded worker "worker/dist/server.js" 10
  port_open 127.0.0.1 "$SEEDPRESS_WORKER_PORT" &&
    die "Port $SEEDPRESS_WORKER_PORT is taken by a program not started by make up (a worker started by hand?); stop it or set SEEDPRESS_WORKER_PORT"
  say "Starting the worker on $WORKER_URL"
  # On two cores or fewer the worker shares them with MariaDB and PHP, and V8's parallel and
  # concurrent GC threads only compete with those: one GC thread made runs 3-9 % faster (make bench).
  local node_flags=()
  if (($(nproc) <= 2)); then node_flags=(--single-threaded-gc); fi
  # A run keeps ~60 MB alive on the request thread; without a limit V8 let the heap grow to ~200 MB
  # between major collections (RSS 300-420 MB over 60 runs of 500 posts); with it RSS stays at
  # 230-245 MB (make bench reports it).
  node_flags+=(--max-old-space-size=192)
  # V8 grows each of the young generation's two semi-spaces to 16 MB under a run's allocation and
  # keeps them: 32 MB of the idle worker's RSS. At 4 MB the idle worker is about 20 MB smaller
  # and 500-post runs take about as long. gc(): the worker collects once after work, when idle
  # (worker/src/platform/idle-collection.ts); V8 alone would keep a run's garbage for minutes.
  node_flags+=(--max-semi-space-size=4 --expose-gc)
  if [[ $SEEDPRESS_IMAGE_BUILD == wasm ]]; then node_flags+=(--no-addons); fi
  # glibc's allocator as the plugin's own worker gets it (plugin/src/worker/worker-environment.php):
  # without it media runs leave ~100 MB of freed image buffers in the process (make bench's peak RSS),
  # and with blocks mapped only from 128 KiB up some 35 MB more after a run (make bench's RSS 10 s after it).
  start_detached worker env MALLOC_ARENA_MAX=2 MALLOC_MMAP_THRESHOLD_=8192 \
    SEEDPRESS_WORKER_PORT="$SEEDPRESS_WORKER_PORT" SEEDPRESS_WORKER_SECRET="$SEEDPRESS_WORKER_SECRET" \
    DB_HOST="$DB_HOST" DB_PORT="$DB_PORT" DB_NAME="$DB_NAME" DB_USER="$DB_USER" \
    DB_PASSWORD="$DB_PASSWORD" DB_PREFIX="$DB_PREFIX" SEEDPRESS_LOG_LEVEL="$SEEDPRESS_LOG_LEVEL" \
    SEEDPRESS_LICENSE_API="$LICENSE_URL" SEEDPRESS_UNSAFE_TEST_ORIGINS="$FILES_URL" \
    node "${node_flags[@]}" "$REPO_ROOT/worker/dist/server.js"
  wait_for_url 30 "$WORKER_URL/healthz" worker
}

# The stand-in forgets its activations when it restarts: the dev key is activated again on every
# run (the worker confirms a seat it still holds instead of taking another).
restart_license_server() {
  npx tsc -p tests/license-server/tsconfig.json
  stop_recorded license "license-server/main.js" 10
  port_open 127.0.0.1 "$SEEDPRESS_LICENSE_PORT" &&
    die "Port $SEEDPRESS_LICENSE_PORT is taken by a program not started by make up; stop it or set SEEDPRESS_LICENSE_PORT"
  say "Starting the license server stand-in on $LICENSE_URL"
  start_detached license env SEEDPRESS_LICENSE_PORT="$SEEDPRESS_LICENSE_PORT" SEEDPRESS_LICENSE_KEY="$SEEDPRESS_LICENSE_KEY" \
    node "$STATE_DIR/license-server/main.js"
  wait_for_url 10 "$LICENSE_URL/healthz" license
}

# Keeps the dev site (and so every test) licensed. The key goes in on stdin, not on a command line.
activate_dev_license() {
  [[ $SEEDPRESS_EDITION == full ]] || return 0
  local answer
  answer=$(curl -sS --max-time 60 -u "admin:$ADMIN_APP_PASSWORD" -H 'Content-Type: application/json' --data @- \
    "$SITE_URL/wp-json/seedpress/v1/license/activate" <<<"{\"license_key\":\"$SEEDPRESS_LICENSE_KEY\"}") ||
    die "Activating the dev license failed: no answer from $SITE_URL"
  [[ $answer == *'"success":true'* ]] || die "Activating the dev license failed: $answer"
  say "Dev license active (SEEDPRESS_LICENSE_KEY in ${STACK_ENV#"$REPO_ROOT"/})"
}

print_summary() {
  cat <<EOF

SeedPress is up (WordPress $WP_VERSION, $SEEDPRESS_EDITION edition).
  Site:      $SITE_URL/
  Admin:     $SITE_URL/wp-admin/
  admin:     password $ADMIN_PASSWORD   application password $ADMIN_APP_PASSWORD
  editor:    password $EDITOR_PASSWORD   application password $EDITOR_APP_PASSWORD
  Worker:    $WORKER_URL
  Settings:  ${STACK_ENV#"$REPO_ROOT"/} (. it in a shell)   Logs: ${LOG_DIR#"$REPO_ROOT"/}/   Stop: make down
Try:
  curl -u "admin:$ADMIN_APP_PASSWORD" "$SITE_URL/wp-json/seedpress/v1/languages"
EOF
}

main() {
  check_settings
  mkdir -p "$STATE_DIR" "$PID_DIR" "$LOG_DIR" "$CACHE_DIR"
  exec 9>"$STATE_DIR/up.lock" # two concurrent runs would race on the database and the pid files
  flock -w 600 9 || die "another tests/stack/up.sh is still running"
  load_secrets
  ensure_packages
  ensure_node_modules
  select_wordpress_source
  ensure_mariadb
  ensure_database_and_user
  ensure_site_tree
  link_plugin
  write_wp_config
  ensure_installed
  ensure_users
  write_stack_env
  ensure_php_server
  restart_license_server
  build_worker
  build_admin
  restart_worker
  activate_dev_license
  print_summary
}

main "$@"
