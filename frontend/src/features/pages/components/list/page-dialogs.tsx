import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import {
  createPageSchema,
  PAGE_TEXTS,
  suggestPageKey,
  type CreatedPage,
  type CreatePage,
  type PageRow,
} from '@contracts/pages/pages.schemas';
import { FormDialog } from '@/components/ui/form-dialog';
import { errorMessageOf } from '@/lib/api-error';
import { serverFieldErrors, validateWith, type FieldErrorMap } from '@/lib/form-errors';
import { usePage } from '../../api/pages';

type PageFormDialogProps = {
  title: string;
  submitLabel: string;
  initial: CreatePage;
  /** New Page: the ID follows the name until the user types an ID of their own. */
  suggestKey: boolean;
  save: (body: CreatePage) => Promise<CreatedPage>;
  onSaved: (page: CreatedPage) => void;
  onClose: () => void;
};

/** Name, title and ID (the key); a failed save shows the spec's text on the ID field. */
function PageFormDialog({
  title,
  submitLabel,
  initial,
  suggestKey,
  save,
  onSaved,
  onClose,
}: PageFormDialogProps) {
  const [values, setValues] = useState<CreatePage>(initial);
  const [keyTouched, setKeyTouched] = useState(!suggestKey);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [busy, setBusy] = useState(false);

  const set = (field: keyof CreatePage, value: string) => {
    setValues((v) => ({
      ...v,
      [field]: value,
      ...(field === 'name' && !keyTouched ? { key: suggestPageKey(value) } : {}),
    }));
    setErrors((e) => ({ ...e, [field]: '', ...(field === 'name' && !keyTouched ? { key: '' } : {}) }));
    if (field === 'key') setKeyTouched(true);
  };

  const submit = async () => {
    const checked = validateWith(createPageSchema, values);
    if (!checked.ok) {
      setErrors(checked.errors);
      return;
    }
    setBusy(true);
    try {
      onSaved(await save(checked.value));
    } catch (error) {
      const fields = serverFieldErrors(error);
      setErrors({
        ...(fields?.name ? { name: fields.name } : {}),
        ...(fields?.title ? { title: fields.title } : {}),
        key:
          fields?.key && fields.key !== PAGE_TEXTS.createFailed && !fields.name && !fields.title
            ? fields.key
            : PAGE_TEXTS.createFailed,
      });
      setBusy(false);
    }
  };

  const field = (name: keyof CreatePage, label: string, helper?: string) => (
    <TextField
      label={label}
      value={values[name]}
      onChange={(e) => set(name, e.target.value)}
      error={!!errors[name]}
      helperText={errors[name] || helper}
      required
      fullWidth
      size="small"
      slotProps={{ htmlInput: { 'data-testid': `page-${name}` } }}
    />
  );

  return (
    <FormDialog
      title={title}
      busy={busy}
      submitLabel={submitLabel}
      onSubmit={() => void submit()}
      onClose={onClose}
    >
      {field('name', 'Name')}
      {field('title', 'Title')}
      {field('key', 'ID', 'Letters, digits, hyphens and underscores; the page is published at this ID.')}
    </FormDialog>
  );
}

export function NewPageDialog(props: Pick<PageFormDialogProps, 'save' | 'onSaved' | 'onClose'>) {
  return (
    <PageFormDialog
      title="New Page"
      submitLabel="Create"
      initial={{ name: '', title: '', key: '' }}
      suggestKey
      {...props}
    />
  );
}

/** Spec §2.3: defaults to the original name and ID with "-copy" appended; the title is required too. */
export function ClonePageDialog({
  source,
  ...props
}: { source: Pick<PageRow, 'name' | 'key' | 'title'> } & Pick<
  PageFormDialogProps,
  'save' | 'onSaved' | 'onClose'
>) {
  return (
    <PageFormDialog
      title="Clone Page"
      submitLabel="Clone"
      initial={{ name: `${source.name}-copy`, key: `${source.key}-copy`, title: source.title }}
      suggestKey={false}
      {...props}
    />
  );
}

/**
 * Delete Page: disabled while other pages redirect to this one (their names listed); the SMS and email
 * campaigns linked to the page are named as a warning.
 */
export function DeletePageDialog({
  row,
  onDelete,
  onClose,
}: {
  row: PageRow;
  onDelete: () => Promise<void>;
  onClose: () => void;
}) {
  const page = usePage(row.key);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const redirecting = Object.values(page.data?.pagesThatRedirectToThisOne ?? {});
  const campaigns = [
    ...Object.values(page.data?.smsCampaigns ?? {}),
    ...Object.values(page.data?.emailCampaigns ?? {}),
  ];
  const blocked = redirecting.length > 0;
  const confirm = async () => {
    setBusy(true);
    setFailure(null);
    try {
      await onDelete();
    } catch (error) {
      setFailure(errorMessageOf(error));
      setBusy(false);
    }
  };
  return (
    <Dialog
      open
      onClose={() => !busy && onClose()}
      aria-labelledby="delete-page-title"
      maxWidth="xs"
      fullWidth
    >
      <DialogTitle id="delete-page-title">Delete Page</DialogTitle>
      <DialogContent>
        <Typography>
          You are about to delete the page &quot;{row.name}&quot;. This cannot be undone. Are you sure?
        </Typography>
        {blocked && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="delete-blocked">
            This page cannot be deleted while other pages redirect to it: {redirecting.join(', ')}. Change
            their Form Settings first.
          </Alert>
        )}
        {campaigns.length > 0 && (
          <Alert severity="warning" sx={{ mt: 2 }} data-testid="delete-campaigns">
            These campaigns link to this page: {campaigns.join(', ')}. Their links will lead nowhere once it
            is deleted.
          </Alert>
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={busy} color="inherit">
          Cancel
        </Button>
        <Button
          onClick={() => void confirm()}
          disabled={busy || page.isLoading || !page.data || blocked}
          variant="contained"
          color="error"
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-label="Deleting" /> : undefined}
        >
          Delete
        </Button>
      </DialogActions>
    </Dialog>
  );
}
