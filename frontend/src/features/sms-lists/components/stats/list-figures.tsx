import BlockOutlined from '@mui/icons-material/BlockOutlined';
import GavelOutlined from '@mui/icons-material/GavelOutlined';
import PeopleOutlined from '@mui/icons-material/PeopleOutlined';
import Box from '@mui/material/Box';
import type { SmsListRow } from '@contracts/lists/lists.schemas';
import { countText } from '../../utils/list-display';
import { FigureCard } from '@/components/ui/figure-card';

/** '1.0% of contacts'; nothing for an empty list. */
export function shareText(part: number, contacts: number): string | undefined {
  if (contacts <= 0) return undefined;
  return `${((part / contacts) * 100).toFixed(1)}% of contacts`;
}

/** Contacts, optouts and DMA optouts of a list, as cards. */
export function ListFigures({ list }: { list: SmsListRow }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
        gap: { xs: 1, sm: 2 },
      }}
    >
      <FigureCard
        label="Contacts"
        testId="figure-contacts-value"
        value={countText(list.contacts)}
        note="Unique cellphone numbers"
        icon={<PeopleOutlined />}
        tone="#4338ca"
      />
      <FigureCard
        label="Optouts"
        testId="figure-optouts-value"
        value={countText(list.optouts)}
        note={shareText(list.optouts, list.contacts)}
        icon={<BlockOutlined />}
        tone="#c62828"
      />
      <FigureCard
        label="DMA Optouts"
        testId="figure-dma-optouts-value"
        value={countText(list.dmaOptouts)}
        note={shareText(list.dmaOptouts, list.contacts)}
        icon={<GavelOutlined />}
        tone="#b45309"
      />
    </Box>
  );
}
