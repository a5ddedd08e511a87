import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { isApiStatus } from '@/lib/api-error';
import { useHistoryPanel } from '../api/history';
import { ConsentRecordBlock } from './consent-record';
import { HistoryPanel } from './history-panel';
import {
  callbackColumns,
  clickColumns,
  deliveryReportColumns,
  listColumns,
  messageColumns,
  replyColumns,
} from './panel-columns';

/** The six panels for one number, each filled by its own call as it answers. */
export function CellphoneHistoryResults({ cellphone, global }: { cellphone: string; global: boolean }) {
  const [messagesPage, setMessagesPage] = useState(1);
  const [reportsPage, setReportsPage] = useState(1);
  const lists = useHistoryPanel('lists', cellphone, global);
  const messages = useHistoryPanel('messages', cellphone, global, messagesPage);
  const reports = useHistoryPanel('deliveryReports', cellphone, global, reportsPage);
  const replies = useHistoryPanel('replies', cellphone, global);
  const callbacks = useHistoryPanel('callbacks', cellphone, global);
  const clicks = useHistoryPanel('clicks', cellphone, global);

  // Every call answers 400 for a number that is not valid: say it once, instead of six panels.
  if (isApiStatus(lists.error, 400)) {
    return (
      <Alert severity="warning" data-testid="history-invalid-cellphone">
        {lists.error.message}
      </Alert>
    );
  }
  const looked = lists.data ?? messages.data ?? replies.data;
  return (
    <>
      {looked && (
        <Box sx={{ mb: 2, display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2 }}>
          <Typography data-testid="history-cellphone">
            History of <strong>{looked.cellphone}</strong>
            {global ? ' in every account' : ''}
          </Typography>
          {/* The conversation is the caller's account's (issue 31): everything exchanged, and a reply box. */}
          {!global && (
            <Button
              component={RouterLink}
              to={paths.sms.conversation.getHref(looked.cellphone)}
              variant="outlined"
              size="small"
              startIcon={<ForumOutlined />}
            >
              Open conversation
            </Button>
          )}
        </Box>
      )}
      <HistoryPanel name="lists" state={lists} columns={listColumns(global)} getRowKey={(r) => `${r.id}`}>
        {/* The consent record is the caller's account's (the administrators' global view has none). */}
        {!global && <ConsentRecordBlock cellphone={cellphone} />}
      </HistoryPanel>
      <HistoryPanel
        name="messages"
        state={messages}
        columns={messageColumns(global)}
        getRowKey={(r) => r.id}
        paging={{ page: messagesPage, onPageChange: setMessagesPage }}
      />
      <HistoryPanel
        name="deliveryReports"
        state={reports}
        columns={deliveryReportColumns(global)}
        getRowKey={(r) => r.id}
        paging={{ page: reportsPage, onPageChange: setReportsPage }}
      />
      <HistoryPanel name="replies" state={replies} columns={replyColumns(global)} getRowKey={(r) => r.id} />
      <HistoryPanel
        name="callbacks"
        state={callbacks}
        columns={callbackColumns(global)}
        getRowKey={(r) => r.id}
      />
      <HistoryPanel
        name="clicks"
        state={clicks}
        columns={clickColumns(global)}
        getRowKey={(r) => `${r.account ?? ''} ${r.campaignId} ${r.url}`}
      />
    </>
  );
}
