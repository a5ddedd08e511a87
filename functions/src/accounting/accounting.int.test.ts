import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser, testDb } from '../test-support/fixtures';
import type { UserListResponse } from '../users/users.schemas';
import type { ApprovalResult, Envelope, InvoicePreview } from './accounting.schemas';

const standIn = () => `http://127.0.0.1:${process.env.XERO_PORT}`;

async function adminApi() {
  const admin = await createAccountWithUser('Admin');
  const api = new ApiClient();
  await api.signIn(admin.email, admin.password);
  return api;
}

/** A client account with a Xero contact and October's usage on two campaigns (and some in November). */
async function billedClient(contactId: string | null = randomUUID()) {
  const user = await createAccountWithUser();
  const db = testDb();
  await db
    .updateTable('accounts')
    .set({ xero_contact_id: contactId })
    .where('id', '=', user.accountId)
    .execute();
  const category = await db
    .insertInto('sms_categories')
    .values({ account_id: user.accountId, name: 'Billing', group_name: null })
    .executeTakeFirstOrThrow();
  const campaign = async (name: string) =>
    Number(
      (
        await db
          .insertInto('sms_campaigns')
          .values({
            account_id: user.accountId,
            category_id: Number(category.insertId),
            name,
            type: 2,
            schedule_days: '',
          })
          .executeTakeFirstOrThrow()
      ).insertId,
    );
  const promo = await campaign('Promo');
  const alerts = await campaign('Alerts');
  const stat = (campaign_id: number, hour: Date, sent: number, segments: number, cost: string) =>
    db
      .insertInto('sms_campaign_stats')
      .values({ campaign_id, hour, account_id: user.accountId, sent, segments, cost })
      .execute();
  await stat(promo, new Date('2026-10-05T10:00:00Z'), 60, 70, '21.0000');
  await stat(promo, new Date('2026-10-31T23:00:00Z'), 40, 50, '15.0000');
  await stat(alerts, new Date('2026-10-01T00:00:00Z'), 10, 10, '3.5000');
  await stat(alerts, new Date('2026-11-01T00:00:00Z'), 99, 99, '99.0000'); // after the invoice date
  return user;
}

const october = (userId: number) => ({ userId, invoiceDate: '2026-10-31', dueDate: '2026-11-30' });

