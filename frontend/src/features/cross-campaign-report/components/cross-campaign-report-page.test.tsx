import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DISPOSITION_TEXTS,
  REPORT_QUEUED_TEXT,
} from '@contracts/disposition-reports/disposition-reports.schemas';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { errorBody, mockApi, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { defaultRange } from './cross-campaign-report-page';

const PATH = '/smsmarketing/cross-campaign-disposition';
const status: MockRoutes = {
  'GET /api/sms/disposition/status': { body: { userEmail: 'ops@acme.example', password: 'Zip-secret' } },
};
const buildCalls = (fetchMock: ReturnType<typeof mockApi>) =>
  fetchMock.mock.calls
    .filter(([input, init]) => String(input).endsWith('/disposition/build') && init?.method === 'POST')
    .map(([, init]) => JSON.parse(String(init?.body)) as Record<string, unknown>);

describe('Cross-Campaign Report', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('prefills the e-mails and password from the saved defaults', async () => {
    mockApi({ ...sessionRoutes(clientUser), ...status });
    renderApp(PATH);
    // The field may render before the saved defaults arrive: wait for the value, not only the field.
    const emails = await screen.findByRole('textbox', { name: 'Emails' });
    await waitFor(() => expect(emails).toHaveValue('ops@acme.example'));
    expect(screen.getByLabelText('Password')).toHaveValue('Zip-secret');
    expect(screen.getByLabelText('From')).toHaveValue(defaultRange().from);
    expect(screen.getByLabelText('To')).toHaveValue(defaultRange().to);
    expect(screen.getByRole('switch', { name: 'Include Message' })).not.toBeChecked();
    expect(screen.getByRole('switch', { name: 'Include Custom Fields' })).not.toBeChecked();
    await waitFor(() => expect(document.title).toBe('Cross-Campaign Report | Acme Messaging'));
  });

  it('checks the fields before calling the server', async () => {
    const fetchMock = mockApi({ ...sessionRoutes(clientUser), ...status });
    const user = userEvent.setup();
    renderApp(PATH);
    const emails = await screen.findByRole('textbox', { name: 'Emails' });
    await user.clear(emails);
    await user.clear(screen.getByLabelText('Password'));
    await user.click(screen.getByRole('button', { name: 'Create Report' }));
    expect(await screen.findByText(DISPOSITION_TEXTS.emailsRequired)).toBeInTheDocument();
    expect(screen.getByText(DISPOSITION_TEXTS.passwordRequired)).toBeInTheDocument();
    await user.type(emails, 'ops@acme.example, nope');
    await user.click(screen.getByRole('button', { name: 'Create Report' }));
    expect(await screen.findByText(DISPOSITION_TEXTS.invalidEmail('nope'))).toBeInTheDocument();
    expect(buildCalls(fetchMock)).toHaveLength(0);
  });

  it('queues the report with the chosen options and says so in the snackbar', async () => {
    const fetchMock = mockApi({
      ...sessionRoutes(clientUser),
      ...status,
      'POST /api/sms/disposition/build': { status: 202, body: { reportId: 9, message: REPORT_QUEUED_TEXT } },
    });
    const user = userEvent.setup();
    renderApp(PATH);
    await screen.findByRole('textbox', { name: 'Emails' });
    await user.click(screen.getByRole('switch', { name: 'Include Message' }));
    await user.click(screen.getByRole('button', { name: 'Create Report' }));
    expect(await screen.findByText(REPORT_QUEUED_TEXT)).toBeInTheDocument();
    expect(buildCalls(fetchMock)).toEqual([
      {
        ...defaultRange(),
        emails: 'ops@acme.example',
        password: 'Zip-secret',
        includeMessage: true,
        includeCustomFields: false,
      },
    ]);
  });

  it('shows the server’s field errors', async () => {
    mockApi({
      ...sessionRoutes(clientUser),
      ...status,
      'POST /api/sms/disposition/build': {
        status: 400,
        body: errorBody('VALIDATION_FAILED', 'Invalid', { to: [DISPOSITION_TEXTS.toBeforeFrom] }),
      },
    });
    const user = userEvent.setup();
    renderApp(PATH);
    await screen.findByRole('textbox', { name: 'Emails' });
    await user.click(screen.getByRole('button', { name: 'Create Report' }));
    expect(await screen.findByText(DISPOSITION_TEXTS.toBeforeFrom)).toBeInTheDocument();
    expect(screen.queryByText(REPORT_QUEUED_TEXT)).not.toBeInTheDocument();
  });
});
