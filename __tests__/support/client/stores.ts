import type { AppStore } from '../../../src/client/app/store';

const live = new Set<AppStore>();

/** Remembers a test's store so that it can be retired when the test ends. */
export function track(store: AppStore): AppStore {
  live.add(store);
  return store;
}

/**
 * redux-persist writes a few milliseconds after a change; a store of a finished test must not
 * write into the next test's localStorage. Its last writes land now and it writes no more.
 */
export async function retireStores(): Promise<void> {
  for (const store of live) {
    await store.persistor.flush();
    store.persistor.pause();
  }
  live.clear();
}
