import AutoAwesomeOutlined from '@mui/icons-material/AutoAwesomeOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Snackbar from '@mui/material/Snackbar';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import {
  AI_CONTEXT_MAX_LENGTH,
  AI_DEFAULTS,
  AI_FAILURE_SNACKBAR_MS,
  AI_FAILURE_TEXT,
  AI_OPTOUT_MESSAGE_MAX_LENGTH,
  AI_REPLY_KEYWORD_MAX_LENGTH,
  type AiActionType,
  type AiTone,
  type GenerationContextInput,
} from '@contracts/ai-writer/ai-writer.schemas';
import { expandClickUrl } from '../../utils/click-url';
import { SmsCounter } from '../editor/sms-counter';
import { generateMessages } from './generate-messages';

export const AI_WRITER_TITLE = 'Write AI Assisted Messages';
/** Spec 2 §9: the dialog is 700 wide. */
export const AI_WRITER_WIDTH = 700;

const ACTIONS: { value: AiActionType; label: string; hint: string }[] = [
  { value: 'NONE', label: 'None', hint: 'An announcement: no reply or link asked for.' },
  { value: 'REPLY', label: 'Reply', hint: 'Asks the reader to reply with your keyword (a lead).' },
  { value: 'CLICK', label: 'Click', hint: 'Adds the tracked click link (#CLICKURL#).' },
];
const TONES: { value: AiTone; label: string }[] = [
  { value: 'NEUTRAL', label: 'Neutral' },
  { value: 'FORMAL', label: 'Formal' },
  { value: 'CASUAL', label: 'Casual' },
];

type Candidate = { key: number; text: string; selected: boolean };

export type AiWriterDialogProps = {
  open: boolean;
  campaignId: number;
  /** How many more messages the campaign can take (a campaign holds at most 50). */
  room: number;
  shortUrlHost: string;
  onClose: () => void;
  /** The chosen messages, as edited, in order. */
  onAdd: (messages: string[]) => void;
};

/**
 * The AI message writer (spec 2 §2.8, §4): configure the context, Write Messages, then pick and edit the
 * candidates and Add Selected Messages. Everything starts afresh each time it opens.
 */
export function AiWriterDialog(props: AiWriterDialogProps) {
  const titleId = useId();
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      aria-labelledby={titleId}
      maxWidth={false}
      slotProps={{ paper: { sx: { width: AI_WRITER_WIDTH, maxWidth: 'calc(100% - 32px)' } } }}
    >
      {props.open && <AiWriter {...props} titleId={titleId} />}
    </Dialog>
  );
}

