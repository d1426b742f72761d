import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../app/errors';
import { useToast } from '../../components/useToast';
import { useResetRecommendationsMutation } from './settingsApi';

export const RESET_DONE = 'Your recommendations start afresh.';

/** "Reset recommendations": forgets what the ranking learned from the user's choices, after a confirmation. */
export function ResetRecommendations() {
  const [confirming, setConfirming] = useState(false);
  const [reset, { isLoading }] = useResetRecommendationsMutation();
  const toast = useToast();

  const confirm = async () => {
    try {
      const answer = await reset().unwrap();
      toast.success(answer.message ?? RESET_DONE);
      setConfirming(false);
    } catch (err) {
      toast.error(errorMessage(err));
    }
  };

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby="reset-recommendations-heading"
      sx={{ p: { xs: 2, sm: 4 }, mt: 3 }}
    >
      <Typography variant="h3" component="h2" id="reset-recommendations-heading" sx={{ mb: 1 }}>
        Recommendations
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        The rooms recommended to you lean towards the styles, colours and prices of the furniture you select and the
        rooms you generate.
      </Typography>
      <Button variant="outlined" color="error" onClick={() => setConfirming(true)}>
        Reset recommendations
      </Button>
      <Dialog
        open={confirming}
        onClose={() => !isLoading && setConfirming(false)}
        aria-labelledby="reset-recommendations-title"
        aria-describedby="reset-recommendations-text"
      >
        <DialogTitle id="reset-recommendations-title">Reset recommendations?</DialogTitle>
        <DialogContent>
          <DialogContentText id="reset-recommendations-text">
            Roomwise forgets what it learned from your choices and recommends as it does to a new account. Your
            selections and rooms stay.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirming(false)} disabled={isLoading}>
            Cancel
          </Button>
          <Button variant="contained" color="error" onClick={() => void confirm()} disabled={isLoading}>
            {isLoading ? 'Resetting...' : 'Reset'}
          </Button>
        </DialogActions>
      </Dialog>
    </Paper>
  );
}
