import { useEffect } from 'react';
import { SnackbarProvider, useSnackbar } from 'notistack';
import { TOAST_OPTIONS } from '../../shared/constants';
import { DraggableToast } from './DraggableToast';
import { attachToaster } from './toastBus';

const COMPONENTS = {
  default: DraggableToast,
  success: DraggableToast,
  error: DraggableToast,
  warning: DraggableToast,
  info: DraggableToast,
};

function BusBridge() {
  const { enqueueSnackbar } = useSnackbar();
  useEffect(() => attachToaster((message, variant) => enqueueSnackbar(message, { variant })), [enqueueSnackbar]);
  return null;
}

/** Top-right toasts that hide after 5 s, pausing while hovered or while the window is not focused. */
export default function Toaster() {
  return (
    <SnackbarProvider
      anchorOrigin={TOAST_OPTIONS.anchorOrigin}
      autoHideDuration={TOAST_OPTIONS.autoHideDuration}
      maxSnack={4}
      preventDuplicate
      Components={COMPONENTS}
    >
      <BusBridge />
    </SnackbarProvider>
  );
}
