import Typography from '@mui/material/Typography';
import { OVERVIEW_TEXTS } from '@contracts/overviews/overviews.schemas';

/** Spec 2 §2.4: the data is consolidated hourly, and Rebuild may take long. */
export const ConsolidationNote = () => (
  <Typography variant="body2" color="text.secondary" sx={{ mt: 1.5 }} data-testid="consolidation-note">
    {OVERVIEW_TEXTS.consolidationNote}
  </Typography>
);
