// Demo sign-ups (issue 15): one still waiting for its e-mailed link (administrators see an "Unverified Email"
// user) and one completed through the sign-up service (a self-signed-up client, Initech, who signs in with the
// demo password). Skipped for addresses already there. New sign-ups are made at /sign-up (captcha stand-in,
// link in the local mailbox).
import { hashPassword } from '../../functions/src/auth/password';
import { hashToken, newToken } from '../../functions/src/auth/tokens';
import { createDatabase, type Db } from '../../functions/src/platform/db/database';
import { signUpConfig } from '../../functions/src/sign-up/sign-up.config';
import { findUserWithSignUp, insertPendingSignUp } from '../../functions/src/sign-up/sign-up.repository';
import { completeProfileUrl, completeSignUp } from '../../functions/src/sign-up/sign-up.service';
import { required } from './demo-owner';
import { DEMO_PASSWORD } from './demo-data';
import { assertSeedableStage } from './seed-guard';

async function pending(db: Db, email: string, country: string): Promise<string | null> {
  if (await findUserWithSignUp(db, email)) return null;
  const token = newToken();
  await db.transaction().execute(async (trx) =>
    insertPendingSignUp(trx, {
      email,
      accountName: email.split('@')[1]!,
      unusablePasswordHash: await hashPassword(newToken()),
      tokenHash: hashToken(token),
      countryCode: country,
      expiresAt: new Date(Date.now() + signUpConfig.tokenLifetimeMs),
    }),
  );
  return token;
}

async function main(): Promise<void> {
  assertSeedableStage(process.env.STAGE);
  const db = createDatabase(required('DATABASE_URL'), 2);
  try {
    const waiting = await pending(db, 'new.lead@northwind-demo.co.za', 'ZA');
    if (waiting) console.log(`demo sign-up waiting for its link: ${completeProfileUrl(waiting)}`);
    const done = await pending(db, 'owner@initech-demo.co.uk', 'GB');
    if (done) {
      await completeSignUp(
        db,
        { token: done, cellphone: '07400 123456', password: DEMO_PASSWORD },
        { ip: null, userAgent: 'demo' },
      );
      console.log(`demo self sign-up completed: owner@initech-demo.co.uk / ${DEMO_PASSWORD}`);
    }
    if (!waiting && !done) console.log('demo sign-ups: already there');
  } finally {
    await db.destroy();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
