import CheckCircleOutlined from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlined from '@mui/icons-material/ErrorOutlined';
import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useEffect, useState } from 'react';
import {
  CONNECTION_TYPE,
  isLocalDevelopmentHost,
  MYSQL_TEXTS,
  saveConnectionStringSchema,
  type ConnectionString,
} from '@contracts/lists/mysql/mysql.schemas';
import { SelectBox } from '@/components/ui/select-box';
import { errorMessageOf } from '@/lib/api-error';
import { serverFieldErrors, validateWith, type FieldErrorMap } from '@/lib/form-errors';
import { fetchDatabases, saveConnectionString } from '../api/mysql';
import type { ListKind } from '../utils/wizard-state';
import { FormDialog } from '@/components/ui/form-dialog';
import { RequireTlsSwitch } from './require-tls-switch';

/** How long host, username and password must stay unchanged before the databases are listed. */
export const DATABASES_DEBOUNCE_MS = 500;

export const KEEP_PASSWORD_HELP = 'Leave blank to keep the saved password.';
export const CLEAR_PASSWORD_LABEL = 'Remove the saved password';
export const ENTER_HOST_HELP = 'Enter the host and username to list the databases.';
export const CHECKING_TEXT = 'Checking the connection…';
export const CONNECTED_TEXT = 'Connection successful.';
export const CONNECTION_FAILED_TEXT = 'Connection failed.';
export const RETYPE_PASSWORD_HELP = 'Type the password again to use it without TLS.';

/** Spec 1 §5: 'Use for' offers the current list type or both. */
export const USE_FOR_OPTIONS: Record<ListKind, { value: number; label: string }[]> = {
  Sms: [
    { value: CONNECTION_TYPE.Sms, label: 'SMS' },
    { value: CONNECTION_TYPE.Both, label: 'SMS and Email' },
  ],
  Email: [
    { value: CONNECTION_TYPE.Email, label: 'Email' },
    { value: CONNECTION_TYPE.Both, label: 'SMS and Email' },
  ],
};

type Field =
  'connName' | 'mysqlHost' | 'mysqlUsername' | 'mysqlPassword' | 'mysqlDatabase' | 'tablePrefix' | 'type';
const FIELDS: readonly Field[] = [
  'connName',
  'mysqlHost',
  'mysqlUsername',
  'mysqlPassword',
  'mysqlDatabase',
  'tablePrefix',
  'type',
];

/** The database listing of the details typed so far (spec 1 §2.9, §4). */
type Listing =
  | { state: 'idle' }
  | { state: 'loading' }
  | { state: 'loaded'; databases: string[] }
  | { state: 'failed'; message: string };

export type ConnectionStringDialogProps = {
  listKind: ListKind;
  /** Editing: the saved connection string (the browser never has its password). Null: a new one. */
  editing: ConnectionString | null;
  onClose: () => void;
  onSaved: (saved: ConnectionString) => void;
  debounceMs?: number;
};

/** The databases of these details, listed once typing settles; a newer query drops an older answer. */
function useDatabaseListing(
  query: {
    host: string;
    username: string;
    password: string;
    connectionStringId?: number;
    requireTls: boolean;
  },
  debounceMs: number,
): Listing {
  const ready = query.host !== '' && query.username !== '';
  const key = ready ? JSON.stringify(query) : null;
  const [result, setResult] = useState<{ key: string; listing: Listing } | null>(null);

  useEffect(() => {
    if (key === null) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      fetchDatabases(JSON.parse(key) as typeof query, controller.signal)
        .then((databases) => {
          if (!controller.signal.aborted) setResult({ key, listing: { state: 'loaded', databases } });
        })
        .catch((error: unknown) => {
          if (!controller.signal.aborted)
            setResult({ key, listing: { state: 'failed', message: errorMessageOf(error) } });
        });
    }, debounceMs);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [key, debounceMs]);

  if (key === null) return { state: 'idle' };
  return result?.key === key ? result.listing : { state: 'loading' };
}

/** The text the Database field shows while it has nothing to choose from (spec 1 §2.9). */
function emptyDatabasesText(listing: Listing): string | null {
  switch (listing.state) {
    case 'idle':
      return ENTER_HOST_HELP;
    case 'loading':
      return MYSQL_TEXTS.loadingDatabases;
    case 'failed':
      return MYSQL_TEXTS.cannotConnect;
    case 'loaded':
      return listing.databases.length === 0 ? MYSQL_TEXTS.noDatabases : null;
  }
}

