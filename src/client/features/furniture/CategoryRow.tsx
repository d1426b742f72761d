import { memo, useRef } from 'react';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type { FurnitureDto } from '../../../shared/api';
import { ROW_SCROLL_STEP_PX } from '../../../shared/constants';
import { FurnitureCard } from '../../components/FurnitureCard';
import { useOverflows } from './useOverflows';
import type { RowLoad } from './useRowPages';

const Track = styled('div')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(2),
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x proximity',
  paddingBottom: theme.spacing(1.5),
  '&:focus-visible': { outline: `2px solid ${theme.palette.secondary.main}`, outlineOffset: 2 },
}));

const Section = styled('section')(({ theme }) => ({
  marginBottom: theme.spacing(4),
  // Rows far below the fold skip layout and paint until scrolled near.
  contentVisibility: 'auto',
  containIntrinsicSize: 'auto 400px',
}));

function scrollRow(el: HTMLElement | null, direction: 1 | -1) {
  if (!el) return;
  const reduce =
    typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const left = direction * ROW_SCROLL_STEP_PX;
  if (typeof el.scrollBy === 'function') el.scrollBy({ left, behavior: reduce ? 'auto' : 'smooth' });
  else el.scrollLeft += left;
}

export const LOAD_MORE_FAILED = 'Could not load more.';

const MoreSlot = styled('div')(({ theme }) => ({
  flex: '0 0 auto',
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: theme.spacing(1),
  scrollSnapAlign: 'end',
}));

interface CategoryRowProps {
  category: string;
  items: FurnitureDto[];
  /** Whether a next page may exist (`idle`), is on its way, failed, or not (`done`). */
  load?: RowLoad;
  onLoadMore?: (category: string) => void;
}

/**
 * One category: heading with its count, scroll buttons while the cards overflow the row, a
 * horizontal track of cards and, at its end, "Load more" while the category may have more.
 */
export const CategoryRow = memo(function CategoryRow({ category, items, load = 'done', onLoadMore }: CategoryRowProps) {
  const track = useRef<HTMLDivElement>(null);
  const more = load !== 'done' && onLoadMore !== undefined;
  const overflows = useOverflows(track, items.length + (more ? 1 : 0));
  const headingId = `row-${category.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}`;
  return (
    <Section aria-labelledby={headingId}>
      <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 1.5 }}>
        <Typography variant="h3" component="h2" id={headingId}>
          {category}{' '}
          <Box component="span" sx={{ color: 'text.secondary', fontWeight: 400 }}>
            ({items.length})
          </Box>
        </Typography>
        {overflows && (
          <Box sx={{ display: 'flex', gap: 1 }}>
            <IconButton aria-label={`Scroll ${category} left`} onClick={() => scrollRow(track.current, -1)}>
              <ChevronLeft />
            </IconButton>
            <IconButton aria-label={`Scroll ${category} right`} onClick={() => scrollRow(track.current, 1)}>
              <ChevronRight />
            </IconButton>
          </Box>
        )}
      </Box>
      {items.length ? (
        <Track ref={track} tabIndex={0} role="group" aria-label={`${category} furniture`}>
          {items.map((item) => (
            <FurnitureCard key={item._id} item={item} />
          ))}
          {more && (
            <MoreSlot>
              {load === 'failed' && (
                <Typography role="alert" color="error" variant="body2">
                  {LOAD_MORE_FAILED}
                </Typography>
              )}
              <Button
                variant="outlined"
                aria-label={`Load more ${category}`}
                disabled={load === 'loading'}
                onClick={() => onLoadMore(category)}
              >
                Load more
              </Button>
            </MoreSlot>
          )}
        </Track>
      ) : (
        <Typography color="text.secondary">No furniture found.</Typography>
      )}
    </Section>
  );
});
