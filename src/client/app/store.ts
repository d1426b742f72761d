import { combineReducers, configureStore } from '@reduxjs/toolkit';
import { FLUSH, PAUSE, PERSIST, persistReducer, persistStore, PURGE, REGISTER, REHYDRATE } from 'redux-persist';
import authReducer, { signedOut } from './authSlice';
import filterReducer from '../features/filter/filterSlice';
import selectionReducer from './selectionSlice';
import { createSelectionSync } from './selectionSync';
import visualizeReducer from '../features/visualize/visualizeSlice';
import { api } from './api';
import { makePersistConfig } from './persist';
import { createSocketMiddleware } from './socketMiddleware';
import type { SocketFactory } from './socketTypes';

const appReducer = combineReducers({
  auth: authReducer,
  filter: filterReducer,
  selection: selectionReducer,
  visualize: visualizeReducer,
  [api.reducerPath]: api.reducer,
});

/**
 * Signing out empties every slice that belongs to the user, so the next person to sign in on
 * this browser does not inherit the room, colour, style or selection (and persist.ts then
 * removes their storage keys).
 */
const rootReducer: typeof appReducer = (state, action) =>
  appReducer(
    state && signedOut.match(action)
      ? { ...state, filter: undefined, selection: undefined, visualize: undefined }
      : state,
    action,
  );

export type RootState = ReturnType<typeof rootReducer>;

/**
 * A store that redux-persist rehydrates from the browser storage keys and writes back to them.
 * `preloadedState` is where the store starts; values found in the storage keys are merged over it.
 * The persistor rides on the store so providers and tests reach it from the one object.
 */
export function makeStore(
  preloadedState?: Partial<RootState>,
  { createSocket }: { createSocket?: SocketFactory } = {},
) {
  // A variable, not inline: inlined, the generic call leaves configureStore to infer the state as any.
  const reducer = persistReducer(makePersistConfig<RootState>(), rootReducer);
  const store = configureStore({
    reducer,
    preloadedState: preloadedState as ReturnType<typeof rootReducer> & { _persist: never },
    middleware: (getDefault) =>
      getDefault({ serializableCheck: { ignoredActions: [FLUSH, REHYDRATE, PAUSE, PERSIST, PURGE, REGISTER] } })
        .prepend(createSelectionSync().middleware)
        .concat(api.middleware, createSocketMiddleware(createSocket)),
    devTools: process.env.NODE_ENV !== 'production',
  });
  return Object.assign(store, { persistor: persistStore(store) });
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
