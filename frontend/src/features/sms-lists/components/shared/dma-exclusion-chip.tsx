import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import { DMA_EXCLUSION_LABEL } from '../../utils/list-display';

/** The 'DMA Exclusion' marker of an exclusion list. */
export function DmaExclusionChip() {
  return (
    <Tooltip title="Contacts of this list are left out of DMA processing">
      <Chip
        size="small"
        label={DMA_EXCLUSION_LABEL}
        sx={{ fontWeight: 700, bgcolor: 'rgba(249,115,22,0.14)', color: '#92400e' }}
      />
    </Tooltip>
  );
}
