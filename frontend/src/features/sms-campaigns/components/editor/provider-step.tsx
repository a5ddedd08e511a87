import Box from '@mui/material/Box';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Typography from '@mui/material/Typography';
import {
  providerOptionSchema,
  providerStepSchema,
  type Campaign,
  type ProviderOption,
  type ProviderStep as ProviderStepBody,
} from '@contracts/campaigns/campaigns.schemas';
import type { ProviderShort } from '@contracts/providers/providers.schemas';
import { SelectBox } from '@/components/ui/select-box';
import { validateWith } from '@/lib/form-errors';
import { saveProviderStep } from '../../api/campaign';
import { useShortProviders } from '../../api/providers';
import { billingText, SPREAD_EQUALLY } from '../../utils/campaign-display';
import { StepSection } from './step-section';
import { useStepEditor } from './use-step-editor';

type SavedProvider = NonNullable<Campaign['provider']>;
type ProviderDraft = { option: ProviderOption | null; providerId: number | null };

const OPTIONS: { value: ProviderOption; label: string; hint: string }[] = [
  {
    value: 'SpreadStandard',
    label: `${SPREAD_EQUALLY} (Standard)`,
    hint: 'Messages are shared equally between your standard-billed providers.',
  },
  {
    value: 'SpreadReverseBilled',
    label: `${SPREAD_EQUALLY} (Reverse Billed)`,
    hint: 'Messages are shared equally between your reverse-billed providers.',
  },
  {
    value: 'SelectedProvider',
    label: 'Selected Provider',
    hint: 'Every message goes through the provider you pick.',
  },
];

const providerLabel = (provider: ProviderShort) =>
  `${provider.name} · ${billingText(provider.reverseBilled)}${provider.active ? '' : ' (inactive)'}`;

export type ProviderStepProps = {
  campaign: Campaign;
  locked: boolean;
  onEditingChange: (editing: boolean) => void;
  onSaved: (provider: SavedProvider) => void;
};

/** Step 1: spread equally over standard or reverse-billed providers, or one selected provider. */
export function ProviderStep({ campaign, locked, onEditingChange, onSaved }: ProviderStepProps) {
  const providers = useShortProviders();
  const editor = useStepEditor<SavedProvider, ProviderDraft, ProviderStepBody>({
    saved: campaign.provider,
    toDraft: (saved) => ({ option: saved?.option ?? null, providerId: saved?.providerId ?? null }),
    validate: (draft) =>
      validateWith(providerStepSchema, {
        option: draft.option,
        providerId: draft.option === 'SelectedProvider' ? draft.providerId : null,
      }),
    save: async (body) => {
      await saveProviderStep(campaign.id, body);
      onSaved({
        option: body.option ?? 'SpreadStandard',
        providerId: body.option === 'SelectedProvider' ? body.providerId : null,
        spreadStandard: body.option === 'SpreadStandard',
        spreadReverseBilled: body.option === 'SpreadReverseBilled',
      });
    },
    onEditingChange,
  });
  const draft = editor.draft;
  const list = providers.data ?? [];

  return (
    <StepSection
      number={1}
      title="Provider"
      description="Which SMS provider sends this campaign's messages."
      editor={editor}
      locked={locked}
      placeholder="No provider has been chosen yet."
      addLabel="Add provider"
      summary={<ProviderSummary saved={campaign.provider} providers={list} />}
      form={
        draft && (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <FormControl error={Boolean(editor.errors.option)}>
              <FormLabel id="provider-option-label" sx={{ mb: 0.5 }}>
                Provider option
              </FormLabel>
              <RadioGroup
                aria-labelledby="provider-option-label"
                value={draft.option ?? ''}
                onChange={(event) => {
                  const option = providerOptionSchema.safeParse(event.target.value);
                  if (option.success) editor.change({ ...draft, option: option.data });
                }}
              >
                {OPTIONS.map((option) => (
                  <FormControlLabel
                    key={option.value}
                    value={option.value}
                    control={<Radio />}
                    sx={{ alignItems: 'flex-start', mb: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
                    label={
                      <Box sx={{ pt: 0.75 }}>
                        <Typography sx={{ fontWeight: 600, lineHeight: 1.3 }}>{option.label}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {option.hint}
                        </Typography>
                      </Box>
                    }
                  />
                ))}
              </RadioGroup>
              {editor.errors.option && <FormHelperText>{editor.errors.option}</FormHelperText>}
            </FormControl>
            {draft.option === 'SelectedProvider' && (
              <Box sx={{ maxWidth: 420, pl: { sm: 4 } }}>
                <SelectBox
                  label="Provider"
                  value={draft.providerId ?? ''}
                  options={list.map((provider) => ({
                    value: provider.id,
                    label: providerLabel(provider),
                    disabled: !provider.active,
                  }))}
                  onChange={(providerId) => editor.change({ ...draft, providerId })}
                  error={Boolean(editor.errors.providerId)}
                  helperText={
                    editor.errors.providerId ?? (providers.isLoading ? 'Loading providers…' : undefined)
                  }
                  fullWidth
                  size="medium"
                />
              </Box>
            )}
          </Box>
        )
      }
    />
  );
}

function ProviderSummary({
  saved,
  providers,
}: {
  saved: SavedProvider | null;
  providers: readonly ProviderShort[];
}) {
  if (!saved) return null;
  if (saved.option !== 'SelectedProvider') {
    return (
      <SummaryLine
        primary={SPREAD_EQUALLY}
        secondary={`${billingText(saved.option === 'SpreadReverseBilled')} providers`}
      />
    );
  }
  const provider = providers.find((candidate) => candidate.id === saved.providerId);
  return (
    <SummaryLine
      primary={provider?.name ?? `Provider ${saved.providerId ?? ''}`.trim()}
      secondary={
        provider ? `Selected provider · ${billingText(provider.reverseBilled)}` : 'Selected provider'
      }
    />
  );
}

function SummaryLine({ primary, secondary }: { primary: string; secondary: string }) {
  return (
    <Box>
      <Typography sx={{ fontWeight: 600 }}>{primary}</Typography>
      <Typography variant="body2" color="text.secondary">
        {secondary}
      </Typography>
    </Box>
  );
}
