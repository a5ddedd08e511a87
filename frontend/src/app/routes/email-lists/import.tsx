import Alert from '@mui/material/Alert';
import { useNavigate, useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ListImportWizard } from '@/features/list-import/components/list-import-wizard';
import { EMAIL_LIST_SOURCES } from '@/features/list-import/utils/wizard-state';
import {
  importEngagedIntoEmailList,
  importIntoEmailList,
  useEmailList,
} from '@/features/email-lists/api/email-lists';
import { listIdOf } from '../sms-lists/list-id';
import { WithUserSettings } from '../sms-lists/wizard-parts';
import { EmailWizardHeader } from './wizard-header';

/** /emailmarketing/email-lists/{listId}/importContacts: the four-step import wizard, keyed on e-mail. */
export function ImportEmailContactsRoute() {
  const listId = listIdOf(useParams().listId);
  if (listId === undefined) return <Alert severity="error">This list does not exist.</Alert>;
  return <ImportEmailContacts key={listId} listId={listId} />;
}

function ImportEmailContacts({ listId }: { listId: number }) {
  const navigate = useNavigate();
  const list = useEmailList(listId);
  if (list.isLoading) return <Spinner label="Loading the list" />;
  if (list.error !== undefined) return <Alert severity="error">This list does not exist.</Alert>;
  const name = list.data?.name;
  return (
    <WithUserSettings>
      {(showCountry, defaultCountry) => (
        <ListImportWizard
          mode="import"
          listId={listId}
          keyField="Email"
          listKind="Email"
          sources={EMAIL_LIST_SOURCES}
          showCountry={showCountry}
          defaultCountry={list.data?.countryIso3166 || defaultCountry}
          listName={name ?? `List ${listId}`}
          finishLabel="Import"
          header={
            <EmailWizardHeader
              title="Import Email Contacts"
              current={name ? `Import into ${name}` : 'Import contacts'}
            />
          }
          onFinish={async (_info, source) => {
            await importIntoEmailList(listId, source);
            await navigate(paths.email.listQueued.getHref());
          }}
          onEngaged={async (_info, engagement) => {
            await importEngagedIntoEmailList(listId, {
              listId,
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
