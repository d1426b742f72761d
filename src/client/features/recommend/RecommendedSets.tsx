import { useCallback, useMemo, useState, type SetStateAction } from 'react';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import { MAX_FURNITURE_PER_ROOM } from '../../../shared/constants';
import { useAppDispatch, useAppStore } from '../../app/hooks';
import { furnituresAdded, selectSelectedIdSet } from '../../app/selectionSlice';
import { useGenerateRoom } from '../../app/useGenerateRoom';
import { formatPrice } from '../../components/formatPrice';
import { visuallyHidden } from '../../components/PasswordChecklist';
import { useToast } from '../../components/useToast';
import type { Recommendations, RoomArgs } from './recommendApi';
import { RecommendedPieceCard } from './RecommendedPieceCard';
import { idsOf, NO_CHOICE, piecesOf, type SetChoice } from './setChoices';
import { useSwap } from './useSwap';

const Track = styled('div')(({ theme }) => ({
  display: 'flex',
  gap: theme.spacing(2),
  overflowX: 'auto',
  overscrollBehaviorX: 'contain',
  scrollSnapType: 'x proximity',
  paddingBottom: theme.spacing(1.5),
  margin: 0,
}));

const plural = (n: number, one: string) => `${n} ${one}${n === 1 ? '' : 's'}`;

/** The sets of one answer: one at a time, with its pieces, total, swaps, "Select all" and "Generate this room". */
export function RecommendedSets({ data, args }: { data: Recommendations; args: RoomArgs }) {
  const count = data.sets.length;
  const [index, setIndex] = useState(0);
  const [choices, setChoices] = useState<Record<number, SetChoice>>({});
  const [announcement, setAnnouncement] = useState('');
  const set = data.sets[index];
  const choice = choices[index] ?? NO_CHOICE;
  const pieces = useMemo(() => piecesOf(set, choice), [set, choice]);
  const total = choice.total ?? set.total;
  const ids = useMemo(() => idsOf(pieces), [pieces]);
  const { generate, canGenerate, tooMany } = useGenerateRoom(ids);
  // Read when asked, so the band does not re-render on every selection change.
  const store = useAppStore();
  const dispatch = useAppDispatch();
  const toast = useToast();

  const setChoice = useCallback(
    (update: SetStateAction<SetChoice>) =>
      setChoices((all) => ({
        ...all,
        [index]: typeof update === 'function' ? update(all[index] ?? NO_CHOICE) : update,
      })),
    [index],
  );
  const { swap, swapping } = useSwap({ args, set, choice, setChoice, announce: setAnnouncement });

  // Previous and next wrap around, so neither turns disabled under the keyboard focus.
  const show = (next: number) => {
    const i = (next + count) % count;
    setIndex(i);
    setAnnouncement(
      `Set ${i + 1} of ${count}. Total ${formatPrice((choices[i] ?? NO_CHOICE).total ?? data.sets[i].total)}.`,
    );
  };

  const selectAll = () => {
    const unique = [...new Map(pieces.map((p) => [p.furniture._id, p.furniture])).values()];
    const selected = selectSelectedIdSet(store.getState());
    const added = unique.filter((f) => !selected.has(f._id)).length;
    dispatch(furnituresAdded(unique));
    if (added) toast.success(`Added ${plural(added, 'piece')} to your selections`);
    else toast.info('Every piece of this set is already in your selections');
  };

  return (
    <>
      {/* The set's total and actions above its cards, so they are in view with the band's top. */}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 1.5, rowGap: 1, mb: 1 }}>
        {count > 1 && (
          <Box component="nav" aria-label="Recommended sets" sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
            <IconButton aria-label="Previous set" onClick={() => show(index - 1)}>
              <ChevronLeft />
            </IconButton>
            <Typography sx={{ fontWeight: 600 }}>
              Set {index + 1} of {count}
            </Typography>
            <IconButton aria-label="Next set" onClick={() => show(index + 1)}>
              <ChevronRight />
            </IconButton>
          </Box>
        )}
        <Typography sx={{ flex: '1 1 auto' }}>
          Total <Box component="strong">{formatPrice(total)}</Box>
        </Typography>
        <Button variant="outlined" onClick={selectAll}>
          Select all
        </Button>
        <Button variant="contained" disabled={!canGenerate} onClick={generate}>
          Generate this room
        </Button>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 1.5 }}>
        {set.reason}
      </Typography>
      <Track role="group" aria-label={`Pieces of set ${index + 1}`}>
        {pieces.map((piece) => (
          <RecommendedPieceCard
            key={piece.category}
            piece={piece}
            onSwap={(category) => void swap(category)}
            swapping={swapping === piece.category}
          />
        ))}
      </Track>
      {tooMany && (
        <Typography color="error" sx={{ mt: 1 }}>
          A room takes at most {MAX_FURNITURE_PER_ROOM} pieces; this set has {ids.length}.
        </Typography>
      )}
      <Box role="status" aria-live="polite" sx={visuallyHidden}>
        {announcement}
      </Box>
    </>
  );
}
