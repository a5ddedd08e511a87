import AddIcon from '@mui/icons-material/Add';
import CheckIcon from '@mui/icons-material/Check';
import EditOutlined from '@mui/icons-material/EditOutlined';
import PriorityHighIcon from '@mui/icons-material/PriorityHigh';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useId, type FormEvent, type ReactNode } from 'react';
import type { StepStatus } from '../../utils/step-state';
import type { StepEditor } from './use-step-editor';

const STATUS_LOOK: Record<StepStatus, { color: 'default' | 'success' | 'error'; bg: string; fg: string }> = {
  Untouched: { color: 'default', bg: '#eceef5', fg: '#5d6074' },
  Valid: { color: 'success', bg: '#2e7d32', fg: '#fff' },
  Invalid: { color: 'error', bg: '#d32f2f', fg: '#fff' },
};

export type StepSectionProps<Draft> = {
  number: number;
  title: string;
  description: string;
  editor: StepEditor<Draft>;
  /** Another step is being edited. */
  locked: boolean;
  /** Shown while Untouched, above the add button. */
  placeholder: string;
  addLabel: string;
  /** The saved model, shown when not editing. */
  summary: ReactNode;
  /** The form, shown while editing. */
  form: ReactNode;
};

/** One editor step: number, title, status, then its summary, its placeholder or its form. */
export function StepSection<Draft>({
  number,
  title,
  description,
  editor,
  locked,
  placeholder,
  addLabel,
  summary,
  form,
}: StepSectionProps<Draft>) {
  const headingId = useId();
  const look = STATUS_LOOK[editor.status];
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void editor.submit();
  };

  return (
    <Paper
      component="section"
      variant="outlined"
      aria-labelledby={headingId}
      data-step={title}
      data-status={editor.status}
      sx={{
        p: { xs: 2, sm: 3 },
        borderColor: editor.editing ? 'primary.main' : undefined,
        boxShadow: editor.editing ? '0 0 0 3px rgba(67,56,202,0.12)' : 'none',
        // Another step is being edited: a tinted card (not faded text, which failed colour contrast) whose
        // buttons are disabled.
        bgcolor: locked ? 'grey.100' : undefined,
        transition: 'background-color 150ms, box-shadow 150ms',
      }}
    >
      <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 2 }}>
        <Box
          aria-hidden
          sx={{
            flexShrink: 0,
            width: 32,
            height: 32,
            borderRadius: '50%',
            display: 'grid',
            placeItems: 'center',
            fontWeight: 700,
            bgcolor: look.bg,
            color: look.fg,
          }}
        >
          {editor.status === 'Valid' ? (
            <CheckIcon fontSize="small" />
          ) : editor.status === 'Invalid' ? (
            <PriorityHighIcon fontSize="small" />
          ) : (
            number
          )}
        </Box>
        <Box sx={{ flex: 1, minWidth: 0 }}>
          <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
            <Typography variant="h3" component="h2" id={headingId}>
              {title}
            </Typography>
            <Chip
              size="small"
              label={editor.status}
              color={look.color}
              variant={editor.status === 'Untouched' ? 'outlined' : 'filled'}
              aria-label={`${title} step: ${editor.status}`}
            />
            <Box sx={{ flex: 1 }} />
            {!editor.editing && editor.status !== 'Untouched' && (
              <Button size="small" startIcon={<EditOutlined />} onClick={editor.edit} disabled={locked}>
                Edit
              </Button>
            )}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mt: 0.25 }}>
            {description}
          </Typography>

          <Box sx={{ mt: 2 }}>
            {editor.editing ? (
              <Box component="form" noValidate onSubmit={submit} aria-label={`${title} step`}>
                {form}
                {editor.failure && (
                  <Alert severity="error" sx={{ mt: 2 }}>
                    {editor.failure}
                  </Alert>
                )}
                <Box sx={{ display: 'flex', justifyContent: 'flex-end', gap: 1, mt: 3 }}>
                  <Button color="inherit" onClick={editor.cancel} disabled={editor.saving}>
                    Cancel
                  </Button>
                  <Button
                    type="submit"
                    variant="contained"
                    disabled={editor.saving}
                    startIcon={
                      editor.saving ? (
                        <CircularProgress size={16} color="inherit" aria-label="Saving" />
                      ) : undefined
                    }
                  >
                    Save
                  </Button>
                </Box>
              </Box>
            ) : editor.status === 'Untouched' ? (
              <Box
                sx={{
                  border: '1px dashed',
                  borderColor: 'divider',
                  borderRadius: 2,
                  p: 2.5,
                  display: 'flex',
                  alignItems: 'center',
                  justifyContent: 'space-between',
                  gap: 2,
                  flexWrap: 'wrap',
                  bgcolor: '#fafbfe',
                }}
              >
                <Typography color="text.secondary">{placeholder}</Typography>
                <Button variant="outlined" startIcon={<AddIcon />} onClick={editor.edit} disabled={locked}>
                  {addLabel}
                </Button>
              </Box>
            ) : (
              summary
            )}
          </Box>
        </Box>
      </Box>
    </Paper>
  );
}
