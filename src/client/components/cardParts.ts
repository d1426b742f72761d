// The parts every furniture card is made of (rows, dialogs, the recommended band), at its own size.
// Static styled parts: with hundreds of cards, per-instance sx would be serialised on every render.
import { styled } from '@mui/material/styles';

/** The card: a fixed-width column that snaps in a scrolling row. */
export const cardOf = (width: number) =>
  styled('article')(({ theme }) => ({
    flex: `0 0 ${width}px`,
    width,
    display: 'flex',
    flexDirection: 'column',
    border: `1px solid ${theme.palette.divider}`,
    borderRadius: 14,
    background: theme.palette.background.paper,
    overflow: 'hidden',
    scrollSnapAlign: 'start',
  }));

/** The product picture, whole (contain) on the catalog's light ground. */
export const cardImageOf = (width: number, height: number) =>
  styled('img')({
    display: 'block',
    width,
    height,
    objectFit: 'contain',
    background: '#f3f0eb',
  });

export const CardBody = styled('div')(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  gap: theme.spacing(0.5),
  padding: theme.spacing(1.5),
  flex: 1,
}));

/** At most `lines` lines of text, cut with an ellipsis. */
export const clampLines = (lines: number) => ({
  display: '-webkit-box',
  WebkitLineClamp: lines,
  WebkitBoxOrient: 'vertical' as const,
  overflow: 'hidden',
});
