import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The create and import email list wizards' breadcrumbs and title. */
export function EmailWizardHeader({ title, current }: { title: string; current: string }) {
  return (
    <>
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to={paths.email.lists.getHref()}>
          Email Lists
        </Link>
        <Typography color="text.primary">{current}</Typography>
      </Breadcrumbs>
      <Typography variant="h1" sx={{ mb: 3 }}>
        {title}
      </Typography>
    </>
  );
}
