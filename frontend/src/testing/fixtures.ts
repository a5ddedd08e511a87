import type { CurrentUser } from '@contracts/auth/auth.schemas';
import type { PublicSettings } from '@contracts/settings/settings.schemas';
import { errorBody, type MockRoutes } from './mock-api';

export const adminUser: CurrentUser = {
  id: 1,
  accountId: 1,
  accountName: 'Platform Ops',
  firstName: 'Ada',
  lastName: 'Admin',
  email: 'admin@platform.test',
  role: 'Admin',
  lastLoginDate: '2026-03-01T09:30:00Z',
  previousLoginDate: '2026-03-01T09:30:00Z',
};

export const clientUser: CurrentUser = {
  id: 2,
  accountId: 2,
  accountName: 'Acme Retail',
  firstName: 'Alice',
  lastName: 'Anders',
  email: 'alice@acme.test',
  role: 'Client',
  lastLoginDate: null,
  previousLoginDate: null,
};

export const publicSettings: PublicSettings = {
  companyName: 'Acme Messaging',
  corporateName: 'Acme Corp',
  corporateUrl: 'https://acme.example',
  supportEmail: 'help@acme.example',
  registrationNumber: 'REG-1',
  vatNumber: 'VAT-2',
  releaseVersion: '1.2.3',
  developmentVersion: true,
  chat: null,
};

/** API answers for a visitor who is signed in as `user` (or signed out when null). */
export const sessionRoutes = (
  user: CurrentUser | null,
  settings: PublicSettings = publicSettings,
): MockRoutes => ({
  'GET /api/settings/public': { body: settings },
  'GET /api/user/current': user
    ? { body: user }
    : { status: 401, body: errorBody('UNAUTHENTICATED', 'Please sign in.') },
});
