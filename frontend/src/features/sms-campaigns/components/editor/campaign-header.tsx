import LabelOutlined from '@mui/icons-material/LabelOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import type { Campaign } from '@contracts/campaigns/campaigns.schemas';
import { UNGROUPED_LABEL, type Category } from '@contracts/categories/categories.schemas';
import { campaignTypeText } from '../../utils/campaign-display';
import { ActiveSwitch } from './active-switch';
import { ChangeCategoryDialog } from './change-category-dialog';
import { ChangeNameDialog } from './change-name-dialog';

export type CampaignHeaderProps = {
  campaign: Campaign;
  onChange: (patch: Partial<Campaign>) => void;
};

/** Name with 'Change name', category chip with 'Change category', type label, Active/Dormant switch. */
export function CampaignHeader({ campaign, onChange }: CampaignHeaderProps) {
  const [dialog, setDialog] = useState<'name' | 'category' | null>(null);
  const close = () => setDialog(null);

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
      <Box
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', md: 'row' },
          alignItems: { md: 'flex-start' },
          justifyContent: 'space-between',
          gap: 2,
        }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Box
            sx={{ display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.5 }}
          >
            <Typography variant="h1" sx={{ wordBreak: 'break-word' }} data-testid="campaign-name">
              {campaign.name}
            </Typography>
            <Link component="button" type="button" variant="body2" onClick={() => setDialog('name')}>
              Change name
            </Link>
          </Box>
          <Box sx={{ display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: 1, mt: 1.5 }}>
            <Chip
              icon={<LabelOutlined />}
              label={categoryText(campaign.category)}
              variant="outlined"
              data-testid="campaign-category"
            />
            <Link component="button" type="button" variant="body2" onClick={() => setDialog('category')}>
              Change category
            </Link>
            <Box sx={{ width: 8 }} />
            <Chip
              label={campaignTypeText(campaign.type)}
              size="small"
              sx={{ fontWeight: 700, bgcolor: 'rgba(67,56,202,0.1)', color: 'primary.main' }}
              data-testid="campaign-type"
            />
            {campaign.archived && <Chip label="Archived" size="small" color="warning" variant="outlined" />}
            <Typography variant="body2" color="text.secondary">
              Id {campaign.id}
            </Typography>
          </Box>
        </Box>
        <ActiveSwitch
          campaign={campaign}
          onChanged={(active) => onChange({ active, status: active ? 5 : 0 })}
          onMessagesSaved={(messages) => onChange({ messages })}
        />
      </Box>

      {dialog === 'name' && (
        <ChangeNameDialog
          campaignId={campaign.id}
          currentName={campaign.name}
          onClose={close}
          onSaved={(name) => {
            onChange({ name });
            close();
          }}
        />
      )}
      {dialog === 'category' && (
        <ChangeCategoryDialog
          campaignId={campaign.id}
          current={campaign.category}
          onClose={close}
          onSaved={(category) => {
            onChange({ category });
            close();
          }}
        />
      )}
    </Paper>
  );
}

const categoryText = (category: Category) => `${category.groupName ?? UNGROUPED_LABEL} / ${category.name}`;
