import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { strengthColour, strengthPercent } from '@contracts/sign-up/sign-up.schemas';

const WORDS = ['Very weak', 'Weak', 'Fair', 'Strong', 'Very strong'];
const PALETTE = { red: 'error', amber: 'warning', green: 'success' } as const;

/** The password strength bar (spec 3 §5): 10% at score 0, else 25% a point; red, amber, green. */
export function StrengthBar({ score }: { score: number }) {
  const colour = strengthColour(score);
  const percent = strengthPercent(score);
  return (
    <Box>
      <LinearProgress
        variant="determinate"
        value={percent}
        color={PALETTE[colour]}
        aria-label="Password strength"
        aria-valuetext={`${WORDS[score] ?? ''} (${percent}%)`}
        data-colour={colour}
        data-percent={percent}
        sx={{ height: 8, borderRadius: 4 }}
      />
      <Typography variant="body2" color="text.secondary" sx={{ mt: 0.5 }}>
        Password strength: {WORDS[score]}
      </Typography>
    </Box>
  );
}
