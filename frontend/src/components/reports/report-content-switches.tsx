import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';

export type ReportContent = { includeMessage: boolean; includeCustomFields: boolean };

/** A cross-campaign report's 'Include Message' and 'Include Custom Fields' switches. */
export function ReportContentSwitches({
  value,
  onChange,
  disabled,
}: {
  value: ReportContent;
  onChange: (patch: Partial<ReportContent>) => void;
  disabled: boolean;
}) {
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2 }}>
      <FormControlLabel
        control={
          <Switch
            checked={value.includeMessage}
            onChange={(event) => onChange({ includeMessage: event.target.checked })}
            disabled={disabled}
          />
        }
        label="Include Message"
      />
      <FormControlLabel
        control={
          <Switch
            checked={value.includeCustomFields}
            onChange={(event) => onChange({ includeCustomFields: event.target.checked })}
            disabled={disabled}
          />
        }
        label="Include Custom Fields"
      />
    </Box>
  );
}
