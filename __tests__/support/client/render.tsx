import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { AppProviders } from '../../../src/client/app/AppProviders';
import { routes } from '../../../src/client/app/router';
import { makeStore, type AppStore } from '../../../src/client/app/store';

interface Options {
  /** Defaults to a fresh store preloaded from localStorage, as in the browser. */
  store?: AppStore;
}

/** The whole app at `path`: real store, real routes, network answered by MSW. */
export function renderApp(path = '/', { store = makeStore() }: Options = {}) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const user = userEvent.setup();
  const utils = render(
    <AppProviders store={store}>
      <RouterProvider router={router} />
    </AppProviders>,
  );
  const location = () => router.state.location;
  return { ...utils, store, router, user, location };
}

/** Stores a session the way a successful login does. */
export function signIn(token: string, firstname = 'ada') {
  localStorage.setItem('authToken', token);
  localStorage.setItem('user', JSON.stringify(firstname));
}
