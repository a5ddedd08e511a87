#!/usr/bin/env bash
# Start a local AWS endpoint (S3 + SQS) on http://127.0.0.1:4566, in the background.
#
#   bash infra/local-aws/start.sh          # LocalStack (host mode, no Docker), else fauxqs
#   LOCAL_AWS=localstack bash ...start.sh  # LocalStack only (fail if it cannot start)
#   LOCAL_AWS=fauxqs bash ...start.sh      # fauxqs only (npm devDependency, needs Node >= 22.5)
#
# Idempotent: if S3+SQS already answer on the port it changes nothing. Prints exactly one line on
# stdout, "local-aws: localstack <version>" or "local-aws: fauxqs <version>", and writes the kind
# to .local/run/local-aws.kind. Progress messages go to stderr. Logs: .local/logs/{localstack,fauxqs}.log
set -euo pipefail

# shellcheck source=infra/local-aws/common.sh
source "$(dirname "$0")/common.sh"

WAIT_SECS="${LOCAL_AWS_WAIT_SECS:-120}"
WANT="${LOCAL_AWS:-auto}"
case "$WANT" in
  auto | localstack | fauxqs) ;;
  *) die "LOCAL_AWS must be 'localstack' or 'fauxqs' (got '$WANT')" ;;
esac

mkdir -p "$RUN_DIR" "$LOG_DIR"

# One start.sh at a time (a second caller waits, then finds the endpoint already up). The servers
# are started with fd 9 closed so that they do not hold this lock.
exec 9>"$START_LOCK"
flock -w 600 9 || die "another start.sh is still running (lock $START_LOCK)"

finish() { # finish KIND VERSION
  printf '%s\n' "$1" >"$KIND_FILE"
  printf 'local-aws: %s %s\n' "$1" "$2"
  exit 0
}

# ---------------------------------------------------------------- helpers
stop_pidfile() { # stop_pidfile PIDFILE PATTERN
  local pid
  if pid_alive "$1" "$2"; then
    pid="$(cat "$1")"
    kill "$pid" 2>/dev/null || true
    for _ in $(seq 40); do kill -0 "$pid" 2>/dev/null || break; sleep 0.25; done
    kill -9 "$pid" 2>/dev/null || true
  fi
  rm -f "$1"
}

rotate_log() { [[ ! -s "$1" ]] || mv -f "$1" "$1.1"; }

# ---------------------------------------------------------------- already running?
already_running() {
  local version
  # A LocalStack from before SSM and Secrets Manager were needed (the test stage reads its secrets the deployed
  # way): answers, but lacks them. Stop it, so the one started below has them.
  if [[ -f "$LS_PID_FILE" ]] && lcurl --fail "$ENDPOINT/_localstack/health" >/dev/null 2>&1 && ! localstack_healthy >/dev/null; then
    log "LocalStack answers without SSM / Secrets Manager: restarting it"
    stop_pidfile "$LS_PID_FILE" localstack_main.py
  fi
  if version="$(localstack_healthy)"; then
    [[ "$WANT" != fauxqs ]] || die "LOCAL_AWS=fauxqs but LocalStack $version is running on port $PORT; run infra/local-aws/stop.sh first"
    log "LocalStack $version already answers on $ENDPOINT"
    finish localstack "$version"
  fi
  if fauxqs_healthy; then
    [[ "$WANT" != localstack ]] || die "LOCAL_AWS=localstack but fauxqs is running on port $PORT; run infra/local-aws/stop.sh first"
    log "fauxqs already answers on $ENDPOINT"
    finish fauxqs "$(fauxqs_version)"
  fi
}

# wait_healthy NAME PIDFILE PATTERN CHECKFN: wait until CHECKFN succeeds; fail if the process dies.
wait_healthy() {
  local name="$1" pidfile="$2" pattern="$3" check="$4" deadline=$((SECONDS + WAIT_SECS))
  while ((SECONDS < deadline)); do
    if "$check" >/dev/null; then return 0; fi
    pid_alive "$pidfile" "$pattern" || { log "$name exited during start-up"; return 1; }
    sleep 0.5
  done
  log "$name did not become healthy within ${WAIT_SECS}s"
  return 1
}

