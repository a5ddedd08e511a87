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

ensure_deps() {
  ensure_npm_deps "$ROOT"
  ensure_npm_deps "$ROOT/frontend"
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
ensure_backing_services() {
  bash "$ROOT/infra/db/ensure-mariadb.sh"
  bash "$ROOT/infra/db/ensure-postgres.sh"
  bash "$ROOT/infra/local-aws/start.sh"
  tsx scripts/local/create-aws-resources.ts
}

build_spa() {
  log "building the SPA"
  npm --prefix frontend run --silent build >/dev/null
}
