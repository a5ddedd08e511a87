import Typography from '@mui/material/Typography';
import { useLocation, useNavigate } from 'react-router-dom';
import { useNotify } from '@/components/ui/notifications';
import { paths } from '@/config/paths';
import { useEditSmsList } from '../../api/sms-lists';
import { ListBreadcrumbs } from '../shared/list-breadcrumbs';
import { WithSmsList } from '../shared/with-sms-list';
import { EditListForm } from './edit-list-form';

/** Edit SMS List: name and description; back to the lists page after saving. */
export function EditList({ listId }: { listId: number }) {
  const navigate = useNavigate();
  const location = useLocation();
  const notify = useNotify();
  const editList = useEditSmsList();
  // Cancel goes back where the user came from, or to the lists when the page was opened directly.
  const cancel = () => void (location.key === 'default' ? navigate(paths.sms.lists.getHref()) : navigate(-1));
  return (
    <WithSmsList listId={listId}>
      {(list) => (
        <>
          <ListBreadcrumbs list={list} current="Edit" />
          <Typography variant="h1" sx={{ mb: 3 }}>
            Edit SMS List
          </Typography>
          <EditListForm
            key={list.id}
            list={list}
            onCancel={cancel}
            onSave={async (body) => {
              await editList(list.id, body);
              notify.success('List saved.');
              await navigate(paths.sms.lists.getHref());
            }}
          />
        </>
      )}
    </WithSmsList>
  );
}
