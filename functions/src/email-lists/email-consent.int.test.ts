import { beforeAll, describe, expect, it } from 'vitest';
import { suppressEmail } from '../email-sending/email-suppression.repository';
import type { QueuedImport, UploadedFile } from '../lists/lists.schemas';
import type { ErrorBody } from '../platform/http/error-body.schemas';
import { ApiClient } from '../test-support/api-client';
import { createAccountWithUser, eventually, testDb, type TestUser } from '../test-support/fixtures';
import { uploadFile } from '../test-support/upload';
import { EMAIL_CONSENT_VERDICTS, type EmailConsentRecord } from './email-consent.schemas';
import type { EmailList } from './email-lists.schemas';

// Issue 28 part 6, the e-mail side: an address's consent record, read through the API from what the account
// stored: the e-mail list import that put it on a list (the file, who ticked "permission to contact", when)
// and the landing-page form it was given on (page, time, address, browser). The account's suppressions
// (unsubscribes, bounces, complaints) win over any consent.

let user: TestUser;
let api: ApiClient;
let listId: number;
let pageId: number;

const IMPORTED = 'ann.imported@example.com';
const UNSUBSCRIBED = 'ben.unsubscribed@example.com';
const FORM = 'cas.form@example.com';

beforeAll(async () => {
  user = await createAccountWithUser();
  api = new ApiClient();
  await api.signIn(user.email, user.password);
  // A real e-mail list import through the shared pipeline, "permission to contact" ticked.
  const upload = await uploadFile(
    api,
    'newsletter.csv',
    ['Email,First name', 'Ann.Imported@Example.com,Ann', `${UNSUBSCRIBED},Ben`].join('\n'),
  );
  const queued = await api.post<QueuedImport>('/api/email/lists', {
    listName: 'Newsletter',
    description: '',
    countryIso3166: 'ZA',
    exclusionList: false,
    permissionToContact: true,
    uploadedFileId: (upload.body as UploadedFile).fileId,
    uploadedFileName: 'newsletter.csv',
    importRow: 0,
    totalRows: 0,
    duplicates: 0,
    columnMappings: [
      { index: 0, fieldType: 'Email' },
      { index: 1, fieldType: 'FirstName' },
    ],
  });
  expect(queued.status).toBe(201);
  listId = queued.body.listId;
  await eventually(async () => {
    const list = (await api.get<EmailList>(`/api/email/lists/${listId}`)).body;
    return list.status === 2 ? list : undefined;
  }, 60_000);
  const db = testDb();
  await suppressEmail(db, user.accountId, UNSUBSCRIBED, 'Unsubscribe', null);
  const page = await db
    .insertInto('pages')
    .values({
      account_id: user.accountId,
      page_key: `email-consent-${Date.now().toString(36)}`,
      name: 'Spring newsletter sign-up',
      title: 'Spring newsletter sign-up',
      html: null,
      json: null,
      form_submit_actions: null,
    })
    .executeTakeFirstOrThrow();
  pageId = Number(page.insertId);
  await db
    .insertInto('page_leads')
    .values({
      account_id: user.accountId,
      page_id: pageId,
      submitted_at: new Date('2026-04-01T10:30:00Z'),
      client_ip: '198.51.100.9',
      user_agent: 'Mozilla/5.0 (iPhone) Safari/17',
      values: JSON.stringify({ Email: FORM }),
      email: FORM,
      consent_text: 'Send me the Acme newsletter.',
    })
    .execute();
});

const recordOf = (client: ApiClient, email: string, download = false) =>
  client.get<EmailConsentRecord & ErrorBody>(
    `/api/email/contacts/consent?email=${encodeURIComponent(email)}${download ? '&download=true' : ''}`,
  );

describe('the consent record of an e-mail address', () => {
  it('shows the e-mail import that put it on a list: the file, who ticked permission and when', async () => {
    // Typed with capitals and spaces: the lists keep addresses lower-cased.
    const answer = await recordOf(api, '  Ann.Imported@EXAMPLE.com ');
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      email: IMPORTED,
      suppressedAt: null,
      suppressionReason: null,
      marketingAllowed: true,
      verdict: EMAIL_CONSENT_VERDICTS.consented,
    });
    expect(answer.body.entries).toEqual([
      {
        kind: 'Import',
        listId,
        listName: 'Newsletter',
        source: 'File',
        sourceName: 'newsletter.csv',
        importedBy: expect.stringContaining(`<${user.email}>`),
        consentedAt: expect.any(String),
        addedAt: expect.any(String),
      },
    ]);
  });

  it('an unsubscribe wins over the import consent', async () => {
    const answer = await recordOf(api, UNSUBSCRIBED);
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({
      suppressionReason: 'Unsubscribe',
      suppressedAt: expect.any(String),
      marketingAllowed: false,
      verdict: EMAIL_CONSENT_VERDICTS.Unsubscribe,
    });
    expect(answer.body.entries.map((e) => e.kind)).toEqual(['Import']);
  });

  it('shows a landing-page form consent with its page, time, address and browser', async () => {
    const answer = await recordOf(api, FORM);
    expect(answer.body).toMatchObject({ marketingAllowed: true, verdict: EMAIL_CONSENT_VERDICTS.consented });
    expect(answer.body.entries).toEqual([
      {
        kind: 'LandingPage',
        pageId,
        pageName: 'Spring newsletter sign-up',
        consentedAt: '2026-04-01T10:30:00.000Z',
        clientIp: '198.51.100.9',
        userAgent: 'Mozilla/5.0 (iPhone) Safari/17',
        consentText: 'Send me the Acme newsletter.',
        optedOut: false,
      },
    ]);
  });

  it('exports the record for one address as a file', async () => {
    const answer = await recordOf(api, IMPORTED, true);
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-disposition')).toBe(`attachment; filename="consent-${IMPORTED}.json"`);
    expect(answer.body.email).toBe(IMPORTED);
  });

  it('answers 404 for an address only another account holds, and 400 for a malformed one', async () => {
    const other = await createAccountWithUser();
    const otherApi = new ApiClient();
    await otherApi.signIn(other.email, other.password);
    expect((await recordOf(otherApi, IMPORTED)).status).toBe(404);
    const bad = await recordOf(api, 'not-an-address');
    expect(bad.status).toBe(400);
    expect(bad.body.error.fields?.email).toEqual(['not-an-address is not a valid e-mail address.']);
  });
});
