import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { SortableColumn } from '@/components/ui/sortable-table';
import {
  NO_DAYS_SELECTED,
  NONE_SELECTED,
  NOT_APPLICABLE,
  providerText,
  sastDateText,
  scheduleDaysText,
} from '@/lib/campaign-display';
import { DaysCell, MutedText, StatusCell, TimeCell } from './campaign-cells';

// The campaign lists' columns (SMS spec 1 §2.1, e-mail spec 2 §2.10): one factory, each list adding its own.

/** What the shared columns show of a campaign row. */
export type CampaignListRow = {
  id: number;
  name: string;
  categoryName: string;
  isTransactional: boolean;
  status: number;
  providerName: string | null;
  createdDate: string;
  nextSegmentBuildDate: string | null;
  campaignFinishDate: string | null;
  scheduleDays: number[];
  dailySendStartTime: string | null;
  dailySendFinishTime: string | null;
  recycleCampaignDays: number;
  restPeriodDays: number;
};

/** A date in South African time; 'None selected' muted. */
export function DateText({ iso }: { iso: string | null }) {
  const text = sastDateText(iso);
  return text === NONE_SELECTED ? <MutedText>{text}</MutedText> : <>{text}</>;
}

/** Schedule fields show N/A for transactional campaigns (they send on demand). */
export function ScheduleCell({ row, children }: { row: { isTransactional: boolean }; children: ReactNode }) {
  return row.isTransactional ? <MutedText>{NOT_APPLICABLE}</MutedText> : <>{children}</>;
}

export type CampaignNameCellProps = {
  row: Pick<CampaignListRow, 'name' | 'categoryName' | 'isTransactional' | 'status'>;
  /** The campaign's status page. */
  to: string;
  /** The link's title. */
  title: string;
  testId: string;
  /** The Transactional label's colours. */
  transactionalColours?: { bgcolor: string; color: string };
  /** Narrow screens have no Status column: the label sits with the name. */
  statusWhenNarrow?: boolean;
};

/** The name (linking to the status page) with the category label and a Transactional label. */
export function CampaignNameCell({
  row,
  to,
  title,
  testId,
  transactionalColours,
  statusWhenNarrow = false,
}: CampaignNameCellProps) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Box sx={{ minWidth: { xs: 120, md: 140 } }}>
      <Link
        component={RouterLink}
        to={to}
        sx={{ fontWeight: 600, wordBreak: 'break-word' }}
        title={title}
        data-testid={testId}
      >
        {row.name}
      </Link>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
        <Chip size="small" variant="outlined" label={row.categoryName} sx={{ height: 20, fontSize: 11 }} />
        {row.isTransactional && (
          <Chip
            size="small"
            label="Transactional"
            sx={{ height: 20, fontSize: 11, fontWeight: 700, ...transactionalColours }}
          />
        )}
        {statusWhenNarrow && narrow && <StatusCell status={row.status} />}
      </Box>
    </Box>
  );
}

export type CampaignColumnsOptions<Row> = {
  name: (row: Row) => ReactNode;
  actions: (row: Row) => ReactNode;
  /** The zone the daily send times are kept in. */
  timeZone: (row: Row) => string;
  /** Hide the Status column below sm (the name cell shows the status there instead). */
  statusInNameWhenNarrow?: boolean;
  /** Columns after Provider Name. */
  afterProvider?: SortableColumn<Row>[];
  /** Columns before Actions. */
  beforeActions?: SortableColumn<Row>[];
};

/** The campaign list's columns; Id, Name and Created sort. Narrow screens keep the essentials. */
export function campaignColumns<Row extends CampaignListRow>({
  name,
  actions,
  timeZone,
  statusInNameWhenNarrow = false,
  afterProvider = [],
  beforeActions = [],
}: CampaignColumnsOptions<Row>): SortableColumn<Row>[] {
  return [
    { field: 'id', header: 'Id', sortable: true, hideBelow: 'sm' },
    { field: 'name', header: 'Name', sortable: true, render: name },
    {
      field: 'status',
      header: 'Status',
      ...(statusInNameWhenNarrow ? ({ hideBelow: 'sm' } as const) : {}),
      render: (row) => <StatusCell status={row.status} />,
    },
    {
      field: 'providerName',
      header: 'Provider Name',
      wrapHeader: true,
      hideBelow: 'sm',
      render: (row) => providerText(row.providerName),
    },
    ...afterProvider,
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
        <ScheduleCell row={row}>
          <DateText iso={row.nextSegmentBuildDate} />
        </ScheduleCell>
      ),
    },
    {
      field: 'campaignFinishDate',
      header: 'Campaign Finish Date',
      wrapHeader: true,
      hideBelow: 'lg',
      render: (row) => (
        <ScheduleCell row={row}>
          <DateText iso={row.campaignFinishDate} />
        </ScheduleCell>
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
          <ScheduleCell row={row}>
            {text === NO_DAYS_SELECTED ? <MutedText>{text}</MutedText> : text}
          </ScheduleCell>
        );
      },
    },
    {
      field: 'dailySendStartTime',
      header: 'Send Start Time',
      wrapHeader: true,
      hideBelow: 'md',
      render: (row) => (
        <ScheduleCell row={row}>
          <TimeCell time={row.dailySendStartTime} timeZone={timeZone(row)} />
        </ScheduleCell>
      ),
    },
    {
      field: 'dailySendFinishTime',
      header: 'Send Finish Time',
      wrapHeader: true,
      hideBelow: 'md',
      render: (row) => (
        <ScheduleCell row={row}>
          <TimeCell time={row.dailySendFinishTime} timeZone={timeZone(row)} />
        </ScheduleCell>
      ),
    },
    {
      field: 'recycleCampaignDays',
      header: 'Recycle Campaign Days',
      wrapHeader: true,
      hideBelow: 'lg',
      align: 'center',
      render: (row) => (
        <ScheduleCell row={row}>
          <DaysCell days={row.recycleCampaignDays} />
        </ScheduleCell>
      ),
    },
    {
      field: 'restPeriodDays',
      header: 'Rest Period Days',
      wrapHeader: true,
      hideBelow: 'lg',
      align: 'center',
      render: (row) => (
        <ScheduleCell row={row}>
          <DaysCell days={row.restPeriodDays} />
        </ScheduleCell>
      ),
    },
    ...beforeActions,
    { field: 'actions', header: 'Actions', align: 'right', sticky: 'right', render: actions },
  ];
}
