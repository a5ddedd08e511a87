// Uploads a file the way the SPA does: announce, presigned PUT to S3, complete.
import type { ApiAnswer, ApiClient } from './api-client';

export async function uploadFile(
  api: ApiClient,
  fileName: string,
  content: Buffer | string,
  filesUrl = '/api/lists/files',
): Promise<ApiAnswer> {
  const bytes = typeof content === 'string' ? Buffer.from(content) : content;
  const start = await api.post<{ fileId: number; upload: { url: string } }>(filesUrl, {
    fileName,
    size: bytes.length,
  });
  if (start.status !== 201) return start;
  const s3 = await fetch(start.body.upload.url, { method: 'PUT', body: bytes });
  if (s3.status >= 300) throw new Error(`S3 refused the upload: ${s3.status} ${await s3.text()}`);
  return api.post(`${filesUrl}/${start.body.fileId}/complete`);
}

/** Uploads a file and answers its id; an upload the API refuses fails the test with its answer. */
export async function uploadedFileId(
  api: ApiClient,
  fileName: string,
  content: Buffer | string,
  filesUrl = '/api/lists/files',
): Promise<number> {
  const done = await uploadFile(api, fileName, content, filesUrl);
  if (done.status !== 200)
    throw new Error(`upload of ${fileName}: ${done.status} ${JSON.stringify(done.body)}`);
  return (done.body as { fileId: number }).fileId;
}
