import { useMemo } from 'react';
import { useSnackbar } from 'notistack';

export interface Toast {
  success: (message: string) => void;
  error: (message: string) => void;
  warning: (message: string) => void;
  info: (message: string) => void;
}

export function useToast(): Toast {
  const { enqueueSnackbar } = useSnackbar();
  return useMemo(
    () => ({
      success: (message) => enqueueSnackbar(message, { variant: 'success' }),
      error: (message) => enqueueSnackbar(message, { variant: 'error' }),
      warning: (message) => enqueueSnackbar(message, { variant: 'warning' }),
      info: (message) => enqueueSnackbar(message, { variant: 'info' }),
    }),
    [enqueueSnackbar],
  );
}
