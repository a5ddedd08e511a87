import AddIcon from '@mui/icons-material/Add';
import LinkIcon from '@mui/icons-material/Link';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { CAMPAIGN_TYPE, messagesStepSchema, type Campaign } from '@contracts/campaigns/campaigns.schemas';
import { validateWith, type Validation } from '@/lib/form-errors';
import { saveMessagesStep, type MessagesStepBody } from '../../api/campaign';
import { useAccountSettings } from '../../api/account-settings';
import { CLICK_URL_VARIABLE, expandClickUrl, sampleShortUrl } from '../../utils/click-url';
import { countSms } from '@contracts/platform/sms/sms-segments';
import { knownNames } from '@contracts/platform/sms/merge-fields';
import { useMemo, useState } from 'react';
import { useMergePreview } from '../../api/merge-preview';
import { PreviewContactPicker } from './preview-contact-picker';
import { mergeViews, type MergeContext } from './merge-preview';
import { AiWriterButton } from '../ai-writer/ai-writer-dialog';
import { MessageField, type MessageDraft } from './message-field';
import { StepSection } from './step-section';
import { AbTestFields, abTestOf, AbTestSummary, toAbTestDraft, type AbTestDraft } from './ab-test-fields';
import { useStepEditor } from './use-step-editor';

type SavedMessages = NonNullable<Campaign['messages']>;
type MessagesDraft = { messages: MessageDraft[]; clickUrl: string; abTest: AbTestDraft };

/** A campaign holds at most 50 messages (messagesStepSchema). */
const MAX_MESSAGES = 50;
/** The draft's messages less new blank ones (the AI writer's messages replace an empty first message). */
const written = (draft: MessagesDraft) => draft.messages.filter((m) => m.id !== null || m.message.trim());

let draftKeys = 0;
const newKey = () => `m${(draftKeys += 1)}`;
const blankMessage = (): MessageDraft => ({ key: newKey(), id: null, active: true, message: '' });

const toDraft = (saved: SavedMessages | null): MessagesDraft => ({
  messages: saved?.messages.length
    ? saved.messages.map((message) => ({ ...message, key: newKey() }))
    : [blankMessage()],
  clickUrl: saved?.clickUrl ?? '',
  abTest: toAbTestDraft(saved?.abTest ?? null),
});

const validate = (draft: MessagesDraft): Validation<MessagesStepBody> =>
  validateWith(messagesStepSchema, {
    messages: draft.messages.map(({ id, active, message, abVariant }) => ({
      id,
      active,
      message,
      abVariant: draft.abTest.enabled && Boolean(abVariant),
    })),
    clickUrl: draft.clickUrl,
    abTest: abTestOf(draft.abTest),
  });

export type MessagesStepProps = {
  campaign: Campaign;
  locked: boolean;
  onEditingChange: (editing: boolean) => void;
  onSaved: (messages: SavedMessages) => void;
};

