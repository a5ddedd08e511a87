import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { ConnectionTestResult, Provider, SavedProvider } from '@contracts/providers/providers.schemas';
import { RetryAlert } from '@/components/errors/retry-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useNotify } from '@/components/ui/notifications';
import { errorMessageOf } from '@/lib/api-error';
import { useCurrentUser } from '@/lib/auth';
import { setSmsProviderActive, testSmsProviderConnection, useSmsProviders } from '../../api/sms-providers';
import { CodeBlock } from '../code-block';
import { SmsProviderDialog } from './sms-provider-dialog';
import { SmsProvidersTable } from './sms-providers-table';

export const SMS_PROVIDERS_SECTION_ID = 'sms-providers';

type Dialog =
  { kind: 'add' } | { kind: 'edit'; provider: Provider } | { kind: 'disable'; provider: Provider };
type TestResult = { provider: Provider; result: ConnectionTestResult };

export const disableMessage = (p: Provider) =>
  `Disable "${p.name}"? No message is sent through it until it is enabled again.`;

/** Settings › SMS Providers: the providers (a client's own; every account's for administrators), Test connection, and for administrators Add, Edit, Disable / Enable and the webhook URLs to paste. */
export function SmsProvidersSection() {
  const { user } = useCurrentUser();
  const admin = user?.role === 'Admin';
  const providers = useSmsProviders();
  const notify = useNotify();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [busy, setBusy] = useState(false);
  const [testing, setTesting] = useState<number | null>(null);
  const [tested, setTested] = useState<TestResult | null>(null);
  const [webhookNote, setWebhookNote] = useState<SavedProvider | null>(null);

  const saved = (result: SavedProvider) => {
    setDialog(null);
    void providers.mutate();
    notify.success(`Provider "${result.provider.name}" saved.`);
    setWebhookNote(result.webhooks.outcome === 'unchanged' ? null : result);
  };
  const setActive = async (provider: Provider, active: boolean) => {
    setBusy(true);
    try {
      await setSmsProviderActive(provider.id, active);
      await providers.mutate();
      notify.success(`Provider "${provider.name}" ${active ? 'enabled' : 'disabled'}.`);
      setDialog(null);
    } catch (error) {
      notify.error(errorMessageOf(error));
    } finally {
      setBusy(false);
    }
  };
  const test = async (provider: Provider) => {
    setTesting(provider.id);
    setTested(null);
    try {
      setTested({ provider, result: await testSmsProviderConnection(provider.id) });
    } catch (error) {
      setTested({ provider, result: { ok: false, reason: errorMessageOf(error) } });
    } finally {
      setTesting(null);
    }
  };
  const pasted = (providers.data ?? []).filter((p) => p.webhooksToPaste.length > 0);

  return (
    <Paper
      component="section"
      id={SMS_PROVIDERS_SECTION_ID}
      aria-labelledby="sms-providers-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, scrollMarginTop: 80 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ flex: '1 1 360px' }}>
          <Typography id="sms-providers-heading" variant="h2" sx={{ mb: 0.5 }}>
            SMS Providers
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {admin
              ? 'The BulkSMS, Twilio and Clickatell accounts campaigns send through. Credentials are stored encrypted and never shown again.'
              : 'The providers your campaigns send through. An administrator adds and changes them; you can test their connections.'}
          </Typography>
        </Box>
        {admin && (
          <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setDialog({ kind: 'add' })}>
            Add provider
          </Button>
        )}
      </Box>
      {providers.error !== undefined && !providers.data ? (
        <RetryAlert error={providers.error} onRetry={() => void providers.mutate()} />
      ) : (
        <Box sx={{ border: 1, borderColor: '#e3e5ee', borderRadius: 1.5, overflow: 'hidden' }}>
          <SmsProvidersTable
            providers={providers.data ?? []}
            loading={providers.isLoading}
            admin={admin}
            testing={testing}
            onTest={(p) => void test(p)}
            onEdit={(p) => setDialog({ kind: 'edit', provider: p })}
            onToggleActive={(p) =>
              p.active ? setDialog({ kind: 'disable', provider: p }) : void setActive(p, true)
            }
          />
        </Box>
      )}
      <Box role="status" aria-live="polite">
        {tested && (
          <Alert
            severity={tested.result.ok ? 'success' : 'error'}
            onClose={() => setTested(null)}
            data-testid="connection-test-result"
          >
            <strong>{tested.provider.name}:</strong>{' '}
            {tested.result.ok ? (tested.result.detail ?? 'Connected.') : tested.result.reason}
          </Alert>
        )}
      </Box>
      {webhookNote && (
        <Alert
          severity={webhookNote.webhooks.outcome === 'failed' ? 'warning' : 'info'}
          onClose={() => setWebhookNote(null)}
          data-testid="webhook-outcome"
        >
          <strong>{webhookNote.provider.name}:</strong> {webhookNote.webhooks.detail}
        </Alert>
      )}
      {admin &&
        pasted.map((p) => (
          <Box
            key={p.id}
            component="section"
            aria-labelledby={`provider-${p.id}-webhooks`}
            sx={{ display: 'grid', gap: 1 }}
          >
            <Typography id={`provider-${p.id}-webhooks`} variant="subtitle2" component="h3">
              Webhook URLs for {p.name}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              Paste each into the provider’s console; its API cannot set them.
            </Typography>
            {p.webhooksToPaste.map((hook) => (
              <Box key={hook.url} sx={{ display: 'grid', gap: 0.5 }}>
                <Typography variant="body2">{hook.label}</Typography>
                <CodeBlock code={hook.url} label={`${p.name}: ${hook.label}`} testId="webhook-url" />
              </Box>
            ))}
          </Box>
        ))}

      {admin && user && (dialog?.kind === 'add' || dialog?.kind === 'edit') && (
        <SmsProviderDialog
          provider={dialog.kind === 'edit' ? dialog.provider : undefined}
          ownAccountId={user.accountId}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'disable'}
        title="Disable SMS provider"
        message={dialog?.kind === 'disable' ? disableMessage(dialog.provider) : ''}
        confirmLabel="Disable"
        destructive
        busy={busy}
        onConfirm={() => dialog?.kind === 'disable' && void setActive(dialog.provider, false)}
        onCancel={() => setDialog(null)}
      />
    </Paper>
  );
}
