#!/usr/bin/env bash
# The run command: brings the whole product up locally with demo data. Safe to run again.
source "$(dirname "$0")/lib/common.sh"

log "dependencies"
ensure_deps
load_env local
log "database and local AWS"
ensure_backing_services
log "migrations and demo data"
tsx scripts/db/migrate.ts
tsx scripts/db/seed.ts
build_spa
log "starting the functions, workers and the CDN server"
tsx scripts/local/stack.ts up
log "demo traffic for the sending, inbox, webhook and scheduled-campaign screens"
tsx scripts/db/demo-sends.ts || echo "demo sends: did not finish (the product runs all the same; see above)"
tsx scripts/db/demo-callbacks.ts || echo "demo callbacks: did not finish (the product runs all the same; see above)"
tsx scripts/db/demo-scheduled.ts || echo "demo scheduled campaigns: did not finish (the product runs all the same; see above)"
tsx scripts/db/demo-sales.ts || echo "demo sales data: did not finish (the product runs all the same; see above)"
tsx scripts/db/demo-report-builds.ts || echo "demo report builds: did not finish (the product runs all the same; see above)"
tsx scripts/db/demo-pages.ts || echo "demo pages: did not finish (the product runs all the same; see above)"
tsx scripts/db/demo-wrapper-logs.ts || echo "demo wrapper logs: did not finish (the product runs all the same; see above)"
tsx scripts/db/demo-sign-up.ts || echo "demo sign-ups: did not finish (the product runs all the same; see above)"
tsx scripts/db/demo-admin.ts || echo "demo admin: did not finish (the product runs all the same; see above)"
tsx scripts/db/demo-email-lists.ts || echo "demo email lists: did not finish (the product runs all the same; see above)"
tsx scripts/db/demo-email-domains.ts || echo "demo e-mail domains: did not finish (the product runs all the same; see above)"
tsx scripts/db/demo-email-campaigns.ts || echo "demo email campaigns: did not finish (the product runs all the same; see above)"
tsx scripts/db/demo-email-sends.ts || echo "demo e-mail sends: did not finish (the product runs all the same; see above)"

cat <<MSG

  Pulsar Messaging is running:  ${APP_BASE_URL}
  Sign in as an administrator:  admin@platform.test / Demo-pass-2026!
  Sign in as a client (Acme):   alice@acme.test / Demo-pass-2026!
  Another account (Globex):     carol@globex.test / Demo-pass-2026!
  Local mailbox (sent e-mail):  http://localhost:${MAILBOX_PORT}/
  SMS gateway (handsets):       http://localhost:${SMS_GATEWAY_PORT}/
  Sending demo (Acme):          SMS Campaigns › Order Tracking › status
  Replies demo (Acme):          SMS Inbox, and Webhooks History for Order Tracking's callbacks
  Scheduled demo (Acme):        SMS Campaigns › Daily Deals › status, and Segment Build History
  A/B test demo (Acme):         SMS Campaigns › Spring A/B test › status (the test share, then the winner)
  Conversation demo (Acme):     SMS Inbox › the conversation icon beside +27825551001
  Sales data demo (Acme):       SMS Campaigns › Order Tracking › status (Sales Data), revenue in the overviews
  Report builds (admin):        Report Builds (${APP_BASE_URL}/admin/report-builds)
  E-mail demo (Acme):           Email Campaigns › Weekly Specials › status; Email Lists; the mailbox above
  Sending domains (Acme):       Settings › Sending domains (acme.test verified)
  Users and invoices (admin):   Users (${APP_BASE_URL}/admin/users)
  Logs: .local/logs/   Stop: bash scripts/stop.sh

MSG
