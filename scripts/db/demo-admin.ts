// Demo data for the Users screen and invoices (issue 15): Acme Retail gets a Xero contact (the stand-in
// knows it by name) and an invoice for this month's demo traffic sent through the real adapter; Globex Foods
// becomes prepaid with purchasing enabled; two more accounts (one prepaid, one with a Xero contact) with
// administrator-made users, self sign-ups (one whose e-mail is unverified) and one archived user. Made
// through the users and accounting services; skipped when it has run before.
import type { AuthContext } from '../../functions/src/auth/auth-context';
import { approveInvoice } from '../../functions/src/accounting/accounting.service';
import { createDatabase } from '../../functions/src/platform/db/database';
import { tenantScopeFor } from '../../functions/src/platform/tenancy';
import { createUserSchema, editPrepaidSchema } from '../../functions/src/users/users.schemas';
import { changeUserArchived, createUser, editPrepaid } from '../../functions/src/users/users.service';
import { DEMO_PASSWORD } from './demo-data';
import { required } from './demo-owner';
import { assertSeedableStage } from './seed-guard';

const ACME_CONTACT = '5a1c0b6e-0000-4000-8000-0000000ac3e0';
const INITECH_CONTACT = '7d3e2f10-1111-4222-8333-444455556666';

async function main(): Promise<void> {
  assertSeedableStage(process.env.STAGE);
  const db = createDatabase(required('DATABASE_URL'), 2);
  try {
    if (
      await db.selectFrom('users').select('id').where('email', '=', 'peter@initech.test').executeTakeFirst()
    ) {
      console.log('demo admin: already there');
      return;
    }
    const userId = async (email: string) =>
      await db
        .selectFrom('users')
        .select(['id', 'account_id'])
        .where('email', '=', email)
        .executeTakeFirstOrThrow();
    const admin = await userId('admin@platform.test');
    const auth: AuthContext = {
      userId: admin.id,
      accountId: admin.account_id,
      role: 'Admin',
      sessionId: 0,
      scope: tenantScopeFor(admin.account_id),
    };
    const alice = await userId('alice@acme.test');
    const carol = await userId('carol@globex.test');
    await db
      .updateTable('accounts')
      .set({ xero_contact_id: ACME_CONTACT })
      .where('id', '=', alice.account_id)
      .execute();
    await editPrepaid(
      db,
      carol.id,
      editPrepaidSchema.parse({ prepaid: true, allowPurchasePrepaid: true, prepaidBalance: '250.00' }),
    );

    const make = (
      first: string,
      last: string,
      email: string,
      account: { id?: number; name?: string },
      contactId = '',
    ) =>
      createUser(
        db,
        createUserSchema.parse({
          firstName: first,
          lastName: last,
          email,
          company: account.name ?? 'Initech',
          cellphone: '+27825550' + String(100 + Math.floor(Math.random() * 800)),
          isAdmin: false,
          contactId,
          accountId: account.id ?? null,
          accountName: account.name ?? '',
          password: DEMO_PASSWORD,
        }),
      );
    const peter = await make('Peter', 'Gibbons', 'peter@initech.test', { name: 'Initech' }, INITECH_CONTACT);
    const initech = await userId('peter@initech.test');
    await make('Samir', 'Nagheenanajar', 'samir@initech.test', { id: initech.account_id }, INITECH_CONTACT);
    const milton = await make(
      'Milton',
      'Waddams',
      'milton@initech.test',
      { id: initech.account_id },
      INITECH_CONTACT,
    );
    const umbrella = await make('Jill', 'Valentine', 'jill@umbrella.test', { name: 'Umbrella Logistics' });
    await editPrepaid(
      db,
      umbrella.id,
      editPrepaidSchema.parse({ prepaid: true, allowPurchasePrepaid: false, prepaidBalance: '40.5' }),
    );
    const chris = await make('Chris', 'Redfield', 'chris@umbrella.test', {
      id: (await userId('jill@umbrella.test')).account_id,
    });
    const ada = await make('Ada', 'Wong', 'ada@umbrella.test', {
      id: (await userId('jill@umbrella.test')).account_id,
    });
    // Self sign-ups (the sign-up flow's flags): one verified, one whose e-mail is not verified yet.
    await db
      .updateTable('users')
      .set({ self_sign_up: 1, email_verified: 1 })
      .where('id', '=', chris.id)
      .execute();
    await db
      .updateTable('users')
      .set({ self_sign_up: 1, email_verified: 0 })
      .where('id', '=', ada.id)
      .execute();
    await db
      .updateTable('users')
      .set({ self_sign_up: 1, email_verified: 1 })
      .where('id', '=', peter.id)
      .execute();
    await changeUserArchived(db, auth, milton.id, true);

    // This month's invoice to Acme Retail for the demo traffic, through the adapter and the Xero stand-in.
    const today = new Date().toISOString().slice(0, 10);
    const due = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
    try {
      const sent = await approveInvoice(db, auth, { userId: alice.id, invoiceDate: today, dueDate: due });
      console.log(`demo admin: invoice ${sent.invoiceNumber} sent to the Xero stand-in`);
    } catch (error) {
      console.log(`demo admin: no invoice (${error instanceof Error ? error.message : String(error)})`);
    }
    console.log(
      'demo admin: users across Initech and Umbrella Logistics, Acme with a Xero contact, Globex prepaid',
    );
  } finally {
    await db.destroy();
  }
}

void main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
