import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Grid from '@mui/material/Grid';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import {
  CONNECTION_STATUS,
  DATABASE_TYPE_LABELS,
  DATABASE_TYPES,
  type DatabaseType,
} from '@contracts/wrapper-logs/wrapper-logs.schemas';
import { SelectBox } from '@/components/ui/select-box';
import type { FieldErrorMap } from '@/lib/form-errors';
import type { WrapperLogDraft } from '../utils/draft';

export type ConnectionState =
  | { status: 'idle' }
  | { status: 'connecting' }
  | { status: 'connected' }
  | { status: 'error'; message: string };

const TYPE_OPTIONS = DATABASE_TYPES.map((type) => ({ value: type, label: DATABASE_TYPE_LABELS[type] }));

export function statusText(state: ConnectionState): string {
  switch (state.status) {
    case 'idle':
      return CONNECTION_STATUS.notConnected;
    case 'connecting':
      return CONNECTION_STATUS.connecting;
    case 'connected':
      return CONNECTION_STATUS.connected;
    case 'error':
      return CONNECTION_STATUS.error(state.message);
  }
}

type Props = {
  draft: WrapperLogDraft;
  errors: FieldErrorMap;
  /** An edited log with a stored password: an empty password field keeps it. */
  hasStoredPassword: boolean;
  canConnect: boolean;
  connection: ConnectionState;
  onChange: (patch: Partial<WrapperLogDraft>) => void;
  onConnect: () => void;
};

/** The five connection parameters, Connect and its status (spec 3 §2.8). */
export function ConnectionPanel({
  draft,
  errors,
  hasStoredPassword,
  canConnect,
  connection,
  onChange,
  onConnect,
}: Props) {
  const colour =
    connection.status === 'connected'
      ? 'success.main'
      : connection.status === 'error'
        ? 'error.main'
        : 'text.secondary';
  return (
    <Box component="fieldset" sx={{ border: 0, p: 0, m: 0 }}>
      <Typography component="legend" variant="h3" sx={{ mb: 2 }}>
        Database
      </Typography>
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectBox
            label="Database Type"
            value={draft.databaseType}
            options={TYPE_OPTIONS}
            onChange={(value: DatabaseType) => onChange({ databaseType: value })}
            error={Boolean(errors.databaseType)}
            helperText={errors.databaseType}
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Database Host"
            value={draft.databaseHost}
            onChange={(e) => onChange({ databaseHost: e.target.value })}
            error={Boolean(errors.databaseHost)}
            helperText={errors.databaseHost ?? 'host or host:port'}
            fullWidth
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Database Name"
            value={draft.databaseName}
            onChange={(e) => onChange({ databaseName: e.target.value })}
            error={Boolean(errors.databaseName)}
            helperText={errors.databaseName}
            fullWidth
            required
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Username"
            value={draft.databaseUsername}
            onChange={(e) => onChange({ databaseUsername: e.target.value })}
            error={Boolean(errors.databaseUsername)}
            helperText={errors.databaseUsername}
            fullWidth
            required
            autoComplete="off"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            label="Password"
            type="password"
            value={draft.databasePassword}
            onChange={(e) => onChange({ databasePassword: e.target.value })}
            error={Boolean(errors.databasePassword)}
            helperText={
              errors.databasePassword ??
              (hasStoredPassword
                ? 'Saved. Leave empty to keep it (for the same host and username).'
                : undefined)
            }
            fullWidth
            required={!hasStoredPassword}
            autoComplete="new-password"
          />
        </Grid>
        <Grid size={{ xs: 12, sm: 6 }} sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
          <Button
            variant="outlined"
            onClick={onConnect}
            disabled={!canConnect || connection.status === 'connecting'}
          >
            Connect
          </Button>
          <Typography role="status" aria-live="polite" sx={{ color: colour }} data-testid="connection-status">
            {statusText(connection)}
          </Typography>
        </Grid>
      </Grid>
    </Box>
  );
}
