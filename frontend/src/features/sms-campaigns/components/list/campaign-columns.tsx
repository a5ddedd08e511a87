import type { CampaignRow } from '@contracts/campaigns/campaigns.schemas';
import { OnOffCell } from '@/components/campaigns/campaign-cells';
import {
  campaignColumns as sharedCampaignColumns,
  CampaignNameCell,
} from '@/components/campaigns/campaign-columns';
import type { SortableColumn } from '@/components/ui/sortable-table';
import { paths } from '@/config/paths';
import type { RowAction } from '../../api/campaign-list';
import { billingText } from '../../utils/campaign-display';
import { CampaignRowActions } from './campaign-row-actions';

/** The list's columns (spec 1 §2.1); Id, Name and Created sort. Narrow screens keep the essentials. */
export function campaignColumns(
  onAction: (action: RowAction, row: CampaignRow) => void,
): SortableColumn<CampaignRow>[] {
  return sharedCampaignColumns<CampaignRow>({
    name: (row) => (
      <CampaignNameCell
        row={row}
        to={paths.sms.campaignStatus.getHref(row.id)}
        title="Status report"
        testId="campaign-name"
        transactionalColours={{ bgcolor: 'rgba(67,56,202,0.1)', color: 'primary.main' }}
        statusWhenNarrow
      />
    ),
    actions: (row) => <CampaignRowActions row={row} onAction={onAction} />,
    timeZone: (row) => row.timeZone,
    statusInNameWhenNarrow: true,
    afterProvider: [
      {
        field: 'reverseBilled',
        header: 'Spread Type',
        wrapHeader: true,
        hideBelow: 'md',
        render: (row) => billingText(row.reverseBilled),
      },
    ],
    beforeActions: [
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
    ],
  });
}
