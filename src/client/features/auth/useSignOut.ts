import { useCallback } from 'react';
import { api } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { useToast } from '../../components/useToast';
import { signedOut } from '../../app/authSlice';

/** Forgets the token and the cached server data of the old session. */
export function useSignOut() {
  const dispatch = useAppDispatch();
  const toast = useToast();
  return useCallback(() => {
    dispatch(signedOut());
    dispatch(api.util.resetApiState());
    toast.success('Log Out Successful');
  }, [dispatch, toast]);
}
