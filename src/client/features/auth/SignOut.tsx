import { useEffect, useRef, useState } from 'react';
import { Navigate } from 'react-router-dom';
import { useSignOut } from './useSignOut';

/** /signout: ends the session once, then goes home (after, so / does not see the old token). */
export default function SignOut() {
  const signOut = useSignOut();
  const started = useRef(false);
  const [done, setDone] = useState(false);
  useEffect(() => {
    if (started.current) return;
    started.current = true;
    signOut();
    setDone(true);
  }, [signOut]);
  return done ? <Navigate to="/" replace /> : null;
}
