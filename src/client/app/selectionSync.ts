import type { Middleware, MiddlewareAPI, ThunkDispatch, UnknownAction } from '@reduxjs/toolkit';
import type { FurnituresResponse } from '../../shared/api';
import { signedIn, signedOut, type AuthState } from './authSlice';
import { authApi } from '../features/auth/authApi';
import { settingsApi } from '../features/settings/settingsApi';
import { furnitureApi } from '../features/furniture/furnitureApi';
import { catalogApi } from './catalogApi';
import {
  furnitureIdToggled,
  furnituresAdded,
  furnituresSeen,
  furnitureToggled,
  selectionCleared,
  selectionRestored,
  type SelectionState,
} from './selectionSlice';

export const SYNC_DEBOUNCE_MS = 500;
/** Automatic retries after a failed sync; past the last one, the next change resends. */
export const SYNC_RETRY_DELAYS_MS = [2000, 5000, 15000, 30000];

interface State {
  auth: AuthState;
  selection: SelectionState;
}
type Api = MiddlewareAPI<ThunkDispatch<State, unknown, UnknownAction>, State>;

const isChange = (action: unknown) =>
  furnitureToggled.match(action) ||
  furnituresAdded.match(action) ||
  furnitureIdToggled.match(action) ||
  selectionCleared.match(action);

const running = new Set<() => void>();

/** Drops pending syncs and retries of every store (test teardown: each test builds its own store). */
export function stopSelectionSyncs() {
  for (const stop of running) stop();
  running.clear();
}

/**
 * Keeps PATCH /user/sync in step with the selection: debounced, one request at a time, always the
 * whole current selection (so a failed request is repaired by the next one). On sign-in the server's
 * ids restore the selection; objects of restored ids are filled in when a listing shows them.
 * A plain middleware rather than RTK's listener middleware: it sits in the login route's bundle.
 */
export function createSelectionSync(): { middleware: Middleware } {
  let timer: ReturnType<typeof setTimeout> | null = null;
  let dirty = false;
  let inFlight = false;
  let retries = 0;
  let stopped = false;
  /** Bumped by every local change; a restore that started before a change must not undo it. */
  let version = 0;

  running.add(() => {
    stopped = true;
    if (timer) clearTimeout(timer);
    timer = null;
  });

  function schedule(api: Api, delay: number) {
    if (stopped) return;
    if (timer) clearTimeout(timer);
    timer = setTimeout(() => {
      timer = null;
      void flush(api, api.getState().auth.token);
    }, delay);
  }

  /** `selection`: the one to send, when it is no longer in the state (the session ended). */
  async function flush(api: Api, token: string | null, selection = api.getState().selection) {
    if (!dirty || !token) return;
    if (inFlight) return; // the request in flight sees `dirty` when it ends and sends again
    dirty = false;
    inFlight = true;
    const { selectedFurnitureIds, selectedFurnitures } = selection;
    const objects = new Map(selectedFurnitures.map((f) => [f._id, f]));
    // Ids without a known object still go to the server, which keeps only _id.
    const body = selectedFurnitureIds.map((id) => objects.get(id) ?? { _id: id });
    try {
      await api.dispatch(furnitureApi.endpoints.syncSelection.initiate({ selectedFurnitures: body, token })).unwrap();
      retries = 0;
    } catch (err) {
      console.error('Selection sync failed', err);
      dirty = true;
      if (retries < SYNC_RETRY_DELAYS_MS.length) {
        schedule(api, SYNC_RETRY_DELAYS_MS[retries]);
        retries++;
      }
      return;
    } finally {
      inFlight = false;
    }
    if (dirty) schedule(api, SYNC_DEBOUNCE_MS);
  }

  async function restore(api: Api) {
    const started = version;
    try {
      const request = api.dispatch(
        settingsApi.endpoints.getMe.initiate(undefined, { forceRefetch: true, subscribe: false }),
      );
      const ids = (await request.unwrap()).data?.selectedFurnitureIds;
      if (!Array.isArray(ids) || started !== version) return;
      dirty = false; // the server's copy wins over changes a past session could not send
      api.dispatch(selectionRestored(ids));
    } catch (err) {
      // 401/403: the session cannot make product calls (e.g. an unverified account); the screens say so.
      const status = (err as { status?: unknown })?.status;
      if (status !== 401 && status !== 403) console.error('Could not restore the saved selection', err);
    }
  }

  function fillObjects(api: Api, listing: FurnituresResponse) {
    const { selectedFurnitureIds, selectedFurnitures } = api.getState().selection;
    if (selectedFurnitures.length === selectedFurnitureIds.length) return;
    const listed = (listing.data?.furnitures ?? []).flatMap((entry) => Object.values(entry).flat());
    api.dispatch(furnituresSeen(listed));
  }

  const middleware: Middleware = (untyped) => {
    const api = untyped as Api;
    return (next) => (action) => {
      // A change still waiting when the session ends goes out at once, with the ending session's
      // token and selection (the sign-out empties the selection in the state).
      const ending = signedOut.match(action) ? { ...api.getState(), revoke: action.payload?.revoke } : null;
      const result = next(action);
      if (isChange(action)) {
        version++;
        dirty = true;
        retries = 0;
        schedule(api, SYNC_DEBOUNCE_MS);
      } else if (ending) {
        if (timer) clearTimeout(timer);
        timer = null;
        retries = SYNC_RETRY_DELAYS_MS.length;
        const token = ending.auth.token;
        // After the sign-out's resetApiState, which would abort a request started before it. The
        // token is revoked only once that last sync is done, or the sync would be refused. Nothing
        // waits for either: signing out locally never depends on the network.
        void Promise.resolve()
          .then(() => flush(api, token, ending.selection))
          .then(() => {
            if (ending.revoke && token) void api.dispatch(authApi.endpoints.logout.initiate(token));
          });
      } else if (signedIn.match(action)) {
        void restore(api);
      } else if (catalogApi.endpoints.getFurnitures.matchFulfilled(action)) {
        fillObjects(api, action.payload);
      }
      return result;
    };
  };
  return { middleware };
}
