// A list import job followed through the API as the List Process Queue shows it.
import type { ImportJob } from '../lists/lists.schemas';
import type { ApiClient } from './api-client';
import { eventually } from './fixtures';

/** The job once it has ended (Completed or Failed). */
export async function endedJob(api: ApiClient, jobId: number, timeoutMs: number): Promise<ImportJob> {
  return eventually(async () => {
    const job = (await api.get<ImportJob[]>('/api/lists/import-jobs')).body.find((j) => j.id === jobId);
    return job && (job.status === 'Completed' || job.status === 'Failed') ? job : undefined;
  }, timeoutMs);
}

/** The job's rejected-rows file, downloaded as the SPA's link does (a redirect to S3), line by line. */
export async function rejectedRows(api: ApiClient, jobId: number): Promise<string[]> {
  const download = await api.request('GET', `/api/lists/import-jobs/${jobId}/rejected-rows`, {
    redirect: 'manual',
  });
  if (download.status !== 302) throw new Error(`rejected rows of job ${jobId}: ${download.status}`);
  const res = await fetch(download.headers.get('location')!);
  if (res.status !== 200) throw new Error(`rejected rows of job ${jobId} from S3: ${res.status}`);
  return (await res.text()).split('\r\n').filter(Boolean);
}
