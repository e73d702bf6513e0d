# make up's settings from its environment (see the header of up.sh), each with its default.
# Sourced by up.sh; tests/stack/settings.test.sh checks what it derives.
SEEDPRESS_PORT=${SEEDPRESS_PORT:-8888}
SEEDPRESS_WORKER_PORT=${SEEDPRESS_WORKER_PORT:-8889}
# Next to the worker's by default, so that two stacks on other port pairs do not meet.
SEEDPRESS_LICENSE_PORT=${SEEDPRESS_LICENSE_PORT:-$((SEEDPRESS_WORKER_PORT + 1))}
# Where end-to-end tests serve files for POST /media/upload-url: the one loopback origin the
# stack's worker may fetch from (SEEDPRESS_UNSAFE_TEST_ORIGINS); nothing listens there otherwise.
SEEDPRESS_FILES_PORT=${SEEDPRESS_FILES_PORT:-$((SEEDPRESS_WORKER_PORT + 2))}
SEEDPRESS_WP=${SEEDPRESS_WP:-trixie}
SEEDPRESS_EDITION=${SEEDPRESS_EDITION:-full}
SEEDPRESS_LOG_LEVEL=${SEEDPRESS_LOG_LEVEL:-info}
SEEDPRESS_IMAGE_BUILD=${SEEDPRESS_IMAGE_BUILD:-native}
DB_HOST=${DB_HOST:-127.0.0.1}
DB_PORT=${DB_PORT:-3306}
DB_NAME=${DB_NAME:-seedpress}
# One user per site database: a second stack (another DB_NAME) never re-passwords the first's user.
DB_USER=${DB_USER:-$DB_NAME}
DB_PREFIX=wp_ # fixed: the fresh dump and the tests assume it

