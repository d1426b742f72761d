import type { ReactNode } from 'react';
import CssBaseline from '@mui/material/CssBaseline';
import ThemeProvider from '@mui/system/ThemeProvider';
import { GoogleOAuthProvider } from '@react-oauth/google';
import { Provider } from 'react-redux';
import { PersistGate } from 'redux-persist/integration/react';
import { ToastProvider } from '../components/ToastProvider';
import type { AppStore } from './store';
import { theme } from './theme';
import { useConfig } from './useConfig';

interface Props {
  store: AppStore;
  children: ReactNode;
  /**
   * Render the screens before redux-persist has read the stored session back. Only for hydrating
   * the prerendered login screen (prerender.tsx): it was rendered from the empty store, and the
   * page is hydrated only when no session is stored, so the first render must not wait either.
   */
  renderBeforeRehydration?: boolean;
}

/** Everything a screen needs around it except the router. */
export function AppProviders({ store, children, renderBeforeRehydration = false }: Props) {
  const { googleClientId } = useConfig();
  const content = (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
  const screens = googleClientId ? (
    <GoogleOAuthProvider clientId={googleClientId}>{content}</GoogleOAuthProvider>
  ) : (
    content
  );
  // Screens wait until redux-persist has read the stored session back (it does so asynchronously).
  return (
    <Provider store={store}>
      {renderBeforeRehydration ? (
        screens
      ) : (
        <PersistGate persistor={store.persistor} loading={null}>
          {screens}
        </PersistGate>
      )}
    </Provider>
  );
}
