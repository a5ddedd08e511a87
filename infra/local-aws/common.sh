# Shared settings for infra/local-aws/{start,stop,check}.sh. Sourced, not executed.
# shellcheck shell=bash disable=SC2034  # variables are used by the scripts that source this file

LOCAL_AWS_DIR="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
REPO_ROOT="$(cd "$LOCAL_AWS_DIR/../.." && pwd)"

LOCAL_DIR="$REPO_ROOT/.local"
RUN_DIR="$LOCAL_DIR/run"
LOG_DIR="$LOCAL_DIR/logs"
VENV="$LOCAL_DIR/localstack-venv"
LS_STATE_DIR="$LOCAL_DIR/localstack" # LocalStack's FILESYSTEM_ROOT and CONFIG_DIR
LOCK_FILE="$LOCAL_AWS_DIR/requirements-localstack.txt"

# The port is fixed at 4566 for the project; LOCAL_AWS_PORT exists only for testing these scripts.
PORT="${LOCAL_AWS_PORT:-4566}"
ENDPOINT="http://127.0.0.1:$PORT"

# Run files are per port, so that a test instance on another port never touches the real one.
sfx=""
[[ "$PORT" == 4566 ]] || sfx="-$PORT"
KIND_FILE="$RUN_DIR/local-aws$sfx.kind"
LS_PID_FILE="$RUN_DIR/localstack$sfx.pid"
FQ_PID_FILE="$RUN_DIR/fauxqs$sfx.pid"
LS_LOG="$LOG_DIR/localstack$sfx.log"
FQ_LOG="$LOG_DIR/fauxqs$sfx.log"
START_LOCK="$RUN_DIR/local-aws$sfx.start.lock"
unset sfx

log() { printf 'local-aws: %s\n' "$*" >&2; }
die() {
  printf 'local-aws: ERROR: %s\n' "$*" >&2
  exit 1
}

# curl against loopback only, never through a proxy, with short timeouts.
lcurl() { curl --noproxy '*' --silent --show-error --connect-timeout 2 --max-time 5 "$@"; }

# Prints the LocalStack version and returns 0 if LocalStack answers on $PORT with s3 and sqs
# "running" or "available".
localstack_healthy() {
  local body
  body="$(lcurl --fail "$ENDPOINT/_localstack/health" 2>/dev/null)" || return 1
  python3 - "$body" <<'PY'
import json, sys
try:
    d = json.loads(sys.argv[1])
    ok = all(d.get("services", {}).get(s) in ("running", "available") for s in ("s3", "sqs", "ssm", "secretsmanager"))
except Exception:
    ok = False
if not ok:
    sys.exit(1)
print(d.get("version", "unknown"))
PY
}

# Returns 0 if fauxqs answers on $PORT (it has /health and its own /_fauxqs/queues endpoint).
fauxqs_healthy() {
  lcurl --fail "$ENDPOINT/health" 2>/dev/null | grep -q '"status":"ok"' || return 1
  lcurl --fail --output /dev/null "$ENDPOINT/_fauxqs/queues" 2>/dev/null
}

fauxqs_version() {
  python3 -c 'import json,sys; print(json.load(open(sys.argv[1]))["version"])' \
    "$REPO_ROOT/node_modules/fauxqs/package.json" 2>/dev/null || echo unknown
}

# Returns 0 if anything accepts TCP connections on 127.0.0.1:$PORT.
port_in_use() {
  (exec 3<>"/dev/tcp/127.0.0.1/$PORT") 2>/dev/null
}

# pid_alive PIDFILE PATTERN: 0 if the pid in PIDFILE is alive and its command line contains PATTERN
# (guards against a recycled pid).
pid_alive() {
  local pid
  [[ -s "$1" ]] || return 1
  pid="$(cat "$1")"
  [[ "$pid" =~ ^[0-9]+$ ]] || return 1
  [[ -r "/proc/$pid/cmdline" ]] || return 1
  tr '\0' ' ' <"/proc/$pid/cmdline" | grep -q -- "$2"
}
