import { makeStore } from '../../../src/client/app/store';
import { fakeSockets } from './fakeSocket';
import { rehydrated } from './rehydrated';

/** A real store, rehydrated from localStorage as in the browser, whose sockets are fakes. */
export async function storeWithFakeSocket() {
  const sockets = fakeSockets();
  const store = await rehydrated(makeStore(undefined, { createSocket: sockets.factory }));
  return { store, sockets };
}
