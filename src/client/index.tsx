import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/router';
import { makeStore } from './app/store';

const store = makeStore();
// redux-persist writes a few milliseconds after a change; a closing tab must not lose the last one.
window.addEventListener('pagehide', () => void store.persistor.flush());

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProviders store={store}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>,
);
