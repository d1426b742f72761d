import type { AppStore } from '../../../src/client/app/store';
import { track } from './stores';

/** Resolves once redux-persist has read the storage keys back, as the app has when PersistGate opens. */
export function rehydrated(store: AppStore): Promise<AppStore> {
  track(store);
  return new Promise((resolve) => {
    const check = () => {
      if (!store.persistor.getState().bootstrapped) return;
      unsubscribe();
      resolve(store);
    };
    const unsubscribe = store.persistor.subscribe(check);
    check();
  });
}
