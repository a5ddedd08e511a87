import Box from '@mui/material/Box';
import ForumOutlined from '@mui/icons-material/ForumOutlined';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Link from '@mui/material/Link';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { Link as RouterLink } from 'react-router-dom';
import type { ReplyRow } from '@contracts/replies/replies.schemas';
import type { SortableColumn } from '@/components/ui/sortable-table';
import { paths } from '@/config/paths';
import { dateTimeText } from '@/lib/format';
import { isSelectable, NO_CAMPAIGN, TYPE_CHIP } from '../utils/reply-display';
import { ReplyRowActions, type RowActionsContext } from './reply-row-actions';

export type ReplyColumnsContext = RowActionsContext & {
  rows: readonly ReplyRow[];
  onSelect: (ids: Set<number>) => void;
};

function SelectAll({ context }: { context: ReplyColumnsContext }) {
  const selectable = context.rows.filter(isSelectable).map((r) => r.id);
  const chosen = selectable.filter((id) => context.selected.has(id)).length;
  return (
    <Checkbox
      size="small"
      sx={{ p: 0.5 }}
      checked={selectable.length > 0 && chosen === selectable.length}
      indeterminate={chosen > 0 && chosen < selectable.length}
      disabled={!selectable.length || context.busy}
      onChange={(event) => context.onSelect(new Set(event.target.checked ? selectable : []))}
      slotProps={{ input: { 'aria-label': 'Select all Unallocated replies on this page' } }}
    />
  );
}

function SelectRow({ row, context }: { row: ReplyRow; context: ReplyColumnsContext }) {
  const toggle = (on: boolean) => {
    const next = new Set(context.selected);
    if (on) next.add(row.id);
    else next.delete(row.id);
    context.onSelect(next);
  };
  return (
    <Checkbox
      size="small"
      sx={{ p: 0.5 }}
      checked={context.selected.has(row.id)}
      disabled={!isSelectable(row) || context.busy}
      onChange={(event) => toggle(event.target.checked)}
      slotProps={{ input: { 'aria-label': `Select the reply from ${row.from}` } }}
    />
  );
}

function TypeChip({ row }: { row: ReplyRow }) {
  const chip = TYPE_CHIP[row.type];
  return (
    <Chip
      size="small"
      label={row.type}
      color={chip.color}
      variant={chip.outlined ? 'outlined' : 'filled'}
      sx={{
        fontWeight: 600,
        height: 22,
        fontSize: 11.5,
        ...(chip.dark ? { color: 'info.dark', borderColor: 'info.dark' } : {}),
      }}
    />
  );
}

/** The conversation with the reply's number (issue 31): everything exchanged with it, and a reply box. */
function ConversationLink({ row }: { row: ReplyRow }) {
  return (
    <Tooltip title="Conversation">
      <IconButton
        component={RouterLink}
        to={paths.sms.conversation.getHref(row.from)}
        size="small"
        aria-label={`Conversation with ${row.from}`}
        sx={{ p: 0.25 }}
      >
        <ForumOutlined fontSize="small" />
      </IconButton>
    </Tooltip>
  );
}

/**
 * The From number (a link to its history when there is a campaign) and the conversation with it; on a
 * phone also the date and type.
 */
function FromCell({ row }: { row: ReplyRow }) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  const number = (
    <Box
      component="span"
      sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, whiteSpace: 'nowrap' }}
    >
      {row.campaignId === null ? (
        row.from
      ) : (
        <Link component={RouterLink} to={paths.sms.searchHistoryFor.getHref(row.from)}>
          {row.from}
        </Link>
      )}
      <ConversationLink row={row} />
    </Box>
  );
  if (!narrow) return number;
  return (
    <Box sx={{ display: 'grid', gap: 0.5, justifyItems: 'start' }}>
      {number}
      <Typography variant="caption" color="text.secondary">
        {dateTimeText(row.dateReceived)}
      </Typography>
      <TypeChip row={row} />
    </Box>
  );
}

/** Spec 1 §2.8 columns; the server sorts by date, campaign, from, keyword and type. */
export function replyColumns(context: ReplyColumnsContext): SortableColumn<ReplyRow>[] {
  return [
    {
      field: 'select',
      header: <SelectAll context={context} />,
      width: 36,
      render: (row) => <SelectRow row={row} context={context} />,
    },
    {
      field: 'date',
      header: 'Date Received',
      sortable: true,
      hideBelow: 'sm',
      width: 96,
      wrapHeader: true,
      render: (row) => dateTimeText(row.dateReceived),
    },
    {
      field: 'campaign',
      header: 'SMS Campaign',
      sortable: true,
      hideBelow: 'sm',
      render: (row) =>
        row.campaignId === null ? (
          <Typography component="span" color="text.secondary" sx={{ fontSize: 'inherit' }}>
            {NO_CAMPAIGN}
          </Typography>
        ) : (
          <Link component={RouterLink} to={paths.sms.inboxCampaignStatus.getHref(row.campaignId)}>
            {row.campaignName ?? `Campaign ${row.campaignId}`}
          </Link>
        ),
    },
    {
      field: 'from',
      header: 'From',
      sortable: true,
      render: (row) => <FromCell row={row} />,
    },
    {
      field: 'message',
      header: 'Message',
      render: (row) => (
        <Box
          sx={{
            minWidth: { xs: 110, sm: 160 },
            maxWidth: 420,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
          }}
        >
          {row.message}
        </Box>
      ),
    },
    { field: 'keyword', header: 'Keyword', sortable: true, hideBelow: 'md' },
    {
      field: 'type',
      header: 'Type',
      sortable: true,
      hideBelow: 'sm',
      render: (row) => <TypeChip row={row} />,
    },
    {
      field: 'actions',
      header: 'Actions',
      align: 'right',
      sticky: 'right',
      render: (row) => <ReplyRowActions row={row} context={context} />,
    },
  ];
}
