import { makeStore } from '../../../src/client/app/store';
import { fakeSockets } from './fakeSocket';

/** A real store (preloaded from localStorage, as in the browser) whose sockets are fakes. */
export function storeWithFakeSocket() {
  const sockets = fakeSockets();
  const store = makeStore(undefined, { createSocket: sockets.factory });
  return { store, sockets };
}
