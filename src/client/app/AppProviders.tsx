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

/** Everything a screen needs around it except the router. */
export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  const { googleClientId } = useConfig();
  const content = (
    <ThemeProvider theme={theme}>
      <CssBaseline />
      <ToastProvider>{children}</ToastProvider>
    </ThemeProvider>
  );
  // Screens wait until redux-persist has read the stored session back (it does so asynchronously).
  return (
    <Provider store={store}>
      <PersistGate persistor={store.persistor} loading={null}>
        {googleClientId ? <GoogleOAuthProvider clientId={googleClientId}>{content}</GoogleOAuthProvider> : content}
      </PersistGate>
    </Provider>
  );
}
