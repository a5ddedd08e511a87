import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Divider from '@mui/material/Divider';
import Grid from '@mui/material/Grid';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import {
  metaRequestSchema,
  saveWrapperLogSchema,
  type TableMetadata,
} from '@contracts/wrapper-logs/wrapper-logs.schemas';
import { LoadErrorPanel } from '@/components/errors/load-error-panel';
import { useNotify } from '@/components/ui/notifications';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { serverFieldErrors, validateWith, type FieldErrorMap } from '@/lib/form-errors';
import { connectWrapperLog, saveWrapperLog, useWrapperLog } from '../api/wrapper-logs';
import { draftOf, emptyDraft, type WrapperLogDraft } from '../utils/draft';
import { findTable, TABLE_MISSING } from '../utils/metadata-check';
import { ConnectionPanel, type ConnectionState } from './connection-panel';
import { FieldsEditor } from './fields-editor';

const CONNECTION_KEYS = [
  'databaseType',
  'databaseHost',
  'databaseName',
  'databaseUsername',
  'databasePassword',
];

/** Routes /wrapper-logs/new and /wrapper-logs/:wrapperLogId (spec 3 §2.1, §2.8). */
export function WrapperLogEditorRoute() {
  const { wrapperLogId } = useParams();
  const id = wrapperLogId && /^\d+$/.test(wrapperLogId) ? Number(wrapperLogId) : null;
  const log = useWrapperLog(id);
  if (id !== null && log.error) return <LoadErrorPanel error={log.error} onRetry={() => void log.mutate()} />;
  if (id !== null && !log.data) return <Spinner label="Loading the wrapper log" />;
  return (
    <WrapperLogEditor
      key={id ?? 'new'}
      initial={log.data ? draftOf(log.data) : emptyDraft()}
      hasStoredPassword={log.data?.hasPassword ?? false}
    />
  );
}

function WrapperLogEditor({
  initial,
  hasStoredPassword,
}: {
  initial: WrapperLogDraft;
  hasStoredPassword: boolean;
}) {
  const navigate = useNavigate();
  const notify = useNotify();
  const [draft, setDraft] = useState(initial);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [connection, setConnection] = useState<ConnectionState>({ status: 'idle' });
  const [metadata, setMetadata] = useState<TableMetadata[]>([]);
  const [saving, setSaving] = useState(false);
  const [saveError, setSaveError] = useState<string | null>(null);
  const editing = draft.id > 0;

  const metaRequest = {
    type: draft.databaseType,
    host: draft.databaseHost,
    database: draft.databaseName,
    username: draft.databaseUsername,
    password: draft.databasePassword,
    ...(editing && hasStoredPassword ? { wrapperLogId: draft.id } : {}),
  };
  const canConnect = metaRequestSchema.safeParse(metaRequest).success;
  const connected = connection.status === 'connected';
  const table = useMemo(
    () => (connected ? findTable(metadata, draft.databaseTable) : undefined),
    [connected, metadata, draft.databaseTable],
  );
  const tableMissing = connected && draft.databaseTable.trim() !== '' && !table;

  useEffect(() => setSaveError(null), [draft]);

  const change = (patch: Partial<WrapperLogDraft>) => {
    setDraft((current) => ({ ...current, ...patch }));
    // A corrected field loses its message (the rest stay until the next save).
    setErrors((current) => {
      const keys = Object.keys(patch);
      const kept = Object.entries(current).filter(
        ([path]) => !keys.some((key) => path === key || path.startsWith(`${key}.`)),
      );
      return kept.length === Object.keys(current).length ? current : Object.fromEntries(kept);
    });
    if (Object.keys(patch).some((key) => CONNECTION_KEYS.includes(key))) {
      setConnection({ status: 'idle' });
      setMetadata([]);
    }
  };

  const connect = async () => {
    setConnection({ status: 'connecting' });
    try {
      const result = await connectWrapperLog(metaRequest);
      setMetadata(result.metadata);
      setConnection(
        result.success
          ? { status: 'connected' }
          : { status: 'error', message: result.errorMessage ?? 'unknown error' },
      );
    } catch (error) {
      setConnection({ status: 'error', message: (error as Error).message });
    }
  };

  const save = async () => {
    const checked = validateWith(saveWrapperLogSchema, draft);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setErrors({});
    setSaving(true);
    try {
      await saveWrapperLog(checked.value);
      notify.success(`Wrapper log ${checked.value.name} saved.`);
      void navigate(paths.wrapperLogs.getHref());
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields) setErrors(fields);
      setSaveError((error as Error).message);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(e) => (e.preventDefault(), void save())}>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {editing ? 'Edit Wrapper Log' : 'Create Wrapper Log'}
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <Grid container spacing={2}>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Name"
              value={draft.name}
              onChange={(e) => change({ name: e.target.value })}
              error={Boolean(errors.name)}
              helperText={errors.name}
              fullWidth
              required
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Description"
              value={draft.description}
              onChange={(e) => change({ description: e.target.value })}
              error={Boolean(errors.description)}
              helperText={errors.description}
              fullWidth
              required
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Repost Link"
              value={draft.repostLink}
              onChange={(e) => change({ repostLink: e.target.value })}
              error={Boolean(errors.repostLink)}
              helperText={errors.repostLink}
              fullWidth
              inputMode="url"
            />
          </Grid>
          <Grid size={{ xs: 12, sm: 6 }}>
            <TextField
              label="Manual Post Link"
              value={draft.manualPostLink}
              onChange={(e) => change({ manualPostLink: e.target.value })}
              error={Boolean(errors.manualPostLink)}
              helperText={errors.manualPostLink}
              fullWidth
              inputMode="url"
            />
          </Grid>
        </Grid>
        <Divider sx={{ my: 3 }} />
        <ConnectionPanel
          draft={draft}
          errors={errors}
          hasStoredPassword={editing && hasStoredPassword}
          canConnect={canConnect}
          connection={connection}
          onChange={change}
          onConnect={() => void connect()}
        />
        <TextField
          label="Table Name"
          value={draft.databaseTable}
          onChange={(e) => change({ databaseTable: e.target.value })}
          error={Boolean(errors.databaseTable) || tableMissing}
          helperText={errors.databaseTable ?? (tableMissing ? TABLE_MISSING : undefined)}
          fullWidth
          required
          sx={{ mt: 2 }}
        />
      </Paper>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 }, mb: 3 }}>
        <FieldsEditor
          fields={draft.fields}
          errors={errors}
          table={table}
          onChange={(fields) => change({ fields })}
        />
      </Paper>
      {saveError && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {saveError}
        </Alert>
      )}
      <Box sx={{ display: 'flex', gap: 2, justifyContent: 'flex-end' }}>
        <Button component={RouterLink} to={paths.wrapperLogs.getHref()}>
          Cancel
        </Button>
        <Button type="submit" variant="contained" disabled={saving}>
          Save
        </Button>
      </Box>
    </Box>
  );
}
