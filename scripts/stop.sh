#!/usr/bin/env bash
# Stops the local stack's processes (MariaDB and the local AWS endpoint keep running; add --all to stop those too).
source "$(dirname "$0")/lib/common.sh"
export PATH="$ROOT/node_modules/.bin:$PATH"
for stage in local test; do
  load_env "$stage"
  tsx scripts/local/stack.ts down
done
if [ "${1:-}" = "--all" ]; then
  bash infra/local-aws/stop.sh || true
  as_root service mariadb stop || true
fi
