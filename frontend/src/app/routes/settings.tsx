import { ManageCustomFieldsCard } from '@/features/custom-fields/components/manage-custom-fields-card';
import { SendingDomainsCard } from '@/features/email-sending/components/sending-domains-card';
import { EmailSuppressionsCard } from '@/features/email-suppressions/components/email-suppressions-card';
import { SettingsPage } from '@/features/settings/components/settings-page';
import { SmsProvidersSection } from '@/features/settings/components/sms-providers/sms-providers-section';

/** /settings (loaded on demand: see router.tsx), with the SMS Providers, Manage Custom Fields, Sending domains and Email suppressions cards (spec §2.7 leaves its route open). */
export function SettingsRoute() {
  return (
    <SettingsPage>
      <SmsProvidersSection />
      <ManageCustomFieldsCard />
      <SendingDomainsCard />
      <EmailSuppressionsCard />
    </SettingsPage>
  );
}
