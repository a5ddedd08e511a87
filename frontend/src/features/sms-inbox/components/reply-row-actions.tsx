import BlockOutlined from '@mui/icons-material/BlockOutlined';
import ReplyOutlined from '@mui/icons-material/ReplyOutlined';
import ThumbUpOutlined from '@mui/icons-material/ThumbUpOutlined';
import VisibilityOffOutlined from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlined from '@mui/icons-material/VisibilityOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import type { ReactNode } from 'react';
import type { ReplyAction, ReplyRow } from '@contracts/replies/replies.schemas';

export type RowActionsContext = {
  /** Selected reply ids (Unallocated rows of this page). */
  selected: ReadonlySet<number>;
  busy: boolean;
  onAction: (action: ReplyAction, ids: number[]) => void;
  onRespond: (row: ReplyRow) => void;
};

const ACTIONS: { action: Exclude<ReplyAction, 'unignore'>; label: string; many: string; icon: ReactNode }[] =
  [
    { action: 'lead', label: 'Lead', many: 'Leads', icon: <ThumbUpOutlined fontSize="small" /> },
    { action: 'optout', label: 'Optout', many: 'Optouts', icon: <BlockOutlined fontSize="small" /> },
    { action: 'ignore', label: 'Ignore', many: 'ignored', icon: <VisibilityOffOutlined fontSize="small" /> },
  ];

/**
 * A row's actions (spec 1 §4): an Unallocated reply can be made a Lead or an Optout, or ignored; an ignored
 * one unignored; one not yet responded to answered. With a selection, a selected row's actions apply to
 * every selected reply, and the other rows' actions and Respond are disabled.
 */
export function ReplyRowActions({ row, context }: { row: ReplyRow; context: RowActionsContext }) {
  const { selected, busy } = context;
  const batch = selected.size > 0;
  const inBatch = batch && selected.has(row.id);
  const targets = inBatch ? [...selected] : [row.id];
  const offBatch = batch && !inBatch;
  return (
    <Box
      sx={{
        display: 'flex',
        justifyContent: 'flex-end',
        alignItems: 'center',
        gap: 0.25,
        // Two by two on a phone, so the message keeps the width.
        flexWrap: { xs: 'wrap', sm: 'nowrap' },
        maxWidth: { xs: 76, sm: 'none' },
        ml: 'auto',
      }}
    >
      {row.type === 'Unallocated' &&
        ACTIONS.map(({ action, label, many, icon }) => (
          <ActionButton
            key={action}
            label={label}
            title={
              inBatch && targets.length > 1
                ? `${label}: the ${targets.length} selected replies become ${many}`
                : label === 'Ignore'
                  ? 'Ignore this reply'
                  : `Make this reply a${label === 'Optout' ? 'n' : ''} ${label}`
            }
            icon={icon}
            disabled={busy || offBatch}
            onClick={() => context.onAction(action, targets)}
          />
        ))}
      {row.ignored && (
        <ActionButton
          label="Unignore"
          title="Unignore this reply"
          icon={<VisibilityOutlined fontSize="small" />}
          disabled={busy || batch}
          onClick={() => context.onAction('unignore', [row.id])}
        />
      )}
      {row.responded ? (
        <Chip
          size="small"
          label="Responded"
          variant="outlined"
          sx={{ height: 22, fontSize: 11.5, ml: 0.5 }}
        />
      ) : (
        <ActionButton
          label="Respond"
          title={row.campaignId === null ? 'No campaign to respond through (N/A)' : 'Respond to this reply'}
          icon={<ReplyOutlined fontSize="small" />}
          disabled={busy || batch || row.campaignId === null}
          onClick={() => context.onRespond(row)}
        />
      )}
    </Box>
  );
}

function ActionButton(props: {
  label: string;
  title: string;
  icon: ReactNode;
  disabled: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={props.title}>
      {/* The span keeps the tooltip working while the button is disabled. */}
      <span>
        <IconButton
          size="small"
          sx={{ p: 0.5 }}
          aria-label={props.label}
          disabled={props.disabled}
          onClick={props.onClick}
        >
          {props.icon}
        </IconButton>
      </span>
    </Tooltip>
  );
}
