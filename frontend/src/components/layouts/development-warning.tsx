import Alert from '@mui/material/Alert';
import { usePublicSettings } from '@/lib/public-settings';

export const DEVELOPMENT_WARNING =
  'Warning: This is a development version of the product. Do not use this version for sending real campaigns!';

/** The auth layout's warning, shown when the server reports a development version. */
export function DevelopmentWarning() {
  const { settings } = usePublicSettings();
  if (!settings?.developmentVersion) return null;
  return (
    <Alert severity="warning" variant="outlined" role="note" sx={{ mb: 3, bgcolor: 'background.paper' }}>
      {DEVELOPMENT_WARNING}
    </Alert>
  );
}
