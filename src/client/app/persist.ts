import { createTransform, type PersistConfig, type Storage as PersistStorage } from 'redux-persist';
import autoMergeLevel2 from 'redux-persist/lib/stateReconciler/autoMergeLevel2';
import type { AuthState } from './authSlice';
import type { FilterState } from '../features/filter/filterSlice';
import type { SelectionState } from './selectionSlice';
import type { VisualizeState } from '../features/visualize/visualizeSlice';
import { isTokenUsable } from './token';

/**
 * Browser storage of SPEC.md §3 through redux-persist: one plain localStorage key per value
 * rather than redux-persist's single `persist:<key>` blob, because other tabs, tests and the
 * original product read these keys directly. The storage engine below does the mapping.
 */
export interface PersistedState {
  auth: AuthState;
  filter: FilterState;
  selection: SelectionState;
  visualize: VisualizeState;
}

type SliceName = keyof PersistedState;

interface KeySpec {
  key: string;
  slice: SliceName;
  field: string;
  /** Plain strings are stored as they are; everything else as JSON text. */
  format: 'text' | 'json';
  /** What a stored value must be to be read back; anything else (a hand-edited key) is ignored. */
  shape: 'string' | 'array' | 'object';
  removeWhenEmpty?: boolean;
}

const spec = <S extends SliceName>(
  key: string,
  slice: S,
  field: keyof PersistedState[S] & string,
  shape: KeySpec['shape'],
  removeWhenEmpty = false,
): KeySpec => ({
  key,
  slice,
  field,
  shape,
  format: key === 'user' || shape !== 'string' ? 'json' : 'text',
  removeWhenEmpty,
});

export const STORAGE_KEYS: readonly KeySpec[] = [
  spec('authToken', 'auth', 'token', 'string'),
  // SPEC.md §3: the user name is kept as JSON text, unlike the other strings.
  spec('user', 'auth', 'user', 'string'),
  spec('items', 'filter', 'items', 'array'),
  spec('preferredStyle', 'filter', 'preferredStyle', 'string'),
  spec('preferredColor', 'filter', 'preferredColor', 'string'),
  spec('filterData', 'filter', 'filterData', 'object'),
  spec('roomPhoto', 'filter', 'roomPhoto', 'object'),
  spec('selectedFurnitureIds', 'selection', 'selectedFurnitureIds', 'array'),
  spec('selectedFurnitures', 'selection', 'selectedFurnitures', 'array', true),
  spec('roomParams', 'visualize', 'roomParams', 'object'),
  spec('generatedImage', 'visualize', 'generatedImage', 'string'),
  spec('itemTable', 'visualize', 'itemTable', 'object'),
  spec('roomName', 'visualize', 'roomName', 'string'),
  spec('fetchUrl', 'visualize', 'fetchUrl', 'string'),
];

function storage(): Storage | null {
  try {
    return typeof window !== 'undefined' ? window.localStorage : null;
  } catch {
    return null; // storage disabled (privacy mode): the app still runs, it just forgets
  }
}

function decode(raw: string, format: KeySpec['format']): unknown {
  if (format === 'text') return raw;
  try {
    return JSON.parse(raw);
  } catch {
    return undefined;
  }
}

function encode(value: unknown, format: KeySpec['format']): string {
  return format === 'text' && typeof value === 'string' ? value : JSON.stringify(value);
}

function hasShape(value: unknown, shape: KeySpec['shape']): boolean {
  if (shape === 'array') return Array.isArray(value);
  if (shape === 'object') return typeof value === 'object' && value !== null && !Array.isArray(value);
  return typeof value === 'string';
}

type Stored = Partial<Record<SliceName, Record<string, unknown>>>;

