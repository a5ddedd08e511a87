import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The sign-up screens' card, like sign-in's: a heading, an optional lead, the content. */
export function SignUpCard({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <Card sx={{ boxShadow: '0 12px 40px rgba(28, 29, 43, 0.08)', borderRadius: 3 }}>
      <CardContent sx={{ p: { xs: 3, sm: 5 }, '&:last-child': { pb: { xs: 3, sm: 5 } } }}>
        <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
          {title}
        </Typography>
        {lead && (
          <Typography color="text.secondary" sx={{ mb: 4 }}>
            {lead}
          </Typography>
        )}
        {children}
      </CardContent>
    </Card>
  );
}
