import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { FurnitureDto } from '../../../shared/api';
import { DIALOG_PAGE_SIZE, MAX_FURNITURE_PER_ROOM } from '../../../shared/constants';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { firstImage, showPlaceholderOnError } from '../../components/furnitureImage';
import {
  furnitureIdToggled,
  furnitureToggled,
  selectSelectedFurnitures,
  selectSelectedIdSet,
  selectSelectedIds,
} from '../../app/selectionSlice';
import { MoreLikeThisButton } from '../../components/MoreLikeThisButton';
import { SelectToggle } from '../../components/SelectToggle';
import { useGenerateRoom } from '../../app/useGenerateRoom';

type Entry = FurnitureDto | { _id: string; title?: undefined };

/** Page count and a page clamped to 1..total (an empty list still has page 1 of 1). */
export function pageBounds(count: number, page: number) {
  const total = Math.max(1, Math.ceil(count / DIALOG_PAGE_SIZE));
  return { total, page: Math.min(Math.max(1, page), total) };
}

function SelectionItem({ entry, selected }: { entry: Entry; selected: boolean }) {
  const dispatch = useAppDispatch();
  const known = entry.title !== undefined;
  // A restored id whose object no listing has shown yet: still listed, so it can be unselected.
  const title = known ? entry.title : 'Saved item';
  const onToggle = () => dispatch(known ? furnitureToggled(entry) : furnitureIdToggled(entry._id));
  return (
    <Box
      component="li"
      sx={{
        listStyle: 'none',
        border: 1,
        borderColor: selected ? 'primary.main' : 'divider',
        borderRadius: 2,
        overflow: 'hidden',
        display: 'flex',
        flexDirection: 'column',
      }}
    >
      <img
        src={firstImage(known ? entry.imageUrl : undefined)}
        alt={title}
        width={160}
        height={120}
        loading="lazy"
        onError={showPlaceholderOnError}
        style={{ width: '100%', height: 'auto', aspectRatio: '4 / 3', objectFit: 'contain', background: '#f3f0eb' }}
      />
      <Box sx={{ p: 1, display: 'flex', flexDirection: 'column', gap: 1, flex: 1 }}>
        <Typography variant="body2" sx={{ fontWeight: 600 }}>
          {title}
        </Typography>
        {known && <MoreLikeThisButton item={entry} />}
        <Box sx={{ mt: 'auto' }}>
          <SelectToggle selected={selected} onToggle={onToggle} title={title} selectedLabel="Unselect" />
        </Box>
      </Box>
    </Box>
  );
}

/** 'Selections': the chosen furniture six at a time, and 'Generate Room'. */
export default function SelectionsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const ids = useAppSelector(selectSelectedIds);
  const objects = useAppSelector(selectSelectedFurnitures);
  const selected = useAppSelector(selectSelectedIdSet);
  // The list is fixed when the dialog opens, so an unselected item stays to be selected again.
  const [entries] = useState<Entry[]>(() => {
    const byId = new Map(objects.map((f) => [f._id, f]));
    return ids.map((id) => byId.get(id) ?? { _id: id });
  });
  const [requestedPage, setPage] = useState(1);
  const { total, page } = pageBounds(entries.length, requestedPage);
  const { generate, canGenerate, tooMany } = useGenerateRoom();
  const shown = entries.slice((page - 1) * DIALOG_PAGE_SIZE, page * DIALOG_PAGE_SIZE);

  return (
    <Dialog
      open={open}
      onClose={onClose}
      fullWidth
      maxWidth="md"
      aria-labelledby="selections-title"
      aria-describedby="selections-text"
    >
      <DialogTitle id="selections-title">Selections</DialogTitle>
      <DialogContent>
        <DialogContentText id="selections-text" sx={{ mb: 2 }}>
          Here are your selected furnitures
        </DialogContentText>
        {entries.length === 0 ? (
          <Typography color="text.secondary">No furniture selected yet.</Typography>
        ) : (
          <Box
            component="ul"
            aria-label="Selected furniture"
            sx={{
              p: 0,
              m: 0,
              display: 'grid',
              gap: 2,
              gridTemplateColumns: { xs: 'repeat(2, 1fr)', sm: 'repeat(3, 1fr)' },
            }}
          >
            {shown.map((entry) => (
              <SelectionItem key={entry._id} entry={entry} selected={selected.has(entry._id)} />
            ))}
          </Box>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, mt: 2 }}>
          <Button variant="outlined" size="small" disabled={page <= 1} onClick={() => setPage(Math.max(1, page - 1))}>
            Previous
          </Button>
          <Typography aria-live="polite">
            Page {page} of {total}
          </Typography>
          <Button
            variant="outlined"
            size="small"
            disabled={page >= total}
            onClick={() => setPage(Math.min(total, page + 1))}
          >
            Next
          </Button>
        </Box>
        {tooMany && (
          <Typography color="error" sx={{ mt: 2 }}>
            A room takes at most {MAX_FURNITURE_PER_ROOM} pieces; unselect some to generate it.
          </Typography>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
        <Button variant="contained" disabled={!canGenerate} onClick={generate}>
          Generate Room
        </Button>
      </DialogActions>
    </Dialog>
  );
}
