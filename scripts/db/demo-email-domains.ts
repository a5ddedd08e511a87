// Demo sending domain: Acme Retail's acme.test, added and verified through the real path (the sending
// domains service → the SES v2 adapter → the local SES stand-in), so its e-mail campaigns may send from
// @acme.test addresses. As Acme would, its DKIM records are published (in the stand-in's DNS model) before SES
// is asked again. Runs before the e-mail campaigns' demo.
// Only for the stages local, test and test-* (seed-guard.ts). Safe to run twice.
import { createDatabase } from '../../functions/src/platform/db/database';
import { createLogger } from '../../functions/src/platform/log';
import {
  addSendingDomain,
  listSendingDomains,
  removeSendingDomain,
} from '../../functions/src/email-sending/sending-domains.service';
import { deleteDomainIdentity } from '../../functions/src/email-sending/ses-campaign-sender';
import { acmeOwner, required } from './demo-owner';
import { assertSeedableStage } from './seed-guard';

const DOMAIN = 'acme.test';

/** What the domain's owner does at their DNS host: publish the identity's DKIM records (the stand-in's DNS model). */
const publishDkim = () =>
  fetch(`http://127.0.0.1:${required('MAILBOX_PORT')}/__dns/${DOMAIN}`, { method: 'POST' });

async function main() {
  assertSeedableStage(process.env.STAGE);
  const db = createDatabase(required('DATABASE_URL'), 2);
  const log = createLogger({ script: 'demo-email-domains' });
  try {
    const owner = await acmeOwner(db);
    const before = await listSendingDomains(db, owner, log);
    if (!before.rows.some((d) => d.domain === DOMAIN)) {
      // The SES stand-in keeps its identities under .local/mailbox: after the database was dropped it still
      // has acme.test, which the product refuses to hand to an account (a takeover). The platform's operator
      // removes the orphaned identity (as in the SES console), then the owner adds the domain.
      await deleteDomainIdentity(DOMAIN); // none there: nothing to do
      await addSendingDomain(db, owner, DOMAIN);
    }
    let published = await publishDkim();
    if (published.status === 404) {
      // The database lists the domain but the SES stand-in has no identity for it (its state under .local/mailbox
      // was removed, or a new clone shares the database): remove it and add it again, as its owner would.
      await removeSendingDomain(db, owner, DOMAIN, log);
      await addSendingDomain(db, owner, DOMAIN);
      published = await publishDkim();
    }
    if (!published.ok) throw new Error(`the SES stand-in did not publish ${DOMAIN}: ${published.status}`);
    const after = await listSendingDomains(db, owner, log);
    const status = after.rows.find((d) => d.domain === DOMAIN)?.status;
    console.log(`demo e-mail domains: ${DOMAIN} is ${status} for Acme Retail`);
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
