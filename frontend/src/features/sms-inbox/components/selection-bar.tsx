import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** While replies are selected: how many, that a selected row's actions apply to all, and a way out. */
export function SelectionBar({ count, onClear }: { count: number; onClear: () => void }) {
  return (
    <Box
      role="status"
      sx={{
        px: 2,
        py: 1,
        display: 'flex',
        gap: 2,
        alignItems: 'center',
        flexWrap: 'wrap',
        bgcolor: 'rgba(25, 118, 210, 0.06)',
        borderBottom: 1,
        borderColor: 'divider',
      }}
    >
      <Typography variant="body2" sx={{ fontWeight: 600 }} data-testid="selection-count">
        {count === 1 ? '1 reply selected' : `${count} replies selected`}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ flex: '1 1 240px' }}>
        The Lead, Optout and Ignore buttons of a selected row apply to all of them.
      </Typography>
      <Button size="small" onClick={onClear}>
        Clear selection
      </Button>
    </Box>
  );
}
