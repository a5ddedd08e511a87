#!/usr/bin/env bash
# The test command: installs what it needs, then lint, the docs' link check, type check, unit tests, the SPA's
# first-load budget (300 kB of gzipped JS), integration tests against the real database and local AWS endpoint, and
# end-to-end tests in Chromium against the running stack (stage "test": its own database, queues and
# ports). CI runs exactly this.
source "$(dirname "$0")/lib/common.sh"

RESULTS="$ROOT/.local/test-results"
rm -rf "$RESULTS" "$ROOT/frontend/e2e/.results" && mkdir -p "$RESULTS"
status=0
step() { # name, command...
  local name=$1; shift
  log "$name"
  if "$@"; then echo "$name: ok" >>"$RESULTS/steps.txt"; else echo "$name: FAILED" >>"$RESULTS/steps.txt"; status=1; fi
}

log "dependencies"
ensure_deps
ensure_chromium

# The static checks are single-threaded. They run beside the integration tests at nice 10 and take the core that the
# serial integration files leave idle (those wait on workers and time-outs); their output is kept in a log and printed
# when they end. Beside the unit tests, they took the cores the deploy's dry run needs there.
static_checks() { # in a subshell: its status is its own, returned
  step "lint" npm run --silent lint
  step "docs links" tsx scripts/dev/check-links.ts
  step "typecheck" npm run --silent typecheck
  return $status
}
# cfn-lint and checkov (pip, about 40 s the first time) install now, while the unit tests run, so the deployment
# checks below start straight with the dry run.
IAC_TOOLS_ONLY=1 bash scripts/deploy/check-templates.sh >"$RESULTS/iac-tools.log" 2>&1 &
iac_tools=$!
# The deploy command's dry run bundles and packages the functions once. cfn-lint and checkov check its templates,
# the packaging integration tests (DEPLOY_PACKAGE_DIR) read them instead of packaging again, and the test stack
# runs its bundles (ESBUILD_KEEP_OUTPUT keeps them; infra/serverless/offline-prebuilt-plugin.cjs): what the tests
# run is what a deploy uploads, bundled once. It starts now at the lowest CPU priority (nice 19): the unit tests keep
# their core (a unit test has a 5 s time-out) and the dry run takes what they leave, then
# the migrations, demo data and SPA build's. cfn-lint and checkov run after it, beside the integration tests, and
# their result is reported after those (the log is printed then).
DEPLOY_CHECKS="deployment checks (dry run, cfn-lint, checkov)"
DRY_RUN_BUILD=.esbuild/deploy-prod
log "$DEPLOY_CHECKS: started at low priority beside the unit tests"
rm -rf "$ROOT/$DRY_RUN_BUILD"
(KEEP_PACKAGE_ZIPS=1 ESBUILD_KEEP_OUTPUT=true PACKAGED_MARKER="$RESULTS/deploy-packaged" \
  nice -n 19 bash scripts/deploy/check-templates.sh >"$RESULTS/deploy-checks.log" 2>&1
  echo $? >"$RESULTS/deploy-checks.rc") &
deploy_checks=$!
deploy_checks_result() { wait "$deploy_checks"; cat "$RESULTS/deploy-checks.log"; [ "$(cat "$RESULTS/deploy-checks.rc")" = 0 ]; }
step "unit tests (functions)" vitest run --project unit --reporter=default --reporter=json --outputFile.json="$RESULTS/unit.json"
step "unit tests (frontend)" npm --prefix frontend run --silent test -- --reporter=default --reporter=json --outputFile.json="$RESULTS/frontend-unit.json"
wait "$iac_tools" || cat "$RESULTS/iac-tools.log" # a failed install is tried again (and reported) by the checks

log "test stack: database, local AWS, functions, workers, CDN"
load_env test
ensure_backing_services
tsx scripts/db/migrate.ts --fresh
tsx scripts/db/seed.ts
curl -s -X DELETE "http://127.0.0.1:${MAILBOX_PORT}/messages" >/dev/null 2>&1 || true
build_spa
step "SPA first-load budget" tsx scripts/dev/bundle-size.ts
trap 'tsx scripts/local/stack.ts down >/dev/null 2>&1 || true; rm -f "$ROOT"/.local/deploy/prod/package/*.zip
  rm -rf "$ROOT/$DRY_RUN_BUILD"' EXIT
log "test stack: waiting for the dry run's bundles"
while [[ ! -f "$RESULTS/deploy-packaged" ]] && kill -0 "$deploy_checks" 2>/dev/null; do sleep 1; done
stack_env=()
if [[ -f "$RESULTS/deploy-packaged" ]]; then
  stack_env=(OFFLINE_PREBUILT_BUNDLES=true ESBUILD_WORK_FOLDER="$DRY_RUN_BUILD")
else # reported by the deployment checks' step; the tests still run, on bundles of the stack's own
  log "the dry run packaged nothing: the test stack bundles its functions itself"
fi
env "${stack_env[@]}" tsx scripts/local/stack.ts up

[ -f "$ROOT/.local/deploy/prod/package/serverless-state.json" ] && export DEPLOY_PACKAGE_DIR="$ROOT/.local/deploy/prod/package"
log "lint, docs links and typecheck: started at nice 10 beside the integration tests"
(renice -n 10 -p "$BASHPID" >/dev/null || true; static_checks) >"$RESULTS/static-checks.log" 2>&1 &
static_checks_pid=$!
step "integration tests" vitest run --project 'integration*' --reporter=default --reporter=json --outputFile.json="$RESULTS/integration.json"
step "$DEPLOY_CHECKS" deploy_checks_result
wait "$static_checks_pid" || status=1
log "lint, docs links and typecheck"
cat "$RESULTS/static-checks.log"
step "end-to-end tests" env E2E_BASE_URL="$APP_BASE_URL" playwright test -c frontend/e2e/playwright.config.ts

log "summary"
cat "$RESULTS/steps.txt"
tsx scripts/lib/test-summary.ts "$RESULTS" || status=1
exit $status
