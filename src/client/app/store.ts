import { combineReducers, configureStore } from '@reduxjs/toolkit';
import authReducer from '../features/auth/authSlice';
import filterReducer from '../features/filter/filterSlice';
import selectionReducer from '../features/furniture/selectionSlice';
import { createSelectionSync } from '../features/furniture/selectionSync';
import visualizeReducer from '../features/visualize/visualizeSlice';
import { api } from './api';
import { loadPersistedState, persistToStorage } from './persist';
import { createSocketMiddleware, type SocketFactory } from './socketMiddleware';

const rootReducer = combineReducers({
  auth: authReducer,
  filter: filterReducer,
  selection: selectionReducer,
  visualize: visualizeReducer,
  [api.reducerPath]: api.reducer,
});

export type RootState = ReturnType<typeof rootReducer>;

/** A store preloaded from browser storage (or the given state) that writes the storage keys back. */
export function makeStore(preloadedState: Partial<RootState> = loadPersistedState(), { createSocket }: { createSocket?: SocketFactory } = {}) {
  const store = configureStore({
    reducer: rootReducer,
    preloadedState,
    middleware: (getDefault) => getDefault().prepend(createSelectionSync().middleware).concat(api.middleware, createSocketMiddleware(createSocket)),
    devTools: process.env.NODE_ENV !== 'production',
  });
  persistToStorage(store.subscribe, store.getState);
  return store;
}

export type AppStore = ReturnType<typeof makeStore>;
export type AppDispatch = AppStore['dispatch'];
