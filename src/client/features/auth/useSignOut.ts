import { useCallback } from 'react';
import { api } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { useToast } from '../../components/useToast';
import { signedOut } from '../../app/authSlice';

/** Ends the session: the server revokes its token; this browser forgets it, the user's stored choices and cached data. */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const toast = useToast();
  return useCallback(() => {
    dispatch(signedOut({ revoke: true }));
    dispatch(api.util.resetApiState());
    toast.success('Log Out Successful');
  }, [dispatch, toast]);
}
