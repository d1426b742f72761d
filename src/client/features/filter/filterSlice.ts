import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RoomParams, RoomPhotoParams } from '../../../shared/api';

/** The filter choice, sent later as these fields of roomParams. */
export type FilterData = Pick<RoomParams, 'roomType' | 'preferredColor' | 'preferredStyle'>;

/** The filter choice of SPEC.md §3; each field is its own storage key. */
export interface FilterState {
  items: string[] | null;
  preferredStyle: string | null;
  preferredColor: string | null;
  filterData: FilterData | null;
  /** "My room": the photo and its floor outline, sent as roomParams.roomPhoto; null for a drawn room. */
  roomPhoto: RoomPhotoParams | null;
}

export const initialFilterState: FilterState = {
  items: null,
  preferredStyle: null,
  preferredColor: null,
  filterData: null,
  roomPhoto: null,
};

const filterSlice = createSlice({
  name: 'filter',
  initialState: initialFilterState,
  reducers: {
    filterChosen(
      state,
      action: PayloadAction<{ filterData: FilterData; items: string[]; roomPhoto?: RoomPhotoParams | null }>,
    ) {
      state.filterData = action.payload.filterData;
      state.roomPhoto = action.payload.roomPhoto ?? null;
      state.items = action.payload.items;
      state.preferredStyle = action.payload.filterData.preferredStyle;
      state.preferredColor = action.payload.filterData.preferredColor;
    },
    /** The chosen photo was deleted: the next room is drawn again. */
    roomPhotoForgotten(state, action: PayloadAction<string>) {
      if (state.roomPhoto?.id === action.payload) state.roomPhoto = null;
    },
    filterCleared() {
      return initialFilterState;
    },
  },
});

export const { filterChosen, filterCleared, roomPhotoForgotten } = filterSlice.actions;
export default filterSlice.reducer;
