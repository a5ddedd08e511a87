import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

/** The DMA pages' heading: a way back to SMS Lists, the title and a line saying what the page is for. */
export function DmaPageHeader({ title, crumb, intro }: { title: string; crumb: string; intro: ReactNode }) {
  return (
    <>
      <Breadcrumbs sx={{ mb: 1 }}>
        <Link component={RouterLink} to={paths.sms.lists.getHref()}>
          SMS Lists
        </Link>
        <Typography color="text.primary">{crumb}</Typography>
      </Breadcrumbs>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3, maxWidth: 760 }}>
        {intro}
      </Typography>
    </>
  );
}
