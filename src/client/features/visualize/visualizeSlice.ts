import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { ItemTable, RoomParams, VisualizationMessage } from '../../../shared/api';

/** The last generation, cached under the storage keys of SPEC.md §3. */
export interface VisualizeState {
  roomParams: RoomParams | null;
  generatedImage: string | null;
  itemTable: ItemTable | null;
  roomName: string | null;
  fetchUrl: string | null;
}

export const initialVisualizeState: VisualizeState = {
  roomParams: null,
  generatedImage: null,
  itemTable: null,
  roomName: null,
  fetchUrl: null,
};

const visualizeSlice = createSlice({
  name: 'visualize',
  initialState: initialVisualizeState,
  reducers: {
    roomRequested(state, action: PayloadAction<RoomParams>) {
      state.roomParams = action.payload;
      state.generatedImage = null;
      state.itemTable = null;
      state.roomName = null;
      state.fetchUrl = null;
    },
    roomGenerated(state, action: PayloadAction<Omit<VisualizationMessage, 'projectId'>>) {
      state.generatedImage = action.payload.generatedImage;
      state.itemTable = action.payload.itemTable;
      state.roomName = action.payload.name;
      state.fetchUrl = action.payload.fetchUrl;
    },
    visualizationCleared() {
      return initialVisualizeState;
    },
  },
});

export const { roomRequested, roomGenerated, visualizationCleared } = visualizeSlice.actions;
export default visualizeSlice.reducer;
