import type { AuthState } from '../features/auth/authSlice';
import { initialAuthState } from '../features/auth/authSlice';
import type { FilterState } from '../features/filter/filterSlice';
import { initialFilterState } from '../features/filter/filterSlice';
import type { SelectionState } from '../features/furniture/selectionSlice';
import { initialSelectionState } from '../features/furniture/selectionSlice';
import type { VisualizeState } from '../features/visualize/visualizeSlice';
import { initialVisualizeState } from '../features/visualize/visualizeSlice';
import { isTokenUsable } from './token';

/**
 * Browser storage of SPEC.md §3: one plain localStorage key per value (not a single persisted
 * blob), because other tabs, tests and the original product read these keys directly.
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
): KeySpec => ({ key, slice, field, shape, format: key === 'user' || shape !== 'string' ? 'json' : 'text', removeWhenEmpty });

export const STORAGE_KEYS: readonly KeySpec[] = [
  spec('authToken', 'auth', 'token', 'string'),
  // SPEC.md §3: the user name is kept as JSON text, unlike the other strings.
  spec('user', 'auth', 'user', 'string'),
  spec('items', 'filter', 'items', 'array'),
  spec('preferredStyle', 'filter', 'preferredStyle', 'string'),
  spec('preferredColor', 'filter', 'preferredColor', 'string'),
  spec('filterData', 'filter', 'filterData', 'object'),
  spec('selectedFurnitureIds', 'selection', 'selectedFurnitureIds', 'array'),
  spec('selectedFurnitures', 'selection', 'selectedFurnitures', 'array', true),
  spec('roomParams', 'visualize', 'roomParams', 'object'),
  spec('generatedImage', 'visualize', 'generatedImage', 'string'),
  spec('itemTable', 'visualize', 'itemTable', 'object'),
  spec('roomName', 'visualize', 'roomName', 'string'),
  spec('fetchUrl', 'visualize', 'fetchUrl', 'string'),
];

const INITIAL: PersistedState = {
  auth: initialAuthState,
  filter: initialFilterState,
  selection: initialSelectionState,
  visualize: initialVisualizeState,
};

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

function hasShape(value: unknown, shape: KeySpec['shape']): boolean {
  if (shape === 'array') return Array.isArray(value);
  if (shape === 'object') return typeof value === 'object' && value !== null && !Array.isArray(value);
  return typeof value === 'string';
}

/** The preloaded state read from the storage keys; an expired token is dropped. */
export function loadPersistedState(): PersistedState {
  const store = storage();
  const state = {
    auth: { ...INITIAL.auth },
    filter: { ...INITIAL.filter },
    selection: { ...INITIAL.selection },
    visualize: { ...INITIAL.visualize },
  };
  if (!store) return state;
  for (const k of STORAGE_KEYS) {
    const raw = store.getItem(k.key);
    if (raw === null) continue;
    const value = decode(raw, k.format);
    if (!hasShape(value, k.shape)) continue;
    (state[k.slice] as unknown as Record<string, unknown>)[k.field] = value;
  }
  if (!isTokenUsable(state.auth.token)) {
    state.auth.token = null;
    store.removeItem('authToken');
  }
  return state;
}

function writeKey(store: Storage, k: KeySpec, value: unknown) {
  const empty = value === null || value === undefined || (k.removeWhenEmpty && Array.isArray(value) && value.length === 0);
  if (empty) {
    store.removeItem(k.key);
  } else {
    store.setItem(k.key, k.format === 'text' && typeof value === 'string' ? value : JSON.stringify(value));
  }
}

/** Writes each key whose value changed; returns the unsubscribe function. */
export function persistToStorage(subscribe: (listener: () => void) => () => void, getState: () => PersistedState): () => void {
  const store = storage();
  if (!store) return () => undefined;
  const read = (s: PersistedState, k: KeySpec) => (s[k.slice] as unknown as Record<string, unknown>)[k.field];
  let previous = getState();
  return subscribe(() => {
    const current = getState();
    if (current === previous) return;
    for (const k of STORAGE_KEYS) {
      if (current[k.slice] === previous[k.slice]) continue;
      const value = read(current, k);
      if (value !== read(previous, k)) writeKey(store, k, value);
    }
    previous = current;
  });
}
