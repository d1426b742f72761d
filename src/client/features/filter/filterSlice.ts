import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { RoomParams } from '../../../shared/api';

/** The filter choice, sent later as these fields of roomParams. */
export type FilterData = Pick<RoomParams, 'roomType' | 'preferredColor' | 'preferredStyle'>;

/** The filter choice of SPEC.md §3; each field is its own storage key. */
export interface FilterState {
  items: string[] | null;
  preferredStyle: string | null;
  preferredColor: string | null;
  filterData: FilterData | null;
}

export const initialFilterState: FilterState = {
  items: null,
  preferredStyle: null,
  preferredColor: null,
  filterData: null,
};

const filterSlice = createSlice({
  name: 'filter',
  initialState: initialFilterState,
  reducers: {
    filterChosen(state, action: PayloadAction<{ filterData: FilterData; items: string[] }>) {
      state.filterData = action.payload.filterData;
      state.items = action.payload.items;
      state.preferredStyle = action.payload.filterData.preferredStyle;
      state.preferredColor = action.payload.filterData.preferredColor;
    },
    filterCleared() {
      return initialFilterState;
    },
  },
});

export const { filterChosen, filterCleared } = filterSlice.actions;
export default filterSlice.reducer;
