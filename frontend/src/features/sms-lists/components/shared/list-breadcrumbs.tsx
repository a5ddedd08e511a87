import Breadcrumbs from '@mui/material/Breadcrumbs';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import type { SmsListRow } from '@contracts/lists/lists.schemas';
import { paths } from '@/config/paths';

export type ListBreadcrumbsProps = {
  list: Pick<SmsListRow, 'id' | 'name'>;
  /** The screen under the list (Edit, Contacts); none on the list's stats page. */
  current?: string;
};

/** SMS Lists / {list} / {current}: the list's name links to its stats unless that is this page. */
export function ListBreadcrumbs({ list, current }: ListBreadcrumbsProps) {
  return (
    <Breadcrumbs sx={{ mb: 1 }} aria-label="Breadcrumb">
      <Link component={RouterLink} to={paths.sms.lists.getHref()}>
        SMS Lists
      </Link>
      {current ? (
        <Link
          component={RouterLink}
          to={paths.sms.listStats.getHref(list.id)}
          sx={{ wordBreak: 'break-word' }}
        >
          {list.name}
        </Link>
      ) : (
        <Typography color="text.primary" sx={{ wordBreak: 'break-word' }}>
          {list.name}
        </Typography>
      )}
      {current && <Typography color="text.primary">{current}</Typography>}
    </Breadcrumbs>
  );
}
