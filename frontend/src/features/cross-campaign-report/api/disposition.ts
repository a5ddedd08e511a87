import useSWR from 'swr';
import {
  dispositionBuildQueuedSchema,
  dispositionDefaultsSchema,
  type BuildDispositionReport,
} from '@contracts/disposition-reports/disposition-reports.schemas';
import { api } from '@/lib/api-client';

const STATUS_URL = '/api/sms/disposition/status';

/** GET /api/sms/disposition/status: the saved userEmail and password that prefill the form. */
export function useDispositionDefaults() {
  return useSWR(STATUS_URL, (url: string) => api.get(url, { schema: dispositionDefaultsSchema }), {
    revalidateOnFocus: false,
  });
}

/** POST /api/sms/disposition/build: queues the report; the link is e-mailed when it is ready. */
export function buildDispositionReport(body: BuildDispositionReport) {
  return api.post('/api/sms/disposition/build', body, { schema: dispositionBuildQueuedSchema });
}
