import { memo, useEffect, useMemo, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { errorMessage } from '../../app/errors';
import { useAppSelector } from '../../app/hooks';
import { formatPrice } from '../../components/formatPrice';
import { PageLoader } from '../../components/PageLoader';
import { BudgetField } from './BudgetField';
import { parseBudget } from './budget';
import { useGetRecommendationsQuery, type RoomArgs } from './recommendApi';
import { RecommendedSets } from './RecommendedSets';

/** Typing a budget asks again once the person has paused this long. */
export const BUDGET_DEBOUNCE_MS = 600;
export const RECOMMENDATIONS_FAILED = 'Could not load recommendations.';
const NO_SET_FITS = 'No complete room fits this budget.';

/**
 * "Recommended for your room": complete sets for the stored filter, within an optional budget.
 * Memoised: the results screen re-renders on every keystroke of its search.
 */
export default memo(function RecommendedBand() {
  const filterData = useAppSelector((s) => s.filter.filterData);
  const [budgetText, setBudgetText] = useState('');
  const [budget, setBudget] = useState<number | undefined>(undefined);

  const args = useMemo<RoomArgs | null>(
    () =>
      filterData && {
        roomType: filterData.roomType,
        color: filterData.preferredColor,
        style: filterData.preferredStyle,
        ...(budget !== undefined && { budget }),
      },
    [filterData, budget],
  );
  const query = useGetRecommendationsQuery(args ?? skipToken);
  // The last answer's currency is the one a typed budget is in (API.md: minor units of the catalog's).
  const currency = query.data?.cheapestTotal.currency;
  const parsed = parseBudget(budgetText, currency);

  useEffect(() => {
    if (parsed.error !== undefined) return;
    const timer = setTimeout(() => setBudget(parsed.amount), BUDGET_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [parsed.amount, parsed.error]);

  const clearBudget = () => {
    setBudgetText('');
    setBudget(undefined);
  };

  if (!args) return null;
  const data = query.currentData;

  return (
    <Box
      component="section"
      aria-labelledby="recommended-heading"
      aria-busy={query.isFetching}
      sx={{ border: 1, borderColor: 'divider', borderRadius: 3, p: { xs: 1.5, sm: 2.5 }, mb: 4, minWidth: 0 }}
    >
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 2, mb: 1.5 }}>
        <Typography variant="h3" component="h2" id="recommended-heading" sx={{ flex: '1 1 220px', mt: 0.5 }}>
          Recommended for your room
        </Typography>
        <BudgetField
          value={budgetText}
          onChange={setBudgetText}
          onClear={clearBudget}
          currency={currency}
          error={parsed.error}
        />
      </Box>

      {!data && query.isFetching && <PageLoader label="Loading recommendations" />}
      {!data && !query.isFetching && query.isError && (
        <Box role="alert">
          <Typography color="error" sx={{ mb: 1 }}>
            {errorMessage(query.error, RECOMMENDATIONS_FAILED)}
          </Typography>
          <Button variant="outlined" onClick={() => void query.refetch()}>
            Try again
          </Button>
        </Box>
      )}
      {data && data.sets.length === 0 && (
        <Box role="status">
          <Typography sx={{ mb: 0.5 }}>{data.message ?? NO_SET_FITS}</Typography>
          {data.cheapestTotal.amount > 0 && (
            <Typography sx={{ mb: 1 }}>The cheapest complete room is {formatPrice(data.cheapestTotal)}.</Typography>
          )}
          {budget !== undefined && (
            <Button variant="outlined" onClick={clearBudget}>
              Remove budget
            </Button>
          )}
        </Box>
      )}
      {data && data.sets.length > 0 && <RecommendedSets key={JSON.stringify(args)} data={data} args={args} />}
    </Box>
  );
});
