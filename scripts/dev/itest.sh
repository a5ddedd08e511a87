#!/usr/bin/env bash
# Developer helper: (re)start the test stage with the current code and run some integration or
# end-to-end tests against it. Serialised with a lock so that several people (or agents) working in
# one checkout never restart the stack under each other's tests.
#   bash scripts/dev/itest.sh int functions/src/lists/import.int.test.ts [more vitest args]
#   bash scripts/dev/itest.sh e2e frontend/e2e/sms-lists.spec.ts [more playwright args]
#   bash scripts/dev/itest.sh up        # only restart the stack (then run tests yourself under the lock)
# TEST_ENV=/path/to/my.env runs another test stage (its own STAGE, RESOURCE_PREFIX, databases and
# ports: a copy of infra/env/test.env with those changed), so several worktrees can test side by side.
source "$(dirname "$0")/../lib/common.sh"
kind=${1:?int, e2e or up}; shift
export PATH="$ROOT/node_modules/.bin:$PATH"
load_env "${TEST_ENV:-test}"
exec 9>"/tmp/sms-platform-${STAGE}-stack.lock"
log "waiting for the $STAGE stack lock"
flock 9
db_name=${DATABASE_URL##*/}
# 9>&-: a MariaDB (re)started from here must not inherit, and so hold, the lock.
EXTRA_DATABASES="${db_name%%\?*} ${db_name%%\?*}_probe ${DEMO_SOURCE_DATABASE:-}" ensure_backing_services >/dev/null 9>&-
tsx scripts/db/migrate.ts --fresh >/dev/null
tsx scripts/db/seed.ts >/dev/null
tsx scripts/local/stack.ts down >/dev/null 2>&1 || true
[ "$kind" = e2e ] && build_spa
tsx scripts/local/stack.ts up
case $kind in
  int) vitest run --project 'integration*' "$@" ;;
  e2e) E2E_BASE_URL="$APP_BASE_URL" playwright test -c frontend/e2e/playwright.config.ts "$@" ;;
  up) ;;
esac
