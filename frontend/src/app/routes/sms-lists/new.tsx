import { useNavigate } from 'react-router-dom';
import { useNotify } from '@/components/ui/notifications';
import { paths } from '@/config/paths';
import { ListImportWizard } from '@/features/list-import/components/list-import-wizard';
import { createEmptySmsList, createSmsList } from '@/features/sms-lists/api/sms-lists';
import { WithUserSettings, WizardHeader } from './wizard-parts';

/** /smsmarketing/sms-lists/new: the five-step New SMS List wizard. */
export function NewSmsListRoute() {
  const navigate = useNavigate();
  const notify = useNotify();
  return (
    <WithUserSettings>
      {(showCountry, defaultCountry) => (
        <ListImportWizard
          mode="create"
          keyField="Cellphone"
          showCountry={showCountry}
          defaultCountry={defaultCountry}
          finishLabel="Create"
          header={<WizardHeader title="New SMS List" current="New" />}
          onFinish={async (info, source) => {
            if (!info) return;
            await createSmsList({ ...info, ...source });
            await navigate(paths.sms.listQueued.getHref());
          }}
          onCreateEmpty={async (info) => {
            try {
              await createEmptySmsList(info);
              notify.success('Empty list created.');
              await navigate(paths.sms.lists.getHref());
            } catch (error) {
              notify.error(error instanceof Error ? error.message : 'The list could not be created.');
            }
          }}
        />
      )}
    </WithUserSettings>
  );
}
