import { api } from '@/lib/api-client';

/** PUT /api/settings/optout-confirmation: whether each opt-out gets one confirmation SMS. */
export const saveOptoutConfirmation = (enabled: boolean) =>
  api.put('/api/settings/optout-confirmation', { enabled });
