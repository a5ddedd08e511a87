import ArchiveOutlined from '@mui/icons-material/ArchiveOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import SettingsOutlined from '@mui/icons-material/SettingsOutlined';
import UnarchiveOutlined from '@mui/icons-material/UnarchiveOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import type { CampaignRow } from '@contracts/campaigns/campaigns.schemas';
import { paths } from '@/config/paths';
import type { RowAction } from '../../api/campaign-list';

export type CampaignRowActionsProps = {
  row: CampaignRow;
  onAction: (action: RowAction, row: CampaignRow) => void;
};

/** Edit settings; copy and archive for unarchived campaigns; unarchive for archived ones. */
export function CampaignRowActions({ row, onAction }: CampaignRowActionsProps) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 0.25, whiteSpace: 'nowrap' }}>
      <Tooltip title="Edit settings">
        <IconButton
          size="small"
          sx={{ p: 0.5 }}
          component={RouterLink}
          to={paths.sms.editCampaignSettings.getHref(row.id)}
          aria-label={`Edit settings of ${row.name}`}
        >
          <SettingsOutlined fontSize="small" />
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

function ActionButton({
  title,
  label,
  icon,
  onClick,
}: {
  title: string;
  label: string;
  icon: ReactNode;
  onClick: () => void;
}) {
  return (
    <Tooltip title={title}>
      <IconButton size="small" sx={{ p: 0.5 }} aria-label={label} onClick={onClick}>
        {icon}
      </IconButton>
    </Tooltip>
  );
}
