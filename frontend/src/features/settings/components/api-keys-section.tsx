import AddOutlined from '@mui/icons-material/AddOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { ApiKey, CreatedApiKey } from '@contracts/api-keys/api-keys.schemas';
import { RetryAlert } from '@/components/errors/retry-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { paths } from '@/config/paths';
import { useNotify } from '@/components/ui/notifications';
import { errorMessageOf } from '@/lib/api-error';
import { revokeApiKey, useApiKeys } from '../api/api-keys';
import { ApiKeyCreatedDialog } from './api-key-created-dialog';
import { ApiKeysTable } from './api-keys-table';
import { CreateApiKeyDialog } from './create-api-key-dialog';
import { SendEndpointHelp } from './send-endpoint-help';

export const API_KEYS_SECTION_ID = 'api-keys';

type Dialog =
  { kind: 'create' } | { kind: 'created'; created: CreatedApiKey } | { kind: 'revoke'; key: ApiKey };

export const revokeMessage = (key: ApiKey) =>
  `Revoke the API key "${key.name}" (${key.prefix}…)? Systems that use it are refused at once. This cannot be undone.`;

/** Settings › API keys: the account's keys, Create API key (shown once), Revoke, and how to send with one. */
export function ApiKeysSection() {
  const keys = useApiKeys();
  const notify = useNotify();
  const [dialog, setDialog] = useState<Dialog | null>(null);
  const [revoking, setRevoking] = useState(false);

  const created = (result: CreatedApiKey) => {
    setDialog({ kind: 'created', created: result });
    void keys.mutate();
  };
  const revoke = async (key: ApiKey) => {
    setRevoking(true);
    try {
      await revokeApiKey(key.id);
      await keys.mutate((current) => current?.filter((k) => k.id !== key.id), { revalidate: true });
      notify.success(`API key "${key.name}" revoked.`);
      setDialog(null);
    } catch (error) {
      notify.error(errorMessageOf(error));
    } finally {
      setRevoking(false);
    }
  };

  return (
    <Paper
      component="section"
      id={API_KEYS_SECTION_ID}
      aria-labelledby="api-keys-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, scrollMarginTop: 80 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ flex: '1 1 360px' }}>
          <Typography id="api-keys-heading" variant="h2" sx={{ mb: 0.5 }}>
            API keys
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Your systems send SMS through your transactional campaigns with an API key. A key acts for the
            whole account, so keep it secret; revoke it at once if it may have leaked.
          </Typography>
          <Typography variant="body2" sx={{ mt: 1 }}>
            Every operation, error code, limit and callback is in the{' '}
            <Link component={RouterLink} to={paths.apiReference.getHref()}>
              API reference
            </Link>
            .
          </Typography>
        </Box>
        <Button variant="contained" startIcon={<AddOutlined />} onClick={() => setDialog({ kind: 'create' })}>
          Create API key
        </Button>
      </Box>
      {keys.error !== undefined && !keys.data ? (
        <RetryAlert error={keys.error} onRetry={() => void keys.mutate()} />
      ) : (
        <Box sx={{ border: 1, borderColor: '#e3e5ee', borderRadius: 1.5, overflow: 'hidden' }}>
          <ApiKeysTable
            keys={keys.data ?? []}
            loading={keys.isLoading}
            onRevoke={(key) => setDialog({ kind: 'revoke', key })}
          />
        </Box>
      )}
      <Divider sx={{ my: 1 }} />
      <SendEndpointHelp />

      {dialog?.kind === 'create' && (
        <CreateApiKeyDialog onClose={() => setDialog(null)} onCreated={created} />
      )}
      {dialog?.kind === 'created' && (
        <ApiKeyCreatedDialog created={dialog.created} onClose={() => setDialog(null)} />
      )}
      <ConfirmDialog
        open={dialog?.kind === 'revoke'}
        title="Revoke API key"
        message={dialog?.kind === 'revoke' ? revokeMessage(dialog.key) : ''}
        confirmLabel="Revoke"
        destructive
        busy={revoking}
        onConfirm={() => dialog?.kind === 'revoke' && void revoke(dialog.key)}
        onCancel={() => setDialog(null)}
      />
    </Paper>
  );
}