describe('invoices to Xero (administrators)', () => {
  it('previews the contact and the period’s usage: one line per campaign, VAT 15% exclusive', async () => {
    const api = await adminApi();
    const user = await billedClient();
    const answer = await api.post<Envelope<InvoicePreview>>(
      '/api/accounting/invoice/preview',
      october(user.id),
    );
    expect(answer.status).toBe(200);
    expect(answer.body.isSuccess).toBe(true);
    const preview = answer.body.result!;
    expect(preview.contact.name).toMatch(/^Customer /);
    expect(preview.contact.addresses[0]).toMatchObject({
      addressLine1: '1 Main Road',
      city: 'Cape Town',
      postalCode: '8001',
    });
    expect(preview).toMatchObject({
      date: '2026-10-31',
      dueDate: '2026-11-30',
      currencyCode: 'ZAR',
      lineAmountTypes: 1,
    });
    expect(preview.lineItems).toEqual([
      expect.objectContaining({
        quantity: 10,
        unitAmount: 0.35,
        lineAmount: 3.5,
        taxAmount: 0.53,
        discountRate: 0,
        accountCode: '200',
      }),
      expect.objectContaining({ quantity: 120, unitAmount: 0.3, lineAmount: 36, taxAmount: 5.4 }),
    ]);
    expect(preview.lineItems[1]!.description).toContain(
      'Promo: 100 messages, 120 SMS parts (2026-10-01 to 2026-10-31)',
    );
    expect(preview).toMatchObject({ subTotal: 39.5, totalTax: 5.93, total: 45.43 });
  });

  it('refuses without a contact, and 400 for bad dates', async () => {
    const api = await adminApi();
    const user = await billedClient(null);
    const answer = await api.post<Envelope<InvoicePreview>>(
      '/api/accounting/invoice/preview',
      october(user.id),
    );
    expect(answer.body).toEqual({
      isSuccess: false,
      errorMessage: 'This user’s account has no Xero contact.',
      result: null,
    });
    expect(
      (await api.post('/api/accounting/invoice/preview', { ...october(user.id), dueDate: '2026-10-01' }))
        .status,
    ).toBe(400);
    expect(
      (await api.post('/api/accounting/invoice/preview', { ...october(user.id), invoiceDate: '2026-02-30' }))
        .status,
    ).toBe(400);
    expect((await api.post('/api/accounting/invoice/preview', { userId: 'x' })).status).toBe(400);
  });

  it('sends once: a double approval makes one Xero invoice, and the user row shows its number, link and date', async () => {
    const api = await adminApi();
    const user = await billedClient();
    const before = ((await (await fetch(`${standIn()}/__requests`)).json()) as { path: string }[]).filter(
      (r) => r.path.endsWith('/Invoices'),
    ).length;
    const [a, b] = await Promise.all([
      api.post<Envelope<ApprovalResult>>('/api/accounting/invoice/approve', october(user.id)),
      api.post<Envelope<ApprovalResult>>('/api/accounting/invoice/approve', october(user.id)),
    ]);
    expect(a.body.isSuccess).toBe(true);
    expect(b.body.result).toEqual(a.body.result);
    const again = await api.post<Envelope<ApprovalResult>>(
      '/api/accounting/invoice/approve',
      october(user.id),
    );
    expect(again.body.result).toEqual(a.body.result);
    const result = a.body.result!;
    expect(result.invoiceNumber).toMatch(/^INV-\d{4}$/);
    expect(result.invoiceUrl).toMatch(/\/invoice\/[0-9a-f-]{36}$/);
    const after = ((await (await fetch(`${standIn()}/__requests`)).json()) as { path: string }[]).filter(
      (r) => r.path.endsWith('/Invoices'),
    ).length;
    expect(after - before).toBe(1);
    const rows = await testDb()
      .selectFrom('accounting_invoices')
      .selectAll()
      .where('account_id', '=', user.accountId)
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      total: '45.43',
      currency_code: 'ZAR',
      invoice_number: result.invoiceNumber,
    });
    const page = await fetch(result.invoiceUrl!);
    expect(await page.text()).toContain(result.invoiceNumber);

    const list = await api.post<UserListResponse>('/api/user/list', { filter: user.email });
    expect(list.body.rows[0]).toMatchObject({
      xeroInvoiceNumber: result.invoiceNumber,
      xeroInvoiceUrl: result.invoiceUrl,
      xeroInvoiceCreated: result.invoiceCreatedDate,
    });
  });

  it('reports Xero’s refusal (an archived contact) and records nothing', async () => {
    const api = await adminApi();
    const user = await billedClient(`00000000-${randomUUID().slice(9)}`);
    const answer = await api.post<Envelope<ApprovalResult>>(
      '/api/accounting/invoice/approve',
      october(user.id),
    );
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      isSuccess: false,
      errorMessage: 'Xero: The contact has been archived and cannot be used.',
      result: null,
    });
    expect(
      await testDb()
        .selectFrom('accounting_invoices')
        .select('id')
        .where('account_id', '=', user.accountId)
        .execute(),
    ).toEqual([]);
  });

  it('refuses an empty period', async () => {
    const api = await adminApi();
    const user = await billedClient();
    const answer = await api.post<Envelope<ApprovalResult>>('/api/accounting/invoice/approve', {
      userId: user.id,
      invoiceDate: '2026-08-31',
      dueDate: '2026-09-30',
    });
    expect(answer.body).toMatchObject({
      isSuccess: false,
      errorMessage: 'There is nothing to invoice in this period.',
    });
  });
});
