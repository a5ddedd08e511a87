import EditOutlined from '@mui/icons-material/EditOutlined';
import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

export type ListActionsProps = { listId: number; limitDownloads: boolean };

/** Edit, Contacts, Import contacts, Export contacts (contacts and export hidden by limitDownloads). */
export function ListActions({ listId, limitDownloads }: ListActionsProps) {
  return (
    <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
      <Button
        component={RouterLink}
        to={paths.sms.editList.getHref(listId)}
        variant="outlined"
        startIcon={<EditOutlined />}
      >
        Edit
      </Button>
      {!limitDownloads && (
        <Button
          component={RouterLink}
          to={paths.sms.listContacts.getHref(listId)}
          variant="outlined"
          startIcon={<PeopleOutlined />}
        >
          Contacts
        </Button>
      )}
      {!limitDownloads && (
        <Button
          component={RouterLink}
          to={paths.sms.exportContacts.getHref(listId)}
          variant="outlined"
          startIcon={<FileDownloadOutlined />}
        >
          Export
        </Button>
      )}
      <Button
        component={RouterLink}
        to={paths.sms.importContacts.getHref(listId)}
        variant="contained"
        startIcon={<FileUploadOutlined />}
      >
        Import contacts
      </Button>
    </Box>
  );
}
