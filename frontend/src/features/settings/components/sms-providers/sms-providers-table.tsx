import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import { PROVIDER_TYPE_LABELS, type Provider } from '@contracts/providers/providers.schemas';
import { SortableTable, type SortableColumn } from '@/components/ui/sortable-table';

export const NO_PROVIDERS_TEXT = 'No SMS providers yet.';
export const NO_PROVIDERS_ADMIN_TEXT = 'No SMS providers yet. Add one to send SMS through it.';

export type ProviderActions = {
  onEdit: (provider: Provider) => void;
  onToggleActive: (provider: Provider) => void;
  onTest: (provider: Provider) => void;
};

/** Active or Disabled, and how routing by measured delivery treats an active provider (Degraded, Recovering). */
export function ProviderStatus({ provider: p }: { provider: Provider }) {
  if (!p.active) return <Chip size="small" label="Disabled" />;
  if (p.health.state === 'Degraded')
    return (
      <>
        <Chip size="small" color="warning" label="Degraded" />
        {p.health.reason && (
          <Box
            component="span"
            sx={{ display: 'block', color: 'text.secondary', fontSize: 12.5, mt: 0.5 }}
            data-testid="provider-health-reason"
          >
            {`Out of its spreads: ${p.health.reason}.`}
          </Box>
        )}
      </>
    );
  if (p.health.state === 'Recovering')
    return (
      <Chip
        size="small"
        color="info"
        variant="outlined"
        label={`Recovering (${p.health.weight}% of its share)`}
      />
    );
  return <Chip size="small" color="success" variant="outlined" label="Active" />;
}

function columns(
  admin: boolean,
  actions: ProviderActions,
  testing: number | null,
): SortableColumn<Provider>[] {
  return [
    {
      field: 'name',
      header: 'Name',
      render: (p) => (
        <>
          <Box
            component="span"
            sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}
            data-testid="provider-name"
          >
            {p.name}
          </Box>
          {admin && (
            <Box component="span" sx={{ display: 'block', color: 'text.secondary', fontSize: 12.5 }}>
              {p.accountName}
            </Box>
          )}
        </>
      ),
    },
    { field: 'type', header: 'Type', render: (p) => PROVIDER_TYPE_LABELS[p.type] },
    {
      field: 'billing',
      header: 'Billing',
      hideBelow: 'sm',
      render: (p) => (p.reverseBilled ? 'Reverse billed' : 'Standard'),
    },
    {
      field: 'price',
      header: 'Price per part',
      hideBelow: 'sm',
      align: 'right',
      render: (p) => p.pricePerPart,
    },
    { field: 'rate', header: 'Msgs/s', hideBelow: 'md', align: 'right', render: (p) => p.messagesPerSecond },
    {
      field: 'status',
      header: 'Status',
      render: (p) => <ProviderStatus provider={p} />,
    },
    {
      field: 'actions',
      header: 'Actions',
      align: 'right',
      render: (p) => (
        <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button
            size="small"
            onClick={() => actions.onTest(p)}
            disabled={testing === p.id}
            aria-label={`Test connection of ${p.name}`}
          >
            {testing === p.id ? 'Testing…' : 'Test connection'}
          </Button>
          {admin && (
            <>
              <Button size="small" onClick={() => actions.onEdit(p)} aria-label={`Edit ${p.name}`}>
                Edit
              </Button>
              <Button
                size="small"
                color={p.active ? 'error' : 'primary'}
                onClick={() => actions.onToggleActive(p)}
                aria-label={`${p.active ? 'Disable' : 'Enable'} ${p.name}`}
              >
                {p.active ? 'Disable' : 'Enable'}
              </Button>
            </>
          )}
        </Box>
      ),
    },
  ];
}

export type SmsProvidersTableProps = {
  providers: readonly Provider[];
  loading: boolean;
  admin: boolean;
  testing: number | null;
} & ProviderActions;

/** The providers: name (and account, for administrators), type, billing, price, rate, status, actions. */
export function SmsProvidersTable({
  providers,
  loading,
  admin,
  testing,
  ...actions
}: SmsProvidersTableProps) {
  return (
    <SortableTable
      label="SMS providers"
      columns={columns(admin, actions, testing)}
      rows={providers}
      getRowKey={(p) => p.id}
      emptyText={admin ? NO_PROVIDERS_ADMIN_TEXT : NO_PROVIDERS_TEXT}
      loading={loading}
    />
  );
}
