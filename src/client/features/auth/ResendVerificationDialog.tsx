import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useNavigate } from 'react-router-dom';
import { errorMessage } from '../../app/errors';
import { useToast } from '../../components/useToast';
import { useResendTokenMutation } from './authApi';
import { emailConfirmationUrl } from './authLinks';

interface Props {
  email: string;
  open: boolean;
  onClose: () => void;
}

/** Opened when login answers email-unverified: sends a new code and moves on to the code screen. */
export default function ResendVerificationDialog({ email, open, onClose }: Props) {
  const navigate = useNavigate();
  const toast = useToast();
  const [resend, { isLoading }] = useResendTokenMutation();

  const onResend = async () => {
    try {
      await resend({ email, purpose: 'emailVerification' }).unwrap();
      toast.success('Verification token resent successfully');
      onClose();
      void navigate(emailConfirmationUrl(email, 'emailVerification'));
    } catch (err) {
      toast.error(errorMessage(err, 'An error occurred while resending the token.'));
    }
  };

  return (
    <Dialog
      open={open}
      onClose={isLoading ? undefined : onClose}
      aria-labelledby="resend-title"
      aria-describedby="resend-text"
    >
      <DialogTitle id="resend-title">Resend Verification Token</DialogTitle>
      <DialogContent>
        <DialogContentText id="resend-text" sx={{ overflowWrap: 'anywhere' }}>
          Your account is not verified yet. We will send a new code to {email} and you will be redirected to the email
          confirmation page.
        </DialogContentText>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>
        <Button variant="contained" onClick={() => void onResend()} disabled={isLoading}>
          {isLoading ? 'Resending...' : 'Resend Token'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
