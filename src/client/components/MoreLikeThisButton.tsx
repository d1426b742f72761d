import { styled } from '@mui/material/styles';
import type { FurnitureDto } from '../../shared/api';
import { useMoreLikeThis } from '../app/moreLikeThis';

// A plain styled button, not MUI's Button: every card of a page of hundreds carries one.
const TextButton = styled('button')(({ theme }) => ({
  ...theme.typography.button,
  alignSelf: 'flex-start',
  padding: theme.spacing(0.5),
  margin: theme.spacing(0, -0.5),
  border: 0,
  borderRadius: 6,
  background: 'none',
  color: theme.palette.primary.main,
  cursor: 'pointer',
  fontSize: '0.8125rem',
  '&:hover': { textDecoration: 'underline' },
  '&:focus-visible': { outline: `2px solid ${theme.palette.secondary.main}`, outlineOffset: 1 },
}));

/** "More like this" for one piece; nothing where the screen offers no similar items. */
export function MoreLikeThisButton({ item }: { item: FurnitureDto }) {
  const open = useMoreLikeThis();
  if (!open) return null;
  return (
    <TextButton type="button" aria-label={`More like this: ${item.title}`} onClick={() => open(item)}>
      More like this
    </TextButton>
  );
}