/** The connection check after the database listing: success or failed (spec 1 §4). */
function ConnectionCheck({ listing }: { listing: Listing }) {
  if (listing.state === 'idle') return null;
  const detail =
    listing.state === 'failed' && listing.message !== MYSQL_TEXTS.cannotConnect ? listing.message : null;
  return (
    <Box
      role="status"
      data-testid="connection-check"
      data-state={listing.state}
      sx={{ display: 'flex', gap: 1, alignItems: 'flex-start', mt: -1 }}
    >
      {listing.state === 'loading' && <CircularProgress size={18} aria-hidden sx={{ mt: 0.25 }} />}
      {listing.state === 'loaded' && <CheckCircleOutlined color="success" fontSize="small" aria-hidden />}
      {listing.state === 'failed' && <ErrorOutlined color="error" fontSize="small" aria-hidden />}
      <Typography
        variant="body2"
        color={
          listing.state === 'loaded'
            ? 'success.dark'
            : listing.state === 'failed'
              ? 'error'
              : 'text.secondary'
        }
      >
        {listing.state === 'loading' && CHECKING_TEXT}
        {listing.state === 'loaded' && CONNECTED_TEXT}
        {listing.state === 'failed' &&
          (detail ? `${CONNECTION_FAILED_TEXT} ${detail}` : CONNECTION_FAILED_TEXT)}
      </Typography>
    </Box>
  );
}

