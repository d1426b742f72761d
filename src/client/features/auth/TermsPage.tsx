import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../shared/constants';
import { AuthLayout } from '../../components/AuthLayout';

const SECTIONS: [string, string][] = [
  [
    'Your account',
    `You need an account to use ${PRODUCT_NAME}. Keep your password to yourself; you are responsible for what is done with your account. You can change your password or your profile at any time in Settings.`,
  ],
  [
    'What we keep',
    'We keep your name, e-mail address, profile photo, the furniture you select and the rooms you generate, so that you find them again when you sign in. Photos are stored without their location or camera data.',
  ],
  [
    'Generated rooms',
    'Room images are illustrations made from the pieces you chose. Colours, sizes and proportions are approximate; check the product details and dimensions before you buy.',
  ],
  [
    'Fair use',
    'Please do not try to break, overload or scrape the service. To keep it fast for everyone, the number of rooms you can generate per hour is limited.',
  ],
  ['Contact', 'Questions about these terms or your data: write to the address the verification e-mails come from.'],
];

/** /terms, linked from the Register screen's checkbox. */
export default function TermsPage() {
  return (
    <AuthLayout>
      <Typography variant="h1" sx={{ mb: 2 }}>
        Terms and Conditions
      </Typography>
      {SECTIONS.map(([heading, text]) => (
        <section key={heading}>
          <Typography variant="h2" sx={{ fontSize: '1.1rem', mt: 2, mb: 0.5 }}>
            {heading}
          </Typography>
          <Typography color="text.secondary">{text}</Typography>
        </section>
      ))}
      <Button component={RouterLink} to="/register" variant="outlined" fullWidth sx={{ mt: 3 }}>
        Back to Register
      </Button>
    </AuthLayout>
  );
}