already_running
# A start.sh that was interrupted may have left a server that is still booting: wait for it, and
# stop it if it never becomes healthy.
if pid_alive "$LS_PID_FILE" localstack_main.py; then
  log "LocalStack (pid $(cat "$LS_PID_FILE")) is still starting; waiting for it"
  wait_healthy LocalStack "$LS_PID_FILE" localstack_main.py localstack_healthy ||
    stop_pidfile "$LS_PID_FILE" localstack_main.py
elif pid_alive "$FQ_PID_FILE" fauxqs; then
  log "fauxqs (pid $(cat "$FQ_PID_FILE")) is still starting; waiting for it"
  wait_healthy fauxqs "$FQ_PID_FILE" fauxqs fauxqs_healthy || stop_pidfile "$FQ_PID_FILE" fauxqs
fi
already_running
rm -f "$KIND_FILE"
if port_in_use; then
  die "something that is neither LocalStack nor fauxqs listens on 127.0.0.1:$PORT; free the port first"
fi

# ---------------------------------------------------------------- LocalStack (host mode, no Docker)
pick_python() {
  local py="${LOCAL_AWS_PYTHON:-python3}"
  command -v "$py" >/dev/null || { log "$py not found"; return 1; }
  "$py" -c 'import sys; sys.exit(0 if (3, 10) <= sys.version_info[:2] < (3, 14) else 1)' ||
    { log "$py is $("$py" -V 2>&1); LocalStack 4.13 needs Python 3.10-3.13"; return 1; }
  printf '%s\n' "$py"
}

ensure_venv() {
  local py want have
  want="$(sha256sum "$LOCK_FILE" | cut -d' ' -f1)"
  have="$(cat "$VENV/.local-aws-lock.sha256" 2>/dev/null || true)"
  if [[ -x "$VENV/bin/python" && "$want" == "$have" ]]; then
    return 0
  fi
  py="$(pick_python)" || return 1
  if [[ ! -x "$VENV/bin/python" ]] || ! "$VENV/bin/python" -c 'import sys' 2>/dev/null; then
    log "creating Python venv $VENV"
    rm -rf "$VENV"
    "$py" -m venv "$VENV" || { log "python -m venv failed"; return 1; }
  fi
  log "installing pinned LocalStack into the venv (pip; takes about a minute the first time)"
  if ! PIP_DISABLE_PIP_VERSION_CHECK=1 "$VENV/bin/python" -m pip install --no-input --quiet \
    --retries 2 --timeout 60 -r "$LOCK_FILE" >"$LOG_DIR/localstack-pip.log" 2>&1; then
    log "pip install failed; see $LOG_DIR/localstack-pip.log"
    tail -n 5 "$LOG_DIR/localstack-pip.log" >&2 || true
    return 1
  fi
  printf '%s\n' "$want" >"$VENV/.local-aws-lock.sha256"
}