/** The persisted slices read back from the keys; a key with a value of the wrong shape is ignored. */
function readKeys(store: Storage): Stored | null {
  const state: Stored = {};
  let found = false;
  for (const k of STORAGE_KEYS) {
    const raw = store.getItem(k.key);
    if (raw === null) continue;
    const value = decode(raw, k.format);
    if (!hasShape(value, k.shape)) continue;
    (state[k.slice] ??= {})[k.field] = value;
    found = true;
  }
  return found ? state : null;
}

/**
 * Writes each key whose value changed since this store last wrote it (state values are
 * immutable, so identity says), leaving keys of unchanged values to other tabs and hand edits.
 * An empty value removes its key (an empty list only where SPEC.md §3 says so, or at sign-out).
 */
function writeKeys(store: Storage, state: Stored, written: Map<string, unknown>) {
  // A token is stored but the state has none: the session is ending. Empty lists then go as
  // well, so a sign-out leaves no key of the user behind.
  const signingOut = state.auth !== undefined && !state.auth.token && store.getItem('authToken') !== null;
  for (const k of STORAGE_KEYS) {
    const slice = state[k.slice];
    if (!slice) continue; // a slice redux-persist has not staged yet: leave its keys alone
    const value = slice[k.field];
    if (written.has(k.key) && written.get(k.key) === value) continue;
    written.set(k.key, value);
    const stored = store.getItem(k.key);
    const empty =
      value === null ||
      value === undefined ||
      ((k.removeWhenEmpty || signingOut) && Array.isArray(value) && value.length === 0);
    if (empty) {
      if (stored !== null) store.removeItem(k.key);
    } else if (stored === null && Array.isArray(value) && value.length === 0) {
      // An absent key reads back as the same empty list: a fresh store writes nothing.
    } else {
      const text = encode(value, k.format);
      if (stored !== text) store.setItem(k.key, text);
    }
  }
}

/**
 * A redux-persist storage engine over localStorage that keeps each persisted field under its own
 * SPEC key. Used with serialize/deserialize off, so it is handed and returns plain objects.
 * Its work happens synchronously inside each call, so `persistor.flush()` has written on return.
 */
export function specKeysStorage(target: () => Storage | null = storage): PersistStorage {
  const written = new Map<string, unknown>();
  return {
    getItem: () =>
      promised(() => {
        const store = target();
        return store ? readKeys(store) : null;
      }),
    setItem: (_key: string, state: Stored) =>
      promised(() => {
        const store = target();
        if (store) writeKeys(store, state, written);
      }),
    removeItem: () =>
      promised(() => {
        const store = target();
        for (const k of STORAGE_KEYS) store?.removeItem(k.key);
      }),
  };
}

/** Runs `work` now and hands its result over as a promise; a throw becomes a rejection, as in an async function. */
function promised<T>(work: () => T): Promise<T> {
  return new Promise<T>((resolve) => resolve(work()));
}

/** A stored token whose `exp` has passed is read back as signed out (and its key then removed). */
const dropExpiredToken = createTransform<AuthState, AuthState>(
  (inbound) => inbound,
  (outbound) => (outbound.token && !isTokenUsable(outbound.token) ? { ...outbound, token: null } : outbound),
  { whitelist: ['auth'] },
);

const PERSISTED_SLICES: SliceName[] = ['auth', 'filter', 'selection', 'visualize'];

export function makePersistConfig<S>(): PersistConfig<S> {
  return {
    key: 'roomwise',
    storage: specKeysStorage(),
    whitelist: PERSISTED_SLICES,
    // The engine maps objects to keys itself; `deserialize` is honoured by redux-persist 6 but missing from its types.
    serialize: false,
    ...({ deserialize: false } as object),
    // Fields missing from storage keep their initial values rather than replacing the whole slice.
    stateReconciler: autoMergeLevel2,
    transforms: [dropExpiredToken],
    // No rehydration timeout: the engine answers within the call, and a failure rejects, which
    // redux-persist handles as one. Its timer is never cleared, so it only held a process that had
    // finished (the prerender script) alive for 5 s.
    timeout: 0,
  };
}
