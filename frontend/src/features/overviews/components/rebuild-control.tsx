import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { useEffect, useRef, useState } from 'react';
import type { RebuildStatus } from '@contracts/overviews/overviews.schemas';
import { errorMessageOf } from '@/lib/api-error';
import { useRebuildStatus } from '../api/overviews';

export type RebuildControlProps = {
  /** Queues the rebuild of the shown period and answers it. */
  start: () => Promise<{ rebuild: RebuildStatus | null }>;
  disabled: boolean;
  /** Called once the rebuild completed (the page reloads its numbers). */
  onCompleted: () => void;
};

/** The Rebuild button and, while a rebuild runs, its progress (days rebuilt of the period's days). */
export function RebuildControl({ start, disabled, onCompleted }: RebuildControlProps) {
  const [rebuildId, setRebuildId] = useState<number | null>(null);
  const [error, setError] = useState<unknown>(null);
  const [starting, setStarting] = useState(false);
  const status = useRebuildStatus(rebuildId);
  const finished = status.data?.status === 'Completed' || status.data?.status === 'Failed';
  const notified = useRef<number | null>(null);

  useEffect(() => {
    if (status.data?.status === 'Completed' && notified.current !== status.data.id) {
      notified.current = status.data.id;
      onCompleted();
    }
  }, [status.data, onCompleted]);

  const running = rebuildId !== null && !finished;
  const click = async () => {
    setError(null);
    setStarting(true);
    try {
      const answer = await start();
      setRebuildId(answer.rebuild?.id ?? null);
    } catch (e) {
      setError(e);
    } finally {
      setStarting(false);
    }
  };

  const data = status.data;
  return (
    <Box sx={{ display: 'grid', gap: 1, minWidth: 220 }}>
      <Button variant="outlined" onClick={() => void click()} disabled={disabled || running || starting}>
        Rebuild
      </Button>
      {data && running && (
        <Box role="status" aria-live="polite">
          <LinearProgress
            variant="determinate"
            value={data.daysTotal ? (100 * data.daysDone) / data.daysTotal : 0}
            aria-label="Rebuild progress"
          />
          <Typography variant="caption" color="text.secondary">
            Rebuilding: {data.daysDone} of {data.daysTotal} days
          </Typography>
        </Box>
      )}
      {data?.status === 'Completed' && (
        <Typography variant="caption" color="success.dark" role="status">
          Rebuilt {data.daysTotal} days.
        </Typography>
      )}
      {data?.status === 'Failed' && <Alert severity="error">{data.errorText}</Alert>}
      {error !== null && <Alert severity="error">{errorMessageOf(error)}</Alert>}
    </Box>
  );
}
