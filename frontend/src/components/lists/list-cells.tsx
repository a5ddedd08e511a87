import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { Theme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';
import { RowButtonAction } from '@/components/ui/row-actions';
import { DMA_EXCLUSION_LABEL, listStatusLabel } from './list-display';

/** What a list's name cell shows. */
export type NamedListRow = { name: string; newProcess: boolean; exclusionList: boolean };

/**
 * The name with its markers: an asterisk for a new-process list, a 'DMA Exclusion' label; `narrowDetails`
 * (what narrow screens' hidden columns held) under them on narrow screens.
 */
export function ListNameCell({ row, narrowDetails }: { row: NamedListRow; narrowDetails?: ReactNode }) {
  const narrow = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  return (
    <Box sx={{ minWidth: { xs: 110, md: 170 } }}>
      <Typography
        component="span"
        sx={{ fontWeight: 600, fontSize: 'inherit', wordBreak: 'break-word' }}
        data-testid="list-name"
      >
        {row.name}
      </Typography>
      {row.newProcess && (
        <Tooltip title="New process list">
          <Typography
            component="span"
            color="secondary.main"
            sx={{ fontWeight: 700, ml: 0.25 }}
            data-testid="new-process"
          >
            *
          </Typography>
        </Tooltip>
      )}
      {row.exclusionList && (
        <Box sx={{ mt: 0.5 }}>
          <Chip
            size="small"
            label={DMA_EXCLUSION_LABEL}
            sx={{
              height: 20,
              fontSize: 11,
              fontWeight: 700,
              bgcolor: 'rgba(249,115,22,0.14)',
              color: '#92400e',
            }}
          />
        </Box>
      )}
      {narrow && narrowDetails && (
        <Box sx={{ mt: 0.5, display: 'grid', gap: 0.5, justifyItems: 'start' }}>{narrowDetails}</Box>
      )}
    </Box>
  );
}

const STATUS_COLOR = { 0: 'default', 1: 'info', 2: 'success' } as const;

/** The list's status as a chip: Queued outlined, Processing... blue, Completed green. */
export function ListStatusChip({ status, testId }: { status: number; testId?: string }) {
  const color = STATUS_COLOR[status as 0 | 1 | 2] ?? 'default';
  return (
    <Chip
      size="small"
      label={listStatusLabel(status)}
      color={color}
      variant={color === 'default' ? 'outlined' : 'filled'}
      sx={{ fontWeight: 600, height: 22, fontSize: 11.5 }}
      data-testid={testId}
    />
  );
}

/** The Delete row action of a list named `name`. */
export function RowDeleteAction({ name, onClick }: { name: string; onClick: () => void }) {
  return (
    <RowButtonAction
      title="Delete"
      label={`Delete ${name}`}
      icon={<DeleteOutlined fontSize="small" />}
      onClick={onClick}
    />
  );
}
