import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import type { ApiKey } from '@contracts/api-keys/api-keys.schemas';
import { SortableTable, type SortableColumn } from '@/components/ui/sortable-table';
import { dateTimeText } from '@/lib/format';

export const NO_API_KEYS_TEXT =
  'No API keys yet. Create one to let your systems send SMS through your transactional campaigns.';
export const DISABLED_KEY_HINT =
  'The user who created this key was archived, so the key no longer works. Revoke it and create a new one.';

const mono = { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 12.5 } as const;

function columns(onRevoke: (key: ApiKey) => void): SortableColumn<ApiKey>[] {
  return [
    {
      field: 'name',
      header: 'Name',
      render: (key) => (
        <>
          <Box component="span" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }} data-testid="api-key-name">
            {key.name}
          </Box>
          {/* Narrow screens have no Prefix column: the prefix goes under the name. */}
          <Box
            component="code"
            sx={{ ...mono, display: { xs: 'block', sm: 'none' }, color: 'text.secondary' }}
          >
            {key.prefix}…
          </Box>
        </>
      ),
    },
    {
      field: 'prefix',
      header: 'Prefix',
      hideBelow: 'sm',
      render: (key) => (
        <Box component="code" sx={{ ...mono, whiteSpace: 'nowrap' }} data-testid="api-key-prefix">
          {key.prefix}…
        </Box>
      ),
    },
    { field: 'createdAt', header: 'Created', hideBelow: 'sm', render: (key) => dateTimeText(key.createdAt) },
    {
      field: 'lastUsedAt',
      header: 'Last used',
      hideBelow: 'md',
      render: (key) => dateTimeText(key.lastUsedAt) || 'Never',
    },
    {
      field: 'status',
      header: 'Status',
      render: (key) =>
        key.status === 'Active' ? (
          <Chip size="small" color="success" variant="outlined" label="Active" />
        ) : (
          <Tooltip title={DISABLED_KEY_HINT}>
            <Chip size="small" label="Disabled" tabIndex={0} />
          </Tooltip>
        ),
    },
    {
      field: 'actions',
      header: 'Actions',
      align: 'right',
      render: (key) => (
        <Button size="small" color="error" onClick={() => onRevoke(key)} aria-label={`Revoke ${key.name}`}>
          Revoke
        </Button>
      ),
    },
  ];
}

export type ApiKeysTableProps = {
  keys: readonly ApiKey[];
  loading: boolean;
  onRevoke: (key: ApiKey) => void;
};

/** The account's keys: name, prefix, created, last used, status, and Revoke. */
export function ApiKeysTable({ keys, loading, onRevoke }: ApiKeysTableProps) {
  return (
    <SortableTable
      label="API keys"
      columns={columns(onRevoke)}
      rows={keys}
      getRowKey={(key) => key.id}
      emptyText={NO_API_KEYS_TEXT}
      loading={loading}
    />
  );
}
