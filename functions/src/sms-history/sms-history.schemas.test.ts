import { describe, expect, it } from 'vitest';
import type { AuthContext } from '../auth/auth-context';
import { tenantScopeFor } from '../platform/tenancy';
import { historyReachOf } from './history-reach';
import {
  idNumberQuerySchema,
  pagedPhoneHistoryQuerySchema,
  phoneHistoryQuerySchema,
} from './sms-history.schemas';

const auth = (role: 'Client' | 'Admin'): AuthContext => ({
  userId: 1,
  accountId: 7,
  role,
  sessionId: 1,
  scope: tenantScopeFor(7),
});

describe('the history calls’ query schemas', () => {
  it('keep the cellphone as typed (trimmed) for the service to normalise, and page 10 rows by default', () => {
    expect(phoneHistoryQuerySchema.parse({ cellphone: ' +27 82 123 4567 ' })).toEqual({
      cellphone: '+27 82 123 4567',
    });
    expect(pagedPhoneHistoryQuerySchema.parse({ cellphone: '0821234567' })).toEqual({
      cellphone: '0821234567',
      page: 1,
      rowsPerPage: 10,
    });
    expect(
      pagedPhoneHistoryQuerySchema.parse({ cellphone: '0821234567', page: '3', rowsPerPage: '5' }),
    ).toMatchObject({
      page: 3,
      rowsPerPage: 5,
    });
    expect(pagedPhoneHistoryQuerySchema.safeParse({ cellphone: 'x', rowsPerPage: '101' }).success).toBe(
      false,
    );
  });

  it('clean an ID number of spaces and dashes, and refuse one that is empty or too long', () => {
    expect(idNumberQuerySchema.parse({ idNumber: ' 800101-5009 087 ' })).toEqual({
      idNumber: '8001015009087',
    });
    const messages = (idNumber: unknown) =>
      idNumberQuerySchema.safeParse({ idNumber }).error?.issues.map((issue) => issue.message);
    expect(messages(' - ')).toEqual(['Please enter an ID number.']);
    expect(messages(undefined)).toEqual(['Please enter an ID number.']);
    expect(messages('1'.repeat(21))).toEqual([
      'An ID number has at most 20 characters (spaces and dashes not counted).',
    ]);
  });
});

describe('historyReachOf', () => {
  it('gives a client their own account, an administrator every account in the global view', () => {
    expect(historyReachOf(auth('Client'), false)).toEqual({ kind: 'account', scope: { accountId: 7 } });
    expect(historyReachOf(auth('Admin'), false)).toEqual({ kind: 'account', scope: { accountId: 7 } });
    expect(historyReachOf(auth('Admin'), true)).toEqual({ kind: 'global' });
    expect(() => historyReachOf(auth('Client'), true)).toThrow('You do not have permission to do that.');
  });
});
