import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import SendOutlined from '@mui/icons-material/SendOutlined';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Skeleton from '@mui/material/Skeleton';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { lazy, Suspense, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useNotify } from '@/components/ui/notifications';
import { paths } from '@/config/paths';
import { useAccountSettings } from '../../api/account-settings';

// Loaded when first opened: the dialog is not part of the editor's first load.
const SendTestDialog = lazy(async () => ({ default: (await import('./send-test-dialog')).SendTestDialog }));

/** {apiHost}/campaigns/sms/{campaignId}/sms/send with its query parameters apikey and to. */
export function apiSendUrl(apiHost: string, campaignId: number): string {
  return `${apiHost.replace(/\/+$/, '')}/campaigns/sms/${campaignId}/sms/send?apikey={apikey}&to={to}`;
}

/** For transactional campaigns: the URL partners call to send one SMS, where keys come from, and a test send. */
export function ApiUrlAlert({ campaignId }: { campaignId: number }) {
  const settings = useAccountSettings();
  const notify = useNotify();
  const [testing, setTesting] = useState(false);
  const url = settings.data ? apiSendUrl(settings.data.apiHost, campaignId) : undefined;

  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      notify.success('API send URL copied.');
    } catch {
      notify.error('Could not copy; select the URL and copy it instead.');
    }
  };

  return (
    <Alert
      severity="info"
      sx={{ '& .MuiAlert-message': { flex: 1, minWidth: 0 } }}
      data-testid="api-url-alert"
    >
      <AlertTitle sx={{ fontWeight: 700 }}>API send URL</AlertTitle>
      <Typography variant="body2" sx={{ mb: 1 }}>
        Your systems send one SMS with this campaign by calling this URL. Replace <code>{'{apikey}'}</code>{' '}
        with your API key and <code>{'{to}'}</code> with the recipient&apos;s cellphone number. Create and
        revoke keys under{' '}
        <Link component={RouterLink} to={paths.settings.getHref('api-keys')}>
          Settings › API keys
        </Link>
        , which also shows how to send with the key in a header instead.
      </Typography>
      {settings.error !== undefined ? (
        <Typography variant="body2" color="error">
          The API host could not be loaded.
        </Typography>
      ) : (
        <Box
          sx={{
            display: 'flex',
            alignItems: 'center',
            gap: 1,
            bgcolor: 'rgba(255,255,255,0.7)',
            border: 1,
            borderColor: 'rgba(2,136,209,0.3)',
            borderRadius: 1.5,
            pl: 1.5,
            pr: 0.5,
            py: 0.5,
          }}
        >
          {url ? (
            <Typography
              component="code"
              data-testid="api-send-url"
              sx={{
                flex: 1,
                fontFamily: 'ui-monospace, Menlo, Consolas, monospace',
                fontSize: 13,
                wordBreak: 'break-all',
              }}
            >
              {url}
            </Typography>
          ) : (
            <Skeleton sx={{ flex: 1 }} />
          )}
          <Tooltip title="Copy URL">
            <span>
              <IconButton
                size="small"
                aria-label="Copy API send URL"
                onClick={() => void copy()}
                disabled={!url}
              >
                <ContentCopyOutlined fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        </Box>
      )}
      <Button
        size="small"
        variant="outlined"
        startIcon={<SendOutlined />}
        onClick={() => setTesting(true)}
        sx={{ mt: 1.5, bgcolor: 'background.paper' }}
      >
        Send a test
      </Button>
      {testing && (
        <Suspense fallback={null}>
          <SendTestDialog campaignId={campaignId} onClose={() => setTesting(false)} />
        </Suspense>
      )}
    </Alert>
  );
}
