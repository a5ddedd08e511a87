import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import type { SalesImportResult } from '@contracts/sales-data/sales-data.schemas';
import { countText } from '@/lib/format';

const FIGURES: { key: keyof SalesImportResult; label: string; help: string }[] = [
  { key: 'imported', label: 'Imported', help: 'sales stored' },
  { key: 'matched', label: 'Matched', help: 'sales of leads of this campaign' },
  { key: 'duplicate', label: 'Duplicate', help: 'already in the file or imported before' },
  { key: 'invalid', label: 'Invalid', help: 'bad cellphone, amount or date' },
];

/** Import Result: imported, matched, duplicate and invalid; Close ends the wizard. */
export function SalesResultStep({
  result,
  onClose,
}: {
  result: SalesImportResult | null;
  onClose: () => void;
}) {
  return (
    <>
      <Box
        sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', sm: 'repeat(4, 1fr)' }, gap: 1.5 }}
        data-testid="sales-import-result"
      >
        {FIGURES.map((f) => (
          <Paper key={f.key} variant="outlined" sx={{ p: 2 }}>
            <Typography variant="body2" color="text.secondary">
              {f.label}
            </Typography>
            <Typography sx={{ fontSize: 28, fontWeight: 600 }} data-testid={`sales-result-${f.key}`}>
              {countText(result?.[f.key] ?? 0)}
            </Typography>
            <Typography variant="caption" color="text.secondary">
              {f.help}
            </Typography>
          </Paper>
        ))}
      </Box>
      <Box
        sx={{
          display: 'flex',
          justifyContent: 'flex-end',
          mt: 3,
          pt: 2,
          borderTop: 1,
          borderColor: 'divider',
        }}
      >
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </Box>
    </>
  );
}
