import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import type { FurnitureSort } from '../../../shared/constants';
import { errorMessage, FURNITURE_FETCH_FAILED } from '../../app/errors';
import { useAppSelector } from '../../app/hooks';
import { MoreLikeThisContext } from '../../app/moreLikeThis';
import { RecommendedBand, SimilarDialog } from '../../app/recommendSlots';
import { PageLoader } from '../../components/PageLoader';
import { visuallyHidden } from '../../components/PasswordChecklist';
import { Greeting } from '../../components/Greeting';
import { CategoryRow } from './CategoryRow';
import type { FurnitureDto } from '../../../shared/api';
import type { CategoryRowData } from './furnitureApi';
import { selectSelectedIds } from '../../app/selectionSlice';
import { useProgressiveCount } from './useProgressiveCount';
import { useResultsQuery } from './useResultsQuery';
import { useRowPages } from './useRowPages';
import { SortSelect } from './SortSelect';

// The dialog is opened on demand; its code stays out of the results chunk.
const SelectionsDialog = lazy(() => import(/* webpackChunkName: "selections-dialog" */ './SelectionsDialog'));

/** Rows rendered at once; the rest follow in a transition (about two screens at 1440×900). */
const FIRST_ROWS = 4;

function filterRows(rows: CategoryRowData[], search: string): CategoryRowData[] {
  const needle = search.trim().toLowerCase();
  // Unfiltered rows keep their item arrays, so memoised rows skip re-rendering.
  if (!needle) return rows;
  return rows.map((r) => ({
    category: r.category,
    items: r.items.filter((f) => f.title.toLowerCase().includes(needle)),
  }));
}

/** /dashboard/filtered-results: the stored filter's furniture, one scrollable row per category. */
export default function FilteredResultsPage() {
  const [params, setParams] = useSearchParams();
  const all = params.get('all') === '1';
  const [sort, setSort] = useState<FurnitureSort>('recommended');
  const [search, setSearch] = useState('');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [similarTo, setSimilarTo] = useState<FurnitureDto | null>(null);
  const selectedCount = useAppSelector(selectSelectedIds).length;
  const { filterData, args, rows: firstPages, hasListing, loading, error, refetch } = useResultsQuery({ all, sort });
  const { rows, loadMore, loadOf } = useRowPages(args, firstPages);
  // Typing stays responsive while hundreds of cards re-filter.
  const deferredSearch = useDeferredValue(search);
  const visible = useMemo(() => filterRows(rows, deferredSearch), [rows, deferredSearch]);
  const rendered = useProgressiveCount(visible.length, FIRST_ROWS);
  const noMatch = visible.length > 0 && visible.every((r) => !r.items.length);
  const searching = deferredSearch.trim() !== '';

  const showAll = () => {
    setSearch('');
    setParams({ all: '1' }, { replace: true });
  };

  const filtered = !all && Boolean(filterData?.preferredStyle || filterData?.preferredColor);

  if (!filterData) {
    return (
      <>
        <Greeting />
        <Typography>
          Choose a room type, color and style on the{' '}
          <Link component={RouterLink} to="/dashboard">
            filter page
          </Link>{' '}
          first.
        </Typography>
      </>
    );
  }

  return (
    <MoreLikeThisContext.Provider value={setSimilarTo}>
      <Typography variant="h1" sx={visuallyHidden}>
        Furniture
      </Typography>
      <Greeting />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 2, mb: 1 }}>
        <OutlinedInput
          type="search"
          value={search}
          onChange={(e) => setSearch(e.target.value)}
          placeholder="Search for names"
          inputProps={{ 'aria-label': 'Search for names' }}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          }
          sx={{ flex: '1 1 260px', maxWidth: 420 }}
        />
        <SortSelect value={sort} onChange={setSort} />
        <Button variant="contained" onClick={() => setDialogOpen(true)}>
          View Selected ({selectedCount})
        </Button>
        {filtered && (
          <Button variant="outlined" onClick={showAll}>
            Go to All Furnitures
          </Button>
        )}
      </Box>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {filtered
          ? `${filterData.preferredStyle} · ${filterData.preferredColor} · ${filterData.roomType}`
          : `All furniture · ${filterData.roomType}`}
      </Typography>

      <Suspense fallback={<PageLoader label="Loading recommendations" />}>
        <RecommendedBand />
      </Suspense>

      {loading && <PageLoader label="Loading furniture" />}
      {error !== undefined && !loading && (
        <Box role="alert" sx={{ mb: 3 }}>
          <Typography color="error" sx={{ mb: 1 }}>
            {errorMessage(error, FURNITURE_FETCH_FAILED)}
          </Typography>
          <Button variant="outlined" onClick={() => void refetch()}>
            Try again
          </Button>
        </Box>
      )}
      {hasListing && noMatch && (
        <Box role="status" sx={{ py: 4, textAlign: 'center' }}>
          <Typography sx={{ fontWeight: 600 }}>No furniture found.</Typography>
          {searching && (
            <Typography color="text.secondary">
              Nothing in these rows has “{deferredSearch.trim()}” in its name.
            </Typography>
          )}
        </Box>
      )}
      {hasListing &&
        !noMatch &&
        visible
          .slice(0, rendered)
          // A search hides the rows it empties; without one an empty category still shows its 0.
          .filter((row) => !searching || row.items.length > 0)
          .map((row) => (
            <CategoryRow
              key={row.category}
              category={row.category}
              items={row.items}
              load={loadOf(row)}
              onLoadMore={loadMore}
            />
          ))}

      {dialogOpen && (
        <Suspense fallback={null}>
          <SelectionsDialog open onClose={() => setDialogOpen(false)} />
        </Suspense>
      )}
      {/* After the Selections dialog, so it opens above it when asked from there. */}
      {similarTo && (
        <Suspense fallback={null}>
          <SimilarDialog item={similarTo} onClose={() => setSimilarTo(null)} />
        </Suspense>
      )}
    </MoreLikeThisContext.Provider>
  );
}
