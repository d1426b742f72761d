import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { FurnituresData } from '../../../shared/api';
import { categoriesForRoomType, FURNITURE_FIRST_PAGE, FURNITURE_PAGE_LIMIT } from '../../../shared/constants';
import { useAppSelector } from '../../app/hooks';
import { useGetFurnituresQuery, type FurnitureQuery } from '../../app/catalogApi';
import { toRows } from './furnitureApi';

interface NavigationState {
  furnitures?: FurnituresData['furnitures'];
}

/**
 * The listing of the stored filter (so a reload or a direct visit refetches it); the list the filter
 * screen passed as navigation state shows at once for the first page while the cache answers.
 */
export function useResultsQuery({ page, all }: { page: number; all: boolean }) {
  const filterData = useAppSelector((s) => s.filter.filterData);
  const storedItems = useAppSelector((s) => s.filter.items);
  const location = useLocation();

  const args = useMemo<FurnitureQuery | null>(() => {
    if (!filterData) return null;
    const items = storedItems?.length ? storedItems : [...categoriesForRoomType(filterData.roomType)];
    return {
      items,
      ...(all ? {} : { style: filterData.preferredStyle, color: filterData.preferredColor }),
      limit: FURNITURE_PAGE_LIMIT,
      count: page,
    };
  }, [filterData, storedItems, all, page]);

  const query = useGetFurnituresQuery(args ?? { items: [], limit: FURNITURE_PAGE_LIMIT, count: FURNITURE_FIRST_PAGE }, {
    skip: !args,
  });
  const passed = (location.state as NavigationState | null)?.furnitures;
  const firstView = page === FURNITURE_FIRST_PAGE && !all && Array.isArray(passed);
  const cached = query.currentData?.data;
  const early = firstView && query.isLoading ? passed : undefined;
  // One object per answer, so `rows` keeps its identity between renders.
  const listing = useMemo(() => cached ?? (early ? { furnitures: early, total: 0 } : undefined), [cached, early]);
  const rows = useMemo(() => toRows(listing), [listing]);

  return {
    filterData,
    rows,
    hasListing: listing !== undefined,
    loading: !listing && (query.isLoading || query.isFetching),
    error: query.isError ? query.error : undefined,
    refetch: query.refetch,
  };
}
