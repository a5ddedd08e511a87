import { ManageCustomFieldsCard } from '@/features/custom-fields/components/manage-custom-fields-card';
import { SettingsPage } from '@/features/settings/components/settings-page';

/** /settings (loaded on demand: see router.tsx), with the Manage Custom Fields card (spec §2.7 leaves its route open). */
export function SettingsRoute() {
  return (
    <SettingsPage>
      <ManageCustomFieldsCard />
    </SettingsPage>
  );
}
