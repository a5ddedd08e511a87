import AddIcon from '@mui/icons-material/Add';
import ArrowDownwardIcon from '@mui/icons-material/ArrowDownward';
import ArrowUpwardIcon from '@mui/icons-material/ArrowUpward';
import DeleteIcon from '@mui/icons-material/Delete';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';
import { useEffect, useId, useMemo, useState, type DragEvent } from 'react';
import { RetryAlert } from '@/components/errors/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { errorMessageOf } from '@/lib/api-error';
import { savePageFields, useCustomFields, usePageFields, useSystemFields } from '../api/page-editor-api';
import {
  definitionsByKey,
  newItem,
  toItems,
  toPageFormFields,
  type FieldDefinition,
  type FieldSource,
  type FormFieldItem,
} from '../utils/form-fields';

export const AT_LEAST_ONE_FIELD = 'Choose at least one form field.';
const DRAG_TYPE = 'application/x-page-form-field';

const SOURCES: { source: FieldSource; title: string }[] = [
  { source: 'System', title: 'System Fields' },
  { source: 'Account', title: 'Custom Account Fields' },
  { source: 'List', title: 'Custom List Fields' },
];

export type ChooseFormFieldsDialogProps = {
  open: boolean;
  pageKey: string;
  /** Cancel or close: nothing is saved and the form in the page stays as it was. */
  onCancel: () => void;
  /** The fields were saved: put the form with these fields in the page. */
  onSaved: (items: FormFieldItem[]) => void;
};

/**
 * Choose Form Fields (spec 3 §2.5): the three source lists on the left, the Form Fields list on the right; items
 * are added by button or dragged over, each with its Save to lead / Readonly and Required / Not Required switches.
 */
