import Box from '@mui/material/Box';
import { useEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { ApiKeysSection } from './api-keys-section';
import { WebhookSecretSection } from './webhook-secret-section';

/** /settings: account-wide settings: API keys and the webhook signing secret (the spec leaves the content open). */
export function SettingsPage() {
  const { hash } = useLocation();
  useEffect(() => {
    // Links such as the campaign editor's land on a section (/settings#api-keys).
    if (hash) document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash]);
  return (
    <>
      <PageHeader title="Settings" summary="Settings that apply to your whole account." />
      <Box sx={{ display: 'grid', gap: 3, mb: 4 }}>
        <ApiKeysSection />
        <WebhookSecretSection />
      </Box>
    </>
  );
}
