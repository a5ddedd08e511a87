import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import type { CampaignRow } from '@contracts/campaigns/campaigns.schemas';
import { CampaignRowActions as SharedCampaignRowActions } from '@/components/campaigns/campaign-row-actions';
import { RowLinkAction } from '@/components/ui/row-actions';
import { paths } from '@/config/paths';
import type { RowAction } from '../../api/campaign-list';

export type CampaignRowActionsProps = {
  row: CampaignRow;
  onAction: (action: RowAction, row: CampaignRow) => void;
};

/** Edit settings; copy and archive for unarchived campaigns; unarchive for archived ones. */
export function CampaignRowActions({ row, onAction }: CampaignRowActionsProps) {
  return (
    <SharedCampaignRowActions
      row={row}
      onAction={onAction}
      edit={
        <RowLinkAction
          title="Edit settings"
          label={`Edit settings of ${row.name}`}
          to={paths.sms.editCampaignSettings.getHref(row.id)}
          icon={<SettingsOutlined fontSize="small" />}
        />
      }
    />
  );
}
