import { useCallback, useMemo, useState } from 'react';
import type { FurnitureDto } from '../../../shared/api';
import { FURNITURE_FIRST_PAGE } from '../../../shared/constants';
import { catalogApi, type FurnitureQuery } from '../../app/catalogApi';
import { useAppDispatch } from '../../app/hooks';
import { toRows, type CategoryRowData } from './furnitureApi';

export type RowLoad = 'idle' | 'loading' | 'failed' | 'done';

interface Pages {
  /** The first page's request these pages follow; other requests start over. */
  key: string;
  extra: Record<string, FurnitureDto[]>;
  page: Record<string, number>;
  load: Record<string, RowLoad>;
}

const empty = (key: string): Pages => ({ key, extra: {}, page: {}, load: {} });

/**
 * "Load more" per row: a row asks for its own next page (same filter and order, its category alone)
 * and appends it. A page shorter than the limit is the last; so is a first page shorter than it.
 */
export function useRowPages(args: FurnitureQuery | null, rows: CategoryRowData[]) {
  const dispatch = useAppDispatch();
  const key = JSON.stringify(args);
  const [state, setState] = useState<Pages>(() => empty(key));
  const pages = state.key === key ? state : empty(key);

  const fetchNext = useCallback(
    async (category: string) => {
      if (!args) return;
      if (pages.load[category] === 'loading' || pages.load[category] === 'done') return;
      const count = (pages.page[category] ?? FURNITURE_FIRST_PAGE) + 1;
      const update = (f: (p: Pages) => Pages) => setState((s) => f(s.key === key ? s : empty(key)));
      update((p) => ({ ...p, load: { ...p.load, [category]: 'loading' } }));
      const request = dispatch(
        catalogApi.endpoints.getFurnitures.initiate({ ...args, items: [category], count }, { subscribe: false }),
      );
      try {
        const data = (await request.unwrap()).data;
        const items = toRows(data)[0]?.items ?? [];
        update((p) => {
          // A catalog that changed between pages could repeat an item; a row shows each once.
          const shown = new Set(
            [...(rows.find((r) => r.category === category)?.items ?? []), ...(p.extra[category] ?? [])].map(
              (f) => f._id,
            ),
          );
          return {
            ...p,
            extra: {
              ...p.extra,
              [category]: [...(p.extra[category] ?? []), ...items.filter((f) => !shown.has(f._id))],
            },
            page: { ...p.page, [category]: count },
            load: { ...p.load, [category]: items.length < args.limit ? 'done' : 'idle' },
          };
        });
      } catch {
        update((p) => ({ ...p, load: { ...p.load, [category]: 'failed' } }));
      }
    },
    [args, dispatch, key, rows, pages],
  );
  const loadMore = useCallback((category: string) => void fetchNext(category), [fetchNext]);

  const merged = useMemo(
    () =>
      rows.map((r) => {
        const more = pages.extra[r.category];
        // Rows without a second page keep their arrays, so memoised rows skip re-rendering.
        return more?.length ? { category: r.category, items: [...r.items, ...more] } : r;
      }),
    [rows, pages.extra],
  );

  const loadOf = useCallback(
    (row: CategoryRowData): RowLoad => {
      const first = rows.find((r) => r.category === row.category)?.items.length ?? 0;
      if (!args || first < args.limit) return 'done';
      return pages.load[row.category] ?? 'idle';
    },
    [args, rows, pages.load],
  );

  return { rows: merged, loadMore, loadOf };
}
