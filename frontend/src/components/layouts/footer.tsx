import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { paths } from '@/config/paths';
import { displayNameOf, useCurrentUser } from '@/lib/auth';
import { usePublicSettings } from '@/lib/public-settings';

/** Spec 3 §2.2 footer: corporate name and link, year, support email, registration and VAT numbers, release version, login. */
export function Footer() {
  const { settings } = usePublicSettings();
  const { user } = useCurrentUser();
  const year = new Date().getFullYear();
  const login = user
    ? `Signed in as ${displayNameOf(user)} (${user.email})`
    : user === null
      ? 'Not signed in'
      : '';

  return (
    <Box component="footer" sx={{ py: 3, px: 2, textAlign: 'center', color: 'text.secondary' }}>
      <Typography variant="body2" sx={{ mb: 0.5 }}>
        © {year}{' '}
        {settings?.corporateUrl ? (
          <Link href={settings.corporateUrl} target="_blank" rel="noopener noreferrer">
            {settings.corporateName}
          </Link>
        ) : (
          settings?.corporateName
        )}
        {settings?.supportEmail && (
          <Box component="span" sx={{ display: { xs: 'block', sm: 'inline' } }}>
            <Separator />
            Support: <Link href={`mailto:${settings.supportEmail}`}>{settings.supportEmail}</Link>
          </Box>
        )}
      </Typography>
      <Typography
        variant="caption"
        component="p"
        sx={{
          display: 'flex',
          flexDirection: { xs: 'column', sm: 'row' },
          flexWrap: 'wrap',
          justifyContent: 'center',
          alignItems: 'center',
        }}
      >
        {joinWithSeparators([
          settings?.registrationNumber && `Registration number ${settings.registrationNumber}`,
          settings?.vatNumber && `VAT number ${settings.vatNumber}`,
          settings?.releaseVersion && `Version ${settings.releaseVersion}`,
          login && <span data-testid="login-info">{login}</span>,
        ])}
      </Typography>
      <Typography variant="caption" component="p" sx={{ mt: 0.5 }}>
        <Link component={RouterLink} to={paths.legal.termsOfUse.getHref()}>
          Terms of Use
        </Link>
        <Separator />
        <Link component={RouterLink} to={paths.legal.privacyPolicy.getHref()}>
          Privacy Policy
        </Link>
      </Typography>
    </Box>
  );
}

function Separator() {
  return (
    <Box component="span" aria-hidden sx={{ mx: 1, opacity: 0.5, display: { xs: 'none', sm: 'inline' } }}>
      ·
    </Box>
  );
}

function joinWithSeparators(parts: ReadonlyArray<ReactNode | false | undefined | ''>): ReactNode[] {
  return parts
    .filter((part): part is Exclude<ReactNode, false | undefined | ''> => Boolean(part))
    .flatMap((part, index) => [
      index > 0 ? <Separator key={`s${index}`} /> : null,
      <span key={`p${index}`}>{part}</span>,
    ]);
}
