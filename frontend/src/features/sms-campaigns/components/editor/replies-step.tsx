import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { z } from 'zod';
import {
  repliesStepSchema,
  type Campaign,
  type RepliesStep as RepliesStepBody,
  type replyTypeSchema,
} from '@contracts/campaigns/campaigns.schemas';
import { CALLBACK_URL_MAX } from '@contracts/webhooks/webhooks.schemas';
import { SelectBox, type SelectOption } from '@/components/ui/select-box';
import { validateWith } from '@/lib/form-errors';
import { saveRepliesStep } from '../../api/campaign';
import { StepSection } from './step-section';
import { useStepEditor } from './use-step-editor';

type ReplyType = z.infer<typeof replyTypeSchema>;
type SavedReplies = NonNullable<Campaign['replies']>;
type RepliesDraft = {
  receiveActive: boolean;
  type: ReplyType | null;
  staticKeyword: string;
  callbackUrl: string;
};

/** The response keyword types (spec 1 §3). */
const REPLY_TYPES: SelectOption<ReplyType>[] = [
  { value: 'Default', label: 'Default' },
  { value: 'Static', label: 'Static keyword' },
  { value: 'IdNumber', label: 'ID number' },
  { value: 'Email', label: 'Email address' },
];
const typeLabel = (type: ReplyType) => REPLY_TYPES.find((option) => option.value === type)?.label ?? type;

export type RepliesStepProps = {
  campaign: Campaign;
  locked: boolean;
  onEditingChange: (editing: boolean) => void;
  onSaved: (replies: SavedReplies) => void;
};

/** Step 3: whether replies are received, and how a reply's keyword is read. */
export function RepliesStep({ campaign, locked, onEditingChange, onSaved }: RepliesStepProps) {
  const editor = useStepEditor<SavedReplies, RepliesDraft, RepliesStepBody>({
    saved: campaign.replies,
    toDraft: (saved) => ({
      receiveActive: saved?.receiveActive ?? true,
      type: saved?.type ?? null,
      staticKeyword: saved?.staticKeyword ?? '',
      callbackUrl: saved?.callbackUrl ?? '',
    }),
    validate: (draft) =>
      validateWith(repliesStepSchema, {
        receiveActive: draft.receiveActive,
        type: draft.type,
        staticKeyword: draft.type === 'Static' ? draft.staticKeyword : null,
        callbackUrl: draft.callbackUrl,
      }),
    save: async (body) => {
      await saveRepliesStep(campaign.id, body);
      onSaved({
        receiveActive: body.receiveActive,
        type: body.type ?? 'Default',
        staticKeyword: body.staticKeyword,
        callbackUrl: body.callbackUrl ?? null,
      });
    },
    onEditingChange,
  });
  const draft = editor.draft;

  return (
    <StepSection
      number={3}
      title="Replies"
      description="What happens to the replies your recipients send back."
      editor={editor}
      locked={locked}
      placeholder="Replies have not been set up yet."
      addLabel="Add replies"
      summary={campaign.replies && <RepliesSummary saved={campaign.replies} />}
      form={
        draft && (
          <Box sx={{ display: 'grid', gap: 2.5, maxWidth: 520 }}>
            <FormControlLabel
              control={
                <Switch
                  checked={draft.receiveActive}
                  onChange={(event) => editor.change({ ...draft, receiveActive: event.target.checked })}
                />
              }
              label={draft.receiveActive ? 'Receive replies: On' : 'Receive replies: Off'}
            />
            <SelectBox
              label="Reply type"
              value={draft.type ?? ''}
              options={REPLY_TYPES}
              onChange={(type) => editor.change({ ...draft, type })}
              error={Boolean(editor.errors.type)}
              helperText={editor.errors.type ?? 'How the keyword of a reply is read.'}
              fullWidth
              size="medium"
            />
            {draft.type === 'Static' && (
              <TextField
                label="Keyword"
                value={draft.staticKeyword}
                onChange={(event) => editor.change({ ...draft, staticKeyword: event.target.value })}
                error={Boolean(editor.errors.staticKeyword)}
                helperText={editor.errors.staticKeyword ?? 'Recipients reply with this word, e.g. JOIN.'}
                slotProps={{ htmlInput: { maxLength: 50 } }}
              />
            )}
            <TextField
              label="Callback URL (optional)"
              value={draft.callbackUrl}
              onChange={(event) => editor.change({ ...draft, callbackUrl: event.target.value })}
              error={Boolean(editor.errors.callbackUrl)}
              helperText={
                editor.errors.callbackUrl ??
                'Replies, leads, opt-outs and delivery reports of this campaign are posted here as signed JSON (see Settings › Webhook signing secret).'
              }
              placeholder="https://example.com/sms-callbacks"
              slotProps={{ htmlInput: { maxLength: CALLBACK_URL_MAX, inputMode: 'url' } }}
            />
          </Box>
        )
      }
    />
  );
}

function RepliesSummary({ saved }: { saved: SavedReplies }) {
  return (
    <Box>
      <Typography sx={{ fontWeight: 600 }}>Receive replies: {saved.receiveActive ? 'On' : 'Off'}</Typography>
      <Typography variant="body2" color="text.secondary">
        Reply type: {typeLabel(saved.type)}
        {saved.type === 'Static' && saved.staticKeyword ? ` · keyword ${saved.staticKeyword}` : ''}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-all' }}>
        Callback URL: {saved.callbackUrl ?? 'none'}
      </Typography>
    </Box>
  );
}
