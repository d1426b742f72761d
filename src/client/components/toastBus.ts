export type ToastVariant = 'success' | 'error' | 'warning' | 'info';
type Show = (message: string, variant: ToastVariant) => void;

let show: Show | null = null;
let pending: [string, ToastVariant][] = [];

/**
 * Shows a toast through the mounted Toaster. notistack loads after the first render (it is not
 * needed to draw a screen), so a toast asked for before then waits here and shows on arrival.
 */
export function showToast(message: string, variant: ToastVariant): void {
  if (show) show(message, variant);
  else pending.push([message, variant]);
}

/** Called by the Toaster once mounted; returns the detach function for its unmount. */
export function attachToaster(fn: Show): () => void {
  show = fn;
  const waiting = pending;
  pending = [];
  for (const [message, variant] of waiting) fn(message, variant);
  return () => {
    if (show === fn) show = null;
  };
}
