import CheckOutlined from '@mui/icons-material/CheckOutlined';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useRef, useState } from 'react';
import type { CreatedApiKey } from '@contracts/api-keys/api-keys.schemas';
import { copyText } from '@/lib/clipboard';

export const KEY_SHOWN_ONCE_TEXT =
  'Copy this key now and keep it somewhere safe. It will not be shown again.';
export const COPY_FALLBACK_TEXT = 'The key is selected: press Ctrl+C (⌘C on a Mac) to copy it.';

/** Shows a new key once, with a copy button; when the clipboard is unavailable, selects the key instead. */
export function ApiKeyCreatedDialog({ created, onClose }: { created: CreatedApiKey; onClose: () => void }) {
  const titleId = useId();
  const field = useRef<HTMLInputElement>(null);
  const [copied, setCopied] = useState<'yes' | 'fallback' | null>(null);

  const selectKey = () => {
    field.current?.focus();
    field.current?.select();
  };
  const copy = async () => {
    if (await copyText(created.key)) setCopied('yes');
    else {
      selectKey();
      setCopied('fallback');
    }
  };

  return (
    <Dialog
      open
      // Only Done closes it: a stray click outside must not lose a key that is never shown again.
      onClose={(_event, reason) => {
        if (reason !== 'backdropClick') onClose();
      }}
      aria-labelledby={titleId}
      maxWidth="sm"
      fullWidth
    >
      <DialogTitle id={titleId}>API key created</DialogTitle>
      <DialogContent sx={{ display: 'grid', gap: 2 }}>
        <Alert severity="warning">{KEY_SHOWN_ONCE_TEXT}</Alert>
        <Typography variant="body2">
          Key <strong>{created.name}</strong>
        </Typography>
        <TextField
          label="API key"
          value={created.key}
          inputRef={field}
          onFocus={selectKey}
          slotProps={{
            htmlInput: {
              readOnly: true,
              spellCheck: false,
              'data-testid': 'new-api-key',
              style: { fontFamily: 'ui-monospace, Menlo, Consolas, monospace', fontSize: 13.5 },
            },
          }}
          helperText={copied === 'fallback' ? COPY_FALLBACK_TEXT : undefined}
        />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button
          variant="outlined"
          onClick={() => void copy()}
          startIcon={copied === 'yes' ? <CheckOutlined /> : <ContentCopyOutlined />}
        >
          {copied === 'yes' ? 'Copied' : 'Copy key'}
        </Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
