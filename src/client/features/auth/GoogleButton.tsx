import Google from '@mui/icons-material/Google';
import Button from '@mui/material/Button';
import { useGoogleLogin } from '@react-oauth/google';
import { useConfig } from '../../app/useConfig';
import { errorMessage } from '../../app/errors';
import { OrDivider } from '../../components/OrDivider';
import { useToast } from '../../components/useToast';
import { useGoogleLoginMutation } from './authApi';
import { useSignIn } from './useSignIn';

const LABEL = 'Continue With Google';
export const GOOGLE_FAILED = 'Google sign-in failed. Please try again.';

/**
 * 'Continue With Google' and the OR separator under it, or nothing at all without a client id
 * (/config.js): a control that cannot work is not offered.
 */
export function GoogleSignIn() {
  const { googleClientId } = useConfig();
  if (!googleClientId) return null;
  return (
    <>
      <ConfiguredGoogleButton />
      <OrDivider />
    </>
  );
}

function ConfiguredGoogleButton() {
  const toast = useToast();
  const signIn = useSignIn();
  const [googleLogin, { isLoading }] = useGoogleLoginMutation();

  const exchange = async (code: string) => {
    try {
      const result = await googleLogin({ code }).unwrap();
      signIn(result.data, 'Login successful');
    } catch (err) {
      toast.error(errorMessage(err, GOOGLE_FAILED));
    }
  };

  const login = useGoogleLogin({
    flow: 'auth-code',
    scope: 'openid email profile',
    onSuccess: ({ code }) => void exchange(code),
    onError: () => toast.error(GOOGLE_FAILED),
    onNonOAuthError: (err) => {
      // Closing the pop-up is the user's choice, not a failure worth a red toast.
      if (err.type !== 'popup_closed') toast.error(GOOGLE_FAILED);
    },
  });

  return (
    <Button
      fullWidth
      variant="outlined"
      color="inherit"
      disabled={isLoading}
      onClick={() => login()}
      startIcon={<Google aria-hidden />}
      sx={{ borderColor: 'divider', bgcolor: 'background.paper' }}
    >
      {isLoading ? 'Loading...' : LABEL}
    </Button>
  );
}
