import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';

const withQuery = (path: string, query: Record<string, string>) =>
  `${path}?${new URLSearchParams(query).toString()}`;

/** Links into the detailed screens, for the shown period where the screen takes one. */
export function ReportLinks({ from, to }: { from: string; to: string }) {
  const links: [string, string, string][] = [
    [
      'Monthly Overview By Campaign',
      paths.sms.monthlyOverview.getHref(Number(from.slice(0, 4)), Number(from.slice(5, 7))),
      `each campaign for the month of the period's start`,
    ],
    [
      'Daily Overview By Campaign',
      withQuery(paths.sms.dailyOverview.path, { date: from, endDate: to }),
      'each campaign over these days',
    ],
    [
      'SMS Overview By Category',
      withQuery(paths.sms.categoryOverview.path, { mode: 'range', from, to }),
      'your campaigns grouped by category over these days',
    ],
    [
      'Cross-Campaign Report',
      paths.sms.crossCampaignReport.path,
      'every message of a period with its disposition, e-mailed',
    ],
  ];
  return (
    <Box component="nav" aria-labelledby="report-links-title" sx={{ mb: 3 }}>
      <Typography variant="h2" id="report-links-title" sx={{ fontSize: 18, mb: 1 }}>
        Detailed reports
      </Typography>
      <Box component="ul" sx={{ m: 0, pl: 2.5, '& li': { mb: 0.5 } }}>
        {links.map(([title, href, what]) => (
          <li key={title}>
            <Link component={RouterLink} to={href}>
              {title}
            </Link>
            <Typography component="span" variant="body2" color="text.secondary">
              {' '}
              — {what}
            </Typography>
          </li>
        ))}
      </Box>
    </Box>
  );
}
