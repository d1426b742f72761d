import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { MESSAGES } from '../../../shared/validation';
import { emailVerified } from '../../app/authSlice';
import { errorMessage, reportsFailure } from '../../app/errors';
import { useAppDispatch } from '../../app/hooks';
import { AuthLayout } from '../../components/AuthLayout';
import { CodeInput, codeIsComplete, emptyCode } from '../../components/CodeInput';
import { useToast } from '../../components/useToast';
import { useResendTokenMutation, useVerifyMutation } from './authApi';
import { passwordResetUrl } from './authLinks';
import { useRequiredEmail } from './useRequiredEmail';
import { parseVerificationType } from './verificationType';

export default function EmailConfirmationPage() {
  const email = useRequiredEmail();
  const [params] = useSearchParams();
  const verificationType = parseVerificationType(params.get('verificationType')) ?? 'emailVerification';
  const [code, setCode] = useState(emptyCode);
  const [verify, verifyState] = useVerifyMutation();
  const [resend, resendState] = useResendTokenMutation();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const toast = useToast();
  const busy = verifyState.isLoading || resendState.isLoading;

  if (!email) {
    return (
      <AuthLayout>
        <Alert severity="error">{MESSAGES.emailRequired}</Alert>
      </AuthLayout>
    );
  }

  const onVerify = async (e: FormEvent) => {
    e.preventDefault();
    if (!codeIsComplete(code)) {
      toast.error(MESSAGES.incompleteCode);
      return;
    }
    const joined = code.join('');
    try {
      const result = await verify({ email, code: joined, purpose: verificationType }).unwrap();
      if (reportsFailure(result)) {
        toast.error(MESSAGES.codeMismatch);
        return;
      }
      toast.success('Verification successful.');
      if (verificationType === 'emailVerification') dispatch(emailVerified());
      if (verificationType === 'passwordReset')
        void navigate(passwordResetUrl({ email, verificationType, code: joined }));
      else void navigate('/');
    } catch (err) {
      toast.error(errorMessage(err, 'An error occurred during verification.'));
    }
  };

  const onResend = async () => {
    try {
      await resend({ email, purpose: verificationType }).unwrap();
      toast.success('Verification token resent. Please check your email.');
      setCode(emptyCode());
    } catch (err) {
      toast.error(errorMessage(err, 'An error occurred while resending the token.'));
    }
  };

  return (
    <AuthLayout>
      <Typography variant="h1" sx={{ mb: 1 }}>
        {verificationType === 'passwordReset' ? 'Enter your reset code' : 'Verify your email'}
      </Typography>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        Enter the 4-digit code we sent to <strong>{email}</strong>.
      </Typography>
      <Box component="form" onSubmit={(e) => void onVerify(e)} noValidate aria-label="Email confirmation">
        <CodeInput value={code} onChange={setCode} disabled={verifyState.isLoading} />
        <Button type="submit" variant="contained" fullWidth size="large" disabled={busy}>
          {verifyState.isLoading ? 'Verifying...' : 'Verify'}
        </Button>
      </Box>
      <Typography variant="body2" sx={{ mt: 3, textAlign: 'center' }}>
        I didn&apos;t receive a code{' '}
        <Button size="small" onClick={() => void onResend()} disabled={busy} sx={{ verticalAlign: 'baseline' }}>
          {resendState.isLoading ? 'Resending...' : 'Resend'}
        </Button>
      </Typography>
    </AuthLayout>
  );
}
