import { loadPayloadChecks } from '../../../src/client/app/loadSocketPayloads';
import { makeStore } from '../../../src/client/app/store';
import { fakeSockets } from './fakeSocket';
import { rehydrated } from './rehydrated';

/**
 * A real store, rehydrated from localStorage as in the browser, whose sockets are fakes. The
 * payload checks are loaded first, as they are in the browser by the time a real socket hears
 * anything, so the events a test fires reach the store at once.
 */
export async function storeWithFakeSocket() {
  await loadPayloadChecks();
  const sockets = fakeSockets();
  const store = await rehydrated(makeStore(undefined, { createSocket: sockets.factory }));
  return { store, sockets };
}