/** Spec 1 §2.9: add or edit a MySQL connection string; mount it only while it is open. */
export function ConnectionStringDialog({
  listKind,
  editing,
  onClose,
  onSaved,
  debounceMs = DATABASES_DEBOUNCE_MS,
}: ConnectionStringDialogProps) {
  const [connName, setConnName] = useState(editing?.connName ?? '');
  const [host, setHost] = useState(editing?.mysqlHost ?? '');
  const [username, setUsername] = useState(editing?.mysqlUsername ?? '');
  const [password, setPassword] = useState('');
  const [clearPassword, setClearPassword] = useState(false);
  const [database, setDatabase] = useState(editing?.mysqlDatabase ?? '');
  const [tablePrefix, setTablePrefix] = useState(editing?.tablePrefix ?? '');
  const [type, setType] = useState<number | ''>(editing?.type ?? '');
  // Null until the user sets it: on, unless the host is a local-development one.
  const [tlsChoice, setTlsChoice] = useState<boolean | null>(editing?.requireTls ?? null);
  const requireTls = tlsChoice ?? !isLocalDevelopmentHost(host);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  const keepsPassword = editing !== null && editing.hasPassword && !clearPassword;
  // A password saved for TLS is not sent without it unless typed again (the server refuses it too).
  const retypeForPlainText = keepsPassword && editing.requireTls && !requireTls;
  // The saved password is only ever tried against the server it was saved for.
  const sameServer =
    editing !== null && host.trim() === editing.mysqlHost && username.trim() === editing.mysqlUsername;
  const listing = useDatabaseListing(
    {
      host: host.trim(),
      username: username.trim(),
      password: clearPassword ? '' : password,
      requireTls,
      // Blank password while editing: the server lists with the saved one.
      ...(keepsPassword && sameServer && !retypeForPlainText && password === ''
        ? { connectionStringId: editing.mySQLConnID }
        : {}),
    },
    debounceMs,
  );
  const databases = listing.state === 'loaded' ? listing.databases : [];
  const databaseOptions = database && !databases.includes(database) ? [database, ...databases] : databases;
  const emptyText = emptyDatabasesText(listing);

  const edit =
    <T,>(field: Field, set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setErrors((found) => {
        if (!(field in found)) return found;
        const rest = { ...found };
        delete rest[field];
        return rest;
      });
    };

  const save = async () => {
    const body = {
      mySQLConnID: editing?.mySQLConnID ?? null,
      connName,
      mysqlHost: host,
      mysqlUsername: username,
      mysqlPassword: clearPassword ? '' : password,
      clearPassword,
      mysqlDatabase: database,
      tablePrefix,
      type,
      requireTls,
    };
    const result = validateWith(saveConnectionStringSchema, body);
    if (!result.ok) {
      setErrors(result.errors);
      return;
    }
    setErrors({});
    setFailure(null);
    setBusy(true);
    try {
      onSaved(await saveConnectionString(result.value));
    } catch (error) {
      // 400: messages by field (the body's names); 422 and others: one message for the whole form.
      const fields = Object.entries(serverFieldErrors(error) ?? {});
      const known = fields.filter(([key]) => FIELDS.includes(key as Field));
      const others = fields.filter(([key]) => !FIELDS.includes(key as Field)).map(([, message]) => message);
      setErrors(Object.fromEntries(known));
      const messages = known.length > 0 && others.length === 0 ? [] : [errorMessageOf(error), ...others];
      setFailure(messages.length ? [...new Set(messages)].join(' ') : null);
      setBusy(false);
    }
  };

  return (
    <FormDialog
      title={editing ? 'Edit connection string' : 'New connection string'}
      busy={busy}
      failure={failure}
      onSubmit={() => void save()}
      onClose={onClose}
    >
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          label="Connection name"
          required
          autoFocus
          value={connName}
          onChange={(event) => edit('connName', setConnName)(event.target.value)}
          error={Boolean(errors.connName)}
          helperText={errors.connName}
          disabled={busy}
          sx={{ gridColumn: '1 / -1' }}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <TextField
          label="Host"
          required
          value={host}
          onChange={(event) => edit('mysqlHost', setHost)(event.target.value)}
          error={Boolean(errors.mysqlHost)}
          helperText={errors.mysqlHost ?? 'Add :port when it is not 3306'}
          disabled={busy}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 255, spellCheck: false } }}
        />
        <TextField
          label="Username"
          required
          value={username}
          onChange={(event) => edit('mysqlUsername', setUsername)(event.target.value)}
          error={Boolean(errors.mysqlUsername)}
          helperText={errors.mysqlUsername}
          disabled={busy}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 100, spellCheck: false } }}
        />
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextField
            label="Password"
            type="password"
            fullWidth
            value={password}
            onChange={(event) => edit('mysqlPassword', setPassword)(event.target.value)}
            error={Boolean(errors.mysqlPassword)}
            helperText={
              errors.mysqlPassword ??
              (retypeForPlainText
                ? RETYPE_PASSWORD_HELP
                : keepsPassword
                  ? KEEP_PASSWORD_HELP
                  : editing && clearPassword
                    ? undefined
                    : 'Optional')
            }
            disabled={busy || clearPassword}
            autoComplete="new-password"
            slotProps={{ htmlInput: { maxLength: 200 } }}
          />
          {editing?.hasPassword && (
            <FormControlLabel
              control={
                <Checkbox
                  size="small"
                  checked={clearPassword}
                  onChange={(event) => {
                    setClearPassword(event.target.checked);
                    if (event.target.checked) setPassword('');
                  }}
                  disabled={busy}
                />
              }
              label={CLEAR_PASSWORD_LABEL}
            />
          )}
        </Box>
        <RequireTlsSwitch checked={requireTls} onChange={setTlsChoice} disabled={busy} />
        <Box sx={{ gridColumn: '1 / -1', display: 'grid', gap: 2 }}>
          <TextField
            select
            label="Database"
            required
            fullWidth
            value={database}
            onChange={(event) => edit('mysqlDatabase', setDatabase)(event.target.value)}
            error={Boolean(errors.mysqlDatabase)}
            helperText={errors.mysqlDatabase || emptyText || undefined}
            disabled={busy || (listing.state === 'idle' && !database)}
          >
            {databaseOptions.length === 0 && emptyText && (
              <MenuItem value="" disabled>
                {emptyText}
              </MenuItem>
            )}
            {databaseOptions.map((name) => (
              <MenuItem key={name} value={name}>
                {name}
              </MenuItem>
            ))}
          </TextField>
          <ConnectionCheck listing={listing} />
        </Box>
        <TextField
          label="Table prefix"
          value={tablePrefix}
          onChange={(event) => edit('tablePrefix', setTablePrefix)(event.target.value)}
          error={Boolean(errors.tablePrefix)}
          helperText={errors.tablePrefix ?? 'Lists only tables starting with it'}
          disabled={busy}
          autoComplete="off"
          slotProps={{ htmlInput: { maxLength: 64, spellCheck: false } }}
        />
        <SelectBox<number>
          label="Use for"
          value={type}
          options={USE_FOR_OPTIONS[listKind]}
          onChange={(value) => edit('type', setType)(value)}
          error={Boolean(errors.type)}
          helperText={errors.type}
          disabled={busy}
          fullWidth
          size="medium"
        />
      </Box>
    </FormDialog>
  );
}
