import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { AuthData } from '../../../shared/api';
import { useAppDispatch } from '../../app/hooks';
import { useToast } from '../../components/useToast';
import { signedIn } from '../../app/authSlice';

/** Stores the token and first name, says so, and opens the dashboard. */
export function useSignIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  return useCallback(
    (data: AuthData | undefined, message = 'Login successful') => {
      if (!data?.token) throw new Error('The server answered without a token.');
      dispatch(signedIn({ token: data.token, firstname: data.user?.firstname ?? null }));
      toast.success(message);
      void navigate('/dashboard');
    },
    [dispatch, navigate, toast],
  );
}
