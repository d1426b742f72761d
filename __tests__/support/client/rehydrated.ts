import type { AppStore } from '../../../src/client/app/store';

/** Resolves once redux-persist has read the storage keys back, as the app has when PersistGate opens. */
export function rehydrated(store: AppStore): Promise<AppStore> {
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
