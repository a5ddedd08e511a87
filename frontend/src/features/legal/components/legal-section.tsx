import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** One numbered section of a legal document. */
export function LegalSection({ heading, children }: { heading: string; children: ReactNode }) {
  return (
    <Box component="section" sx={{ mb: 3 }}>
      <Typography variant="subtitle1" component="h2" sx={{ fontWeight: 600 }} gutterBottom>
        {heading}
      </Typography>
      <Box sx={{ '& p': { mb: 1.5 }, color: 'text.primary' }}>{children}</Box>
    </Box>
  );
}