export function ChooseFormFieldsDialog({ open, pageKey, onCancel, onSaved }: ChooseFormFieldsDialogProps) {
  const titleId = useId();
  const stored = usePageFields(pageKey, open);
  const system = useSystemFields(open);
  const custom = useCustomFields(open);
  const definitions = useMemo(
    () => (system.data && custom.data ? definitionsByKey(system.data, custom.data) : null),
    [system.data, custom.data],
  );
  const [items, setItems] = useState<FormFieldItem[] | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  // Every opening starts from what is stored.
  useEffect(() => {
    if (!open) {
      setItems(null);
      setFailure(null);
    }
  }, [open]);
  useEffect(() => {
    if (open && items === null && definitions && stored.data) setItems(toItems(stored.data, definitions));
  }, [open, items, definitions, stored.data]);

  const loadError = stored.error ?? system.error ?? custom.error;
  const chosen = new Set(items?.map((i) => i.definition.key));
  const chosenListId = items?.find((i) => i.definition.listId !== null)?.definition.listId ?? null;

  const add = (definition: FieldDefinition, at?: number) =>
    setItems((current) => {
      if (!current || current.some((i) => i.definition.key === definition.key)) return current;
      const next = [...current];
      next.splice(at ?? next.length, 0, newItem(definition));
      return next;
    });
  const move = (from: number, to: number) =>
    setItems((current) => {
      if (!current || to < 0 || to >= current.length) return current;
      const next = [...current];
      const [moved] = next.splice(from, 1);
      if (moved) next.splice(to, 0, moved);
      return next;
    });
  const update = (index: number, patch: Partial<FormFieldItem>) =>
    setItems((current) => current && current.map((item, i) => (i === index ? { ...item, ...patch } : item)));
  const remove = (index: number) => setItems((current) => current && current.filter((_, i) => i !== index));

  const onDrop = (event: DragEvent, at?: number) => {
    event.preventDefault();
    event.stopPropagation();
    const key = event.dataTransfer.getData(DRAG_TYPE);
    const [kind, value] = key.split(':', 2);
    if (kind === 'new' && value && definitions?.get(value))
      add(definitions.get(value) as FieldDefinition, at);
    if (kind === 'move' && value !== undefined && items) move(Number(value), at ?? items.length - 1);
  };

  const save = async () => {
    if (!items) return;
    if (items.length === 0) {
      setFailure(AT_LEAST_ONE_FIELD);
      return;
    }
    setBusy(true);
    setFailure(null);
    try {
      await savePageFields(pageKey, toPageFormFields(items));
      await stored.mutate(toPageFormFields(items), { revalidate: false });
      onSaved(items);
    } catch (error) {
      // Spec 3 §4: a failed field save keeps the dialog open.
      setFailure(errorMessageOf(error));
    } finally {
      setBusy(false);
    }
  };

  return (
    <Dialog
      open={open}
      onClose={() => {
        if (!busy) onCancel();
      }}
      aria-labelledby={titleId}
      fullWidth
      maxWidth="lg"
    >
      <DialogTitle id={titleId}>Choose Form Fields</DialogTitle>
      <DialogContent dividers>
        {loadError && !items ? (
          <RetryAlert
            error={loadError}
            onRetry={() => {
              void stored.mutate();
              void system.mutate();
              void custom.mutate();
            }}
          />
        ) : !items || !definitions ? (
          <Spinner size="small" label="Loading the fields" />
        ) : (
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1.3fr' }, gap: 3 }}>
            <Box sx={{ display: 'grid', gap: 2, alignContent: 'start' }}>
              {SOURCES.map(({ source, title }) => (
                <SourceList
                  key={source}
                  title={title}
                  definitions={[...definitions.values()].filter((d) => d.source === source)}
                  chosen={chosen}
                  chosenListId={chosenListId}
                  onAdd={(d) => add(d)}
                />
              ))}
            </Box>
            <Box
              component="section"
              aria-labelledby={`${titleId}-form`}
              onDragOver={(event) => event.preventDefault()}
              onDrop={(event) => onDrop(event)}
              data-testid="form-fields"
              sx={{
                border: 2,
                borderStyle: 'dashed',
                borderColor: 'divider',
                borderRadius: 1,
                p: 1.5,
                minHeight: 240,
              }}
            >
              <Typography
                id={`${titleId}-form`}
                variant="h3"
                component="h3"
                sx={{ fontSize: 16, fontWeight: 600, mb: 1 }}
              >
                Form Fields
              </Typography>
              {items.length === 0 && (
                <Typography color="text.secondary" sx={{ py: 2 }}>
                  Drag fields here or use their Add buttons.
                </Typography>
              )}
              <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
                {items.map((item, index) => (
                  <FormFieldRow
                    key={item.definition.key}
                    item={item}
                    index={index}
                    last={index === items.length - 1}
                    onChange={(patch) => update(index, patch)}
                    onMove={(to) => move(index, to)}
                    onRemove={() => remove(index)}
                    onDrop={(event) => onDrop(event, index)}
                  />
                ))}
              </Box>
            </Box>
          </Box>
        )}
        {failure && (
          <Alert severity="error" sx={{ mt: 2 }} data-testid="form-fields-failure">
            {failure}
          </Alert>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button color="inherit" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button
          variant="contained"
          onClick={() => void save()}
          disabled={busy || !items}
          startIcon={busy ? <CircularProgress size={16} color="inherit" aria-label="Saving" /> : undefined}
        >
          Save and add to form
        </Button>
      </DialogActions>
    </Dialog>
  );
}

function SourceList({
  title,
  definitions,
  chosen,
  chosenListId,
  onAdd,
}: {
  title: string;
  definitions: FieldDefinition[];
  chosen: Set<string>;
  chosenListId: number | null;
  onAdd: (definition: FieldDefinition) => void;
}) {
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h3" component="h3" sx={{ fontSize: 16, fontWeight: 600, mb: 0.5 }}>
        {title}
      </Typography>
      {definitions.length === 0 ? (
        <Typography color="text.secondary" sx={{ fontSize: 14 }}>
          None yet.
        </Typography>
      ) : (
        <Box
          component="ul"
          sx={{ listStyle: 'none', m: 0, p: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
        >
          {definitions.map((d) => {
            // A form may use the list fields of one list only (the design; the server refuses two lists).
            const otherList = d.listId !== null && chosenListId !== null && d.listId !== chosenListId;
            const taken = chosen.has(d.key);
            const name = d.listName ? `${d.label} (${d.listName})` : d.label;
            return (
              <Box
                component="li"
                key={d.key}
                draggable={!taken && !otherList}
                onDragStart={(event: DragEvent) => event.dataTransfer.setData(DRAG_TYPE, `new:${d.key}`)}
                data-testid={`source-${d.key}`}
                sx={{
                  display: 'flex',
                  alignItems: 'center',
                  gap: 0.5,
                  pl: 1.25,
                  pr: 0.25,
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 4,
                  cursor: taken || otherList ? 'default' : 'grab',
                  color: taken || otherList ? 'text.secondary' : 'text.primary',
                  fontSize: 14,
                }}
              >
                {name}
                <IconButton
                  size="small"
                  aria-label={`Add ${name}`}
                  title={otherList ? 'A form can use the list fields of one list only' : undefined}
                  disabled={taken || otherList}
                  onClick={() => onAdd(d)}
                >
                  <AddIcon fontSize="small" />
                </IconButton>
              </Box>
            );
          })}
        </Box>
      )}
    </Box>
  );
}

function FormFieldRow({
  item,
  index,
  last,
  onChange,
  onMove,
  onRemove,
  onDrop,
}: {
  item: FormFieldItem;
  index: number;
  last: boolean;
  onChange: (patch: Partial<FormFieldItem>) => void;
  onMove: (to: number) => void;
  onRemove: () => void;
  onDrop: (event: DragEvent) => void;
}) {
  const { definition } = item;
  const name = definition.listName ? `${definition.label} (${definition.listName})` : definition.label;
  return (
    <Box
      component="li"
      draggable
      onDragStart={(event: DragEvent) => event.dataTransfer.setData(DRAG_TYPE, `move:${index}`)}
      onDragOver={(event: DragEvent) => event.preventDefault()}
      onDrop={onDrop}
      data-testid={`form-field-${definition.key}`}
      sx={{
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        gap: 1,
        px: 1.5,
        py: 0.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        bgcolor: 'background.paper',
        cursor: 'grab',
      }}
    >
      <Typography sx={{ flex: '1 1 140px', fontWeight: 500 }}>{name}</Typography>
      <FormControlLabel
        control={
          <Switch
            size="small"
            checked={item.saveToLead}
            onChange={(_, checked) => onChange({ saveToLead: checked })}
            slotProps={{ input: { 'aria-label': `${name}: save to lead` } }}
          />
        }
        label={item.saveToLead ? 'Save to lead' : 'Readonly'}
      />
      <FormControlLabel
        control={
          <Switch
            size="small"
            checked={item.isRequired}
            onChange={(_, checked) => onChange({ isRequired: checked })}
            slotProps={{ input: { 'aria-label': `${name}: required` } }}
          />
        }
        label={item.isRequired ? 'Required' : 'Not Required'}
      />
      <Box>
        <IconButton
          size="small"
          aria-label={`Move ${name} up`}
          disabled={index === 0}
          onClick={() => onMove(index - 1)}
        >
          <ArrowUpwardIcon fontSize="small" />
        </IconButton>
        <IconButton
          size="small"
          aria-label={`Move ${name} down`}
          disabled={last}
          onClick={() => onMove(index + 1)}
        >
          <ArrowDownwardIcon fontSize="small" />
        </IconButton>
        <IconButton size="small" aria-label={`Delete ${name}`} onClick={onRemove}>
          <DeleteIcon fontSize="small" />
        </IconButton>
      </Box>
    </Box>
  );
}
