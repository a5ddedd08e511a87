import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import LinkIcon from '@mui/icons-material/Link';
import PanToolOutlined from '@mui/icons-material/PanToolOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import FormControlLabel from '@mui/material/FormControlLabel';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import { useRef } from 'react';
import { MAX_MESSAGE_LENGTH } from '@contracts/campaigns/campaigns.schemas';
import { appendOptoutLine, standardOptoutLine } from '@contracts/campaigns/marketing-line';
import { InsertFieldMenu } from '@/components/merge-fields/insert-field-menu';
import { CLICK_URL_VARIABLE, expandClickUrl, insertVariable } from '../../utils/click-url';
import { MergePreviewLines, mergeViews, type MergeContext } from './merge-preview';
import { SmsCounter } from './sms-counter';

export type MessageDraft = {
  key: string;
  id: number | null;
  active: boolean;
  message: string;
  /** A variant of the campaign's A/B message test. */
  abVariant?: boolean;
};

export type MessageFieldProps = {
  index: number;
  value: MessageDraft;
  onChange: (value: MessageDraft) => void;
  onRemove: () => void;
  error: string | undefined;
  shortUrlHost: string;
  /** A marketing campaign's: the account's sender name, whose opt-out line the field offers to append. */
  senderName?: string | undefined;
  /** The merge fields, the previewed contact and the audience's longest values (once loaded). */
  merge?: MergeContext | undefined;
};

/** One message: active switch, text, click-tracking variable button and live SMS counter. */
export function MessageField({
  index,
  value,
  onChange,
  onRemove,
  error,
  shortUrlHost,
  senderName,
  merge,
}: MessageFieldProps) {
  const input = useRef<HTMLTextAreaElement>(null);
  const label = `Message ${index + 1}`;
  const views = mergeViews(value.message, merge, (text) => expandClickUrl(text, shortUrlHost));

  const insert = (token?: string) => {
    const element = input.current;
    const start = element?.selectionStart ?? value.message.length;
    const end = element?.selectionEnd ?? start;
    const next = insertVariable(value.message, start, end, token);
    onChange({ ...value, message: next.text });
    requestAnimationFrame(() => {
      element?.focus();
      element?.setSelectionRange(next.caret, next.caret);
    });
  };

  const hasLine =
    senderName !== undefined &&
    value.message.toLowerCase().includes(standardOptoutLine(senderName).toLowerCase());

  return (
    <Paper
      variant="outlined"
      data-testid="message-draft"
      sx={{ p: 2, bgcolor: value.active ? 'background.paper' : '#fafbfe' }}
    >
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1 }}>
        <Typography sx={{ fontWeight: 650 }}>{label}</Typography>
        <Box sx={{ flex: 1 }} />
        <FormControlLabel
          control={
            <Switch
              size="small"
              checked={value.active}
              onChange={(event) => onChange({ ...value, active: event.target.checked })}
              slotProps={{ input: { 'aria-label': `${label} active` } }}
            />
          }
          label={value.active ? 'Active' : 'Inactive'}
          sx={{ mr: 0, '& .MuiFormControlLabel-label': { fontSize: 14, minWidth: 56 } }}
        />
        <Tooltip title="Remove message">
          <IconButton size="small" aria-label={`Remove ${label.toLowerCase()}`} onClick={onRemove}>
            <DeleteOutlined fontSize="small" />
          </IconButton>
        </Tooltip>
      </Box>
      <TextField
        multiline
        minRows={3}
        label={label}
        value={value.message}
        onChange={(event) => onChange({ ...value, message: event.target.value })}
        inputRef={input}
        error={Boolean(error)}
        helperText={error}
        slotProps={{ htmlInput: { maxLength: MAX_MESSAGE_LENGTH } }}
      />
      <Box
        sx={{
          display: 'flex',
          alignItems: 'center',
          justifyContent: 'space-between',
          gap: 1,
          mt: 1,
          flexWrap: 'wrap',
        }}
      >
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Tooltip
            describeChild
            title={`Adds ${CLICK_URL_VARIABLE}: the tracked short link of the click URL`}
          >
            <Button size="small" startIcon={<LinkIcon />} onClick={() => insert()}>
              Insert click-tracking link
            </Button>
          </Tooltip>
          {merge && <InsertFieldMenu fields={merge.fields} onInsert={insert} target={label} />}
          {senderName !== undefined && (
            <Tooltip
              describeChild
              title={`Marketing messages must say who they are from and how to opt out: adds "${standardOptoutLine(senderName)}"`}
            >
              <span>
                <Button
                  size="small"
                  startIcon={<PanToolOutlined />}
                  disabled={hasLine}
                  onClick={() => onChange({ ...value, message: appendOptoutLine(value.message, senderName) })}
                >
                  Add opt-out line
                </Button>
              </span>
            </Tooltip>
          )}
        </Box>
        <SmsCounter text={views.received} />
      </Box>
      {views.warning && (
        <Alert severity="warning" sx={{ mt: 1 }} data-testid="unknown-fields">
          {views.warning}
        </Alert>
      )}
      {views.hasFields && merge && <MergePreviewLines merge={merge} views={views} label={label} />}
    </Paper>
  );
}
