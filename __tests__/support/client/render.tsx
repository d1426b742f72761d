import { act, render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation, type Location } from 'react-router-dom';
import { AppProviders } from '../../../src/client/app/AppProviders';
import { AppRoutes } from '../../../src/client/app/router';
import { makeStore, type AppStore } from '../../../src/client/app/store';
import { track } from './stores';

interface Options {
  /** Defaults to a fresh store preloaded from localStorage, as in the browser. */
  store?: AppStore;
}

let rendered: AppStore | null = null;

/** Whether jest's fake timers are on (the check Testing Library itself makes). */
const fakeTimers = () => Object.prototype.hasOwnProperty.call(setTimeout, 'clock');

/** The whole app at `path`: real store, real routes, network answered by MSW. */
export function renderApp(path = '/', { store = makeStore() }: Options = {}) {
  rendered = track(store);
  const seen: { current: Location | null } = { current: null };
  // Under jest's fake timers (debounce and retry tests) user-event's own pauses move the fake clock.
  const user = userEvent.setup({ advanceTimers: (ms) => (fakeTimers() ? jest.advanceTimersByTime(ms) : undefined) });
  const utils = render(
    <AppProviders store={store}>
      <MemoryRouter initialEntries={[path]}>
        <AppRoutes />
        <LocationProbe seen={seen} />
      </MemoryRouter>
    </AppProviders>,
  );
  const location = () => seen.current!;
  return { ...utils, store, user, location };
}

/** Records the router's current location so tests can assert where the app went. */
function LocationProbe({ seen }: { seen: { current: Location | null } }) {
  seen.current = useLocation();
  return null;
}

/** Stores a session the way a successful login does. */
export function signIn(token: string, firstname = 'ada') {
  localStorage.setItem('authToken', token);
  localStorage.setItem('user', JSON.stringify(firstname));
}

/** redux-persist writes the storage keys a few milliseconds after a change; this writes them now. */
export async function storageWritten(): Promise<void> {
  // flush() dispatches redux-persist's FLUSH action, which the rendered screens hear.
  await act(async () => {
    await rendered?.persistor.flush();
  });
}
