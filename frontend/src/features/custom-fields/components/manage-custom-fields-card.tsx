import AddOutlined from '@mui/icons-material/AddOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Typography from '@mui/material/Typography';
import { useEffect, useMemo, useState } from 'react';
import { saveCustomFieldsSchema } from '@contracts/custom-fields/custom-fields.schemas';
import { RetryAlert } from '@/components/errors/retry-alert';
import { useNotify } from '@/components/ui/notifications';
import { errorMessageOf } from '@/lib/api-error';
import { serverFieldErrors, validateWith, type FieldErrorMap } from '@/lib/form-errors';
import { saveAccountCustomFields, useAccountCustomFields, useListChoices } from '../api/custom-fields';
import { newDraft, toDraft, toSaveBody, type DraftField } from '../utils/draft';
import { FieldEditor } from './field-editor';

export const CUSTOM_FIELDS_SECTION_ID = 'custom-fields';

/** This field's messages (keys `fields.{index}.…`), keyed by the rest of the path. */
function errorsOf(errors: FieldErrorMap, index: number): FieldErrorMap {
  const prefix = `fields.${index}.`;
  return Object.fromEntries(
    Object.entries(errors)
      .filter(([k]) => k.startsWith(prefix))
      .map(([k, v]) => [k.slice(prefix.length), v]),
  );
}

/**
 * Settings › Manage Custom Fields (spec §2.7): the account-wide and list-specific custom fields, added,
 * relabelled, given options and deleted on the card, then saved all together.
 */
export function ManageCustomFieldsCard() {
  const saved = useAccountCustomFields();
  const lists = useListChoices();
  const notify = useNotify();
  const [draft, setDraft] = useState<DraftField[] | null>(null);
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (saved.data && draft === null) setDraft(saved.data.map(toDraft));
  }, [saved.data, draft]);

  const listOptions = useMemo(
    () => (lists.data?.rows ?? []).map((l) => ({ id: l.id, name: l.name })),
    [lists.data],
  );
  const fields = draft ?? [];
  const change = (key: string, update: Partial<DraftField>) =>
    setDraft(fields.map((f) => (f.key === key ? { ...f, ...update } : f)));

  const reset = () => {
    setDraft(saved.data?.map(toDraft) ?? []);
    setErrors({});
    setFailure(null);
  };

  const save = async () => {
    const body = toSaveBody(fields);
    const checked = validateWith(saveCustomFieldsSchema, body);
    setFailure(null);
    if (!checked.ok) return setErrors(checked.errors);
    setErrors({});
    setSaving(true);
    try {
      const answer = await saveAccountCustomFields(body);
      await saved.mutate(answer, { revalidate: false });
      setDraft(answer.map(toDraft));
      notify.success('Custom fields saved.');
    } catch (error) {
      const fieldErrors = serverFieldErrors(error);
      if (fieldErrors) setErrors(fieldErrors);
      else setFailure(errorMessageOf(error));
    } finally {
      setSaving(false);
    }
  };

  return (
    <Paper
      component="section"
      id={CUSTOM_FIELDS_SECTION_ID}
      aria-labelledby="custom-fields-heading"
      variant="outlined"
      sx={{ p: { xs: 2, sm: 3 }, display: 'grid', gap: 1, scrollMarginTop: 80 }}
    >
      <Box>
        <Typography id="custom-fields-heading" variant="h2" sx={{ mb: 0.5 }}>
          Manage Custom Fields
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Custom fields hold what your contacts tell you beyond the standard fields: list imports map columns
          to them and landing page forms ask for them. An account field can be used by every list; a list
          field only by its list. A field's name and type cannot change once saved.
        </Typography>
      </Box>
      {saved.error !== undefined && !saved.data ? (
        <RetryAlert error={saved.error} onRetry={() => void saved.mutate()} />
      ) : draft === null ? (
        <Skeleton height={120} />
      ) : (
        <>
          {fields.length === 0 && (
            <Typography color="text.secondary" sx={{ py: 2 }}>
              No custom fields yet.
            </Typography>
          )}
          {fields.map((field, index) => (
            <FieldEditor
              key={field.key}
              field={field}
              position={index + 1}
              errors={errorsOf(errors, index)}
              lists={listOptions}
              onChange={(update) => change(field.key, update)}
              onDelete={() => setDraft(fields.filter((f) => f.key !== field.key))}
            />
          ))}
          {failure && <Alert severity="error">{failure}</Alert>}
          <Box
            sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', pt: 1, borderTop: 1, borderColor: 'divider' }}
          >
            <Button startIcon={<AddOutlined />} onClick={() => setDraft([...fields, newDraft()])}>
              Add field
            </Button>
            <Box sx={{ flex: 1 }} />
            <Button onClick={reset} disabled={saving}>
              Cancel
            </Button>
            <Button variant="contained" onClick={() => void save()} disabled={saving}>
              {saving ? 'Saving…' : 'Save'}
            </Button>
          </Box>
        </>
      )}
    </Paper>
  );
}
