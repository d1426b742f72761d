import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useRoutes, type RouteObject } from 'react-router-dom';
import { PageLoader } from '../components/PageLoader';
import { RouteError } from '../components/RouteError';
import { RouteErrorBoundary } from '../components/RouteErrorBoundary';
import { selectIsSignedIn } from './authSlice';
import { preloadRecommendedBand } from './recommendSlots';
import { useAppSelector } from './hooks';
import { useSignOutAtExpiry } from './useSignOutAtExpiry';

// One chunk per screen; the names let the bundle bench find the login route's chunks.
const LoginPage = lazy(() => import(/* webpackChunkName: "login" */ '../features/auth/LoginPage'));
const RegisterPage = lazy(() => import(/* webpackChunkName: "register" */ '../features/auth/RegisterPage'));
const EmailConfirmationPage = lazy(
  () => import(/* webpackChunkName: "email-confirmation" */ '../features/auth/EmailConfirmationPage'),
);
const ForgotPasswordPage = lazy(
  () => import(/* webpackChunkName: "forgot-password" */ '../features/auth/ForgotPasswordPage'),
);
const PasswordResetPage = lazy(
  () => import(/* webpackChunkName: "password-reset" */ '../features/auth/PasswordResetPage'),
);
const ResetSuccessPage = lazy(
  () => import(/* webpackChunkName: "reset-success" */ '../features/auth/ResetSuccessPage'),
);
const TermsPage = lazy(() => import(/* webpackChunkName: "terms" */ '../features/auth/TermsPage'));
const SignOut = lazy(() => import(/* webpackChunkName: "signout" */ '../features/auth/SignOut'));
const DashboardShell = lazy(() => import(/* webpackChunkName: "dashboard" */ '../features/dashboard/DashboardShell'));
const FilterPage = lazy(() => import(/* webpackChunkName: "filter" */ '../features/filter/FilterPage'));
// The recommendation band heads the results screen: its code starts loading with the screen's
// (not after it), and the screen does not wait for it.
const FilteredResultsPage = lazy(() => {
  void preloadRecommendedBand();
  return import(/* webpackChunkName: "filtered-results" */ '../features/furniture/FilteredResultsPage');
});
const VisualizePage = lazy(() => import(/* webpackChunkName: "visualize" */ '../features/visualize/VisualizePage'));
const HistoryPage = lazy(() => import(/* webpackChunkName: "history" */ '../features/history/HistoryPage'));
const ViewPage = lazy(() => import(/* webpackChunkName: "view" */ '../features/history/ViewPage'));
const SettingsPage = lazy(() => import(/* webpackChunkName: "settings" */ '../features/settings/SettingsPage'));

function RootLayout() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Outlet />
    </Suspense>
  );
}

/** / is the dashboard when signed in, otherwise the login screen. */
function Home() {
  const signedIn = useAppSelector(selectIsSignedIn);
  return signedIn ? <Navigate to="/dashboard" replace /> : <LoginPage />;
}

function RequireSignedIn({ children }: { children: ReactNode }) {
  const signedIn = useAppSelector(selectIsSignedIn);
  useSignOutAtExpiry();
  return signedIn ? children : <Navigate to="/" replace />;
}

export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootLayout />,
    children: [
      { index: true, element: <Home /> },
      { path: 'register', element: <RegisterPage /> },
      { path: 'password-reset-request', element: <ForgotPasswordPage /> },
      { path: 'password-reset', element: <PasswordResetPage /> },
      { path: 'email_confirmation', element: <EmailConfirmationPage /> },
      { path: 'reset_password_confirmation', element: <ResetSuccessPage /> },
      { path: 'signout', element: <SignOut /> },
      { path: 'terms', element: <TermsPage /> },
      {
        path: 'dashboard',
        element: (
          <RequireSignedIn>
            <DashboardShell />
          </RequireSignedIn>
        ),
        children: [
          { index: true, element: <FilterPage /> },
          { path: 'settings', element: <SettingsPage /> },
          { path: 'filtered-results', element: <FilteredResultsPage /> },
          { path: 'visualize', element: <VisualizePage /> },
          { path: 'history', element: <HistoryPage /> },
          { path: 'view/:id', element: <ViewPage /> },
          { path: '*', element: <Navigate to="/dashboard" replace /> },
        ],
      },
      { path: '*', element: <RouteError detail="404 Not Found" /> },
    ],
  },
];

/**
 * Every route of SPEC.md §2 inside a router the caller provides (BrowserRouter in the app,
 * MemoryRouter in tests). Declarative routing rather than the data router: the app loads no
 * route data, and the data router's code was 16 KB gzip of the login screen's first load.
 */
export function AppRoutes() {
  const location = useLocation();
  const element = useRoutes(routes);
  return <RouteErrorBoundary resetKey={location.key}>{element}</RouteErrorBoundary>;
}

// The browser's router, from here so that index.tsx imports the router's modules in one step.
export { BrowserRouter } from 'react-router-dom';
