import EditOutlined from '@mui/icons-material/EditOutlined';
import {
  EMAIL_CAMPAIGN_TIME_ZONE_BASE,
  type EmailCampaignRow,
} from '@contracts/email-campaigns/email-campaigns.schemas';
import { OnOffCell } from '@/components/campaigns/campaign-cells';
import { campaignColumns, CampaignNameCell } from '@/components/campaigns/campaign-columns';
import { CampaignRowActions } from '@/components/campaigns/campaign-row-actions';
import { RowLinkAction } from '@/components/ui/row-actions';
import type { SortableColumn } from '@/components/ui/sortable-table';
import { paths } from '@/config/paths';
import type { EmailRowAction } from '../../api/email-campaigns';

/** The 14 columns of spec 2 §2.10; Id, Name and Created sort. Times are South African (SAST). */
export function emailCampaignColumns(
  onAction: (action: EmailRowAction, row: EmailCampaignRow) => void,
): SortableColumn<EmailCampaignRow>[] {
  return campaignColumns<EmailCampaignRow>({
    name: (row) => (
      <CampaignNameCell
        row={row}
        to={paths.email.campaignStatus.getHref(row.id)}
        title="Status"
        testId="email-campaign-name"
      />
    ),
    // Edit; copy and archive for unarchived campaigns; unarchive for archived ones (spec 2 §4).
    actions: (row) => (
      <CampaignRowActions
        row={row}
        onAction={onAction}
        edit={
          <RowLinkAction
            title="Edit"
            label={`Edit ${row.name}`}
            to={paths.email.editCampaign.getHref(row.id)}
            icon={<EditOutlined fontSize="small" />}
          />
        }
      />
    ),
    timeZone: () => EMAIL_CAMPAIGN_TIME_ZONE_BASE,
    beforeActions: [
      {
        field: 'sendActive',
        header: 'Send Status',
        wrapHeader: true,
        hideBelow: 'md',
        align: 'center',
        render: (row) => <OnOffCell value={row.sendActive ? 1 : 0} />,
      },
    ],
  });
}
