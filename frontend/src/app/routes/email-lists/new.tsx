import { useNavigate } from 'react-router-dom';
import { useNotify } from '@/components/ui/notifications';
import { paths } from '@/config/paths';
import { ListImportWizard } from '@/features/list-import/components/list-import-wizard';
import { EMAIL_LIST_SOURCES } from '@/features/list-import/utils/wizard-state';
import {
  createEmailList,
  createEmptyEmailList,
  createEngagedEmailList,
} from '@/features/email-lists/api/email-lists';
import { WithUserSettings } from '../sms-lists/wizard-parts';
import { EmailWizardHeader } from './wizard-header';

/** /emailmarketing/email-lists/new: the SMS lists' five-step wizard, keyed on e-mail, plus Engaged Subscribers. */
export function NewEmailListRoute() {
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <WithUserSettings>
      {(showCountry, defaultCountry) => (
        <ListImportWizard
          mode="create"
          keyField="Email"
          listKind="Email"
          sources={EMAIL_LIST_SOURCES}
          showCountry={showCountry}
          defaultCountry={defaultCountry}
          finishLabel="Create"
          header={<EmailWizardHeader title="New Email List" current="New" />}
          onFinish={async (info, source) => {
            if (!info) return;
            await createEmailList({ ...info, ...source });
            await navigate(paths.email.listQueued.getHref());
          }}
          onCreateEmpty={async (info) => {
            try {
              await createEmptyEmailList(info);
              notify.success('Empty list created.');
              await navigate(paths.email.lists.getHref());
            } catch (error) {
              notify.error(error instanceof Error ? error.message : 'The list could not be created.');
            }
          }}
          onEngaged={async (info, engagement) => {
            if (!info) return;
            await createEngagedEmailList({
              ...info,
              permissionToContact: true,
              engagementCampaigns: engagement.campaignIds,
              engagementType: engagement.type,
              engagementPeriod: engagement.period,
            });
            await navigate(paths.email.listQueued.getHref());
          }}
        />
      )}
    </WithUserSettings>
  );
}
