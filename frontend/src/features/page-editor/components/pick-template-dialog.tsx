import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { TemplateSummary } from '@contracts/page-templates/page-templates.schemas';
import { RetryAlert } from '@/components/errors/retry-alert';
import { Spinner } from '@/components/ui/spinner';
import { useTemplates } from '../api/page-editor-api';

export type PickTemplateDialogProps = {
  open: boolean;
  /** The template whose Use button is loading, if any. */
  busyId: string | null;
  onUse: (template: TemplateSummary) => void;
  onClose: () => void;
};

/** Pick a Template (spec 3 §2.5): each template's thumbnail and name with a Use button. */
export function PickTemplateDialog({ open, busyId, onUse, onClose }: PickTemplateDialogProps) {
  const titleId = useId();
  const templates = useTemplates(open);
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="lg">
      <DialogTitle id={titleId}>Pick a Template</DialogTitle>
      <DialogContent dividers>
        {templates.error !== undefined && !templates.data ? (
          <RetryAlert error={templates.error} onRetry={() => void templates.mutate()} />
        ) : !templates.data ? (
          <Spinner size="small" label="Loading the templates" />
        ) : (
          <Box
            component="ul"
            sx={{
              listStyle: 'none',
              m: 0,
              p: 0,
              display: 'grid',
              gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
              gap: 2,
            }}
          >
            {templates.data.map((template) => (
              <Box
                component="li"
                key={template.id}
                data-testid={`template-${template.id}`}
                sx={{
                  border: 1,
                  borderColor: 'divider',
                  borderRadius: 1,
                  overflow: 'hidden',
                  display: 'grid',
                }}
              >
                <Box
                  component="img"
                  src={template.thumbnailUrl}
                  alt=""
                  width={300}
                  height={400}
                  sx={{
                    width: '100%',
                    height: 'auto',
                    aspectRatio: '3 / 4',
                    objectFit: 'cover',
                    objectPosition: 'top',
                    bgcolor: '#eef1f5',
                    display: 'block',
                  }}
                />
                <Box
                  sx={{
                    display: 'flex',
                    alignItems: 'center',
                    justifyContent: 'space-between',
                    gap: 1,
                    p: 1,
                  }}
                >
                  <Typography sx={{ fontWeight: 500 }}>{template.name}</Typography>
                  <Button
                    size="small"
                    variant="outlined"
                    aria-label={`Use ${template.name}`}
                    disabled={busyId !== null}
                    onClick={() => onUse(template)}
                  >
                    {busyId === template.id ? 'Loading…' : 'Use'}
                  </Button>
                </Box>
              </Box>
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 1.5 }}>
        <Button color="inherit" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
