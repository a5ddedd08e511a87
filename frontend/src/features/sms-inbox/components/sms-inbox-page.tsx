import FileDownloadOutlined from '@mui/icons-material/FileDownloadOutlined';
import KeyOutlined from '@mui/icons-material/KeyOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useMemo, useState } from 'react';
import {
  EMPTY_REPLIES_TEXT,
  INBOX_BANNER,
  NUMBER_OF_REPLIES,
  REPLY_PAGE_SIZE,
  type ReplyAction,
  type ReplyRow,
} from '@contracts/replies/replies.schemas';
import { useNotify } from '@/components/ui/notifications';
import { PageHeader } from '@/components/ui/page-header';
import { ListPanel } from '@/components/ui/list-panel';
import { SortableTable } from '@/components/ui/sortable-table';
import { errorMessageOf } from '@/lib/api-error';
import { countText } from '@/lib/format';
import type { KeywordKindPath } from '../api/keywords';
import { runReplyAction, useReloadReplies, useReplies } from '../api/replies';
import { actionDoneText } from '../utils/reply-display';
import { DownloadDialog } from './download-dialog';
import { InboxFilters } from './inbox-filters';
import { KEYWORDS_TITLE, KeywordsDialog } from './keywords-dialog';
import { replyColumns } from './reply-columns';
import { RespondDialog } from './respond-dialog';
import { SelectionBar } from './selection-bar';
import { useInboxState } from './use-inbox-state';

type OpenDialog =
  { kind: 'keywords'; which: KeywordKindPath } | { kind: 'download' } | { kind: 'respond'; row: ReplyRow };

/** The SMS Inbox (spec 1 §2.8, §4). */
export function SmsInboxPage() {
  const notify = useNotify();
  const state = useInboxState();
  const list = useReplies(state.request);
  const reloadReplies = useReloadReplies();
  const [dialog, setDialog] = useState<OpenDialog | null>(null);
  const [busy, setBusy] = useState(false);

  const rows = useMemo(() => list.data?.rows ?? [], [list.data]);
  const { page, setPage, selected, setSelected, clearSelection } = state;

  /** Spec 1 §4: after an action the list reloads on the same page and the selection is cleared. */
  const reload = async () => {
    clearSelection();
    await reloadReplies().catch(() => undefined);
  };

  const act = async (action: ReplyAction, ids: number[]) => {
    setBusy(true);
    try {
      const { changed } = await runReplyAction(action, ids);
      notify.success(actionDoneText(action, changed));
    } catch (error) {
      notify.error(errorMessageOf(error));
    }
    await reload();
    setBusy(false);
  };

  const columns = replyColumns({
    rows,
    selected,
    busy,
    onSelect: setSelected,
    onAction: (action, ids) => void act(action, ids),
    onRespond: (row) => setDialog({ kind: 'respond', row }),
  });

  return (
    <>
      <PageHeader
        title="SMS Inbox"
        summary={`${NUMBER_OF_REPLIES}: ${list.data ? countText(list.data.totalRows) : '…'}`}
        summaryTestId="reply-count"
        gap={2}
        actions={
          <>
            {(['lead', 'optout'] as const).map((which) => (
              <Button
                key={which}
                variant="outlined"
                startIcon={<KeyOutlined />}
                onClick={() => setDialog({ kind: 'keywords', which })}
              >
                {KEYWORDS_TITLE[which]}
              </Button>
            ))}
            <Button
              variant="contained"
              startIcon={<FileDownloadOutlined />}
              onClick={() => setDialog({ kind: 'download' })}
            >
              Download
            </Button>
          </>
        }
      />
      <Alert severity="info" sx={{ mb: 2 }}>
        {INBOX_BANNER}
      </Alert>

      <ListPanel
        filters={<InboxFilters state={state} />}
        firstCellPaddingLeft={1.5}
        banner={selected.size > 0 && <SelectionBar count={selected.size} onClear={clearSelection} />}
        error={list.error}
        loading={list.isLoading}
        onRetry={() => void list.mutate()}
        paging={{ page, totalRows: list.data?.totalRows, pageSize: REPLY_PAGE_SIZE, onPageChange: setPage }}
      >
        <SortableTable
          label="SMS replies"
          columns={columns}
          rows={rows}
          getRowKey={(row) => row.id}
          sort={state.sort}
          onSortChange={state.setSort}
          emptyText={EMPTY_REPLIES_TEXT}
          loading={list.isLoading || list.isValidating}
        />
      </ListPanel>

      {dialog?.kind === 'keywords' && (
        <KeywordsDialog
          kind={dialog.which}
          onClose={() => setDialog(null)}
          onSaved={() => {
            notify.success(`${KEYWORDS_TITLE[dialog.which]} saved.`);
            setDialog(null);
          }}
        />
      )}
      {dialog?.kind === 'download' && <DownloadDialog onClose={() => setDialog(null)} />}
      {dialog?.kind === 'respond' && (
        <RespondDialog
          reply={dialog.row}
          onClose={() => setDialog(null)}
          onSent={() => {
            notify.success(`Response queued for sending to ${dialog.row.from}.`);
            setDialog(null);
            void reload();
          }}
        />
      )}
    </>
  );
}
