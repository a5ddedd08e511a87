import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { alpha } from '@mui/material/styles';
import type { ConversationEvent } from '@contracts/conversations/conversations.schemas';
import { dateTimeText } from '@/lib/format';

const clicksText = (n: number) => (n === 1 ? '1 click' : `${n} clicks`);

/** How a message was sent, when it was not a campaign's or the partner API's ordinary send. */
const SOURCE_LABEL: Record<string, string> = {
  Test: 'Test send',
  OptoutConfirmation: 'Opt-out confirmation',
};

/** What the line above a message says: who and what, in the inbox's and history's words. */
function headline(event: ConversationEvent): string {
  switch (event.kind) {
    case 'Sent':
      return [SOURCE_LABEL[event.source ?? ''], event.campaignName, event.status].filter(Boolean).join(' · ');
    case 'Response':
      return ['Response', event.campaignName, event.status].filter(Boolean).join(' · ');
    case 'Reply':
      return [
        `Reply · ${event.replyType ?? 'Unallocated'}`,
        event.keyword ? `keyword ${event.keyword}` : null,
        event.campaignName ?? 'N/A',
      ]
        .filter(Boolean)
        .join(' · ');
    default:
      return '';
  }
}

/** A click or an opt-out: a line across the conversation, not a message. */
function Notice({ event }: { event: ConversationEvent }) {
  return (
    <Box
      component="li"
      sx={{ textAlign: 'center', py: 0.5 }}
      data-testid="conversation-event"
      data-kind={event.kind}
    >
      <Typography variant="body2" color="text.secondary" sx={{ wordBreak: 'break-word' }}>
        {event.kind === 'Click' ? (
          <>
            Opened{' '}
            <Link href={event.url ?? undefined} target="_blank" rel="noopener noreferrer">
              {event.url}
            </Link>{' '}
            ({clicksText(event.clicks ?? 1)}) · {event.campaignName}
          </>
        ) : event.optoutList === 'Dma' ? (
          <strong>On your DMA opt-out list</strong>
        ) : (
          <strong>Opted out of your messages</strong>
        )}{' '}
        · {dateTimeText(event.at)}
      </Typography>
    </Box>
  );
}

/** One event of the conversation: messages to the number on the right, its replies on the left. */
export function ConversationEventItem({ event }: { event: ConversationEvent }) {
  if (event.kind === 'Click' || event.kind === 'Optout') return <Notice event={event} />;
  const outgoing = event.kind !== 'Reply';
  return (
    <Box
      component="li"
      data-testid="conversation-event"
      data-kind={event.kind}
      sx={{ display: 'flex', justifyContent: outgoing ? 'flex-end' : 'flex-start' }}
    >
      <Box
        sx={(theme) => ({
          maxWidth: { xs: '88%', sm: '70%' },
          px: 1.5,
          py: 1,
          borderRadius: 2,
          borderTopRightRadius: outgoing ? 4 : undefined,
          borderTopLeftRadius: outgoing ? undefined : 4,
          bgcolor: outgoing
            ? alpha(theme.palette.primary.main, event.kind === 'Response' ? 0.16 : 0.08)
            : theme.palette.grey[100],
          border: `1px solid ${theme.palette.divider}`,
        })}
      >
        <Typography variant="caption" color="text.secondary" component="p" sx={{ fontWeight: 600 }}>
          {headline(event)}
        </Typography>
        <Typography sx={{ whiteSpace: 'pre-wrap', wordBreak: 'break-word' }} data-testid="conversation-body">
          {event.body}
        </Typography>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'right' }}>
          {dateTimeText(event.at)}
        </Typography>
      </Box>
    </Box>
  );
}
