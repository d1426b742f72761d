import { StrictMode } from 'react';
import { readConfig } from './config';
import { PRERENDERED_ATTRIBUTE, PRERENDERED_LOGIN } from './prerenderShell';

function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem('authToken') !== null;
  } catch {
    return false;
  }
}

/** Ends the current task: what follows runs in a task of its own. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * The start-up in several short tasks rather than one long one (Lighthouse counts every task over
 * 50 ms on a slow phone as blocking): the store's modules, then MUI's and the providers', then
 * the router's are each evaluated in a task of their own. `eager` keeps them in the entry
 * bundles (no extra request); the import only puts off running them.
 */
async function start() {
  const { makeStore } = await import(/* webpackMode: "eager" */ './app/store');
  const store = makeStore();
  // redux-persist writes a few milliseconds after a change; a closing tab must not lose the last one.
  window.addEventListener('pagehide', () => void store.persistor.flush());
  await nextTask();
  const { AppProviders } = await import(/* webpackMode: "eager" */ './app/AppProviders');
  await nextTask();
  const { AppRoutes, BrowserRouter } = await import(/* webpackMode: "eager" */ './app/router');
  await nextTask();
  const { createRoot, hydrateRoot } = await import(/* webpackMode: "eager" */ 'react-dom/client');

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
}

void start();
