import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Spinner } from '@/components/ui/spinner';
import { paths } from '@/config/paths';
import { defaultCountryOf, useUserSettings } from '@/lib/user-settings';

/** The New SMS List and Import SMS Contacts wizards' breadcrumbs and title. */
export function WizardHeader({ title, current }: { title: string; current: string }) {
  return (
    <>
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to={paths.sms.lists.getHref()}>
          SMS Lists
        </Link>
        <Typography color="text.primary">{current}</Typography>
      </Breadcrumbs>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
    </>
  );
}

/** The user's settings decide the country field and its default; a failure falls back to no field and ZA. */
export function WithUserSettings({
  children,
}: {
  children: (showCountry: boolean, defaultCountry: string) => ReactNode;
}) {
  const settings = useUserSettings();
  if (settings.isLoading) return <Spinner label="Loading" />;
  return <>{children(settings.data?.allowInternationalisation ?? false, defaultCountryOf(settings.data))}</>;
}
