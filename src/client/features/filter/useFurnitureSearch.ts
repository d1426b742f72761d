import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import { categoriesForRoomType, FURNITURE_FIRST_PAGE, FURNITURE_PAGE_LIMIT } from '../../../shared/constants';
import { useLazyGetFurnituresQuery } from '../../app/catalogApi';
import { errorMessage, FURNITURE_FETCH_FAILED, reportsFailure } from '../../app/errors';
import { useAppDispatch } from '../../app/hooks';
import { useToast } from '../../components/useToast';
import type { RoomPhotoParams } from '../../../shared/api';
import { filterChosen, type FilterData } from './filterSlice';

export const FILL_ALL_FIELDS = 'Please fill in all fields before searching.';
export const RESULTS_PATH = '/dashboard/filtered-results';

/** The filter screen's search: first page of the room's categories, then the results screen. */
export function useFurnitureSearch() {
  const [fetchFurnitures, { isFetching }] = useLazyGetFurnituresQuery();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();

  const search = useCallback(
    async (filterData: FilterData, roomPhoto: RoomPhotoParams | null = null) => {
      const { roomType, preferredColor, preferredStyle } = filterData;
      if (!roomType || !preferredColor || !preferredStyle) {
        toast.error(FILL_ALL_FIELDS);
        return;
      }
      const items = [...categoriesForRoomType(roomType)];
      try {
        const result = await fetchFurnitures({
          items,
          style: preferredStyle,
          color: preferredColor,
          limit: FURNITURE_PAGE_LIMIT,
          count: FURNITURE_FIRST_PAGE,
        }).unwrap();
        if (reportsFailure(result)) {
          toast.error(errorMessage(result, FURNITURE_FETCH_FAILED));
          return;
        }
        dispatch(filterChosen({ filterData, items, roomPhoto }));
        // No 'Data fetched successfully!': the results screen that opens shows the data itself.
        void navigate(RESULTS_PATH, { state: { furnitures: result.data?.furnitures ?? [] } });
      } catch (err) {
        toast.error(errorMessage(err, FURNITURE_FETCH_FAILED));
      }
    },
    [fetchFurnitures, dispatch, navigate, toast],
  );

  return { search, searching: isFetching };
}