/** Step 2: the messages (each active or not), the click URL and the click-tracking variable. */
export function MessagesStep({ campaign, locked, onEditingChange, onSaved }: MessagesStepProps) {
  const settings = useAccountSettings();
  const shortUrlHost = settings.data?.smsShortUrlHost ?? '';
  // Marketing messages must name the sender and say how to opt out (POPIA s69(4)); each field offers the line.
  const senderName = campaign.type === CAMPAIGN_TYPE.Transactional ? undefined : settings.data?.senderName;
  const editor = useStepEditor<SavedMessages, MessagesDraft, MessagesStepBody>({
    saved: campaign.messages,
    toDraft,
    validate,
    save: async (body) => {
      const { ids } = await saveMessagesStep(campaign.id, body);
      onSaved({
        messages: body.messages.map((message, index) => ({ ...message, id: ids[index] ?? message.id ?? 0 })),
        clickUrl: body.clickUrl,
        abTest: body.abTest ?? null,
      });
    },
    onEditingChange,
  });
  const draft = editor.draft;
  const [position, setPosition] = useState(0);
  const preview = useMergePreview(campaign.id, position);
  const merge = useMemo<MergeContext | undefined>(
    () =>
      preview.data && {
        fields: preview.data.fields,
        known: knownNames(preview.data.fields),
        contact: preview.data.contact,
        contacts: preview.data.contacts,
        maxLengths: preview.data.maxLengths,
        transactional: campaign.type === CAMPAIGN_TYPE.Transactional,
      },
    [preview.data, campaign.type],
  );

  const setMessage = (index: number, message: MessageDraft) =>
    draft && editor.change({ ...draft, messages: draft.messages.map((m, i) => (i === index ? message : m)) });
  const removeMessage = (index: number) =>
    draft && editor.change({ ...draft, messages: draft.messages.filter((_m, i) => i !== index) });

  return (
    <StepSection
      number={2}
      title="Messages"
      description="What the campaign sends. Only active messages are sent."
      editor={editor}
      locked={locked}
      placeholder="No messages have been written yet."
      addLabel="Add messages"
      summary={
        campaign.messages && (
          <MessagesSummary saved={campaign.messages} shortUrlHost={shortUrlHost} merge={merge} />
        )
      }
      form={
        draft && (
          <Box sx={{ display: 'grid', gap: 2 }}>
            <TextField
              label="Click URL (optional)"
              value={draft.clickUrl}
              onChange={(event) => editor.change({ ...draft, clickUrl: event.target.value })}
              error={Boolean(editor.errors.clickUrl)}
              helperText={
                editor.errors.clickUrl ??
                `Where the tracked link leads (http, https or www). Put ${CLICK_URL_VARIABLE} in a message to send it as a short link like ${sampleShortUrl(shortUrlHost)}.`
              }
              placeholder="https://www.example.com/offer"
              slotProps={{ input: { startAdornment: <LinkIcon sx={{ mr: 1, color: 'text.secondary' }} /> } }}
            />
            {editor.errors.messages && (
              <Alert severity="error" role="alert">
                {editor.errors.messages}
              </Alert>
            )}
            {merge && merge.contacts > 0 && (
              <PreviewContactPicker
                position={merge.contact?.position ?? 0}
                contacts={merge.contacts}
                cellphone={merge.contact?.cellphone ?? null}
                onChange={setPosition}
              />
            )}
            {draft.messages.map((message, index) => (
              <MessageField
                key={message.key}
                index={index}
                value={message}
                onChange={(next) => setMessage(index, next)}
                onRemove={() => removeMessage(index)}
                error={editor.errors[`messages.${index}.message`]}
                shortUrlHost={shortUrlHost}
                senderName={senderName}
                merge={merge}
              />
            ))}
            <AbTestFields
              value={draft.abTest}
              messages={draft.messages}
              errors={editor.errors}
              onChange={(abTest) => editor.change({ ...draft, abTest })}
              onMark={(index, abVariant) => setMessage(index, { ...draft.messages[index]!, abVariant })}
            />
            <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
              <Button
                startIcon={<AddIcon />}
                onClick={() => editor.change({ ...draft, messages: [...draft.messages, blankMessage()] })}
              >
                Add message
              </Button>
              <AiWriterButton
                campaignId={campaign.id}
                room={MAX_MESSAGES - written(draft).length}
                shortUrlHost={shortUrlHost}
                onAdd={(texts) =>
                  editor.change({
                    ...draft,
                    messages: [
                      ...written(draft),
                      ...texts.map((message) => ({ ...blankMessage(), message })),
                    ],
                  })
                }
              />
            </Box>
          </Box>
        )
      }
    />
  );
}

/**
 * How many SMS a saved message sends: as the previewed contact receives it (the editor's counter), and the
 * most over the audience when the merge fields can make it longer.
 */
function smsCount(message: string, merge: MergeContext | undefined, shortUrlHost: string): string {
  const views = mergeViews(message, merge, (text) => expandClickUrl(text, shortUrlHost));
  const received = countSms(views.received).parts;
  const longest = countSms(views.longest).parts;
  return views.hasFields && longest > received ? `${received} SMS, up to ${longest} SMS` : `${received} SMS`;
}

function MessagesSummary({
  saved,
  shortUrlHost,
  merge,
}: {
  saved: SavedMessages;
  shortUrlHost: string;
  merge: MergeContext | undefined;
}) {
  return (
    <Box sx={{ display: 'grid', gap: 1.5 }}>
      {saved.messages.length === 0 && <Typography color="text.secondary">No messages.</Typography>}
      {saved.messages.map((message, index) => (
        <Box
          key={message.id}
          sx={{ display: 'flex', gap: 1.5, alignItems: 'flex-start', opacity: message.active ? 1 : 0.65 }}
        >
          <Chip
            size="small"
            label={message.active ? 'Active' : 'Inactive'}
            color={message.active ? 'success' : 'default'}
            variant={message.active ? 'filled' : 'outlined'}
            sx={{ mt: 0.25, minWidth: 70 }}
          />
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <Typography
              sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }}
              aria-label={`Message ${index + 1}`}
            >
              {message.message}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {smsCount(message.message, merge, shortUrlHost)}
            </Typography>
          </Box>
        </Box>
      ))}
      <Typography variant="body2" color="text.secondary">
        Click URL: {saved.clickUrl ? <strong>{saved.clickUrl}</strong> : 'none'}
      </Typography>
      {saved.abTest && <AbTestSummary saved={saved} />}
    </Box>
  );
}
