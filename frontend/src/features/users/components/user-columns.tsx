import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import CheckCircle from '@mui/icons-material/CheckCircle';
import EditOutlined from '@mui/icons-material/EditOutlined';
import AccountBalanceWalletOutlined from '@mui/icons-material/AccountBalanceWalletOutlined';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { INVOICE_TICK_DAYS, type UserRow } from '@contracts/users/users.schemas';
import type { SortableColumn } from '@/components/ui/sortable-table';
import { paths } from '@/config/paths';
import { dateTimeText } from '@/lib/format';

export type UserAction = 'archive' | 'unarchive' | 'invoice';

function ActionButton(props: { title: string; label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Tooltip title={props.title}>
      <IconButton size="small" sx={{ p: 0.5 }} aria-label={props.label} onClick={props.onClick}>
        {props.icon}
      </IconButton>
    </Tooltip>
  );
}

const fullName = (row: UserRow) => `${row.firstName} ${row.lastName}`.trim() || row.email;

/** Edit user; prepaid page (prepaid users); create invoice (with a Xero contact); archive or unarchive. */
function UserRowActions({ row, onAction }: { row: UserRow; onAction: (a: UserAction, r: UserRow) => void }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.25, whiteSpace: 'nowrap' }}>
      <Tooltip title="Edit user">
        <IconButton
          size="small"
          sx={{ p: 0.5 }}
          component={RouterLink}
          to={paths.manageUsers.editUser.getHref(row.id)}
          aria-label={`Edit ${fullName(row)}`}
        >
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      {row.prepaid && (
        <Tooltip title="Prepaid">
          <IconButton
            size="small"
            sx={{ p: 0.5 }}
            component={RouterLink}
            to={paths.manageUsers.editPrepaid.getHref(row.id)}
            aria-label={`Prepaid settings of ${fullName(row)}`}
          >
            <AccountBalanceWalletOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      )}
      {row.contactId && (
        <ActionButton
          title="Create invoice"
          label={`Create invoice for ${fullName(row)}`}
          icon={<ReceiptLongOutlined fontSize="small" />}
          onClick={() => onAction('invoice', row)}
        />
      )}
      {row.archived ? (
        <ActionButton
          title="Unarchive"
          label={`Unarchive ${fullName(row)}`}
          icon={<UnarchiveOutlined fontSize="small" />}
          onClick={() => onAction('unarchive', row)}
        />
      ) : (
        <ActionButton
          title="Archive"
          label={`Archive ${fullName(row)}`}
          icon={<ArchiveOutlined fontSize="small" />}
          onClick={() => onAction('archive', row)}
        />
      )}
    </Box>
  );
}

/** Spec 3 §2.10 labels. */
export function accountTypeLabels(row: UserRow): string[] {
  if (!row.prepaid) return ['Arrears'];
  return row.AllowPurchasePrepaid ? ['Prepaid', 'Purchasing Enabled'] : ['Prepaid'];
}
export const signedUpByLabel = (row: UserRow) =>
  row.selfSignUp ? (row.emailVerified ? 'Self' : 'Unverified Email') : 'Admin';

/** The invoice was created within the last 14 days. */
export const recentlyInvoiced = (row: UserRow, now = Date.now()) =>
  row.xeroInvoiceCreated !== null &&
  now - Date.parse(row.xeroInvoiceCreated) <= INVOICE_TICK_DAYS * 24 * 60 * 60 * 1000;

function LastInvoice({ row }: { row: UserRow }) {
  if (!row.xeroInvoiceNumber) return null;
  const number = row.xeroInvoiceUrl ? (
    <Link href={row.xeroInvoiceUrl} target="_blank" rel="noopener noreferrer">
      {row.xeroInvoiceNumber}
    </Link>
  ) : (
    row.xeroInvoiceNumber
  );
  return (
    <Box data-testid="last-invoice">
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        {number}
        {recentlyInvoiced(row) && (
          <CheckCircle
            color="success"
            sx={{ fontSize: 16 }}
            titleAccess={`Invoiced within the last ${INVOICE_TICK_DAYS} days`}
          />
        )}
      </Box>
      <Box sx={{ color: 'text.secondary', fontSize: 12 }}>{dateTimeText(row.xeroInvoiceCreated)}</Box>
    </Box>
  );
}

/** Spec 3 §2.10 columns; sortable Id, Signed Up, Last Logged In. */
export function userColumns(onAction: (action: UserAction, row: UserRow) => void): SortableColumn<UserRow>[] {
  return [
    {
      field: 'id',
      header: 'Id',
      sortable: true,
      width: 70,
      render: (row) => (
        <Link
          component={RouterLink}
          to={paths.manageUsers.editUser.getHref(row.id)}
          aria-label={`User ${row.id}: edit`}
        >
          {row.id}
        </Link>
      ),
    },
    { field: 'firstName', header: 'First Name' },
    { field: 'lastName', header: 'Last Name' },
    { field: 'company', header: 'Company', hideBelow: 'xl', render: (row) => row.company ?? '' },
    { field: 'cellphone', header: 'Cellphone', hideBelow: 'xl', render: (row) => row.cellphone ?? '' },
    {
      field: 'email',
      header: 'Email',
      render: (row) => <Box sx={{ overflowWrap: 'anywhere', minWidth: 160 }}>{row.email}</Box>,
    },
    {
      field: 'accountType',
      header: 'Account Type',
      hideBelow: 'md',
      render: (row) => (
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
          {accountTypeLabels(row).map((label) => (
            <Chip key={label} size="small" label={label} variant="outlined" />
          ))}
        </Box>
      ),
    },
    { field: 'role', header: 'Role', render: (row) => (row.isAdmin ? 'Admin' : 'Client') },
    { field: 'signedUpBy', header: 'Signed Up By', hideBelow: 'md', render: signedUpByLabel },
    {
      field: 'created',
      header: 'Signed Up',
      sortable: true,
      hideBelow: 'sm',
      width: 120,
      render: (row) => dateTimeText(row.created),
    },
    {
      field: 'lastLoginDate',
      header: 'Last Logged In',
      sortable: true,
      hideBelow: 'lg',
      width: 120,
      render: (row) => dateTimeText(row.lastLoginDate),
    },
    {
      field: 'lastInvoice',
      header: 'Last Invoice',
      hideBelow: 'md',
      render: (row) => <LastInvoice row={row} />,
    },
    {
      field: 'actions',
      header: 'Actions',
      align: 'right',
      sticky: 'right',
      render: (row) => <UserRowActions row={row} onAction={onAction} />,
    },
  ];
}
