import { AUDIENCE_TEXTS } from '@contracts/campaigns/campaign-audience.schemas';
import {
  ACTIVATION_NEEDS_MESSAGE,
  CAMPAIGN_TYPE,
  type Campaign,
} from '@contracts/campaigns/campaigns.schemas';
import { CampaignActiveSwitch } from '@/components/campaigns/campaign-active-switch';
import { errorMessageOf } from '@/lib/api-error';
import { setCampaignActive } from '../../api/campaign';
import { OptoutLineFix, refusedMessageIndex } from './optout-line-fix';

/** Our confirmation texts (the spec leaves them open). */
export const ACTIVE_CONFIRM = {
  activate: {
    title: 'Activate campaign',
    message: 'Active campaigns send messages. Do you want to activate this campaign?',
    confirm: 'Activate',
  },
  deactivate: {
    title: 'Make campaign dormant',
    message:
      'Dormant campaigns do nothing: this campaign will stop sending messages. Do you want to continue?',
    confirm: 'Make dormant',
  },
} as const;

export type ActiveSwitchProps = {
  campaign: Campaign;
  onChanged: (active: boolean) => void;
  /** The messages after the refusal's button appended the opt-out line to one. */
  onMessagesSaved: (messages: NonNullable<Campaign['messages']>) => void;
};

/** Active (sends) or Dormant (does nothing): confirms, shows a spinner and saves at once. */
export function ActiveSwitch({ campaign, onChanged, onMessagesSaved }: ActiveSwitchProps) {
  const hasActiveMessage = campaign.messages?.messages.some((message) => message.active) ?? false;
  // Simple and Long Running campaigns also need their Audience and schedule step.
  const needsAudience = campaign.type !== CAMPAIGN_TYPE.Transactional && campaign.audience === null;

  return (
    <CampaignActiveSwitch
      active={campaign.active}
      activeCaption="Sends messages"
      confirmTexts={ACTIVE_CONFIRM}
      save={(active) => setCampaignActive(campaign.id, active)}
      onChanged={onChanged}
      // Activation needs an active saved message: say so before asking.
      activationProblem={() =>
        !hasActiveMessage ? ACTIVATION_NEEDS_MESSAGE : needsAudience ? AUDIENCE_TEXTS.activation : null
      }
      failuresOf={(error) => [errorMessageOf(error)]}
      // A marketing message without the sender and opt-out line: offer to append the account's line.
      failureAction={(error, dismiss) => {
        const index = refusedMessageIndex(error);
        return index === null ? null : (
          <OptoutLineFix campaign={campaign} index={index} onSaved={onMessagesSaved} onDone={dismiss} />
        );
      }}
      tinted
      failureMaxWidth={420}
    />
  );
}
