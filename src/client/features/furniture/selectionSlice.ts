import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { FurnitureDto } from '../../../shared/api';

/** Chosen furniture, kept as ids and as objects (SPEC.md §3 keys selectedFurnitureIds, selectedFurnitures). */
export interface SelectionState {
  selectedFurnitureIds: string[];
  selectedFurnitures: FurnitureDto[];
}

export const initialSelectionState: SelectionState = { selectedFurnitureIds: [], selectedFurnitures: [] };

const selectionSlice = createSlice({
  name: 'selection',
  initialState: initialSelectionState,
  reducers: {
    furnitureToggled(state, action: PayloadAction<FurnitureDto>) {
      const id = action.payload._id;
      if (state.selectedFurnitureIds.includes(id)) {
        state.selectedFurnitureIds = state.selectedFurnitureIds.filter((x) => x !== id);
        state.selectedFurnitures = state.selectedFurnitures.filter((f) => f._id !== id);
      } else {
        state.selectedFurnitureIds.push(id);
        state.selectedFurnitures.push(action.payload);
      }
    },
    selectionCleared() {
      return initialSelectionState;
    },
  },
});

export const { furnitureToggled, selectionCleared } = selectionSlice.actions;
export default selectionSlice.reducer;
