import { useMemo } from 'react';
import { useLocation } from 'react-router-dom';
import type { FurnituresData } from '../../../shared/api';
import type { FurnitureSort } from '../../../shared/constants';
import { categoriesForRoomType, FURNITURE_FIRST_PAGE, FURNITURE_PAGE_LIMIT } from '../../../shared/constants';
import { useAppSelector } from '../../app/hooks';
import { useGetFurnituresQuery, type FurnitureQuery } from '../../app/catalogApi';
import { toRows } from './furnitureApi';

interface NavigationState {
  furnitures?: FurnituresData['furnitures'];
}

/**
 * The first page of every row of the stored filter (so a reload or a direct visit refetches it); the
 * list the filter screen passed as navigation state shows at once, in its order, while the cache answers.
 */
export function useResultsQuery({ all, sort }: { all: boolean; sort: FurnitureSort }) {
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
      count: FURNITURE_FIRST_PAGE,
      ...(sort === 'recommended' ? {} : { sort }),
    };
  }, [filterData, storedItems, all, sort]);

  const query = useGetFurnituresQuery(args ?? { items: [], limit: FURNITURE_PAGE_LIMIT, count: FURNITURE_FIRST_PAGE }, {
    skip: !args,
  });
  const passed = (location.state as NavigationState | null)?.furnitures;
  const firstView = sort === 'recommended' && !all && Array.isArray(passed);
  const cached = query.currentData?.data;
  const early = firstView && query.isLoading ? passed : undefined;
  // One object per answer, so `rows` keeps its identity between renders.
  const listing = useMemo(() => cached ?? (early ? { furnitures: early, total: 0 } : undefined), [cached, early]);
  const rows = useMemo(() => toRows(listing), [listing]);

  return {
    filterData,
    /** The first page's request; a row's "Load more" asks for its next pages with the same filter and order. */
    args,
    rows,
    hasListing: listing !== undefined,
    loading: !listing && (query.isLoading || query.isFetching),
    error: query.isError ? query.error : undefined,
    refetch: query.refetch,
  };
}
