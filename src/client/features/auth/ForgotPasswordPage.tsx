import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate } from 'react-router-dom';
import { errorMessage } from '../../app/errors';
import { AuthLayout } from '../../components/AuthLayout';
import { TextInput } from '../../components/TextInput';
import { useToast } from '../../components/useToast';
import { usePasswordResetRequestMutation } from './authApi';
import { passwordResetUrl } from './authLinks';

export default function ForgotPasswordPage() {
  const [email, setEmail] = useState('');
  const [request, { isLoading }] = usePasswordResetRequestMutation();
  const navigate = useNavigate();
  const toast = useToast();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const trimmed = email.trim();
    if (!trimmed) return;
    try {
      await request({ email: trimmed }).unwrap();
      toast.success('Password reset link sent to your email.');
      void navigate(passwordResetUrl({ email: trimmed, verificationType: 'passwordReset' }));
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  return (
    <AuthLayout>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Forgot Password
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Enter the email of your account and we will send you a 4-digit code to reset your password.
      </Typography>
      <Box component="form" onSubmit={(e) => void onSubmit(e)} aria-label="Forgot password">
        <TextInput
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          required
        />
        <Button type="submit" variant="contained" fullWidth size="large" disabled={isLoading} sx={{ mt: 2 }}>
          {isLoading ? 'Sending...' : 'Send Email'}
        </Button>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        Remembered it?{' '}
        <Link component={RouterLink} to="/">
          Log in
        </Link>
      </Typography>
    </AuthLayout>
  );
}
