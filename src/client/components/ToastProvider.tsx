import { lazy, Suspense, useSyncExternalStore, type ReactNode } from 'react';
import { attachToaster } from './toastBus';

// notistack (8 KB gzip) is fetched as the first screen renders rather than before it.
const Toaster = lazy(() => import(/* webpackChunkName: "toaster" */ './Toaster'));

const noSubscription = () => () => undefined;

/**
 * The screens, plus the toast container once its code has arrived. When the prerendered login
 * screen is hydrated, the container comes just after (the server snapshot says "not yet"), so
 * neither the build-time render nor the hydration waits for it; toasts asked for meanwhile wait
 * in toastBus.
 */
export function ToastProvider({ children }: { children: ReactNode }) {
  const client = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return (
    <>
      {children}
      {client && (
        <Suspense fallback={null}>
          <Toaster attach={attachToaster} />
        </Suspense>
      )}
    </>
  );
}
