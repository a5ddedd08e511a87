import Box from '@mui/material/Box';
import FormControlLabel from '@mui/material/FormControlLabel';
import Switch from '@mui/material/Switch';
import Typography from '@mui/material/Typography';

export const REQUIRE_TLS_LABEL = 'Require TLS';
export const TLS_ON_HELP = "Encrypted; the server's certificate must be valid for this host.";
export const TLS_OFF_HELP = 'Not encrypted: use only for a server on your own network.';

/** The connection string's 'Require TLS' switch, with what it means under it. */
export function RequireTlsSwitch(props: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  disabled: boolean;
}) {
  return (
    <Box sx={{ gridColumn: '1 / -1', mt: -1 }}>
      <FormControlLabel
        control={
          <Switch
            checked={props.checked}
            onChange={(event) => props.onChange(event.target.checked)}
            disabled={props.disabled}
          />
        }
        label={REQUIRE_TLS_LABEL}
      />
      <Typography variant="body2" color="text.secondary" data-testid="tls-help" sx={{ ml: 6, mt: -0.5 }}>
        {props.checked ? TLS_ON_HELP : TLS_OFF_HELP}
      </Typography>
    </Box>
  );
}
