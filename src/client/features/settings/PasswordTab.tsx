import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import { isStrongPassword, MESSAGES, PASSWORD_RULES_MESSAGE } from '../../../shared/validation';
import { useAppDispatch } from '../../app/hooks';
import { errorMessage } from '../../app/errors';
import { RELOAD_DELAY_MS, reloadPage } from '../../app/reload';
import { PasswordChecklist } from '../../components/PasswordChecklist';
import { PasswordField } from '../../components/PasswordField';
import { useToast } from '../../components/useToast';
import { tokenRenewed } from '../../app/authSlice';
import { useChangePasswordMutation } from './settingsApi';

/** SPEC.md §5 order: rules, then empty fields, then mismatch. */
function validate(current: string, password: string, confirm: string): string | null {
  if (!isStrongPassword(password)) return PASSWORD_RULES_MESSAGE;
  if (!current || !password || !confirm) return MESSAGES.fillAllFields;
  if (password !== confirm) return MESSAGES.passwordsDoNotMatchDot;
  return null;
}

export function PasswordTab() {
  const [current, setCurrent] = useState('');
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [change, { isLoading }] = useChangePasswordMutation();
  const dispatch = useAppDispatch();
  const toast = useToast();

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const problem = validate(current, password, confirm);
    if (problem) {
      toast.error(problem);
      return;
    }
    try {
      const result = await change({ currentPassword: current, password }).unwrap();
      // The change voids the old token (API.md), so keep the fresh one before reloading.
      if (result.data?.token) dispatch(tokenRenewed(result.data.token));
      toast.success(result.message || 'Password updated successfully.');
      setTimeout(reloadPage, RELOAD_DELAY_MS);
    } catch (err) {
      toast.error(errorMessage(err, 'An error occurred.'));
    }
  };

  return (
    <Box
      component="form"
      onSubmit={(e) => void onSubmit(e)}
      noValidate
      aria-label="Change password"
      sx={{ maxWidth: 560 }}
    >
      <PasswordField
        label="Old Password"
        name="currentPassword"
        autoComplete="current-password"
        value={current}
        onChange={setCurrent}
        disabled={isLoading}
      />
      <PasswordField
        label="New Password"
        name="password"
        autoComplete="new-password"
        value={password}
        onChange={setPassword}
        disabled={isLoading}
      />
      <PasswordField
        label="Re-enter Password"
        name="confirm"
        autoComplete="new-password"
        value={confirm}
        onChange={setConfirm}
        disabled={isLoading}
      />
      <PasswordChecklist password={password} />
      <Button type="submit" variant="contained" size="large" disabled={isLoading} sx={{ mt: 2, minWidth: 200 }}>
        {isLoading ? 'Updating...' : 'Change Password'}
      </Button>
    </Box>
  );
}
