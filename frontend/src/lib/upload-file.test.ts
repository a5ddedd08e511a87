import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi } from '@/testing/mock-api';
import { checkFile, uploadFile, WRONG_TYPE_MESSAGE } from './upload-file';

type Sent = { method: string; url: string; body: Blob };

/** A stand-in XMLHttpRequest that records what is sent and reports progress, then answers `status`. */
function fakeXhr(status: number, sent: Sent[]) {
  class FakeXhr {
    upload: {
      onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
    } = {
      onprogress: null,
    };
    status = 0;
    timeout = 0;
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    ontimeout: (() => void) | null = null;
    onabort: (() => void) | null = null;
    private method = '';
    private url = '';
    open(method: string, url: string) {
      this.method = method;
      this.url = url;
    }
    abort() {
      this.onabort?.();
    }
    send(body: Blob) {
      sent.push({ method: this.method, url: this.url, body });
      setTimeout(() => {
        this.upload.onprogress?.({ lengthComputable: true, loaded: 5, total: 10 });
        this.status = status;
        this.onload?.();
      }, 0);
    }
  }
  vi.stubGlobal('XMLHttpRequest', FakeXhr);
}

describe('upload client', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('checks the type and size on the client', () => {
    expect(checkFile({ name: 'list.CSV', size: 10 })).toBeNull();
    expect(checkFile({ name: 'list.xls', size: 10 })).toBeNull();
    expect(checkFile({ name: 'list.pdf', size: 10 })).toBe(WRONG_TYPE_MESSAGE);
    expect(checkFile({ name: 'list.zip', size: 100 * 1024 * 1024 + 1 })).toBe(
      'The file is larger than 100 MB.',
    );
    expect(checkFile({ name: 'list.csv', size: 0 })).toBe('The file is empty.');
  });

  it('starts the upload, PUTs the file to storage with progress, then completes it', async () => {
    const sent: Sent[] = [];
    fakeXhr(204, sent);
    const calls: string[] = [];
    mockApi({
      'POST /api/lists/files': (init) => {
        calls.push(`start ${String(init?.body)}`);
        return {
          status: 201,
          body: { fileId: 9, upload: { method: 'PUT', url: 'https://bucket.example/k?sig=1' } },
        };
      },
      'POST /api/lists/files/9/complete': () => {
        calls.push('complete');
        return { body: { fileId: 9, fileName: 'list.csv', size: 3, format: 'csv' } };
      },
    });
    const progress = vi.fn();
    const file = new File(['a,b'], 'list.csv', { type: 'text/csv' });
    await expect(uploadFile(file, progress)).resolves.toEqual({
      fileId: 9,
      fileName: 'list.csv',
      size: 3,
      format: 'csv',
    });
    expect(calls).toEqual(['start {"fileName":"list.csv","size":3}', 'complete']);
    expect(sent[0]?.method).toBe('PUT');
    expect(sent[0]?.url).toBe('https://bucket.example/k?sig=1');
    expect(sent[0]?.body).toBe(file);
    expect(progress).toHaveBeenCalledWith({ loaded: 5, total: 10 });
  });

  it('shows the message of a failed completion and does not complete after a failed storage post', async () => {
    const sent: Sent[] = [];
    fakeXhr(403, sent);
    const complete = vi.fn(() => ({ body: {} }));
    mockApi({
      'POST /api/lists/files': { status: 201, body: { fileId: 9, upload: { method: 'PUT', url: '/s3' } } },
      'POST /api/lists/files/9/complete': complete,
    });
    await expect(uploadFile(new File(['x'], 'a.csv'))).rejects.toThrow(
      'The file could not be uploaded. Please try again.',
    );
    expect(complete).not.toHaveBeenCalled();

    fakeXhr(204, sent);
    mockApi({
      'POST /api/lists/files': { status: 201, body: { fileId: 9, upload: { method: 'PUT', url: '/s3' } } },
      'POST /api/lists/files/9/complete': {
        status: 400,
        body: {
          error: {
            code: 'VALIDATION_FAILED',
            message: 'This file is not a CSV, Excel or zip file.',
            requestId: 'r',
          },
        },
      },
    });
    await expect(uploadFile(new File(['x'], 'a.csv'))).rejects.toThrow(
      'This file is not a CSV, Excel or zip file.',
    );
  });
});
