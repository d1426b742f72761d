import { lazy, Suspense, useEffect, useRef, useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { PRODUCT_NAME } from '../../../shared/constants';
import { errorCode, errorMessage } from '../../app/errors';
import { AuthLayout } from '../../components/AuthLayout';
import { PasswordField } from '../../components/PasswordField';
import { TextInput } from '../../components/TextInput';
import { useToast } from '../../components/useToast';
import { useLoginMutation } from './authApi';
import { GoogleSignIn } from './GoogleButton';
import { useSignIn } from './useSignIn';

// Only needed after an email-unverified answer, so its Dialog code stays off the first load.
const ResendVerificationDialog = lazy(
  () => import(/* webpackChunkName: "resend-dialog" */ './ResendVerificationDialog'),
);

export default function LoginPage() {
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [unverifiedEmail, setUnverifiedEmail] = useState<string | null>(null);
  const [login, { isLoading }] = useLoginMutation();
  const signIn = useSignIn();
  const toast = useToast();
  const formRef = useRef<HTMLFormElement>(null);

  // / arrives prerendered (prerender.tsx): what was typed before the bundles hydrated the form is
  // in the inputs but not in the state, and the next render would write the empty state back.
  useEffect(() => {
    const typed = (name: string) => {
      const input = formRef.current?.elements.namedItem(name);
      return input instanceof HTMLInputElement ? input.value : '';
    };
    const [typedEmail, typedPassword] = [typed('email'), typed('password')];
    // Once, on mount: the DOM is the outside source here.
    if (typedEmail) setEmail(typedEmail);
    if (typedPassword) setPassword(typedPassword);
  }, []);

  const onSubmit = async (e: FormEvent<HTMLElement>) => {
    e.preventDefault();
    // The fields as they are (typed before hydration, even while the effect above is pending).
    const form = e.currentTarget;
    const field = (name: string, state: string) => {
      const input = form instanceof HTMLFormElement ? form.elements.namedItem(name) : null;
      return input instanceof HTMLInputElement ? input.value : state;
    };
    const typedEmail = field('email', email).trim();
    const typedPassword = field('password', password);
    try {
      const result = await login({ email: typedEmail, password: typedPassword }).unwrap();
      signIn(result.data, result.message || 'Login successful');
    } catch (err) {
      if (errorCode(err) === 'email-unverified') setUnverifiedEmail(typedEmail);
      else toast.error(errorMessage(err));
    }
  };

  return (
    <AuthLayout sideImage>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Welcome to {PRODUCT_NAME}
      </Typography>
      <GoogleSignIn />
      <Box component="form" ref={formRef} onSubmit={(e) => void onSubmit(e)} aria-label="Log in">
        <TextInput
          label="Email"
          type="email"
          name="email"
          autoComplete="email"
          value={email}
          onChange={setEmail}
          required
        />
        <PasswordField
          label="Password"
          name="password"
          autoComplete="current-password"
          value={password}
          onChange={setPassword}
          required
        />
        <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 0.5, mb: 2 }}>
          <Link component={RouterLink} to="/password-reset-request" variant="body2">
            Forgot Password?
          </Link>
        </Box>
        <Button type="submit" variant="contained" fullWidth size="large" disabled={isLoading}>
          {isLoading ? 'Loading...' : 'Login'}
        </Button>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        Don&apos;t have an account?{' '}
        <Link component={RouterLink} to="/register">
          Signup
        </Link>
      </Typography>
      {unverifiedEmail !== null && (
        <Suspense fallback={null}>
          <ResendVerificationDialog email={unverifiedEmail} open onClose={() => setUnverifiedEmail(null)} />
        </Suspense>
      )}
    </AuthLayout>
  );
}
