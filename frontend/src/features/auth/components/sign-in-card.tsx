import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { SignInForm, type SignInFormProps } from './sign-in-form';

/** The sign-in screen's card: heading, short welcome, form. */
export function SignInCard({ onSignedIn }: SignInFormProps) {
  return (
    <Card sx={{ boxShadow: '0 12px 40px rgba(28, 29, 43, 0.08)', borderRadius: 3 }}>
      <CardContent sx={{ p: { xs: 3, sm: 5 }, '&:last-child': { pb: { xs: 3, sm: 5 } } }}>
        <Typography variant="h2" component="h1" sx={{ mb: 1 }}>
          Sign in
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 4 }}>
          Welcome back. Sign in to manage your SMS and email campaigns.
        </Typography>
        <SignInForm onSignedIn={onSignedIn} />
      </CardContent>
    </Card>
  );
}
