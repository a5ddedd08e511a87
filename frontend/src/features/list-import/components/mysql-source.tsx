import Add from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useSWRConfig } from 'swr';
import { MYSQL_TEXTS, type ConnectionString } from '@contracts/lists/mysql/mysql.schemas';
import { ConfirmDialog } from '@/components/ui/confirm-dialog';
import { SelectBox } from '@/components/ui/select-box';
import { errorMessageOf } from '@/lib/api-error';
import { RetryAlert } from '@/components/errors/retry-alert';
import {
  CONNECTION_STRINGS_URL,
  deleteConnectionString,
  useConnectionStrings,
  useTables,
} from '../api/mysql';
import { connectionTypesOf, type ListKind } from '../utils/wizard-state';
import { ConnectionStringDialog } from './connection-string-dialog';

export const NEW_CONNECTION_LABEL = 'New connection string';
export const NO_CONNECTIONS_TEXT = 'There are no connection strings yet: add one.';
export const NO_TABLES_TEXT = 'No tables found';

export type MySqlSourceProps = {
  listKind: ListKind;
  connection: ConnectionString | null;
  tableName: string | null;
  onConnectionChange: (connection: ConnectionString | null) => void;
  onTableChange: (tableName: string | null) => void;
};

type DialogState = { editing: ConnectionString | null; key: number } | null;

/** Where a connection string points, in one line. */
const targetText = (c: ConnectionString): string =>
  `${c.mysqlUsername}@${c.mysqlHost} / ${c.mysqlDatabase}${c.tablePrefix ? ` (tables starting with ${c.tablePrefix})` : ''}`;

