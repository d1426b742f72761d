import { useEffect, useRef } from 'react';
import GlobalStyles from '@mui/material/GlobalStyles';
import { SnackbarProvider, useSnackbar, type SnackbarKey } from 'notistack';
import { TOAST_OPTIONS } from '../../shared/constants';
import { DraggableToast } from './DraggableToast';
import type { attachToaster } from './toastBus';

const CONTAINER_CLASS = 'roomwise-toasts';

/**
 * Below md the dashboard has a top app bar whose left edge holds the menu button; a full-width
 * toast at the top would cover it for 5 s, so there the toasts start under the bar.
 */
const belowAppBar = (
  <GlobalStyles
    styles={(theme) => ({ [theme.breakpoints.down('md')]: { [`.${CONTAINER_CLASS}`]: { top: '72px !important' } } })}
  />
);

const COMPONENTS = {
  default: DraggableToast,
  success: DraggableToast,
  error: DraggableToast,
  warning: DraggableToast,
  info: DraggableToast,
};

type Attach = typeof attachToaster;

/**
 * At most one toast of each kind: a new success replaces the success on screen (an error the
 * error), so a journey of several steps leaves one message, not a pile covering the screen.
 */
function BusBridge({ attach }: { attach: Attach }) {
  const { enqueueSnackbar, closeSnackbar } = useSnackbar();
  const shown = useRef(new Map<string, { key: SnackbarKey; message: string }>());
  useEffect(
    () =>
      attach((message, variant) => {
        const previous = shown.current.get(variant);
        // The same text is already up: keep it (preventDuplicate would drop a second copy anyway).
        if (previous?.message === message) return;
        if (previous) closeSnackbar(previous.key);
        const key = enqueueSnackbar(message, {
          variant,
          onExited: (_node, exited) => {
            if (shown.current.get(variant)?.key === exited) shown.current.delete(variant);
          },
        });
        shown.current.set(variant, { key, message });
      }),
    [attach, enqueueSnackbar, closeSnackbar],
  );
  return null;
}

/**
 * Top-right toasts that hide after 5 s, pausing while hovered or while the window is not focused.
 * The bus comes in as a prop: imported here, webpack inlined a private copy of it into this
 * chunk, and toasts sent through the screens' copy never arrived.
 */
export default function Toaster({ attach }: { attach: Attach }) {
  return (
    <SnackbarProvider
      anchorOrigin={TOAST_OPTIONS.anchorOrigin}
      autoHideDuration={TOAST_OPTIONS.autoHideDuration}
      maxSnack={4}
      preventDuplicate
      Components={COMPONENTS}
      classes={{ containerAnchorOriginTopRight: CONTAINER_CLASS }}
    >
      {belowAppBar}
      <BusBridge attach={attach} />
    </SnackbarProvider>
  );
}
