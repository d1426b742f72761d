import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { VERIFICATION_CODE_LENGTH } from '../../../shared/constants';
import { isStrongPassword, MESSAGES, PASSWORD_RULES_MESSAGE } from '../../../shared/validation';
import { errorMessage, reportsFailure } from '../../app/errors';
import { AuthLayout } from '../../components/AuthLayout';
import { CodeInput, codeIsComplete, emptyCode } from '../../components/CodeInput';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { PasswordField } from '../../components/PasswordField';
import { useToast } from '../../components/useToast';
import { usePasswordResetMutation } from './authApi';
import { useRequiredEmail } from './useRequiredEmail';
import { parseVerificationType } from './verificationType';

const codeFromParam = (value: string | null) => {
  const digits = (value ?? '').replace(/\D/g, '').slice(0, VERIFICATION_CODE_LENGTH);
  return emptyCode().map((_, i) => digits[i] ?? '');
};

export default function PasswordResetPage() {
  const email = useRequiredEmail();
  const [params] = useSearchParams();
  const { search } = useLocation();
  const verificationType = parseVerificationType(params.get('verificationType'));
  const [code, setCode] = useState(() => codeFromParam(params.get('code')));
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [showPasswords, setShowPasswords] = useState(false);
  const [reset, { isLoading }] = usePasswordResetMutation();
  const navigate = useNavigate();
  const toast = useToast();

  if (!email) {
    return (
      <AuthLayout>
        <Alert severity="error">{MESSAGES.emailRequired}</Alert>
      </AuthLayout>
    );
  }
  // A code for e-mail verification belongs on the confirmation screen.
  if (verificationType === 'emailVerification' && !params.get('code'))
    return <Navigate to={`/email_confirmation${search}`} replace />;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    if (!codeIsComplete(code)) return toast.error(MESSAGES.incompleteCode);
    if (!isStrongPassword(password)) return toast.error(PASSWORD_RULES_MESSAGE);
    if (password !== confirm) return toast.error(MESSAGES.passwordsDoNotMatchDot);
    try {
      const result = await reset({ email, code: code.join(''), password }).unwrap();
      if (reportsFailure(result)) return toast.error('Failed to reset password.');
      toast.success('Password reset successful.');
      void navigate('/reset_password_confirmation');
    } catch (err) {
      toast.error(errorMessage(err, 'An error occurred during password reset.'));
    }
  };

  return (
    <AuthLayout>
      <Typography variant="h1" sx={{ mb: 1 }}>
        Reset Password
      </Typography>
      <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        Enter the 4-digit code we sent to <strong>{email}</strong> and choose a new password.
      </Typography>
      <Box component="form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Password reset">
        <CodeInput value={code} onChange={setCode} disabled={isLoading} />
        <PasswordField
          label="New Password"
          name="password"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          visible={showPasswords}
          onToggleVisible={() => setShowPasswords((v) => !v)}
        />
        <PasswordField
          label="Re-enter Password"
          name="confirm"
          autoComplete="new-password"
          value={confirm}
          onChange={setConfirm}
          visible={showPasswords}
          hideToggle
        />
        <PasswordChecklist password={password} />
        <Button type="submit" variant="contained" fullWidth size="large" disabled={isLoading} sx={{ mt: 1 }}>
          {isLoading ? 'Loading...' : 'Reset Password'}
        </Button>
      </Box>
    </AuthLayout>
  );
}
