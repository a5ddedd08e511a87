import AddIcon from '@mui/icons-material/Add';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState, type FormEvent } from 'react';
import {
  KEYWORD_EDITS_NOTE,
  KEYWORD_MAX,
  keywordOperations,
  saveKeywordsSchema,
  type CustomKeyword,
} from '@contracts/keywords/keywords.schemas';
import { Spinner } from '@/components/ui/spinner';
import { errorMessageOf } from '@/lib/api-error';
import { serverFieldErrors, validateWith, type FieldErrorMap } from '@/lib/form-errors';
import {
  saveCustomKeywords,
  useCustomKeywords,
  useReservedKeywords,
  type KeywordKindPath,
} from '../api/keywords';

const OPERATION_LABELS: Record<CustomKeyword['operation'], string> = {
  StartsWith: 'Starts with',
  Equals: 'Equals',
  Contains: 'Contains',
};
export const KEYWORDS_TITLE: Record<KeywordKindPath, string> = {
  lead: 'Lead Keywords',
  optout: 'Optout Keywords',
};

export type KeywordsDialogProps = { kind: KeywordKindPath; onClose: () => void; onSaved: () => void };

/** Lead Keywords / Optout Keywords (spec 1 §2.8): reserved ones read-only, the account's own editable. */
export function KeywordsDialog({ kind, onClose, onSaved }: KeywordsDialogProps) {
  const titleId = useId();
  const reserved = useReservedKeywords(kind);
  const custom = useCustomKeywords(kind);
  const [draft, setDraft] = useState<CustomKeyword[] | null>(null);
  const keywords = draft ?? custom.data ?? [];
  const [errors, setErrors] = useState<FieldErrorMap>({});
  const [failure, setFailure] = useState<string>();
  const [busy, setBusy] = useState(false);

  const change = (next: CustomKeyword[]) => {
    setDraft(next);
    setErrors({});
  };
  const update = (index: number, part: Partial<CustomKeyword>) =>
    change(keywords.map((k, i) => (i === index ? { ...k, ...part } : k)));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const checked = validateWith(saveKeywordsSchema, { keywords });
    if (!checked.ok) return setErrors(checked.errors);
    setBusy(true);
    setFailure(undefined);
    try {
      await saveCustomKeywords(kind, checked.value.keywords);
      await custom.mutate();
      onSaved();
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields && Object.keys(fields).some((k) => k.startsWith('keywords.'))) setErrors(fields);
      else setFailure(fields?.keywords ?? errorMessageOf(error));
      setBusy(false);
    }
  };

  const loading = (!reserved.data && !reserved.error) || (!custom.data && !custom.error);
  return (
    <Dialog
      open
      onClose={() => {
        if (!busy) onClose();
      }}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <Box component="form" noValidate onSubmit={(event) => void submit(event)}>
        <DialogTitle id={titleId}>{KEYWORDS_TITLE[kind]}</DialogTitle>
        <DialogContent sx={{ display: 'grid', gap: 2 }}>
          <Alert severity="info">{KEYWORD_EDITS_NOTE}</Alert>
          {loading ? (
            <Spinner size="small" label="Loading keywords" />
          ) : reserved.error || custom.error ? (
            <Alert severity="error">{errorMessageOf(reserved.error ?? custom.error)}</Alert>
          ) : (
            <>
              <Box component="section" aria-labelledby={`${titleId}-reserved`}>
                <Typography id={`${titleId}-reserved`} variant="subtitle2" sx={{ mb: 1 }}>
                  Reserved keywords
                </Typography>
                <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.75 }} data-testid="reserved-keywords">
                  {(reserved.data ?? []).map((keyword) => (
                    <Chip key={keyword} label={keyword} size="small" variant="outlined" />
                  ))}
                </Box>
              </Box>
              <Box
                component="section"
                aria-labelledby={`${titleId}-custom`}
                sx={{ display: 'grid', gap: 1.5 }}
              >
                <Typography id={`${titleId}-custom`} variant="subtitle2">
                  Custom keywords
                </Typography>
                {keywords.length === 0 && (
                  <Typography variant="body2" color="text.secondary">
                    No custom keywords yet.
                  </Typography>
                )}
                {keywords.map((keyword, index) => (
                  <KeywordRow
                    key={index}
                    index={index}
                    keyword={keyword}
                    error={errors[`keywords.${index}.keyword`] ?? errors[`keywords.${index}.operation`]}
                    disabled={busy}
                    onChange={(part) => update(index, part)}
                    onRemove={() => change(keywords.filter((_, i) => i !== index))}
                  />
                ))}
                <Box>
                  <Button
                    startIcon={<AddIcon />}
                    onClick={() => change([...keywords, { keyword: '', operation: 'StartsWith' }])}
                    disabled={busy}
                  >
                    Add keyword
                  </Button>
                </Box>
              </Box>
            </>
          )}
          {(failure ?? errors.keywords) && <Alert severity="error">{failure ?? errors.keywords}</Alert>}
        </DialogContent>
        <DialogActions sx={{ px: 3, pb: 2 }}>
          <Button color="inherit" onClick={onClose} disabled={busy}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            disabled={busy || loading}
            startIcon={busy ? <CircularProgress size={16} color="inherit" aria-label="Saving" /> : undefined}
          >
            Save
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}

function KeywordRow(props: {
  index: number;
  keyword: CustomKeyword;
  error: string | undefined;
  disabled: boolean;
  onChange: (part: Partial<CustomKeyword>) => void;
  onRemove: () => void;
}) {
  const n = props.index + 1;
  return (
    <Box
      sx={{ display: 'grid', gridTemplateColumns: '1fr 150px auto', gap: 1, alignItems: 'start' }}
      data-testid="custom-keyword"
    >
      <TextField
        size="small"
        label={`Keyword ${n}`}
        value={props.keyword.keyword}
        onChange={(event) => props.onChange({ keyword: event.target.value })}
        error={Boolean(props.error)}
        helperText={props.error}
        disabled={props.disabled}
        slotProps={{ htmlInput: { maxLength: KEYWORD_MAX } }}
      />
      <TextField
        select
        size="small"
        label={`Match ${n}`}
        value={props.keyword.operation}
        onChange={(event) => props.onChange({ operation: event.target.value as CustomKeyword['operation'] })}
        disabled={props.disabled}
      >
        {keywordOperations.map((operation) => (
          <MenuItem key={operation} value={operation}>
            {OPERATION_LABELS[operation]}
          </MenuItem>
        ))}
      </TextField>
      <IconButton aria-label={`Remove keyword ${n}`} onClick={props.onRemove} disabled={props.disabled}>
        <DeleteOutlined />
      </IconButton>
    </Box>
  );
}
