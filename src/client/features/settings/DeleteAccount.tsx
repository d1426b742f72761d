import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { api } from '../../app/api';
import { signedOut } from '../../app/authSlice';
import { errorMessage } from '../../app/errors';
import { useAppDispatch } from '../../app/hooks';
import { CodeInput, codeIsComplete, emptyCode } from '../../components/CodeInput';
import { useToast } from '../../components/useToast';
import { useDeleteAccountMutation, useGetMeQuery, useMailAccountCodeMutation } from './settingsApi';

export const ACCOUNT_DELETED = 'Your account and all its data have been deleted.';

/**
 * "Delete account": after the password (or, for an account made with Google and so without one, a
 * code mailed to its address) the server deletes everything; this browser then signs out.
 */
export function DeleteAccount() {
  const [confirming, setConfirming] = useState(false);
  const [password, setPassword] = useState('');
  const [code, setCode] = useState(emptyCode);
  const [byCode, setByCode] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [deleteAccount, { isLoading: deleting }] = useDeleteAccountMutation();
  const [mailCode, { isLoading: mailing }] = useMailAccountCodeMutation();
  const email = useGetMeQuery().data?.data.user.email;
  const isLoading = deleting || mailing;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();

  const close = () => {
    if (isLoading) return;
    setConfirming(false);
    setPassword('');
    setCode(emptyCode());
    setByCode(false);
    setFailure(null);
  };

  const sendCode = async () => {
    if (!email) return;
    setFailure(null);
    try {
      await mailCode({ email }).unwrap();
      setByCode(true);
    } catch (err) {
      setFailure(errorMessage(err));
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setFailure(null);
    try {
      await deleteAccount(byCode ? { code: code.join('') } : { password }).unwrap();
    } catch (err) {
      setFailure(errorMessage(err));
      return;
    }
    // The same local sign-out as Sign Out; the server already ended the sessions, so no revoke call.
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
    toast.success(ACCOUNT_DELETED);
    void navigate('/', { replace: true });
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="delete-account-heading"
      sx={{ p: { xs: 2, sm: 4 }, mt: 3 }}
    >
      <Typography variant="h3" component="h2" id="delete-account-heading" sx={{ mb: 1 }}>
        Delete account
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        Deletes your account, your rooms and their images, your photo and your selections. This cannot be undone.
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
        Delete account
      </Button>
      <Dialog
        open={confirming}
        onClose={close}
        aria-labelledby="delete-account-title"
        aria-describedby="delete-account-text"
        slotProps={{ paper: { component: 'form', onSubmit: (e: FormEvent) => void submit(e) } }}
      >
        <DialogTitle id="delete-account-title">Delete your account?</DialogTitle>
        <DialogContent>
          <DialogContentText id="delete-account-text" sx={{ mb: 2 }}>
            {byCode
              ? `Everything in your account is deleted for good. Enter the 4-digit code we sent to ${email ?? 'your email'} to confirm.`
              : 'Everything in your account is deleted for good. Enter your password to confirm.'}
          </DialogContentText>
          {failure && (
            <Alert severity="error" sx={{ mb: 2 }}>
              {failure}
            </Alert>
          )}
          {byCode ? (
            <CodeInput value={code} onChange={setCode} disabled={isLoading} />
          ) : (
            <>
              <TextField
                label="Password"
                type="password"
                autoComplete="current-password"
                value={password}
                onChange={(e) => setPassword(e.target.value)}
                required
                fullWidth
              />
              {/* An account made with Google has no password: the server takes a mailed code instead. */}
              <Button size="small" sx={{ mt: 1 }} onClick={() => void sendCode()} disabled={isLoading || !email}>
                {mailing ? 'Sending...' : 'No password? Email me a code instead'}
              </Button>
            </>
          )}
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={isLoading}>
            Cancel
          </Button>
          <Button
            type="submit"
            variant="contained"
            color="error"
            disabled={isLoading || (byCode ? !codeIsComplete(code) : !password)}
          >
            {isLoading ? 'Deleting...' : 'Delete my account'}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
