import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import MuiAutocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useMemo } from 'react';
import type { EmailCampaignRow } from '@contracts/email-campaigns/email-campaigns.schemas';
import {
  ENGAGEMENT_PERIOD_LABELS,
  ENGAGEMENT_PERIOD_NAMES,
  ENGAGEMENT_TYPE_NAMES,
  type EngagementPeriod,
  type EngagementType,
} from '@contracts/email-lists/email-lists.schemas';
import { SelectBox } from '@/components/ui/select-box';
import { errorMessageOf } from '@/lib/api-error';
import { useEngagementCampaigns } from '../api/email-campaigns';
import type { EngagementChoice } from '../utils/wizard-state';

export const CAMPAIGNS_LABEL = 'Email campaigns';
export const ENGAGEMENT_TYPE_LABEL = 'Engagement type';
export const ENGAGEMENT_PERIOD_LABEL = 'Engagement period';
export const NO_CAMPAIGNS_TEXT = 'This account has no email campaigns yet.';

const TYPE_OPTIONS = ENGAGEMENT_TYPE_NAMES.map((value) => ({ value, label: value }));
const PERIOD_OPTIONS = ENGAGEMENT_PERIOD_NAMES.map((value) => ({
  value,
  label: ENGAGEMENT_PERIOD_LABELS[value],
}));

export type EngagedSourceProps = {
  value: EngagementChoice;
  onChange: (change: Partial<EngagementChoice>) => void;
  error?: boolean;
};

/**
 * The Engaged Subscribers source (email lists only): the subscribers who opened, clicked or converted in
 * the chosen email campaigns, over the campaigns' whole life or the last 3 to 24 months.
 */
export function EngagedSource({ value, onChange, error }: EngagedSourceProps) {
  const campaigns = useEngagementCampaigns();
  const rows = useMemo(() => campaigns.data?.rows ?? [], [campaigns.data]);
  const chosen = useMemo(
    () => rows.filter((row) => value.campaignIds.includes(row.id)),
    [rows, value.campaignIds],
  );

  if (campaigns.error !== undefined)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void campaigns.mutate()}>
            Try again
          </Button>
        }
      >
        {errorMessageOf(campaigns.error)}
      </Alert>
    );

  return (
    <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 640 }}>
      <Typography variant="body2" color="text.secondary">
        The list is made of the subscribers who engaged with the campaigns you choose. Each address is added
        once; addresses that unsubscribed are counted as opt-outs.
      </Typography>
      <MuiAutocomplete<EmailCampaignRow, true>
        multiple
        disableCloseOnSelect
        options={rows}
        value={chosen}
        loading={campaigns.isLoading}
        getOptionLabel={(row) => row.name}
        getOptionKey={(row) => row.id}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        noOptionsText={campaigns.isLoading ? 'Loading the campaigns…' : NO_CAMPAIGNS_TEXT}
        onChange={(_event, picked) => onChange({ campaignIds: picked.map((row) => row.id) })}
        renderOption={({ key, ...props }, row, { selected }) => (
          <li key={key} {...props}>
            <Checkbox size="small" checked={selected} sx={{ mr: 1 }} tabIndex={-1} disableRipple />
            <span>
              {row.name}
              <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>
                {row.categoryName}
                {row.archived ? ' · archived' : ''}
              </Typography>
            </span>
          </li>
        )}
        renderInput={(params) => (
          <TextField
            {...params}
            label={CAMPAIGNS_LABEL}
            size="small"
            error={error}
            placeholder={chosen.length ? undefined : 'Choose one or more campaigns'}
          />
        )}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <SelectBox<EngagementType>
          label={ENGAGEMENT_TYPE_LABEL}
          value={value.type}
          options={TYPE_OPTIONS}
          onChange={(type) => onChange({ type })}
          fullWidth
        />
        <SelectBox<EngagementPeriod>
          label={ENGAGEMENT_PERIOD_LABEL}
          value={value.period}
          options={PERIOD_OPTIONS}
          onChange={(period) => onChange({ period })}
          fullWidth
        />
      </Box>
    </Box>
  );
}
