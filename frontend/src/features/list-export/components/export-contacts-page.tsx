import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Breadcrumbs from '@mui/material/Breadcrumbs';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import {
  EXPORT_COLUMNS,
  EXPORT_FLAG_HEADERS,
  EXPORT_REFUSED,
} from '@contracts/list-exports/list-exports.schemas';
import { LIST_STATUS } from '@contracts/lists/lists.schemas';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessageOf, isApiStatus } from '@/lib/api-error';
import { exportHref, useAccountSettings, useExportedList } from '../api/list-export';

/** How long the button waits before it may be pressed again: the server is building the file meanwhile. */
export const PREPARING_MS = 6000;
export const NO_LIST_TEXT = 'This list does not exist.';

/** The browser's navigation, apart so tests can watch it (jsdom cannot navigate). */
export const browserNavigation = { assign: (href: string) => window.location.assign(href) };

const countText = (value: number): string => String(value).replace(/\B(?=(\d{3})+(?!\d))/g, ' ');
const COLUMNS = [...EXPORT_COLUMNS.map(([header]) => header), ...EXPORT_FLAG_HEADERS].join(', ');

const listIdOf = (value: string | null): number | undefined =>
  value && /^\d+$/.test(value) && Number(value) > 0 ? Number(value) : undefined;

/** /smsmarketing/sms-lists/ExportContacts?smslistid={id} (spec 1 §2.4). */
export function ExportContactsRoute() {
  const [params] = useSearchParams();
  const listId = listIdOf(params.get('smslistid'));
  return (
    <>
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to={paths.sms.lists.getHref()}>
          SMS Lists
        </Link>
        <Typography color="text.primary">Export contacts</Typography>
      </Breadcrumbs>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Export Contacts
      </Typography>
      {listId === undefined ? (
        <Alert severity="error">{NO_LIST_TEXT}</Alert>
      ) : (
        <ExportContacts key={listId} listId={listId} />
      )}
    </>
  );
}

function ExportContacts({ listId }: { listId: number }) {
  const list = useExportedList(listId);
  const settings = useAccountSettings();
  const [preparing, setPreparing] = useState(false);
  const [error, setError] = useState<string | null>(null);

  if (list.isLoading || settings.isLoading) return <Spinner label="Loading the list" />;
  if (list.error !== undefined)
    return (
      <Alert severity="error">
        {isApiStatus(list.error, 404) ? NO_LIST_TEXT : errorMessageOf(list.error)}
      </Alert>
    );
  const row = list.data!;
  const limited = settings.data?.limitDownloads === true;

  const download = async () => {
    setError(null);
    setPreparing(true);
    try {
      // Re-read the settings first: a refusal then shows here instead of as an error page.
      if ((await settings.mutate())?.limitDownloads) {
        setError(EXPORT_REFUSED);
        setPreparing(false);
        return;
      }
      browserNavigation.assign(exportHref(listId));
      window.setTimeout(() => setPreparing(false), PREPARING_MS);
    } catch (failure) {
      setError(errorMessageOf(failure));
      setPreparing(false);
    }
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2.5, sm: 4 }, maxWidth: 860 }}>
      <Typography variant="h2" sx={{ mb: 0.5, wordBreak: 'break-word' }} data-testid="export-list-name">
        {row.name}
      </Typography>
      <Box
        sx={{ display: 'flex', columnGap: 3, rowGap: 0.5, flexWrap: 'wrap', color: 'text.secondary', mb: 3 }}
      >
        <span data-testid="export-contact-count">
          <strong>{countText(row.contacts)}</strong> {row.contacts === 1 ? 'contact' : 'contacts'}
        </span>
        <span>{countText(row.optouts)} opted out</span>
        <span>{countText(row.dmaOptouts)} DMA opt-outs</span>
      </Box>
      <Typography sx={{ mb: 1 }}>
        A CSV file with every contact of the list, in the order they were added, and whether each has opted
        out of your messages or is on your DMA opt-out list.
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        <strong>Columns:</strong> {COLUMNS}.
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 3 }}>
        Cellphone numbers are in international format without the plus (27821234567). Values a spreadsheet
        would run as a formula start with an apostrophe, so opening the file is safe.
      </Typography>
      {(row.status === LIST_STATUS.Queued || row.status === LIST_STATUS.InProgress) && (
        <Alert severity="info" sx={{ mb: 2 }}>
          This list is still being imported: the file holds the contacts imported so far.
        </Alert>
      )}
      {limited ? (
        <Alert severity="warning" data-testid="download-refused">
          {EXPORT_REFUSED}
        </Alert>
      ) : (
        <Box sx={{ display: 'flex', gap: 1.5, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button
            variant="contained"
            size="large"
            startIcon={<FileDownloadOutlined />}
            href={exportHref(listId)}
            onClick={(event) => {
              event.preventDefault();
              void download();
            }}
            disabled={preparing}
          >
            {preparing ? 'Preparing the file…' : 'Download CSV'}
          </Button>
          {preparing && (
            <Typography variant="body2" color="text.secondary" aria-live="polite">
              The download starts by itself once the file is ready.
            </Typography>
          )}
        </Box>
      )}
      {error && (
        <Alert severity="error" sx={{ mt: 2 }} data-testid="download-error">
          {error}
        </Alert>
      )}
    </Paper>
  );
}
