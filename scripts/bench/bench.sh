#!/usr/bin/env bash
# Benchmarks against the local stack (started by scripts/run.sh). Arguments: benchmark names (default all).
source "$(dirname "$0")/../lib/common.sh"
export PATH="$ROOT/node_modules/.bin:$PATH"
load_env "${BENCH_STAGE:-local}"
curl -sf -H "x-origin-verify: ${CDN_ORIGIN_SECRET:-}" "http://127.0.0.1:${API_PORT}/api/settings/public" >/dev/null || { echo "The local stack is not running: bash scripts/run.sh first" >&2; exit 1; }
exec tsx scripts/bench/run.ts "$@"
