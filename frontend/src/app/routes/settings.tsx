import { SettingsPage } from '@/features/settings/components/settings-page';

/** /settings (loaded on demand: see router.tsx). */
export function SettingsRoute() {
  return <SettingsPage />;
}
