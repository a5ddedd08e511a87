import ArrowBackOutlined from '@mui/icons-material/ArrowBackOutlined';
import FileUploadOutlined from '@mui/icons-material/FileUploadOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import useSWR from 'swr';
import { PAGE_TEXTS, pageNameSchema, pageTitleSchema } from '@contracts/pages/pages.schemas';
import { RetryAlert } from '@/components/errors/retry-alert';
import { useNotify } from '@/components/ui/notifications';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { api } from '@/lib/api-client';
import { isApiStatus } from '@/lib/api-error';
import { changePageTitle, renamePage, savePageFormConfig, usePage } from '../../api/pages';
import { EditableText } from './editable-text';
import { FormSettings } from './form-settings';
import { ImportPageDialog } from './import-page-dialog';
import { PageThumbnails } from './page-thumbnails';

/** The content editor's route (the page-editor area builds it). */
export const pageContentHref = (key: string) => `/pages/${encodeURIComponent(key)}/content`;

type Editing = 'name' | 'title' | 'form' | null;

/** Labels of the account's custom fields, when the custom-fields call answers (it is optional here). */
function useCustomFieldLabels(): Record<number, string> {
  const { data } = useSWR(
    '/api/sms/custom-fields',
    (url: string) => api.get<{ id: number; label: string }[]>(url).catch(() => []),
    { revalidateOnFocus: false, shouldRetryOnError: false },
  );
  return Object.fromEntries((Array.isArray(data) ? data : []).map((f) => [f.id, f.label]));
}

/** Edit Page (spec §2.4). */
export function EditPage() {
  const { pageKey = '' } = useParams();
  const notify = useNotify();
  const page = usePage(pageKey);
  const customLabels = useCustomFieldLabels();
  const [editing, setEditing] = useState<Editing>(null);
  const [importing, setImporting] = useState(false);

  const backToList = (
    <Button
      component={RouterLink}
      to={paths.pages.getHref()}
      startIcon={<ArrowBackOutlined />}
      color="inherit"
    >
      Back to List
    </Button>
  );

  if (page.isLoading) return <Spinner label="Loading the page" />;
  if (!page.data) {
    return (
      <>
        <PageHeader title="Edit Page" actions={backToList} />
        {isApiStatus(page.error, 404) ? (
          <Typography>This page was not found.</Typography>
        ) : (
          <RetryAlert error={page.error} onRetry={() => void page.mutate()} />
        )}
      </>
    );
  }
  const data = page.data;
  const refresh = () => page.mutate().catch(() => undefined);
  const done = () => {
    setEditing(null);
    void refresh();
  };

  return (
    <>
      <PageHeader title="Edit Page" actions={backToList} gap={2} />
      <Box sx={{ display: 'grid', gap: 2 }}>
        <Paper variant="outlined" sx={{ p: 2.5, display: 'grid', gap: 2.5 }}>
          <EditableText
            label="Name"
            value={data.name}
            linkText="Change name"
            schema={pageNameSchema}
            editing={editing === 'name'}
            disabled={editing !== null}
            onEdit={() => setEditing('name')}
            onDone={done}
            save={(name) => renamePage(data.key, name)}
          />
          <TextField
            label="ID"
            value={data.key}
            helperText={PAGE_TEXTS.keyHelp}
            size="small"
            sx={{ maxWidth: 480 }}
            slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'page-id' } }}
          />
          <EditableText
            label="Title"
            value={data.title}
            linkText="Change title"
            schema={pageTitleSchema}
            editing={editing === 'title'}
            disabled={editing !== null}
            onEdit={() => setEditing('title')}
            onDone={done}
            save={(title) => changePageTitle(data.key, title)}
          />
          <Typography variant="body2" color="text.secondary">
            Published at{' '}
            <Box
              component="span"
              sx={{ fontFamily: 'monospace', wordBreak: 'break-all' }}
              data-testid="public-url"
            >
              {data.publicUrl}
            </Box>
          </Typography>
        </Paper>

        <Paper variant="outlined" sx={{ p: 2.5, display: 'grid', gap: 2 }}>
          <Typography variant="h6" component="h2">
            Content
          </Typography>
          <PageThumbnails html={data.html} publicUrl={data.publicUrl} />
          <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
            <Button
              variant="contained"
              component={RouterLink}
              to={pageContentHref(data.key)}
              disabled={editing !== null}
            >
              {data.html ? 'Edit Content' : 'Add Content'}
            </Button>
            <Button
              variant="outlined"
              startIcon={<FileUploadOutlined />}
              onClick={() => setImporting(true)}
              disabled={editing !== null}
            >
              Import Page
            </Button>
          </Box>
        </Paper>

        <Paper variant="outlined" sx={{ p: 2.5 }}>
          <FormSettings
            key={JSON.stringify([data.formSubmitActions, data.fields])}
            page={data}
            customLabels={customLabels}
            editing={editing === 'form'}
            disabled={editing !== null}
            onEdit={() => setEditing('form')}
            onDone={done}
            save={async (actions) => {
              await savePageFormConfig(data.key, actions);
              notify.success('Form settings saved.');
              await refresh();
            }}
          />
        </Paper>
      </Box>

      {importing && (
        <ImportPageDialog
          pageId={data.id}
          onClose={() => setImporting(false)}
          onImported={() => {
            setImporting(false);
            notify.success('Page imported.');
            void refresh();
          }}
        />
      )}
    </>
  );
}
