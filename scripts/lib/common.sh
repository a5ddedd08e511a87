#!/usr/bin/env bash
# Shared by run.sh, test.sh and stop.sh: paths, Node 22 on PATH, dependency installs, stage env.
set -euo pipefail

ROOT=$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)
cd "$ROOT"
export PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD=1
export npm_config_fund=false npm_config_audit=false npm_config_update_notifier=false

log() { printf '\033[1m==> %s\033[0m\n' "$*"; }

as_root() { if [ "$(id -u)" = 0 ]; then "$@"; else sudo "$@"; fi; }

# npm ci when node_modules is missing or older than the lock file (Node 22 then comes from node_modules/.bin).
ensure_npm_deps() {
  local dir=$1
  if [ ! -f "$dir/node_modules/.package-lock.json" ] || [ "$dir/package-lock.json" -nt "$dir/node_modules/.package-lock.json" ]; then
    log "installing npm dependencies in ${dir#"$ROOT"}/"
    (cd "$dir" && npm ci --no-fund --no-audit --loglevel=error)
  fi
}

# The two installs are independent (no install scripts; npm's cache takes concurrent writers): side by side they
# take the longer one's time, not the sum.
ensure_deps() {
  local frontend_status=0
  ensure_npm_deps "$ROOT/frontend" &
  local frontend=$!
  ensure_npm_deps "$ROOT"
  wait "$frontend" || frontend_status=$?
  [ "$frontend_status" = 0 ] || { echo "npm ci in frontend/ failed" >&2; return "$frontend_status"; }
  export PATH="$ROOT/node_modules/.bin:$PATH"
  node -e 'if (+process.versions.node.split(".")[0] < 22) { console.error("Node 22 expected from node_modules/.bin"); process.exit(1) }'
}

# Debian's Chromium for the end-to-end tests and screenshots.
ensure_chromium() {
  if [ ! -x /usr/bin/chromium ]; then
    log "installing chromium from Debian's packages"
    as_root apt-get update -qq
    DEBIAN_FRONTEND=noninteractive as_root apt-get install -y -qq chromium fonts-dejavu-core >/dev/null
  fi
}

# A stage's environment: infra/env/<name>.env, or a file's path (a developer's own test stage).
load_env() {
  local file="$ROOT/infra/env/$1.env"
  [ -f "$1" ] && file=$1
  set -a
  # shellcheck disable=SC1090
  . "$file"
  set +a
}

# MariaDB, the local AWS endpoint and this stage's queues and buckets.
# serverless-offline runs each loaded function (and each concurrent instance of one) in a worker thread of the one
# API process, and every worker's V8 heap takes about 200 memory mappings. A stage with every function loaded and a
# burst of parallel calls passes Linux's default of 65,530 mappings per process, and V8 then dies with "Allocation
# failed - JavaScript heap out of memory" although memory is free. 262,144 is the usual raised value.
ensure_map_count() {
  local want=262144 have
  have=$(cat /proc/sys/vm/max_map_count 2>/dev/null || echo "$want")
  ((have >= want)) && return 0
  local sysctl=(sysctl -qw "vm.max_map_count=$want")
  [ "$(id -u)" = 0 ] || sysctl=(sudo -n "${sysctl[@]}") # never a password prompt
  if "${sysctl[@]}" >/dev/null 2>&1; then
    log "raised vm.max_map_count from $have to $want (the local API runs a worker per loaded function)"
  else
    log "warning: vm.max_map_count is $have; with many functions loaded the local API can run out of mappings"
  fi
}

ensure_backing_services() {
  ensure_map_count
  bash "$ROOT/infra/db/ensure-mariadb.sh"
  bash "$ROOT/infra/db/ensure-postgres.sh"
  bash "$ROOT/infra/local-aws/start.sh"
  tsx scripts/local/create-aws-resources.ts
}

build_spa() {
  log "building the SPA"
  npm --prefix frontend run --silent build >/dev/null
}
