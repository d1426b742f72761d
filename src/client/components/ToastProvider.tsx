import type { ReactNode } from 'react';
import { SnackbarProvider } from 'notistack';
import { TOAST_OPTIONS } from '../../shared/constants';
import { DraggableToast } from './DraggableToast';

const COMPONENTS = {
  default: DraggableToast,
  success: DraggableToast,
  error: DraggableToast,
  warning: DraggableToast,
  info: DraggableToast,
};

/** Top-right toasts that hide after 5 s, pausing while hovered or while the window is not focused. */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      anchorOrigin={TOAST_OPTIONS.anchorOrigin}
      autoHideDuration={TOAST_OPTIONS.autoHideDuration}
      maxSnack={4}
      preventDuplicate
      Components={COMPONENTS}
    >
      {children}
    </SnackbarProvider>
  );
}
