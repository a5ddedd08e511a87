import useSWR from 'swr';
import {
  approvalResultSchema,
  invoicePreviewSchema,
  type InvoiceRequest,
} from '@contracts/accounting/accounting.schemas';
import {
  userDetailSchema,
  userExportResponseSchema,
  userListResponseSchema,
  type CreateUserRequest,
  type EditPrepaidRequest,
  type EditUserRequest,
  type UserExportRequest,
  type UserListRequest,
} from '@contracts/users/users.schemas';
import { accountSummarySchema } from '@contracts/accounts/accounts.schemas';
import { api } from '@/lib/api-client';
import { useReloadLists } from '@/lib/reload-lists';

const USERS_LIST_URL = '/api/user/list';

/** POST /api/user/list (errors re-thrown, spec 3 §8). */
export function useUsers(request: UserListRequest) {
  return useSWR(
    [USERS_LIST_URL, request],
    ([url, body]) => api.post(url, body, { schema: userListResponseSchema }),
    { keepPreviousData: true },
  );
}

/** Reloads every cached page and filter of the list after archive, unarchive or an invoice sent. */
export const useReloadUserLists = () => useReloadLists(USERS_LIST_URL);

export const exportUsers = (request: UserExportRequest) =>
  api.post('/api/user/export', request, { schema: userExportResponseSchema });

export const setUserArchived = (id: number, archived: boolean) =>
  api.post(`/api/user/${id}/${archived ? 'archive' : 'unarchive'}`).then(() => undefined);

export function useAdminUser(id: number | null) {
  return useSWR(id === null ? null : `/api/admin/users/${id}`, (url: string) =>
    api.get(url, { schema: userDetailSchema }),
  );
}

export function useAccounts() {
  return useSWR('/api/admin/accounts', (url: string) =>
    api.get(url, { schema: accountSummarySchema.array() }),
  );
}

export const createUser = (body: CreateUserRequest) => api.post<{ id: number }>('/api/admin/users', body);
export const editUser = (id: number, body: EditUserRequest) =>
  api.post(`/api/admin/users/${id}`, body).then(() => undefined);
export const editPrepaid = (id: number, body: EditPrepaidRequest) =>
  api.post(`/api/admin/users/${id}/prepaid`, body).then(() => undefined);

/** Enveloped (spec 3 §7): the result, or an EnvelopeError carrying the server's errorMessage. */
export const previewInvoice = (body: InvoiceRequest) =>
  api.post('/api/accounting/invoice/preview', body, { enveloped: true, schema: invoicePreviewSchema });
export const approveInvoice = (body: InvoiceRequest) =>
  api.post('/api/accounting/invoice/approve', body, { enveloped: true, schema: approvalResultSchema });
