#!/usr/bin/env bash
# Smoke test of the local AWS endpoint on http://127.0.0.1:4566 (run start.sh first):
# SQS queue with a dead-letter-queue redrive policy, send/receive/delete, redrive to the DLQ;
# S3 private bucket, put/get object. Prints OK, or FAIL and exits non-zero.
# Uses boto3 from the LocalStack venv (.local/localstack-venv); if that venv does not exist yet
# (e.g. LOCAL_AWS=fauxqs on a fresh machine) it is created with only the pinned boto3 in it.
set -euo pipefail

# shellcheck source=infra/local-aws/common.sh
source "$(dirname "$0")/common.sh"

if version="$(localstack_healthy)"; then
  kind=localstack
elif fauxqs_healthy; then
  kind=fauxqs
  version="$(fauxqs_version)"
else
  echo "FAIL: no healthy LocalStack or fauxqs on $ENDPOINT (run infra/local-aws/start.sh)"
  exit 1
fi

if ! "$VENV/bin/python" -c 'import boto3' 2>/dev/null; then
  log "installing the pinned boto3 into $VENV for the check"
  [[ -x "$VENV/bin/python" ]] || "${LOCAL_AWS_PYTHON:-python3}" -m venv "$VENV"
  mapfile -t pins < <(grep -E '^(boto3|botocore|s3transfer|jmespath|python-dateutil|six|urllib3)==' "$LOCK_FILE")
  PIP_DISABLE_PIP_VERSION_CHECK=1 "$VENV/bin/python" -m pip install --no-input --quiet "${pins[@]}" ||
    { echo "FAIL: could not install boto3 into $VENV"; exit 1; }
fi

# Dummy credentials only; no profile/config files, no instance metadata, no proxy, no other endpoint.
export AWS_ACCESS_KEY_ID=test AWS_SECRET_ACCESS_KEY=test AWS_REGION=eu-west-1 AWS_DEFAULT_REGION=eu-west-1
export AWS_CONFIG_FILE=/dev/null AWS_SHARED_CREDENTIALS_FILE=/dev/null AWS_EC2_METADATA_DISABLED=true
export NO_PROXY='127.0.0.1,localhost' no_proxy='127.0.0.1,localhost'
unset AWS_PROFILE AWS_SESSION_TOKEN AWS_ENDPOINT_URL AWS_ENDPOINT_URL_S3 AWS_ENDPOINT_URL_SQS \
  HTTP_PROXY HTTPS_PROXY http_proxy https_proxy ALL_PROXY all_proxy

log "checking $kind $version on $ENDPOINT"
exec "$VENV/bin/python" "$LOCAL_AWS_DIR/check.py" "$ENDPOINT" "$kind"
