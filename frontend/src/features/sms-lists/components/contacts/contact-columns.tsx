import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import type { ListContact } from '@contracts/lists/lists.schemas';
import type { SortableColumn } from '@/components/ui/sortable-table';

export const OPTED_OUT_LABEL = 'Opted out';
export const DMA_OPTED_OUT_LABEL = 'DMA opted out';

const nameOf = (contact: ListContact): string =>
  [contact.firstName, contact.lastName].filter(Boolean).join(' ') || '–';

function OptOutChips({ contact }: { contact: ListContact }) {
  if (!contact.optedOut && !contact.dmaOptedOut) return <>–</>;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 0.5 }}>
      {contact.optedOut && (
        <Chip size="small" label={OPTED_OUT_LABEL} color="error" variant="outlined" sx={{ height: 22 }} />
      )}
      {contact.dmaOptedOut && (
        <Chip
          size="small"
          label={DMA_OPTED_OUT_LABEL}
          color="warning"
          variant="outlined"
          sx={{ height: 22 }}
        />
      )}
    </Box>
  );
}

/** Cellphone, name, email and opt-out flags of a list's contacts. */
export const contactColumns: SortableColumn<ListContact>[] = [
  {
    field: 'cellphone',
    header: 'Cellphone',
    width: 160,
    render: (contact) => (
      <Box
        component="span"
        sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', fontWeight: 600 }}
      >
        {contact.cellphone}
      </Box>
    ),
  },
  { field: 'name', header: 'Name', render: nameOf },
  {
    field: 'email',
    header: 'Email',
    hideBelow: 'md',
    render: (contact) => <Box sx={{ wordBreak: 'break-all' }}>{contact.email || '–'}</Box>,
  },
  {
    field: 'optOuts',
    header: 'Opt-out status',
    width: 220,
    render: (contact) => <OptOutChips contact={contact} />,
  },
];
