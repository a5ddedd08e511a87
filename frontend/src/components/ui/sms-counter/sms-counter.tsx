import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { counterLevel, countSms } from '@contracts/platform/sms/sms-segments';

const LEVEL_COLOR = { normal: 'text.secondary', warning: 'warning.dark', error: 'error.main' } as const;

/** The live counter of a message: characters left in the current part and the SMS count. */
export function SmsCounter({ text }: { text: string }) {
  const count = countSms(text);
  const level = counterLevel(count);
  const unit = count.remaining === 1 ? 'character' : 'characters';
  return (
    <Box
      aria-live="polite"
      data-level={level}
      data-testid="sms-counter"
      sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap', justifyContent: 'flex-end' }}
    >
      {count.encoding === 'UCS-2' && (
        <Tooltip title="A character outside the GSM alphabet (such as an emoji or curly quote) makes this a Unicode message: 70 characters fit in one SMS, 67 per part when split.">
          <Chip size="small" variant="outlined" color="warning" label="Unicode" tabIndex={0} />
        </Tooltip>
      )}
      <Typography
        variant="body2"
        sx={{ color: LEVEL_COLOR[level], fontWeight: level === 'normal' ? 400 : 700 }}
      >
        {count.remaining} {unit} left
      </Typography>
      <Typography variant="body2" color="text.secondary">
        ·
      </Typography>
      <Typography variant="body2" sx={{ fontWeight: 600 }}>
        {count.parts} SMS
      </Typography>
    </Box>
  );
}
