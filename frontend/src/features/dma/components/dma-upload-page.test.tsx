import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DmaUploadJob } from '@contracts/dma/dma.schemas';
import { clientUser, sessionRoutes } from '@/testing/fixtures';
import { mockViewportWidth } from '@/testing/match-media';
import { errorBody, mockApi, type MockRoutes } from '@/testing/mock-api';
import { renderApp } from '@/testing/render-app';
import { isDmaJobRunning } from '../api/dma';
import { NO_DMA_UPLOADS_TEXT } from './dma-upload-jobs';
import { QUEUED_MESSAGE } from './dma-upload-page';

vi.mock('@/lib/upload-file', async (importOriginal) => ({
  ...(await importOriginal<typeof import('@/lib/upload-file')>()),
  uploadFile: vi.fn(async (file: File) => ({
    fileId: 7,
    fileName: file.name,
    size: file.size,
    format: 'csv',
  })),
}));

const job = (overrides: Partial<DmaUploadJob> = {}): DmaUploadJob => ({
  id: 1,
  fileName: 'dma-march.csv',
  status: 'Completed',
  cellphoneColumn: 'Cellphone',
  rowsTotal: 12500,
  rowsAdded: 11000,
  rowsAlreadyPresent: 1200,
  rowsDuplicate: 200,
  rowsInvalid: 100,
  errorMessage: null,
  createdDate: '2026-03-02T07:00:00Z',
  finishedDate: '2026-03-02T07:01:00Z',
  ...overrides,
});

function setup(routes: MockRoutes) {
  const fetchMock = mockApi({ ...sessionRoutes(clientUser), ...routes });
  return { ...renderApp('/smsmarketing/sms-lists/dmaupload'), fetchMock, user: userEvent.setup() };
}

describe('Upload DMA List', () => {
  beforeEach(() => mockViewportWidth(1600));
  afterEach(() => vi.unstubAllGlobals());

  it('lists the DMA uploads with their counts, status and errors', async () => {
    setup({
      'GET /api/dma/uploads': {
        body: [
          job(),
          job({
            id: 2,
            fileName: 'bad.csv',
            status: 'Failed',
            errorMessage: 'The file is empty.',
            rowsAdded: 0,
          }),
        ],
      },
    });
    expect(await screen.findByRole('heading', { name: 'Upload DMA List' })).toBeInTheDocument();
    const march = (await screen.findByText('dma-march.csv')).closest('tr')!;
    expect(within(march).getByText('Completed')).toBeInTheDocument();
    expect(within(march).getByText('12 500')).toBeInTheDocument();
    expect(within(march).getByText('11 000')).toBeInTheDocument();
    expect(within(march).getByText('1 200')).toBeInTheDocument();
    expect(within(march).getByText('Numbers from: Cellphone')).toBeInTheDocument();
    const bad = screen.getByText('bad.csv').closest('tr')!;
    expect(within(bad).getByText('Failed')).toBeInTheDocument();
    expect(within(bad).getByTestId('dma-job-error')).toHaveTextContent('The file is empty.');
    await waitFor(() => expect(document.title).toBe('Upload DMA List | Acme Messaging'));
  });

  it('uploads a file, queues it, and shows the new job', async () => {
    let posted: unknown;
    let jobs: DmaUploadJob[] = [];
    const { user } = setup({
      'GET /api/dma/uploads': () => ({ body: jobs }),
      'POST /api/dma/uploads': (init) => {
        posted = JSON.parse(String(init?.body));
        jobs = [job({ id: 9, fileName: 'returned.csv', status: 'Queued', rowsAdded: 0, finishedDate: null })];
        return { status: 202, body: jobs[0] };
      },
    });
    expect(await screen.findByText(NO_DMA_UPLOADS_TEXT)).toBeInTheDocument();
    const add = screen.getByRole('button', { name: 'Add to DMA opt-outs' });
    expect(add).toBeDisabled();
    await user.upload(screen.getByTestId('file-input'), new File(['0821234567\n'], 'returned.csv'));
    expect(await screen.findByTestId('uploaded-file')).toHaveTextContent('returned.csv');
    await user.click(add);
    expect(await screen.findByText(QUEUED_MESSAGE)).toBeInTheDocument();
    expect(posted).toEqual({ uploadedFileId: 7 });
    const row = (await screen.findByText('returned.csv', { selector: 'td *' })).closest('tr')!;
    expect(within(row).getByText('Queued')).toBeInTheDocument();
    expect(screen.queryByTestId('uploaded-file')).toBeNull();
    expect(add).toBeDisabled();
  });

  it('shows why the server refused the file', async () => {
    const { user } = setup({
      'GET /api/dma/uploads': { body: [] },
      'POST /api/dma/uploads': {
        status: 400,
        body: errorBody('VALIDATION_FAILED', 'The file is not a CSV or Excel file.'),
      },
    });
    await user.upload(await screen.findByTestId('file-input'), new File(['x'], 'odd.csv'));
    await user.click(await screen.findByRole('button', { name: 'Add to DMA opt-outs' }));
    expect(await screen.findByText('The file is not a CSV or Excel file.')).toBeInTheDocument();
  });
});

describe('isDmaJobRunning', () => {
  it('is true while a job is queued or being processed', () => {
    expect(isDmaJobRunning({ status: 'Queued' })).toBe(true);
    expect(isDmaJobRunning({ status: 'InProgress' })).toBe(true);
    expect(isDmaJobRunning({ status: 'Completed' })).toBe(false);
    expect(isDmaJobRunning({ status: 'Failed' })).toBe(false);
  });
});
