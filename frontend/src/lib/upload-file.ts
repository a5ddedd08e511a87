import {
  startedUploadSchema,
  startUploadSchema,
  uploadedFileSchema,
  type UploadedFile,
} from '@contracts/lists/lists.schemas';
import { api } from './api-client';

export const FILES_URL = '/api/lists/files';
export const ACCEPTED_EXTENSIONS = ['.csv', '.xlsx', '.xls', '.zip'] as const;
export const ACCEPT_ATTRIBUTE = ACCEPTED_EXTENSIONS.join(',');
export const WRONG_TYPE_MESSAGE = 'Choose a CSV, Excel (.xlsx or .xls) or zip file.';
export const UPLOAD_FAILED_MESSAGE = 'The file could not be uploaded. Please try again.';
/** Spec 1 §9: the upload times out after 600 000 ms. */
export const UPLOAD_TIMEOUT_MS = 600_000;

export type UploadProgress = { loaded: number; total: number };

/** The client-side checks of a chosen file (type and the contract's size rules); null when it may be sent. */
export function checkFile(file: { name: string; size: number }): string | null {
  const lower = file.name.toLowerCase();
  if (!ACCEPTED_EXTENSIONS.some((extension) => lower.endsWith(extension))) return WRONG_TYPE_MESSAGE;
  const parsed = startUploadSchema.safeParse({ fileName: file.name, size: file.size });
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? UPLOAD_FAILED_MESSAGE);
}

/** PUTs the file to the presigned URL with XMLHttpRequest so upload progress can be shown. */
export function putToStorage(
  url: string,
  file: Blob,
  onProgress?: (progress: UploadProgress) => void,
  signal?: AbortSignal,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PUT', url);
    xhr.timeout = UPLOAD_TIMEOUT_MS;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.({ loaded: event.loaded, total: event.total });
    };
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300 ? resolve() : reject(new Error(UPLOAD_FAILED_MESSAGE));
    xhr.onerror = () => reject(new Error(UPLOAD_FAILED_MESSAGE));
    xhr.ontimeout = () => reject(new Error(UPLOAD_FAILED_MESSAGE));
    xhr.onabort = () => reject(new DOMException('The upload was cancelled.', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(file);
  });
}

/**
 * One file upload: POST /api/lists/files {fileName, size} → presigned PUT of the bytes to storage →
 * POST /api/lists/files/{fileId}/complete, which checks the file and answers it (or an error body).
 * `filesUrl` names another area's files endpoint with the same calls (the sales-data import's).
 */
export async function uploadFile(
  file: File,
  onProgress?: (progress: UploadProgress) => void,
  signal?: AbortSignal,
  filesUrl: string = FILES_URL,
): Promise<UploadedFile> {
  const started = await api.post(
    filesUrl,
    { fileName: file.name, size: file.size },
    { schema: startedUploadSchema, signal },
  );
  await putToStorage(started.upload.url, file, onProgress, signal);
  return api.post(`${filesUrl}/${started.fileId}/complete`, undefined, {
    schema: uploadedFileSchema,
    signal,
  });
}
