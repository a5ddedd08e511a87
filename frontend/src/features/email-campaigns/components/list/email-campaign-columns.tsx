import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import {
  EMAIL_CAMPAIGN_TIME_ZONE_BASE,
  type EmailCampaignRow,
} from '@contracts/email-campaigns/email-campaigns.schemas';
import { DaysCell, MutedText, OnOffCell, StatusCell, TimeCell } from '@/components/campaigns/campaign-cells';
import type { SortableColumn } from '@/components/ui/sortable-table';
import { paths } from '@/config/paths';
import {
  NO_DAYS_SELECTED,
  NONE_SELECTED,
  NOT_APPLICABLE,
  providerText,
  sastDateText,
  scheduleDaysText,
} from '@/lib/campaign-display';
import type { EmailRowAction } from '../../api/email-campaigns';

function DateText({ iso }: { iso: string | null }) {
  const text = sastDateText(iso);
  return text === NONE_SELECTED ? <MutedText>{text}</MutedText> : <>{text}</>;
}

/** Transactional campaigns send on demand: their schedule fields are N/A. */
function Scheduled({ row, children }: { row: EmailCampaignRow; children: ReactNode }) {
  return row.isTransactional ? <MutedText>{NOT_APPLICABLE}</MutedText> : <>{children}</>;
}

function NameCell({ row }: { row: EmailCampaignRow }) {
  return (
    <Box sx={{ minWidth: { xs: 120, md: 140 } }}>
      <Link
        component={RouterLink}
        to={paths.email.campaignStatus.getHref(row.id)}
        sx={{ fontWeight: 600, wordBreak: 'break-word' }}
        title="Status"
        data-testid="email-campaign-name"
      >
        {row.name}
      </Link>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
        <Chip size="small" variant="outlined" label={row.categoryName} sx={{ height: 20, fontSize: 11 }} />
        {row.isTransactional && (
          <Chip size="small" label="Transactional" sx={{ height: 20, fontSize: 11, fontWeight: 700 }} />
        )}
      </Box>
    </Box>
  );
}

function ActionButton(props: { title: string; label: string; icon: ReactNode; onClick: () => void }) {
  return (
    <Tooltip title={props.title}>
      <IconButton size="small" sx={{ p: 0.5 }} aria-label={props.label} onClick={props.onClick}>
        {props.icon}
      </IconButton>
    </Tooltip>
  );
}

/** Edit; copy and archive for unarchived campaigns; unarchive for archived ones (spec 2 §4). */
function RowActions({
  row,
  onAction,
}: {
  row: EmailCampaignRow;
  onAction: (action: EmailRowAction, row: EmailCampaignRow) => void;
}) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.25, whiteSpace: 'nowrap' }}>
      <Tooltip title="Edit">
        <IconButton
          size="small"
          sx={{ p: 0.5 }}
          component={RouterLink}
          to={paths.email.editCampaign.getHref(row.id)}
          aria-label={`Edit ${row.name}`}
        >
          <EditOutlined fontSize="small" />
        </IconButton>
      </Tooltip>
      {row.archived ? (
        <ActionButton
          title="Unarchive"
          label={`Unarchive ${row.name}`}
          icon={<UnarchiveOutlined fontSize="small" />}
          onClick={() => onAction('unarchive', row)}
        />
      ) : (
        <>
          <ActionButton
            title="Copy"
            label={`Copy ${row.name}`}
            icon={<ContentCopyOutlined fontSize="small" />}
            onClick={() => onAction('copy', row)}
          />
          <ActionButton
            title="Archive"
            label={`Archive ${row.name}`}
            icon={<ArchiveOutlined fontSize="small" />}
            onClick={() => onAction('archive', row)}
          />
        </>
      )}
    </Box>
  );
}

/** The 14 columns of spec 2 §2.10; Id, Name and Created sort. Times are South African (SAST). */
export function emailCampaignColumns(
  onAction: (action: EmailRowAction, row: EmailCampaignRow) => void,
): SortableColumn<EmailCampaignRow>[] {
  const sast = EMAIL_CAMPAIGN_TIME_ZONE_BASE;
  return [
    { field: 'id', header: 'Id', sortable: true, hideBelow: 'sm' },
    { field: 'name', header: 'Name', sortable: true, render: (row) => <NameCell row={row} /> },
    { field: 'status', header: 'Status', render: (row) => <StatusCell status={row.status} /> },
    {
      field: 'providerName',
      header: 'Provider Name',
      wrapHeader: true,
      hideBelow: 'sm',
      render: (row) => providerText(row.providerName),
    },
    {
      field: 'createdDate',
      header: 'Created',
      sortable: true,
      hideBelow: 'sm',
      render: (row) => <DateText iso={row.createdDate} />,
    },
    {
      field: 'nextSegmentBuildDate',
      header: 'Next Segment Build',
      wrapHeader: true,
      hideBelow: 'lg',
      render: (row) => (
        <Scheduled row={row}>
          <DateText iso={row.nextSegmentBuildDate} />
        </Scheduled>
      ),
    },
    {
      field: 'campaignFinishDate',
      header: 'Campaign Finish Date',
      wrapHeader: true,
      hideBelow: 'lg',
      render: (row) => (
        <Scheduled row={row}>
          <DateText iso={row.campaignFinishDate} />
        </Scheduled>
      ),
    },
    {
      field: 'scheduleDays',
      header: 'Schedule Days',
      wrapHeader: true,
      hideBelow: 'md',
      render: (row) => {
        const text = scheduleDaysText(row.scheduleDays);
        return (
          <Scheduled row={row}>{text === NO_DAYS_SELECTED ? <MutedText>{text}</MutedText> : text}</Scheduled>
        );
      },
    },
    {
      field: 'dailySendStartTime',
      header: 'Send Start Time',
      wrapHeader: true,
      hideBelow: 'md',
      render: (row) => (
        <Scheduled row={row}>
          <TimeCell time={row.dailySendStartTime} timeZone={sast} />
        </Scheduled>
      ),
    },
    {
      field: 'dailySendFinishTime',
      header: 'Send Finish Time',
      wrapHeader: true,
      hideBelow: 'md',
      render: (row) => (
        <Scheduled row={row}>
          <TimeCell time={row.dailySendFinishTime} timeZone={sast} />
        </Scheduled>
      ),
    },
    {
      field: 'recycleCampaignDays',
      header: 'Recycle Campaign Days',
      wrapHeader: true,
      hideBelow: 'lg',
      align: 'center',
      render: (row) => (
        <Scheduled row={row}>
          <DaysCell days={row.recycleCampaignDays} />
        </Scheduled>
      ),
    },
    {
      field: 'restPeriodDays',
      header: 'Rest Period Days',
      wrapHeader: true,
      hideBelow: 'lg',
      align: 'center',
      render: (row) => (
        <Scheduled row={row}>
          <DaysCell days={row.restPeriodDays} />
        </Scheduled>
      ),
    },
    {
      field: 'sendActive',
      header: 'Send Status',
      wrapHeader: true,
      hideBelow: 'md',
      align: 'center',
      render: (row) => <OnOffCell value={row.sendActive ? 1 : 0} />,
    },
    {
      field: 'actions',
      header: 'Actions',
      align: 'right',
      sticky: 'right',
      render: (row) => <RowActions row={row} onAction={onAction} />,
    },
  ];
}
