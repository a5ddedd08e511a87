import useSWR from 'swr';
import {
  createdPageSchema,
  pageImportResultSchema,
  pageListResponseSchema,
  pageSchema,
  startedPageImportSchema,
  type CreatePage,
  type FormSubmitActions,
  type PageListRequest,
} from '@contracts/pages/pages.schemas';
import { api } from '@/lib/api-client';
import { useReloadLists } from '@/lib/reload-lists';
import { putToStorage } from '@/lib/upload-file';

export const PAGES_URL = '/api/pages';
const PAGES_LIST_URL = `${PAGES_URL}/list`;
const pageUrl = (key: string) => `${PAGES_URL}/${encodeURIComponent(key)}`;

/** POST /api/pages/list. */
export function usePages(request: PageListRequest) {
  return useSWR(
    [PAGES_LIST_URL, request],
    ([url, body]) => api.post(url, body, { schema: pageListResponseSchema }),
    { keepPreviousData: true },
  );
}

/** Reloads every cached page and filter of the list after clone, archive, unarchive or delete. */
export const useReloadPageLists = () => useReloadLists(PAGES_LIST_URL);

/** GET /api/pages/{pageKey}. */
export function usePage(key: string | null) {
  return useSWR(key === null ? null : pageUrl(key), (url: string) => api.get(url, { schema: pageSchema }), {
    revalidateOnFocus: false,
    shouldRetryOnError: false,
  });
}

export const fetchPage = (key: string) => api.get(pageUrl(key), { schema: pageSchema });

export const createPage = (body: CreatePage) =>
  api.post(`${PAGES_URL}/create`, body, { schema: createdPageSchema });
export const clonePage = (key: string, body: CreatePage) =>
  api.post(`${pageUrl(key)}/clone`, body, { schema: createdPageSchema });
export const deletePage = (key: string) => api.delete(pageUrl(key)).then(() => undefined);
export const setPageArchived = (key: string, archived: boolean) =>
  api.post(`${pageUrl(key)}/${archived ? 'archive' : 'unarchive'}`).then(() => undefined);
export const renamePage = (key: string, name: string) =>
  api.post(`${pageUrl(key)}/name`, { name }).then(() => undefined);
export const changePageTitle = (key: string, title: string) =>
  api.post(`${pageUrl(key)}/title`, { title }).then(() => undefined);
export const savePageFormConfig = (key: string, actions: FormSubmitActions) =>
  api.post(`${pageUrl(key)}/form-config`, actions).then(() => undefined);

/** A file to import with its path (a dropped folder keeps its folders, e.g. `css/site.css`). */
export type ImportItem = { file: File; path: string };

/**
 * Import Page: announces the files, PUTs each one to its presigned URL, then runs the import (enveloped
 * answer: the new html, or an EnvelopeError carrying the server's errorMessage).
 */
export async function importPageFiles(
  pageId: number,
  files: ImportItem[],
  onProgress?: (loaded: number, total: number) => void,
  signal?: AbortSignal,
): Promise<string | null> {
  const announced = files.map((f) => ({ path: f.path, size: f.file.size }));
  const url = `${PAGES_URL}/upload-import/${pageId}`;
  const started = await api.post(`${url}/start`, { files: announced }, { schema: startedPageImportSchema });
  const total = files.reduce((sum, f) => sum + f.file.size, 0);
  const done = new Array<number>(files.length).fill(0);
  await Promise.all(
    started.uploads.map((upload, i) =>
      putToStorage(
        upload.url,
        files[i]!.file,
        (p) => {
          done[i] = p.loaded;
          onProgress?.(
            done.reduce((a, b) => a + b, 0),
            total,
          );
        },
        signal,
      ),
    ),
  );
  return api.post(
    url,
    { token: started.token, files: announced },
    { schema: pageImportResultSchema.shape.result, enveloped: true },
  );
}
