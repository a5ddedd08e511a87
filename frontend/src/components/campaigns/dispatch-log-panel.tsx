import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { DISPATCH_LOG_TEXTS } from '@contracts/dispatch-logs/dispatch-logs.schemas';
import { useDownloadsLimited } from '@/lib/account-settings';
import { errorMessageOf } from '@/lib/api-error';
import { countText, dateTimeText } from '@/lib/format';
import { requestDispatchLog, useDispatchLog, type DispatchLogChannel } from './dispatch-log';

/**
 * The proof of dispatch (issue 28) on a campaign's status page: every dispatched message with its times, as
 * a CSV the worker prepares. Ask for it, watch it being prepared, then download it; a second click while it
 * is prepared starts nothing new. It lists numbers or addresses, so it is hidden, as the other downloads,
 * when the account's downloads are limited.
 */
export function DispatchLogPanel({
  channel,
  campaignId,
}: {
  channel: DispatchLogChannel;
  campaignId: number;
}) {
  const limited = useDownloadsLimited();
  const state = useDispatchLog(channel, campaignId, !limited);
  const [asking, setAsking] = useState(false);
  const [error, setError] = useState<string | null>(null);
  if (limited || !state.data) return null;
  const build = state.data.build;
  const preparing = asking || build?.status === 'Queued' || build?.status === 'InProgress';

  const ask = async () => {
    setAsking(true);
    setError(null);
    try {
      await state.mutate(await requestDispatchLog(channel, campaignId), { revalidate: false });
    } catch (e) {
      setError(errorMessageOf(e));
    } finally {
      setAsking(false);
    }
  };

  return (
    <Box
      data-testid="dispatch-log"
      sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1.5 }}
      aria-busy={preparing}
    >
      {build?.status === 'Completed' && build.downloadUrl && !preparing ? (
        <>
          <Button
            component="a"
            href={build.downloadUrl}
            variant="outlined"
            size="small"
            startIcon={<FileDownloadOutlined />}
          >
            {DISPATCH_LOG_TEXTS.download}
          </Button>
          <Typography variant="body2" color="text.secondary" data-testid="dispatch-log-ready">
            {DISPATCH_LOG_TEXTS.ready(build.rows, countText(build.rows), dateTimeText(build.finishedDate))}
          </Typography>
          <Button size="small" onClick={() => void ask()}>
            {DISPATCH_LOG_TEXTS.again}
          </Button>
        </>
      ) : (
        <Button
          variant="outlined"
          size="small"
          disabled={preparing}
          onClick={() => void ask()}
          startIcon={preparing ? <CircularProgress size={16} aria-hidden="true" /> : <FileDownloadOutlined />}
        >
          {preparing ? DISPATCH_LOG_TEXTS.preparing : DISPATCH_LOG_TEXTS.request}
        </Button>
      )}
      <Box role="status" sx={{ width: '100%', '&:empty': { display: 'none' } }}>
        {build?.status === 'Failed' && !preparing && (
          <Alert severity="error">{build.errorText ?? DISPATCH_LOG_TEXTS.failed}</Alert>
        )}
        {error && <Alert severity="error">{error}</Alert>}
      </Box>
    </Box>
  );
}
