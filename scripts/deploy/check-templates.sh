#!/usr/bin/env bash
# Offline checks of the deployment, reusing one packaging run: the deploy command's dry run (packaged templates of
# the functions' stacks and the CDN template), then cfn-lint (no errors) and checkov (no failed check except those
# in infra/checks/checkov-skips.txt, each with its reason). Installs cfn-lint and checkov into .local/iac-venv
# (pinned in infra/checks/requirements.txt) the first time. Prints how long each part took.
source "$(dirname "$0")/../lib/common.sh"
export PATH="$ROOT/node_modules/.bin:$PATH"

VENV="$ROOT/.local/iac-venv"
REQUIREMENTS="$ROOT/infra/checks/requirements.txt"
OUT="$ROOT/.local/deploy/prod"

ensure_iac_tools() {
  local want have
  want="$(sha256sum "$REQUIREMENTS" | cut -d' ' -f1)"
  # One install at a time (the test command starts one early, and this script may reach here while it runs).
  mkdir -p "$ROOT/.local"
  exec 9>"$ROOT/.local/iac-venv.lock"
  flock 9
  have="$(cat "$VENV/.requirements.sha256" 2>/dev/null || true)"
  if [[ ! -x "$VENV/bin/cfn-lint" || ! -x "$VENV/bin/checkov" || "$want" != "$have" ]]; then
    log "installing cfn-lint and checkov into .local/iac-venv (pip; a few minutes the first time)"
    [[ -x "$VENV/bin/python" ]] || python3 -m venv "$VENV"
    PIP_DISABLE_PIP_VERSION_CHECK=1 "$VENV/bin/python" -m pip install --no-input --quiet --retries 2 --timeout 60 \
      -r "$REQUIREMENTS"
    printf '%s\n' "$want" >"$VENV/.requirements.sha256"
  fi
  flock -u 9
}

seconds() { date +%s; }
# IAC_TOOLS_ONLY=1: only install the tools (the test command does it early, beside the dry run and the unit tests).
if [[ "${IAC_TOOLS_ONLY:-}" == "1" ]]; then
  ensure_iac_tools
  exit 0
fi
t1=$(seconds)
if [[ "${SKIP_DRY_RUN:-}" != "1" ]]; then
  # Checked in production form: host names and a (placeholder) certificate, as a real deploy has them.
  APP_DOMAIN=app.pulsar.example API_DOMAIN=api.pulsar.example SHORT_DOMAIN=go.pulsar.example \
    PAGES_DOMAIN=pages.pulsar.example EMAIL_FROM='Pulsar <no-reply@pulsar.example>' \
    CDN_CERTIFICATE_ARN=arn:aws:acm:us-east-1:123456789012:certificate/00000000-0000-0000-0000-000000000000 \
    tsx scripts/deploy/deploy.ts --stage prod --dry-run --no-spa
  # The checks read only the templates: the function zips (hundreds of MB) go, unless the caller keeps them
  # (the test command: infra/serverless/deployed-start.int.test.ts starts every packaged function from its zip).
  [[ "${KEEP_PACKAGE_ZIPS:-}" == "1" ]] || rm -f "$OUT"/package/*.zip
  # PACKAGED_MARKER: a file written once the packaging is done (the test command's stack starts from its bundles
  # while cfn-lint and checkov run).
  [[ -z "${PACKAGED_MARKER:-}" ]] || touch "$PACKAGED_MARKER"
fi
t0=$(seconds)
ensure_iac_tools # the dry run needs neither tool, so it runs first
t2=$(seconds)
mapfile -t templates < <(ls "$OUT"/package/cloudformation-template-update-stack.json \
  "$OUT"/package/cloudformation-template-*-nested-stack.json "$OUT"/cdn/cdn-template.json 2>/dev/null)
[[ ${#templates[@]} -ge 2 ]] || { echo "no packaged templates in $OUT"; exit 1; }

status=0
# CloudFormation's hard limits per template, with the fullest template named: a deploy past them fails only
# in AWS, after minutes of upload, and the split-stacks plugin counts neither parameters nor outputs' limits.
log "template limits (500 resources, 200 parameters, 200 outputs)"
node -e '
  const fs = require("node:fs");
  let failed = false;
  const fullest = { Resources: ["", 0], Parameters: ["", 0], Outputs: ["", 0] };
  const limits = { Resources: 500, Parameters: 200, Outputs: 200 };
  for (const file of process.argv.slice(1)) {
    const template = JSON.parse(fs.readFileSync(file, "utf8"));
    const name = file.split("/").pop();
    for (const key of Object.keys(limits)) {
      const n = Object.keys(template[key] ?? {}).length;
      if (n > fullest[key][1]) fullest[key] = [name, n];
      if (n > limits[key]) { console.log(`${name}: ${n} ${key} (at most ${limits[key]})`); failed = true; }
    }
  }
  for (const key of Object.keys(limits)) console.log(`most ${key}: ${fullest[key][1]} of ${limits[key]} (${fullest[key][0]})`);
  process.exit(failed ? 1 : 0);
' "${templates[@]}" || status=1

log "cfn-lint: ${#templates[@]} templates"
# Exit code bits: 2 errors, 4 warnings, 8 informational; only errors (or a crash) fail. W3005 (a DependsOn that a
# Ref already implies) is ignored: serverless-plugin-split-stacks writes both for every nested stack.
set +e
"$VENV/bin/cfn-lint" --format parseable --ignore-checks W3005 -- "${templates[@]}" >"$OUT/cfn-lint.txt"
rc=$?
set -e
errors=$(grep -c ':E[0-9]' "$OUT/cfn-lint.txt" || true)
warnings=$(grep -c ':W[0-9]' "$OUT/cfn-lint.txt" || true)
echo "cfn-lint: $errors errors, $warnings warnings (all in .local/deploy/prod/cfn-lint.txt)"
grep ':E[0-9]' "$OUT/cfn-lint.txt" | head -20 || true
if (((rc & 1) || (rc & 2))); then status=1; fi
t3=$(seconds)

skips=$(grep -Ev '^\s*(#|$)' "$ROOT/infra/checks/checkov-skips.txt" | awk '{print $1}' | paste -sd, -)
log "checkov (skipped with reasons: ${skips:-none})"
files=()
for t in "${templates[@]}"; do files+=(-f "$t"); done
set +e
"$VENV/bin/checkov" --quiet --compact --framework cloudformation --skip-download \
  ${skips:+--skip-check "$skips"} "${files[@]}" -o cli >"$OUT/checkov.txt" 2>&1
rc=$?
set -e
grep -E '^(Passed|Failed) checks|^Check: ' "$OUT/checkov.txt" | sort | uniq -c | sort -rn | head -40 || true
[[ $rc -eq 0 ]] || status=1
t4=$(seconds)
echo "deployment checks: dry run $((t0 - t1)) s, tools $((t2 - t0)) s, cfn-lint $((t3 - t2)) s, checkov $((t4 - t3)) s"
exit $status
