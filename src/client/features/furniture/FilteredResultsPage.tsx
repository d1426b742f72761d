import { lazy, Suspense, useDeferredValue, useMemo, useState } from 'react';
import SearchIcon from '@mui/icons-material/Search';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import InputAdornment from '@mui/material/InputAdornment';
import Link from '@mui/material/Link';
import OutlinedInput from '@mui/material/OutlinedInput';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useSearchParams } from 'react-router-dom';
import { FURNITURE_FIRST_PAGE, FURNITURE_PAGE_LIMIT } from '../../../shared/constants';
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
  const [page, setPage] = useState(FURNITURE_FIRST_PAGE);
  const [search, setSearch] = useState('');
  const [dialogOpen, setDialogOpen] = useState(false);
  const [similarTo, setSimilarTo] = useState<FurnitureDto | null>(null);
  const selectedCount = useAppSelector(selectSelectedIds).length;
  const { filterData, rows, hasListing, loading, error, refetch } = useResultsQuery({ page, all });
  // Typing stays responsive while hundreds of cards re-filter.
  const deferredSearch = useDeferredValue(search);
  const visible = useMemo(() => filterRows(rows, deferredSearch), [rows, deferredSearch]);
  const rendered = useProgressiveCount(visible.length, FIRST_ROWS);

  const onSearch = (value: string) => {
    setSearch(value);
    setPage(FURNITURE_FIRST_PAGE);
  };

  const showAll = () => {
    setSearch('');
    setPage(FURNITURE_FIRST_PAGE);
    setParams({ all: '1' }, { replace: true });
  };

  const filtered = !all && Boolean(filterData?.preferredStyle || filterData?.preferredColor);
  const morePages = rows.some((r) => r.items.length >= FURNITURE_PAGE_LIMIT);

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
          onChange={(e) => onSearch(e.target.value)}
          placeholder="Search for names"
          inputProps={{ 'aria-label': 'Search for names' }}
          startAdornment={
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          }
          sx={{ flex: '1 1 260px', maxWidth: 420 }}
        />
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
      {hasListing && (
        <>
          {visible.slice(0, rendered).map((row) => (
            <CategoryRow key={row.category} category={row.category} items={row.items} />
          ))}
          {(page > FURNITURE_FIRST_PAGE || morePages) && (
            <Box
              component="nav"
              aria-label="Furniture pages"
              sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2 }}
            >
              <Button
                variant="outlined"
                disabled={page <= FURNITURE_FIRST_PAGE}
                onClick={() => setPage((p) => Math.max(FURNITURE_FIRST_PAGE, p - 1))}
              >
                Previous page
              </Button>
              <Typography>Page {page}</Typography>
              <Button variant="outlined" disabled={!morePages} onClick={() => setPage((p) => p + 1)}>
                Next page
              </Button>
            </Box>
          )}
        </>
      )}

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
