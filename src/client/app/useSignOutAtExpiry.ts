import { useEffect } from 'react';
import { selectToken, signedOut } from './authSlice';
import { useAppDispatch, useAppSelector } from './hooks';
import { tokenExpiry } from './token';

// setTimeout fires at once for delays past 2^31 - 1 ms (about 24.8 days).
const MAX_DELAY_MS = 2 ** 31 - 1;

/** Ends the session when the token's exp passes while a signed-in screen is open. */
export function useSignOutAtExpiry() {
  const token = useAppSelector(selectToken);
  const dispatch = useAppDispatch();
  useEffect(() => {
    const exp = token ? tokenExpiry(token) : null;
    if (exp === null) return undefined;
    const delay = exp * 1000 - Date.now();
    if (delay > MAX_DELAY_MS) return undefined;
    const timer = setTimeout(() => dispatch(signedOut()), Math.max(0, delay));
    return () => clearTimeout(timer);
  }, [token, dispatch]);
}
