import type { CampaignRow } from '@contracts/campaigns/campaigns.schemas';
import type { SortableColumn } from '@/components/ui/sortable-table';
import type { RowAction } from '../../api/campaign-list';
import {
  billingText,
  providerText,
  sastDateText,
  scheduleDaysText,
  NO_DAYS_SELECTED,
  NONE_SELECTED,
} from '../../utils/campaign-display';
import {
  CampaignNameCell,
  DaysCell,
  MutedText,
  OnOffCell,
  ScheduleCell,
  StatusCell,
  TimeCell,
} from './campaign-cells';
import { CampaignRowActions } from './campaign-row-actions';

function DateText({ iso }: { iso: string | null }) {
  const text = sastDateText(iso);
  return text === NONE_SELECTED ? <MutedText>{text}</MutedText> : <>{text}</>;
}

/** The list's columns (spec 1 §2.1); Id, Name and Created sort. Narrow screens keep the essentials. */
export function campaignColumns(
  onAction: (action: RowAction, row: CampaignRow) => void,
): SortableColumn<CampaignRow>[] {
  return [
    { field: 'id', header: 'Id', sortable: true, hideBelow: 'sm' },
    { field: 'name', header: 'Name', sortable: true, render: (row) => <CampaignNameCell row={row} /> },
    {
      field: 'status',
      header: 'Status',
      hideBelow: 'sm',
      render: (row) => <StatusCell status={row.status} />,
    },
    {
      field: 'providerName',
      header: 'Provider Name',
      wrapHeader: true,
      hideBelow: 'sm',
      render: (row) => providerText(row.providerName),
    },
    {
      field: 'reverseBilled',
      header: 'Spread Type',
      wrapHeader: true,
      hideBelow: 'md',
      render: (row) => billingText(row.reverseBilled),
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
          <TimeCell time={row.dailySendStartTime} timeZone={row.timeZone} />
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
          <TimeCell time={row.dailySendFinishTime} timeZone={row.timeZone} />
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
    {
      field: 'sendStatus',
      header: 'Send Status',
      wrapHeader: true,
      hideBelow: 'md',
      align: 'center',
      render: (row) => <OnOffCell value={row.sendStatus} />,
    },
    {
      field: 'receiveStatus',
      header: 'Receive Status',
      wrapHeader: true,
      hideBelow: 'md',
      align: 'center',
      render: (row) => <OnOffCell value={row.receiveStatus} />,
    },
    {
      field: 'actions',
      header: 'Actions',
      align: 'right',
      sticky: 'right',
      render: (row) => <CampaignRowActions row={row} onAction={onAction} />,
    },
  ];
}