start_localstack() {
  ensure_venv || return 1
  mkdir -p "$LS_STATE_DIR/fs" "$LS_STATE_DIR/config"
  rotate_log "$LS_LOG"
  log "starting LocalStack on $ENDPOINT (log: $LS_LOG)"
  # env -i: LocalStack reads a lot of its configuration from the environment, so start it from a
  # clean one and pass exactly what it needs (no stray AWS_*, proxies, auth tokens or profiles).
  env -i \
    HOME="${HOME:-$LS_STATE_DIR}" PATH="/usr/local/bin:/usr/bin:/bin" LANG=C.UTF-8 PYTHONUNBUFFERED=1 \
    OVERRIDE_IN_DOCKER=0 \
    FILESYSTEM_ROOT="$LS_STATE_DIR/fs" \
    CONFIG_DIR="$LS_STATE_DIR/config" \
    GATEWAY_LISTEN="127.0.0.1:$PORT" \
    LOCALSTACK_HOST="127.0.0.1:$PORT" \
    SERVICES=s3,sqs,ssm,secretsmanager \
    S3_SKIP_SIGNATURE_VALIDATION=0 \
    STRICT_SERVICE_LOADING=1 \
    EAGER_SERVICE_LOADING=1 \
    PERSISTENCE=0 \
    SQS_ENDPOINT_STRATEGY=off \
    SQS_DISABLE_CLOUDWATCH_METRICS=1 \
    DNS_ADDRESS=0 \
    DISABLE_EVENTS=1 \
    SKIP_SSL_CERT_DOWNLOAD=1 \
    LOCAL_AWS_OFFLINE_GUARD=1 \
    setsid "$VENV/bin/python" "$LOCAL_AWS_DIR/localstack_main.py" </dev/null >>"$LS_LOG" 2>&1 9>&- &
  echo $! >"$LS_PID_FILE"
  if wait_healthy LocalStack "$LS_PID_FILE" localstack_main.py localstack_healthy; then
    return 0
  fi
  tail -n 15 "$LS_LOG" >&2 || true
  stop_pidfile "$LS_PID_FILE" localstack_main.py
  return 1
}

# ---------------------------------------------------------------- fauxqs (npm devDependency)
pick_node() { # a Node >= 22.5 (fauxqs uses node:sqlite)
  local n
  for n in "$REPO_ROOT/node_modules/node/bin/node" "$(command -v node || true)"; do
    [[ -n "$n" && -x "$n" ]] || continue
    if "$n" -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a>22||(a===22&&b>=5)?0:1)' 2>/dev/null; then
      printf '%s\n' "$n"
      return 0
    fi
  done
  log "no Node >= 22.5 found (expected $REPO_ROOT/node_modules/node/bin/node; run npm install)"
  return 1
}

start_fauxqs() {
  local node cli flags=(--disable-warning=ExperimentalWarning)
  cli="$REPO_ROOT/node_modules/fauxqs/dist/cli.js"
  [[ -f "$cli" ]] || { log "fauxqs is not installed ($cli missing; run npm install)"; return 1; }
  node="$(pick_node)" || return 1
  # node:sqlite needs a flag before Node 22.13.
  if "$node" -e 'const [a,b]=process.versions.node.split(".").map(Number); process.exit(a===22&&b<13?0:1)'; then
    flags+=(--experimental-sqlite)
  fi
  rotate_log "$FQ_LOG"
  log "starting fauxqs $(fauxqs_version) on $ENDPOINT (log: $FQ_LOG)"
  # fauxqs has no CLI flags (even --help starts a server); it is configured through FAUXQS_* only.
  # It always binds 0.0.0.0. No FAUXQS_DATA_DIR / FAUXQS_S3_STORAGE_DIR: everything stays in memory.
  env -u FAUXQS_DATA_DIR -u FAUXQS_PERSISTENCE -u FAUXQS_S3_STORAGE_DIR -u FAUXQS_INIT -u FAUXQS_HOST \
    FAUXQS_PORT="$PORT" FAUXQS_LOGGER=true \
    setsid "$node" "${flags[@]}" "$cli" </dev/null >>"$FQ_LOG" 2>&1 9>&- &
  echo $! >"$FQ_PID_FILE"
  if wait_healthy fauxqs "$FQ_PID_FILE" fauxqs fauxqs_healthy; then
    return 0
  fi
  tail -n 15 "$FQ_LOG" >&2 || true
  stop_pidfile "$FQ_PID_FILE" fauxqs
  return 1
}

# ---------------------------------------------------------------- main
if [[ "$WANT" != fauxqs ]]; then
  if start_localstack; then
    finish localstack "$(localstack_healthy)"
  fi
  [[ "$WANT" == auto ]] || die "LocalStack could not be started (LOCAL_AWS=localstack)"
  log "LocalStack could not be started; falling back to fauxqs"
fi
if start_fauxqs; then
  finish fauxqs "$(fauxqs_version)"
fi
die "no local AWS endpoint could be started on $ENDPOINT"
