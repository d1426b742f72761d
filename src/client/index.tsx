import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { AppProviders } from './app/AppProviders';
import { AppRoutes } from './app/router';
import { makeStore } from './app/store';
import { readConfig } from './config';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_LOGIN } from './prerenderShell';

const store = makeStore();
// redux-persist writes a few milliseconds after a change; a closing tab must not lose the last one.
window.addEventListener('pagehide', () => void store.persistor.flush());

function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem('authToken') !== null;
  } catch {
    return false;
  }
}

const container = document.getElementById('root')!;
// The server sends / with the login screen already rendered (prerender.tsx). It is hydrated when
// it is what the app would render now: the login route, signed out, no Google button.
const hydrate =
  container.getAttribute(PRERENDERED_ATTRIBUTE) === PRERENDERED_LOGIN &&
  window.location.pathname === '/' &&
  !hasStoredSession() &&
  !readConfig().googleClientId;

const app = (
  <StrictMode>
    <AppProviders store={store} renderBeforeRehydration={hydrate}>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  </StrictMode>
);

if (hydrate) {
  hydrateRoot(container, app);
} else {
  // A stored session (the markup was hidden until now) or another screen: render from scratch.
  container.replaceChildren();
  container.removeAttribute(PRERENDERED_ATTRIBUTE);
  createRoot(container).render(app);
}
