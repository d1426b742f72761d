import { lazy, Suspense, type ReactNode } from 'react';
import { attachToaster } from './toastBus';

// notistack (8 KB gzip) is fetched as the first screen renders rather than before it.
const Toaster = lazy(() => import(/* webpackChunkName: "toaster" */ './Toaster'));

/** The screens, plus the toast container once its code has arrived. */
export function ToastProvider({ children }: { children: ReactNode }) {
  return (
    <>
      {children}
      <Suspense fallback={null}>
        <Toaster attach={attachToaster} />
      </Suspense>
    </>
  );
}
