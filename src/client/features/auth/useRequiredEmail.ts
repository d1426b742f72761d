import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { REDIRECT_DELAY_MS } from '../../../shared/constants';
import { MESSAGES } from '../../../shared/validation';
import { useToast } from '../../components/useToast';

/** The email query param; without it the screen says so and returns to / after the redirect delay. */
export function useRequiredEmail(): string | null {
  const [params] = useSearchParams();
  const email = params.get('email')?.trim() || null;
  const navigate = useNavigate();
  const toast = useToast();
  useEffect(() => {
    if (email) return undefined;
    toast.error(MESSAGES.emailRequired);
    const timer = setTimeout(() => void navigate('/', { replace: true }), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [email, navigate, toast]);
  return email;
}
