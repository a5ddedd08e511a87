import type { EmailCampaign } from '@contracts/email-campaigns/email-campaigns.schemas';
import { CampaignActiveSwitch } from '@/components/campaigns/campaign-active-switch';
import { ApiError, errorMessageOf } from '@/lib/api-error';
import { setEmailCampaignActive } from '../../api/email-campaigns';

/** Our confirmation texts (not shown in the spec). */
export const EMAIL_ACTIVE_CONFIRM = {
  activate: {
    title: 'Activate campaign',
    message:
      'Active campaigns send their e-mail to the audience within the schedule. Do you want to activate this campaign?',
    confirm: 'Activate',
  },
  deactivate: {
    title: 'Make campaign dormant',
    message: 'Dormant campaigns do nothing: this campaign will stop sending e-mail. Do you want to continue?',
    confirm: 'Make dormant',
  },
} as const;

/** Active (sends) or Dormant (does nothing): confirms, shows a spinner, saves at once; says what is missing. */
export function EmailActiveSwitch({
  campaign,
  onChanged,
}: {
  campaign: EmailCampaign;
  onChanged: () => void;
}) {
  return (
    <CampaignActiveSwitch
      active={campaign.active}
      activeCaption="Sends e-mail"
      confirmTexts={EMAIL_ACTIVE_CONFIRM}
      save={(active) => setEmailCampaignActive(campaign.id, active)}
      onChanged={onChanged}
      failuresOf={(error) => {
        const listed = error instanceof ApiError ? error.fields?.active : undefined;
        return listed?.length ? listed : [errorMessageOf(error)];
      }}
      disabled={campaign.archived}
      failureMaxWidth={460}
    />
  );
}
