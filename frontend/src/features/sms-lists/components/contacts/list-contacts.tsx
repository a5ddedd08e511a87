import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { PageHeader } from '@/components/ui/page-header';
import { paths } from '@/config/paths';
import { useAccountSettings } from '../../api/sms-lists';
import { countText } from '../../utils/list-display';
import { ListBreadcrumbs } from '../shared/list-breadcrumbs';
import { WithSmsList } from '../shared/with-sms-list';
import { ContactsTable } from './contacts-table';

/** SMS List Contacts: the list's name and size, then its contacts. */
export function ListContacts({ listId }: { listId: number }) {
  const settings = useAccountSettings();
  const limitDownloads = settings.data?.limitDownloads ?? true;
  return (
    <WithSmsList listId={listId}>
      {(list) => (
        <>
          <ListBreadcrumbs list={list} current="Contacts" />
          <PageHeader
            title={list.name}
            summary={`Number of contacts: ${countText(list.contacts)}`}
            summaryTestId="contact-count"
            gap={2}
            actions={
              <>
                {!limitDownloads && (
                  <Button
                    component={RouterLink}
                    to={paths.sms.exportContacts.getHref(list.id)}
                    variant="outlined"
                    startIcon={<FileDownloadOutlined />}
                  >
                    Export
                  </Button>
                )}
                <Button
                  component={RouterLink}
                  to={paths.sms.importContacts.getHref(list.id)}
                  variant="contained"
                  startIcon={<FileUploadOutlined />}
                >
                  Import contacts
                </Button>
              </>
            }
          />
          <ContactsTable listId={list.id} />
        </>
      )}
    </WithSmsList>
  );
}
