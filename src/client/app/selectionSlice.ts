import { createSelector, createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FurnitureDto } from '../../shared/api';

/**
 * Chosen furniture, kept as ids and as objects (SPEC.md §3 keys selectedFurnitureIds, selectedFurnitures).
 * The ids are the truth; an id restored from the server may lack its object until a listing shows it.
 */
export interface SelectionState {
  selectedFurnitureIds: string[];
  selectedFurnitures: FurnitureDto[];
}

export const initialSelectionState: SelectionState = { selectedFurnitureIds: [], selectedFurnitures: [] };

function remove(state: SelectionState, id: string) {
  state.selectedFurnitureIds = state.selectedFurnitureIds.filter((x) => x !== id);
  state.selectedFurnitures = state.selectedFurnitures.filter((f) => f._id !== id);
}

const selectionSlice = createSlice({
  name: 'selection',
  initialState: initialSelectionState,
  reducers: {
    furnitureToggled(state, action: PayloadAction<FurnitureDto>) {
      const id = action.payload._id;
      if (state.selectedFurnitureIds.includes(id)) {
        remove(state, id);
      } else {
        state.selectedFurnitureIds.push(id);
        state.selectedFurnitures.push(action.payload);
      }
    },
    /** Adds the pieces not selected yet, in order ("Select all" of a recommended set); none is removed. */
    furnituresAdded(state, action: PayloadAction<FurnitureDto[]>) {
      for (const f of action.payload) {
        if (state.selectedFurnitureIds.includes(f._id)) continue;
        state.selectedFurnitureIds.push(f._id);
        state.selectedFurnitures.push(f);
      }
    },
    /** For an id whose object is not known (restored from the server and not yet listed). */
    furnitureIdToggled(state, action: PayloadAction<string>) {
      if (state.selectedFurnitureIds.includes(action.payload)) remove(state, action.payload);
      else state.selectedFurnitureIds.push(action.payload);
    },
    /** The server's ids replace the local ones; objects already known are kept. */
    selectionRestored(state, action: PayloadAction<string[]>) {
      const ids = [...new Set(action.payload)];
      const known = new Map(state.selectedFurnitures.map((f) => [f._id, f]));
      state.selectedFurnitureIds = ids;
      state.selectedFurnitures = ids.flatMap((id) => known.get(id) ?? []);
    },
    /** Fills in the objects of selected ids that a listing has just shown. */
    furnituresSeen(state, action: PayloadAction<FurnitureDto[]>) {
      const known = new Map(state.selectedFurnitures.map((f) => [f._id, f]));
      const wanted = new Set(state.selectedFurnitureIds);
      const found = action.payload.filter((f) => wanted.has(f._id) && !known.has(f._id));
      if (!found.length) return;
      for (const f of found) known.set(f._id, f);
      state.selectedFurnitures = state.selectedFurnitureIds.flatMap((id) => known.get(id) ?? []);
    },
    selectionCleared() {
      return initialSelectionState;
    },
  },
});

export const {
  furnitureToggled,
  furnituresAdded,
  furnitureIdToggled,
  selectionRestored,
  furnituresSeen,
  selectionCleared,
} = selectionSlice.actions;
export default selectionSlice.reducer;

type WithSelection = { selection: SelectionState };

export const selectSelectedIds = (state: WithSelection) => state.selection.selectedFurnitureIds;
export const selectSelectedFurnitures = (state: WithSelection) => state.selection.selectedFurnitures;
/** A Set, so each of hundreds of cards checks its own id in O(1) on every store change. */
export const selectSelectedIdSet = createSelector([selectSelectedIds], (ids) => new Set(ids));
/** Ids whose objects are not known yet. */
export const selectMissingIds = createSelector([selectSelectedIds, selectSelectedFurnitures], (ids, objects) => {
  const known = new Set(objects.map((f) => f._id));
  return ids.filter((id) => !known.has(id));
});
