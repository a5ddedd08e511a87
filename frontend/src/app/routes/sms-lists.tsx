import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import Alert from '@mui/material/Alert';
import { useNotify } from '@/components/ui/notifications';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { ListImportWizard } from '@/features/list-import/components/list-import-wizard';
import { ProcessQueue } from '@/features/list-import/components/process-queue';
import {
  createEmptySmsList,
  createSmsList,
  importIntoSmsList,
  useSmsList,
} from '@/features/sms-lists/api/sms-lists';
import { ListContacts } from '@/features/sms-lists/components/contacts/list-contacts';
import { EditList } from '@/features/sms-lists/components/edit/edit-list';
import { SmsListPage } from '@/features/sms-lists/components/list/sms-list-page';
import { ListQueued } from '@/features/sms-lists/components/queued/list-queued';
import { ListNotFound } from '@/features/sms-lists/components/shared/list-not-found';
import { ListStats } from '@/features/sms-lists/components/stats/list-stats';
import { defaultCountryOf, useUserSettings } from '@/lib/user-settings';

/** /smsmarketing/sms-lists. */
export function SmsListsRoute() {
  return <SmsListPage />;
}

/** /smsmarketing/sms-lists/new/queued. */
export function SmsListQueuedRoute() {
  return <ListQueued />;
}

/** /listprocessqueue. */
export function ListProcessQueueRoute() {
  return <ProcessQueue />;
}

function WizardHeader({ title, current }: { title: string; current: string }) {
  return (
    <>
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to={paths.sms.lists.getHref()}>
          SMS Lists
        </Link>
        <Typography color="text.primary">{current}</Typography>
      </Breadcrumbs>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
    </>
  );
}

/** The user's settings decide the country field and its default; a failure falls back to no field and ZA. */
function WithUserSettings({
  children,
}: {
  children: (showCountry: boolean, defaultCountry: string) => ReactNode;
}) {
  const settings = useUserSettings();
  if (settings.isLoading) return <Spinner label="Loading" />;
  return <>{children(settings.data?.allowInternationalisation ?? false, defaultCountryOf(settings.data))}</>;
}

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

const listIdOf = (value: string | undefined): number | undefined =>
  value && /^\d+$/.test(value) && Number(value) > 0 && Number.isSafeInteger(Number(value))
    ? Number(value)
    : undefined;

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

/** The list id in the query string; the parameter's name is matched ignoring case, as older links vary. */
function useQueryListId(name: string): number | undefined {
  const [params] = useSearchParams();
  const key = [...params.keys()].find((candidate) => candidate.toLowerCase() === name.toLowerCase());
  return listIdOf(key === undefined ? undefined : (params.get(key) ?? undefined));
}

/** /smsmarketing/sms-lists/status?smsListId={id}: the list's stats and import history. */
export function SmsListStatsRoute() {
  const listId = useQueryListId('smsListId');
  if (listId === undefined) return <ListNotFound />;
  return <ListStats key={listId} listId={listId} />;
}

/** /smsmarketing/sms-lists/Edit?smslistid={id}. */
export function EditSmsListRoute() {
  const listId = useQueryListId('smslistid');
  if (listId === undefined) return <ListNotFound />;
  return <EditList key={listId} listId={listId} />;
}

/** /smsmarketing/sms-lists/Contacts?smslistid={id}. */
export function SmsListContactsRoute() {
  const listId = useQueryListId('smslistid');
  if (listId === undefined) return <ListNotFound />;
  return <ListContacts key={listId} listId={listId} />;
}
