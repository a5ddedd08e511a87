import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { EmailConsentRecord } from '@contracts/email-lists/email-consent.schemas';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { errorBody, mockApi } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';

const record = (values: Partial<EmailConsentRecord> = {}): EmailConsentRecord => ({
  email: 'ann@example.com',
  suppressedAt: null,
  suppressionReason: null,
  marketingAllowed: true,
  verdict: 'Marketing consent on record, and no suppression.',
  entries: [
    {
      kind: 'Import',
      listId: 4,
      listName: 'Newsletter',
      source: 'File',
      sourceName: 'newsletter.csv',
      importedBy: 'Thandi Mokoena <thandi@acme.test>',
      consentedAt: '2026-03-02T08:00:00.000Z',
      addedAt: '2026-03-02T08:00:05.000Z',
    },
  ],
  exportedAt: '2026-11-29T06:00:00.000Z',
  ...values,
});

function setup(consent: (url: URL) => { status?: number; body: unknown }) {
  mockApi({
    ...sessionRoutes(clientUser),
    'GET /api/settings': {
      body: {
        limitDownloads: false,
        apiHost: 'https://api.test/',
        smsShortUrlHost: 'https://s.test',
        optoutConfirmation: true,
        senderName: 'Acme Retail',
        optoutLine: 'Acme Retail: Reply STOP to opt out',
      },
    },
    'POST /api/email/lists/all': { body: { rows: [], totalRows: 0 } },
    'GET /api/email/contacts/consent': (_init, url) => consent(url!),
  });
  return { ...renderApp('/emailmarketing/email-lists'), user: userEvent.setup() };
}

afterEach(() => vi.unstubAllGlobals());

vi.setConfig({ testTimeout: 20_000 });

describe('Consent of an e-mail contact (Email Lists)', () => {
  it('shows how the address was imported and who ticked permission, with its export', async () => {
    const asked: string[] = [];
    const { user } = setup((url) => {
      asked.push(url.searchParams.get('email')!);
      return { body: record() };
    });
    await user.type(await screen.findByLabelText('E-mail address'), 'ann@example.com');
    await user.click(screen.getByRole('button', { name: 'Look up consent' }));
    const section = await screen.findByRole('region', { name: 'Consent on record' });
    expect(asked).toEqual(['ann@example.com']);
    expect(within(section).getByTestId('consent-verdict')).toHaveTextContent(
      'Marketing consent on record, and no suppression.',
    );
    expect(section).toHaveTextContent(
      '“permission to contact” ticked by Thandi Mokoena <thandi@acme.test> on 2026-03-02 10:00.',
    );
    expect(within(section).getByRole('button', { name: 'Download consent record' })).toBeInTheDocument();
  });

  it('says an unsubscribe wins, and says so when nothing is on record', async () => {
    let answer: { status?: number; body: unknown } = {
      body: record({
        marketingAllowed: false,
        suppressedAt: '2026-06-01T12:00:00.000Z',
        suppressionReason: 'Unsubscribe',
        verdict: 'Unsubscribed: no marketing e-mail, whatever consent was given (the unsubscribe wins).',
      }),
    };
    const { user } = setup(() => answer);
    const field = await screen.findByLabelText('E-mail address');
    await user.type(field, 'ann@example.com{Enter}');
    expect(await screen.findByTestId('consent-verdict')).toHaveTextContent(
      'Unsubscribed: no marketing e-mail, whatever consent was given (the unsubscribe wins). Unsubscribed on 2026-06-01 14:00.',
    );
    answer = { status: 404, body: errorBody('NOT_FOUND', 'The address was not found.') };
    await user.clear(field);
    await user.type(field, 'nobody@example.com{Enter}');
    expect(
      await screen.findByText('Consent: nothing on record in this account for nobody@example.com.'),
    ).toBeInTheDocument();
  });
});