function AiWriter({
  campaignId,
  room,
  shortUrlHost,
  onClose,
  onAdd,
  titleId,
}: AiWriterDialogProps & { titleId: string }) {
  const [request, setRequest] = useState<GenerationContextInput>({ ...AI_DEFAULTS });
  const [candidates, setCandidates] = useState<Candidate[] | null>(null);
  const [writing, setWriting] = useState(false);
  const [failed, setFailed] = useState(false);

  const contextLength = request.context.length;
  const contextTooLong = contextLength > AI_CONTEXT_MAX_LENGTH;
  const keywordMissing = request.actionType === 'REPLY' && !request.replyKeyword?.trim();
  const canWrite = request.context.trim().length > 0 && !contextTooLong && !keywordMissing && !writing;
  const set = (part: Partial<GenerationContextInput>) => setRequest((current) => ({ ...current, ...part }));

  const write = async () => {
    if (!canWrite) return;
    setWriting(true);
    setFailed(false);
    try {
      const messages = await generateMessages(campaignId, request);
      setCandidates(messages.map((text, key) => ({ key, text, selected: false })));
    } catch {
      setFailed(true);
    } finally {
      setWriting(false);
    }
  };

  const selected = candidates?.filter((c) => c.selected && c.text.trim()) ?? [];
  const overRoom = selected.length > room;

  return (
    <>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <AutoAwesomeOutlined color="primary" aria-hidden />
        {AI_WRITER_TITLE}
      </DialogTitle>
      {candidates === null ? (
        <DialogContent dividers sx={{ display: 'grid', gap: 2.5 }} data-testid="ai-writer-configure">
          <Typography variant="body2" color="text.secondary">
            Describe what the messages are about. The writer suggests messages that fit in one SMS; you choose
            and edit them before they are added.
          </Typography>
          <TextField
            label="Context"
            multiline
            minRows={3}
            autoFocus
            value={request.context}
            onChange={(event) => set({ context: event.target.value })}
            placeholder="e.g. Winter sale: 30% off all jackets this weekend at our Sandton store."
            error={contextTooLong}
            helperText={
              <Box component="span" sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
                <span>
                  {contextTooLong ? 'Shorten the context.' : 'The offer, event or news, in your words.'}
                </span>
                <span data-testid="ai-context-counter">
                  {contextLength} / {AI_CONTEXT_MAX_LENGTH}
                </span>
              </Box>
            }
            slotProps={{ formHelperText: { component: 'div' } as object }}
          />
          <FormControlLabel
            control={
              <Checkbox
                checked={request.personalized}
                onChange={(event) => set({ personalized: event.target.checked })}
              />
            }
            label="Personalized"
            sx={{ mt: -1 }}
          />
          <FormHelperText sx={{ mt: -2.5, ml: 4 }}>
            Speaks to each reader directly (you, your). Messages carry no name fields: only the click link is
            filled in when sending.
          </FormHelperText>
          <FormControl>
            <FormLabel id={`${titleId}-action`}>Action</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${titleId}-action`}
              value={request.actionType}
              onChange={(event) => set({ actionType: event.target.value as AiActionType })}
            >
              {ACTIONS.map((action) => (
                <FormControlLabel
                  key={action.value}
                  value={action.value}
                  control={<Radio />}
                  label={action.label}
                />
              ))}
            </RadioGroup>
            <FormHelperText sx={{ mx: 0 }}>
              {ACTIONS.find((action) => action.value === request.actionType)?.hint}
            </FormHelperText>
          </FormControl>
          {request.actionType === 'REPLY' && (
            <TextField
              label="Reply keyword"
              value={request.replyKeyword ?? ''}
              onChange={(event) => set({ replyKeyword: event.target.value })}
              error={keywordMissing}
              helperText={keywordMissing ? 'Please enter a reply keyword.' : 'The word readers reply with.'}
              slotProps={{ htmlInput: { maxLength: AI_REPLY_KEYWORD_MAX_LENGTH } }}
              sx={{ maxWidth: 280 }}
            />
          )}
          <TextField
            label="Opt-out message"
            value={request.optoutMessage ?? ''}
            onChange={(event) => set({ optoutMessage: event.target.value })}
            helperText="Added to the end of every message. Leave it empty for none."
            slotProps={{ htmlInput: { maxLength: AI_OPTOUT_MESSAGE_MAX_LENGTH } }}
          />
          <FormControl>
            <FormLabel id={`${titleId}-tone`}>Tone</FormLabel>
            <RadioGroup
              row
              aria-labelledby={`${titleId}-tone`}
              value={request.tone}
              onChange={(event) => set({ tone: event.target.value as AiTone })}
            >
              {TONES.map((tone) => (
                <FormControlLabel
                  key={tone.value}
                  value={tone.value}
                  control={<Radio />}
                  label={tone.label}
                />
              ))}
            </RadioGroup>
          </FormControl>
        </DialogContent>
      ) : (
        <DialogContent dividers sx={{ display: 'grid', gap: 2 }} data-testid="ai-writer-preview">
          <Typography variant="body2" color="text.secondary">
            Tick the messages to add and edit any of them first. The counter shows each message as it is sent.
          </Typography>
          {candidates.map((candidate, index) => (
            <CandidateField
              key={candidate.key}
              index={index}
              candidate={candidate}
              shortUrlHost={shortUrlHost}
              onChange={(next) =>
                setCandidates((all) => all && all.map((c) => (c.key === next.key ? next : c)))
              }
            />
          ))}
          {overRoom && (
            <Alert severity="warning">A campaign can have at most 50 messages: select {room} or fewer.</Alert>
          )}
        </DialogContent>
      )}
      <DialogActions sx={{ px: 3, py: 2 }}>
        {candidates === null ? (
          <>
            <Button color="inherit" onClick={onClose} disabled={writing}>
              Cancel
            </Button>
            <Button
              variant="contained"
              onClick={() => void write()}
              disabled={!canWrite}
              aria-busy={writing}
              startIcon={
                writing ? (
                  <CircularProgress size={16} color="inherit" aria-label="Writing messages" />
                ) : undefined
              }
            >
              Write Messages
            </Button>
          </>
        ) : (
          <>
            <Button color="inherit" onClick={() => setCandidates(null)}>
              Back to AI Writer
            </Button>
            <Button
              variant="contained"
              disabled={!selected.length || overRoom}
              onClick={() => {
                onAdd(selected.map((c) => c.text.trim()));
                onClose();
              }}
            >
              Add Selected Messages
            </Button>
          </>
        )}
      </DialogActions>
      <Snackbar
        open={failed}
        autoHideDuration={AI_FAILURE_SNACKBAR_MS}
        onClose={(_event, reason) => reason !== 'clickaway' && setFailed(false)}
        message={AI_FAILURE_TEXT}
        action={
          <Button color="inherit" size="small" onClick={() => setFailed(false)} sx={{ color: '#fff' }}>
            Close
          </Button>
        }
        anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}
      />
    </>
  );
}

function CandidateField({
  index,
  candidate,
  shortUrlHost,
  onChange,
}: {
  index: number;
  candidate: Candidate;
  shortUrlHost: string;
  onChange: (candidate: Candidate) => void;
}) {
  const label = `Suggested message ${index + 1}`;
  return (
    <Paper
      variant="outlined"
      data-testid="ai-candidate"
      sx={{
        p: 1.5,
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        borderColor: candidate.selected ? 'primary.main' : undefined,
      }}
    >
      <Checkbox
        checked={candidate.selected}
        onChange={(event) => onChange({ ...candidate, selected: event.target.checked })}
        slotProps={{ input: { 'aria-label': `Select ${label.toLowerCase()}` } }}
        sx={{ mt: 0.5 }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <TextField
          multiline
          minRows={2}
          fullWidth
          label={label}
          value={candidate.text}
          onChange={(event) => onChange({ ...candidate, text: event.target.value })}
        />
        <Box sx={{ mt: 0.5 }}>
          <SmsCounter text={expandClickUrl(candidate.text, shortUrlHost)} />
        </Box>
      </Box>
    </Paper>
  );
}

/** The button that opens the writer, with the dialog. */
export function AiWriterButton(props: Omit<AiWriterDialogProps, 'open' | 'onClose'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button startIcon={<AutoAwesomeOutlined />} onClick={() => setOpen(true)} disabled={props.room <= 0}>
        {AI_WRITER_TITLE}
      </Button>
      <AiWriterDialog {...props} open={open} onClose={() => setOpen(false)} />
    </>
  );
}
