import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../shared/constants';
import {
  INVALID_EMAIL_MESSAGE,
  isStrongPassword,
  isValidEmail,
  MESSAGES,
  PASSWORD_RULES_MESSAGE,
} from '../../../shared/validation';
import { useAppDispatch } from '../../app/hooks';
import { errorMessage } from '../../app/errors';
import { AuthLayout } from '../../components/AuthLayout';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { PasswordField } from '../../components/PasswordField';
import { TextInput } from '../../components/TextInput';
import { useToast } from '../../components/useToast';
import { useRegisterMutation } from './authApi';
import { emailConfirmationUrl } from './authLinks';
import { signedIn } from '../../app/authSlice';
import { GoogleSignIn } from './GoogleButton';

/** SPEC.md §5 order: password rules, then empty fields, then mismatch, then email format. */
function validate(f: {
  firstname: string;
  lastname: string;
  email: string;
  password: string;
  confirm: string;
}): string | null {
  if (!isStrongPassword(f.password)) return PASSWORD_RULES_MESSAGE;
  if (!f.firstname.trim() || !f.lastname.trim() || !f.email.trim() || !f.password || !f.confirm)
    return MESSAGES.fillAllFields;
  if (f.password !== f.confirm) return MESSAGES.passwordsDoNotMatch;
  if (!isValidEmail(f.email.trim())) return INVALID_EMAIL_MESSAGE;
  return null;
}

export default function RegisterPage() {
  const [form, setForm] = useState({ firstname: '', lastname: '', email: '', password: '', confirm: '' });
  const [showPasswords, setShowPasswords] = useState(false);
  const [terms, setTerms] = useState(false);
  const [register, { isLoading }] = useRegisterMutation();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const set = (field: keyof typeof form) => (value: string) => setForm((f) => ({ ...f, [field]: value }));

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validate(form);
    if (problem) {
      toast.error(problem);
      return;
    }
    const email = form.email.trim();
    try {
      const result = await register({
        firstname: form.firstname.trim(),
        lastname: form.lastname.trim(),
        email,
        password: form.password,
      }).unwrap();
      if (result.data?.token)
        dispatch(
          signedIn({ token: result.data.token, firstname: result.data.user?.firstname ?? null, verified: false }),
        );
      toast.success(result.message || 'Registration successful');
      void navigate(emailConfirmationUrl(email, 'emailVerification'));
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  return (
    <AuthLayout sideImage>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Welcome to {PRODUCT_NAME}
      </Typography>
      <Typography variant="body2" sx={{ mb: 3 }}>
        Already have an account?{' '}
        <Link component={RouterLink} to="/">
          Log in
        </Link>
      </Typography>
      <GoogleSignIn />
      <Box component="form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Register">
        <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
          <TextInput
            label="First Name"
            name="firstname"
            autoComplete="given-name"
            value={form.firstname}
            onChange={set('firstname')}
          />
          <TextInput
            label="Last Name"
            name="lastname"
            autoComplete="family-name"
            value={form.lastname}
            onChange={set('lastname')}
          />
        </Box>
        <TextInput
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={form.email}
          onChange={set('email')}
        />
        <PasswordField
          label="New Password"
          name="password"
          autoComplete="new-password"
          value={form.password}
          onChange={set('password')}
          visible={showPasswords}
          onToggleVisible={() => setShowPasswords((v) => !v)}
        />
        <PasswordField
          label="Re-enter Password"
          name="confirm"
          autoComplete="new-password"
          value={form.confirm}
          onChange={set('confirm')}
          visible={showPasswords}
          hideToggle
        />
        <PasswordChecklist password={form.password} />
        <FormControlLabel
          control={<Checkbox checked={terms} onChange={(e) => setTerms(e.target.checked)} />}
          label={
            <Typography variant="body2">
              I agree to the{' '}
              <Link href="/terms" target="_blank" rel="noopener">
                Terms and Conditions
              </Link>
            </Typography>
          }
          sx={{ mb: 1 }}
        />
        <Button type="submit" variant="contained" fullWidth size="large" disabled={isLoading}>
          {isLoading ? 'Registering...' : 'Register'}
        </Button>
      </Box>
    </AuthLayout>
  );
}
