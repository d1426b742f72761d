import { showToast } from './toastBus';

export interface Toast {
  success: (message: string) => void;
  error: (message: string) => void;
  warning: (message: string) => void;
  info: (message: string) => void;
}

const toast: Toast = {
  success: (message) => showToast(message, 'success'),
  error: (message) => showToast(message, 'error'),
  warning: (message) => showToast(message, 'warning'),
  info: (message) => showToast(message, 'info'),
};

/** The toast functions; a hook so screens keep calling it as before. */
export function useToast(): Toast {
  return toast;
}
