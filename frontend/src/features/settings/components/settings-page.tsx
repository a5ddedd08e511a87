import Box from '@mui/material/Box';
import { useEffect, type ReactNode } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { ApiKeysSection } from './api-keys-section';
import { OptoutConfirmationSection } from './optout-confirmation-section';
import { SenderNameSection } from './sender-name-section';
import { WebhookSecretSection } from './webhook-secret-section';

/** /settings: account-wide settings: the sender name, API keys, the webhook signing secret, the opt-out confirmation, and the cards of other features the route passes in (the spec leaves the content open). */
export function SettingsPage({ children }: { children?: ReactNode }) {
  const { hash } = useLocation();
  useEffect(() => {
    // Links such as the campaign editor's land on a section (/settings#api-keys).
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <>
      <PageHeader title="Settings" summary="Settings that apply to your whole account." />
      <Box sx={{ display: 'grid', gap: 3, mb: 4 }}>
        <SenderNameSection />
        <ApiKeysSection />
        <WebhookSecretSection />
        <OptoutConfirmationSection />
        {children}
      </Box>
    </>
  );
}
