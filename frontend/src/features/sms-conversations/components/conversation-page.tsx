import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { useEffect, useRef } from 'react';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { CONVERSATION_TEXTS } from '@contracts/conversations/conversations.schemas';
import { PageHeader } from '@/components/ui/page-header';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { errorMessageOf, isApiStatus } from '@/lib/api-error';
import { usePageTitle } from '@/lib/page-title';
import { useConversation } from '../api/conversations';
import { ConversationEventItem } from './conversation-event';
import { ReplyBox } from './reply-box';

/**
 * The conversation with one number (issue 31): everything exchanged with it in this account, oldest at the
 * top and the newest at the bottom like a chat, older events loaded on demand, and the reply box.
 */
export function ConversationPage() {
  const { msisdn = '' } = useParams();
  const state = useConversation(msisdn);
  const { conversation } = state;
  const who = conversation
    ? conversation.contactName
      ? `${conversation.contactName} (${conversation.cellphone})`
      : conversation.cellphone
    : msisdn;
  usePageTitle(`Conversation with ${who}`);

  // The newest event in view: on the first load and when one arrives.
  const scroller = useRef<HTMLDivElement>(null);
  const newestKey = conversation?.events.at(-1)?.key;
  useEffect(() => {
    const box = scroller.current;
    if (box && newestKey) box.scrollTop = box.scrollHeight;
  }, [newestKey]);

  if (isApiStatus(state.error, 400))
    return (
      <>
        <PageHeader title="Conversation" />
        <Alert severity="warning" data-testid="conversation-invalid">
          {state.error.message}
        </Alert>
      </>
    );

  return (
    <>
      <PageHeader
        title={`Conversation with ${conversation?.contactName ?? conversation?.cellphone ?? msisdn}`}
        summary={conversation?.cellphone ?? msisdn}
        summaryTestId="conversation-number"
        gap={2}
        actions={
          <>
            <Button component={RouterLink} to={paths.sms.inbox.path} variant="outlined">
              SMS Inbox
            </Button>
            <Button
              component={RouterLink}
              to={paths.sms.historyCellphone.getHref(conversation?.cellphone ?? msisdn)}
              variant="outlined"
            >
              SMS History
            </Button>
          </>
        }
      />
      <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }}>
        {state.error !== undefined && !conversation && (
          <Alert severity="error">{errorMessageOf(state.error)}</Alert>
        )}
        {!conversation && state.error === undefined && <Spinner />}
        {conversation && (
          <>
            <Box
              ref={scroller}
              tabIndex={0}
              role="region"
              aria-label={`Messages with ${who}`}
              sx={{
                maxHeight: { xs: '60vh', sm: 'calc(100vh - 380px)' },
                minHeight: 160,
                overflowY: 'auto',
                pr: 0.5,
                pb: 1,
              }}
            >
              {state.hasOlder && (
                <Box sx={{ textAlign: 'center', mb: 1 }}>
                  <Button size="small" onClick={() => void state.loadOlder()} disabled={state.loadingOlder}>
                    {state.loadingOlder ? 'Loading older messages' : 'Load older messages'}
                  </Button>
                  {state.olderError && <Alert severity="error">{state.olderError}</Alert>}
                </Box>
              )}
              {state.events.length === 0 ? (
                <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
                  {CONVERSATION_TEXTS.empty}
                </Typography>
              ) : (
                <Box
                  component="ol"
                  data-testid="conversation"
                  sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}
                >
                  {state.events.map((event) => (
                    <ConversationEventItem key={event.key} event={event} />
                  ))}
                </Box>
              )}
            </Box>
            <ReplyBox conversation={conversation} onSent={() => void state.refresh()} />
          </>
        )}
      </Paper>
    </>
  );
}