/** The MySql data source: a connection string of the list's types (add, edit, delete), then a table. */
export function MySqlSource({
  listKind,
  connection,
  tableName,
  onConnectionChange,
  onTableChange,
}: MySqlSourceProps) {
  const connections = useConnectionStrings(connectionTypesOf(listKind));
  const tables = useTables(connection?.mySQLConnID ?? null);
  const { mutate } = useSWRConfig();
  const [dialog, setDialog] = useState<DialogState>(null);
  const [deleting, setDeleting] = useState<{
    target: ConnectionString;
    open: boolean;
    busy: boolean;
  } | null>(null);
  const closeDelete = () => setDeleting((current) => current && { ...current, open: false, busy: false });
  const [deleteError, setDeleteError] = useState<string | null>(null);

  const list = connections.data ?? [];
  const options = list.map((c) => ({ value: c.mySQLConnID, label: c.connName }));
  // The chosen one stays selectable while the list is (re)loading.
  if (connection && !list.some((c) => c.mySQLConnID === connection.mySQLConnID))
    options.unshift({ value: connection.mySQLConnID, label: connection.connName });

  const saved = (result: ConnectionString) => {
    setDialog(null);
    void connections.mutate(
      (current = []) =>
        current.some((c) => c.mySQLConnID === result.mySQLConnID)
          ? current.map((c) => (c.mySQLConnID === result.mySQLConnID ? result : c))
          : [...current, result].sort((a, b) => a.connName.localeCompare(b.connName)),
      { revalidate: true },
    );
    // An edit may point at another database: list its tables again.
    void mutate(`${CONNECTION_STRINGS_URL}/${result.mySQLConnID}/tables`);
    onConnectionChange(result);
  };

  const remove = async () => {
    if (!deleting?.open) return;
    const id = deleting.target.mySQLConnID;
    setDeleting({ ...deleting, busy: true });
    setDeleteError(null);
    try {
      await deleteConnectionString(id);
      void connections.mutate((current = []) => current.filter((c) => c.mySQLConnID !== id), {
        revalidate: true,
      });
      if (connection?.mySQLConnID === id) onConnectionChange(null);
    } catch (error) {
      setDeleteError(errorMessageOf(error));
    } finally {
      closeDelete();
    }
  };

  const tablesFailed =
    tables.error === undefined
      ? null
      : [MYSQL_TEXTS.tablesFailed, errorMessageOf(tables.error)].filter(
          (message, index, all) => all.indexOf(message) === index,
        );
  const tableOptions = (tables.data?.tables ?? []).map((name) => ({ value: name, label: name }));
  if (tableName && !tableOptions.some((t) => t.value === tableName))
    tableOptions.unshift({ value: tableName, label: tableName });

  return (
    <Box sx={{ display: 'grid', gap: 2.5 }} data-testid="mysql-source">
      {connections.error !== undefined && (
        <RetryAlert error={connections.error} onRetry={() => void connections.mutate()} />
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'flex-start' }}>
        <Box sx={{ flex: '1 1 320px', maxWidth: 480 }}>
          <SelectBox<number>
            label="Connection string"
            value={connection?.mySQLConnID ?? ''}
            options={options}
            onChange={(id) => {
              setDeleteError(null);
              const chosen = list.find((c) => c.mySQLConnID === id);
              if (chosen) onConnectionChange(chosen);
            }}
            disabled={connections.isLoading}
            helperText={
              connections.isLoading
                ? 'Loading the connection strings…'
                : connection
                  ? targetText(connection)
                  : list.length === 0 && connections.data
                    ? NO_CONNECTIONS_TEXT
                    : undefined
            }
            fullWidth
            size="medium"
          />
        </Box>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, pt: 1 }}>
          <Button
            variant="outlined"
            startIcon={<Add />}
            onClick={() => setDialog({ editing: null, key: Date.now() })}
          >
            {NEW_CONNECTION_LABEL}
          </Button>
          <Button
            color="inherit"
            startIcon={<EditOutlined />}
            disabled={!connection}
            aria-label="Edit connection string"
            onClick={() => connection && setDialog({ editing: connection, key: Date.now() })}
          >
            Edit
          </Button>
          <Button
            color="error"
            startIcon={<DeleteOutlined />}
            disabled={!connection}
            aria-label="Delete connection string"
            onClick={() => {
              setDeleteError(null);
              if (connection) setDeleting({ target: connection, open: true, busy: false });
            }}
          >
            Delete
          </Button>
        </Box>
      </Box>
      {deleteError && (
        <Alert severity="error" onClose={() => setDeleteError(null)}>
          {deleteError}
        </Alert>
      )}
      {connection && (
        <Box sx={{ maxWidth: 480 }}>
          {tablesFailed ? (
            <Alert
              severity="error"
              data-testid="tables-failed"
              action={
                <Button color="inherit" size="small" onClick={() => void tables.mutate()}>
                  Try again
                </Button>
              }
            >
              {tablesFailed.map((message) => (
                <div key={message}>{message}</div>
              ))}
            </Alert>
          ) : (
            <SelectBox<string>
              label="Table"
              value={tableName ?? ''}
              options={tableOptions}
              onChange={(name) => onTableChange(name)}
              disabled={tables.isLoading}
              helperText={
                tables.isLoading
                  ? 'Loading the tables…'
                  : tables.data && tables.data.tables.length === 0
                    ? NO_TABLES_TEXT
                    : undefined
              }
              error={Boolean(tables.data && tables.data.tables.length === 0)}
              fullWidth
              size="medium"
            />
          )}
        </Box>
      )}
      {!connection && connections.data && list.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          Choose the connection string of the database that holds the contacts, then its table.
        </Typography>
      )}
      {dialog && (
        <ConnectionStringDialog
          key={dialog.key}
          listKind={listKind}
          editing={dialog.editing}
          onClose={() => setDialog(null)}
          onSaved={saved}
        />
      )}
      <ConfirmDialog
        open={deleting?.open ?? false}
        title="Delete connection string"
        message={`Delete the connection string ${deleting?.target.connName ?? ''}? Lists already imported from it keep their contacts.`}
        confirmLabel="Delete"
        destructive
        busy={deleting?.busy ?? false}
        onConfirm={() => void remove()}
        onCancel={closeDelete}
      />
    </Box>
  );
}
