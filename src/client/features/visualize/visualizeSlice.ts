import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type {
  GenerationProgress,
  ItemTable,
  MessageReceived,
  RoomParams,
  SocketError,
  VisualizationMessage,
} from '../../../shared/api';

export type VisualizeStatus = 'empty' | 'loading' | 'done' | 'error';

/** The last generation, cached under the storage keys of SPEC.md §3, plus the screen's live state. */
export interface VisualizeState {
  roomParams: RoomParams | null;
  generatedImage: string | null;
  itemTable: ItemTable | null;
  roomName: string | null;
  fetchUrl: string | null;
  /** Not persisted: after a reload the screen derives its state from the cached fields. */
  status: VisualizeStatus;
  error: string | null;
  progress: Pick<GenerationProgress, 'stage' | 'percent'> | null;
  /** The job the server accepted for the last request (from the ack), once known. */
  jobId: string | null;
  /** The realtime connection as the user is told of it: 'lost' until socket.io is back. Not persisted. */
  connection: 'unknown' | 'connected' | 'lost';
}

export const initialVisualizeState: VisualizeState = {
  roomParams: null,
  generatedImage: null,
  itemTable: null,
  roomName: null,
  fetchUrl: null,
  status: 'loading',
  error: null,
  progress: null,
  jobId: null,
  connection: 'unknown',
};

export const MESSAGES = {
  noImage: 'Generated image not found in response.',
  noMessage: 'Response does not contain the expected data.',
  socketError: (message: string) => `Error received from socket: ${message}`,
} as const;

/** What a socket `error` event or a failed ack carries (the middleware's own failures have no code). */
export type SocketFailure = Partial<SocketError>;

// A result or failure of another job of the same user (another tab) must not touch this one's progress.
const isOtherJob = (state: VisualizeState, jobId: string | undefined) =>
  jobId !== undefined && state.jobId !== null && jobId !== state.jobId;

function fail(state: VisualizeState, error: string) {
  state.status = 'error';
  state.error = error;
  state.progress = null;
}

const visualizeSlice = createSlice({
  name: 'visualize',
  initialState: initialVisualizeState,
  reducers: {
    socketConnected(state) {
      state.connection = 'connected';
    },
    socketLost(state) {
      state.connection = 'lost';
    },
    roomRequested(state, action: PayloadAction<RoomParams>) {
      state.roomParams = action.payload;
      state.generatedImage = null;
      state.itemTable = null;
      state.roomName = null;
      state.fetchUrl = null;
      state.status = 'loading';
      state.error = null;
      state.progress = null;
      state.jobId = null;
    },
    roomGenerated(state, action: PayloadAction<Omit<VisualizationMessage, 'projectId'>>) {
      state.generatedImage = action.payload.generatedImage;
      state.itemTable = action.payload.itemTable;
      state.roomName = action.payload.name;
      state.fetchUrl = action.payload.fetchUrl;
      state.status = 'done';
      state.error = null;
      state.progress = null;
    },
    /** A `message:received` payload the middleware checked against the contract. */
    messageReceived(state, action: PayloadAction<MessageReceived>) {
      const { message } = action.payload;
      if (!message.generatedImage) {
        fail(state, MESSAGES.noImage);
        return;
      }
      state.generatedImage = message.generatedImage;
      state.itemTable = message.itemTable;
      state.roomName = message.name;
      state.fetchUrl = message.fetchUrl;
      state.status = 'done';
      state.error = null;
      state.progress = null;
      // A Regenerate of this result joins its series on the server (one History entry, N versions).
      if (state.roomParams) state.roomParams = { ...state.roomParams, regenerates: message.projectId };
    },
    /** A result, error or ack that broke the contract; the middleware dropped the payload itself. */
    resultUnreadable(state) {
      fail(state, MESSAGES.noMessage);
    },
    progressReceived(state, action: PayloadAction<GenerationProgress>) {
      const { jobId, stage, percent } = action.payload;
      if (state.status !== 'loading' || isOtherJob(state, jobId)) return;
      state.progress = { stage, percent: Math.max(0, Math.min(100, percent)) };
    },
    jobAccepted(state, action: PayloadAction<string>) {
      if (state.status === 'loading') state.jobId = action.payload;
    },
    socketErrorReceived(state, action: PayloadAction<SocketFailure>) {
      if (isOtherJob(state, action.payload.jobId)) return;
      fail(state, MESSAGES.socketError(action.payload.message || 'Unknown error'));
    },
    itemTableLoaded(state, action: PayloadAction<ItemTable>) {
      state.itemTable = action.payload;
    },
    visualizationCleared() {
      return initialVisualizeState;
    },
  },
});

export const {
  socketConnected,
  socketLost,
  roomRequested,
  roomGenerated,
  messageReceived,
  resultUnreadable,
  progressReceived,
  jobAccepted,
  socketErrorReceived,
  itemTableLoaded,
  visualizationCleared,
} = visualizeSlice.actions;
export default visualizeSlice.reducer;

type WithVisualize = { visualize: VisualizeState };

const hasCachedResult = (v: VisualizeState) =>
  Boolean(v.roomParams && v.generatedImage && v.itemTable && v.roomName && v.fetchUrl);

/**
 * SPEC.md §4: the screen loads unless roomParams, image, item table, name and fetch URL are all
 * stored; the status field alone cannot say so after a page reload, since it is not persisted.
 * With no roomParams nothing was ever asked for, so nothing is pending: 'empty' (issue 20), not
 * a loading text that would never end.
 */
export function selectVisualizeStatus(state: WithVisualize): VisualizeStatus {
  const v = state.visualize;
  if (v.status === 'loading' && hasCachedResult(v)) return 'done';
  if (v.status === 'loading' && !v.roomParams) return 'empty';
  return v.status;
}
