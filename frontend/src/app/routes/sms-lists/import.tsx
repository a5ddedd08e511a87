import Alert from '@mui/material/Alert';
import { useNavigate, useParams } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ListImportWizard } from '@/features/list-import/components/list-import-wizard';
import { importIntoSmsList, useSmsList } from '@/features/sms-lists/api/sms-lists';
import { listIdOf } from './list-id';
import { WithUserSettings, WizardHeader } from './wizard-parts';

/** /smsmarketing/sms-lists/{listId}/importContacts: the four-step Import SMS Contacts wizard. */
export function ImportSmsContactsRoute() {
  const listId = listIdOf(useParams().listId);
  if (listId === undefined) return <Alert severity="error">This list does not exist.</Alert>;
  return <ImportSmsContacts key={listId} listId={listId} />;
}

function ImportSmsContacts({ listId }: { listId: number }) {
  const navigate = useNavigate();
  const list = useSmsList(listId);
  if (list.isLoading) return <Spinner label="Loading the list" />;
  const name = list.data?.name;
  return (
    <WithUserSettings>
      {(showCountry, defaultCountry) => (
        <ListImportWizard
          mode="import"
          listId={listId}
          keyField="Cellphone"
          showCountry={showCountry}
          defaultCountry={list.data?.countryIso3166 || defaultCountry}
          listName={name ?? `List ${listId}`}
          finishLabel="Import"
          header={
            <WizardHeader
              title="Import SMS Contacts"
              current={name ? `Import into ${name}` : 'Import contacts'}
            />
          }
          onFinish={async (_info, source) => {
            await importIntoSmsList(listId, source);
            await navigate(paths.sms.listQueued.getHref());
          }}
        />
      )}
    </WithUserSettings>
  );
}
