import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { CAMPAIGN_TYPE, type Campaign } from '@contracts/campaigns/campaigns.schemas';
import type {
  Audience,
  AudienceFields as AudienceBody,
} from '@contracts/campaigns/campaign-audience.schemas';
import { saveAudienceStep, useAudienceLists } from '../../api/audience';
import { audienceDraftOf, validateAudience, type AudienceDraft } from '../../utils/audience-draft';
import { scheduleDaysText } from '../../utils/campaign-display';
import { AudienceFields } from '../audience/audience-fields';
import { StepSection } from './step-section';
import { useStepEditor } from './use-step-editor';

export type AudienceStepProps = {
  campaign: Campaign;
  locked: boolean;
  onEditingChange: (editing: boolean) => void;
  onSaved: (audience: Audience) => void;
};

/** Step 4 of Simple and Long Running campaigns: who receives the messages, and when. */
export function AudienceStep({ campaign, locked, onEditingChange, onSaved }: AudienceStepProps) {
  const longRunning = campaign.type === CAMPAIGN_TYPE.LongRunning;
  const lists = useAudienceLists();
  const editor = useStepEditor<Audience, AudienceDraft, AudienceBody>({
    saved: campaign.audience,
    toDraft: (saved) => audienceDraftOf(saved),
    validate: (draft) => validateAudience(draft, longRunning),
    save: async (body) => {
      await saveAudienceStep(campaign.id, body);
      onSaved(body);
    },
    onEditingChange,
  });
  const nameOf = (id: number) => lists.data?.find((list) => list.id === id)?.name ?? `List ${id}`;

  return (
    <StepSection
      number={4}
      title="Audience and schedule"
      description="Who receives the messages, and on which days and hours they are sent."
      editor={editor}
      locked={locked}
      placeholder="The audience and schedule have not been set up yet."
      addLabel="Add audience and schedule"
      summary={
        campaign.audience && (
          <Box>
            <Typography sx={{ fontWeight: 600 }}>
              To: {campaign.audience.includeListIds.map(nameOf).join(', ') || 'no lists left'}
            </Typography>
            {campaign.audience.excludeListIds.length > 0 && (
              <Typography variant="body2" color="text.secondary">
                Leaving out: {campaign.audience.excludeListIds.map(nameOf).join(', ')}
              </Typography>
            )}
            <Typography variant="body2" color="text.secondary">
              {scheduleDaysText(campaign.audience.scheduleDays)} · {campaign.audience.dailySendStartTime}–
              {campaign.audience.dailySendFinishTime} ({campaign.audience.timeZone}) · from{' '}
              {campaign.audience.startDate}
              {campaign.audience.finishDate ? ` to ${campaign.audience.finishDate}` : ''}
            </Typography>
            {longRunning && (
              <Typography variant="body2" color="text.secondary">
                Rebuilt every {campaign.audience.recycleCampaignDays} days · rest period{' '}
                {campaign.audience.restPeriodDays} days
              </Typography>
            )}
          </Box>
        )
      }
      form={
        editor.draft && (
          <AudienceFields
            draft={editor.draft}
            onChange={editor.change}
            errors={editor.errors}
            lists={lists.data ?? []}
            loadingLists={lists.isLoading}
            longRunning={longRunning}
            disabled={editor.saving}
          />
        )
      }
    />
  );
}
