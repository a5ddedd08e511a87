import AutorenewOutlined from '@mui/icons-material/AutorenewOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { RetryAlert } from '@/components/errors/retry-alert';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { useNotify } from '@/components/ui/notifications';
import { errorMessageOf } from '@/lib/api-error';
import { copyText } from '@/lib/clipboard';
import { dateTimeText } from '@/lib/format';
import { rotateWebhookSecret, useWebhookSecret } from '../api/webhook-secret';
import { WebhookVerifyHelp } from './webhook-verify-help';

export const WEBHOOK_SECRET_SECTION_ID = 'webhook-secret';
export const ROTATE_MESSAGE =
  'A new secret is made at once. For the next 24 hours calls carry a signature made with the new secret and one made with the old, so update your system within a day; after that only the new secret signs.';

/** The secret as shown until revealed: its prefix only. */
export const MASKED_SECRET = `whsec_${'•'.repeat(24)}`;

/** Settings › Webhook signing secret: masked, revealed and copied on request, rotated after confirmation. */
export function WebhookSecretSection() {
  const secret = useWebhookSecret();
  const notify = useNotify();
  const [revealed, setRevealed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [rotating, setRotating] = useState(false);

  const copy = async () => {
    if (!secret.data) return;
    if (await copyText(secret.data.secret)) notify.success('Signing secret copied.');
    else notify.error('Could not copy; reveal the secret, select it and copy it instead.');
  };
  const rotate = async () => {
    setRotating(true);
    try {
      await secret.mutate(await rotateWebhookSecret(), { revalidate: false });
      notify.success('Signing secret rotated.');
      setConfirming(false);
    } catch (error) {
      notify.error(errorMessageOf(error));
    } finally {
      setRotating(false);
    }
  };
  const previousUntil = secret.data?.previousSecretValidUntil;

  return (
    <Paper
      component="section"
      id={WEBHOOK_SECRET_SECTION_ID}
      aria-labelledby="webhook-secret-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 2, scrollMarginTop: 80 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ flex: '1 1 360px' }}>
          <Typography id="webhook-secret-heading" variant="h2" sx={{ mb: 0.5 }}>
            Webhook signing secret
          </Typography>
          <Typography variant="body2" color="text.secondary">
            The calls made to your campaigns' callback URLs are signed with this secret, so the system that
            receives them can check that they come from us and were not changed. Keep it secret; rotate it if
            it may have leaked.
          </Typography>
        </Box>
        <Button
          variant="outlined"
          startIcon={<AutorenewOutlined />}
          onClick={() => setConfirming(true)}
          disabled={!secret.data}
        >
          Rotate secret
        </Button>
      </Box>
      {secret.error !== undefined && !secret.data ? (
        <RetryAlert error={secret.error} onRetry={() => void secret.mutate()} />
      ) : (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 0.5,
            bgcolor: '#f6f7fb',
            border: 1,
            borderColor: '#e3e5ee',
            borderRadius: 1.5,
            pl: 1.5,
            pr: 0.5,
            py: 0.5,
            maxWidth: 560,
          }}
        >
          <Box
            data-testid="webhook-secret"
            aria-label="Signing secret"
            role="textbox"
            aria-readonly="true"
            sx={{
              flex: 1,
              minWidth: 0,
              fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
              fontSize: 13,
              overflowX: 'auto',
              whiteSpace: 'nowrap',
            }}
          >
            {secret.data ? revealed ? secret.data.secret : MASKED_SECRET : <Skeleton width={280} />}
          </Box>
          <Tooltip title={revealed ? 'Hide' : 'Reveal'}>
            <span>
              <IconButton
                size="small"
                aria-label={revealed ? 'Hide secret' : 'Reveal secret'}
                onClick={() => setRevealed(!revealed)}
                disabled={!secret.data}
              >
                {revealed ? (
                  <VisibilityOffOutlined fontSize="small" />
                ) : (
                  <VisibilityOutlined fontSize="small" />
                )}
              </IconButton>
            </span>
          </Tooltip>
          <Tooltip title="Copy">
            <span>
              <IconButton
                size="small"
                aria-label="Copy secret"
                onClick={() => void copy()}
                disabled={!secret.data}
              >
                <ContentCopyOutlined fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      )}
      {previousUntil && (
        <Alert severity="info" sx={{ maxWidth: 760 }}>
          The secret was rotated. Until {dateTimeText(previousUntil)}, calls are also signed with the previous
          secret.
        </Alert>
      )}
      <Divider sx={{ my: 1 }} />
      <WebhookVerifyHelp />
      <ConfirmDialog
        open={confirming}
        title="Rotate signing secret"
        message={ROTATE_MESSAGE}
        confirmLabel="Rotate"
        destructive
        busy={rotating}
        onConfirm={() => void rotate()}
        onCancel={() => setConfirming(false)}
      />
    </Paper>
  );
}
