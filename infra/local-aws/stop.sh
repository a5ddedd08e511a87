#!/usr/bin/env bash
# Stop the local AWS endpoint that infra/local-aws/start.sh started (by its pid file). Idempotent:
# nothing to stop is not an error. Never touches a process it did not start.
set -euo pipefail

# shellcheck source=infra/local-aws/common.sh
source "$(dirname "$0")/common.sh"

stopped=0
stop_one() { # stop_one NAME PIDFILE PATTERN
  local name="$1" pidfile="$2" pattern="$3" pid
  if ! pid_alive "$pidfile" "$pattern"; then
    [[ ! -e "$pidfile" ]] || log "$name: stale pid file removed"
    rm -f "$pidfile"
    return 0
  fi
  pid="$(cat "$pidfile")"
  log "stopping $name (pid $pid)"
  kill -TERM "$pid" 2>/dev/null || true
  for _ in $(seq 80); do # up to 20 s for a clean shutdown
    kill -0 "$pid" 2>/dev/null || break
    sleep 0.25
  done
  if kill -0 "$pid" 2>/dev/null; then
    log "$name did not exit after 20 s; killing it"
    kill -KILL "$pid" 2>/dev/null || true
  fi
  # start.sh runs the server as the leader of its own session (setsid): end any helper it left.
  kill -KILL -- "-$pid" 2>/dev/null || true
  rm -f "$pidfile"
  stopped=1
}

stop_one LocalStack "$LS_PID_FILE" localstack_main.py
stop_one fauxqs "$FQ_PID_FILE" fauxqs
rm -f "$KIND_FILE"

if ((stopped == 0)); then
  log "nothing to stop (no server started by start.sh is running)"
fi
if port_in_use; then
  log "note: something not started by start.sh still listens on 127.0.0.1:$PORT"
fi
exit 0
