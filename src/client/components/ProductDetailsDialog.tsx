import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import { styled } from '@mui/material/styles';
import type { FurnitureDto } from '../../shared/api';
import { useAppDispatch, useAppSelector } from '../app/hooks';
import { furnitureToggled, selectSelectedIdSet } from '../app/selectionSlice';
import { firstImage, showPlaceholderOnError } from './furnitureImage';
import { formatPrice } from './formatPrice';
import { MoreLikeThisButton } from './MoreLikeThisButton';
import { SelectToggle } from './SelectToggle';

const IMAGE_WIDTH = 480;
const IMAGE_HEIGHT = 360;

const Picture = styled('img')({
  display: 'block',
  width: '100%',
  maxWidth: IMAGE_WIDTH,
  height: 'auto',
  aspectRatio: `${IMAGE_WIDTH} / ${IMAGE_HEIGHT}`,
  objectFit: 'contain',
  background: '#f3f0eb',
  borderRadius: 12,
});

const Facts = styled('dl')(({ theme }) => ({
  display: 'grid',
  gridTemplateColumns: 'auto 1fr',
  columnGap: theme.spacing(2),
  rowGap: theme.spacing(0.5),
  margin: 0,
  '& dt': { color: theme.palette.text.secondary },
  '& dd': { margin: 0, fontWeight: 600 },
}));

/** W × D × H in centimetres, as the catalog's details write them. */
export const formatDimensions = ({ widthCm, depthCm, heightCm }: FurnitureDto['dimensions']) =>
  `W ${widthCm} × D ${depthCm} × H ${heightCm} cm`;

/** A piece in full: a larger picture, the whole description, its facts, and the card's Select toggle. */
export default function ProductDetailsDialog({ item, onClose }: { item: FurnitureDto; onClose: () => void }) {
  const selected = useAppSelector((s) => selectSelectedIdSet(s).has(item._id));
  const dispatch = useAppDispatch();
  const titleId = `details-${item._id}`;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{item.title}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
          <Box sx={{ flex: `1 1 ${IMAGE_WIDTH / 1.5}px`, maxWidth: IMAGE_WIDTH }}>
            <Picture
              src={firstImage(item.imageUrl)}
              alt={item.title}
              width={IMAGE_WIDTH}
              height={IMAGE_HEIGHT}
              decoding="async"
              onError={showPlaceholderOnError}
            />
          </Box>
          <Box sx={{ flex: '1 1 260px', display: 'flex', flexDirection: 'column', gap: 2 }}>
            <Typography>{item.details}</Typography>
            <Facts>
              <dt>Price</dt>
              <dd>{formatPrice(item.price)}</dd>
              <dt>Dimensions</dt>
              <dd>{formatDimensions(item.dimensions)}</dd>
              <dt>Style</dt>
              <dd>{item.style}</dd>
              <dt>Colour</dt>
              <dd>{item.color}</dd>
              <dt>Category</dt>
              <dd>{item.category}</dd>
            </Facts>
            <Box sx={{ display: 'flex', alignItems: 'center', gap: 2 }}>
              <SelectToggle selected={selected} onToggle={() => dispatch(furnitureToggled(item))} title={item.title} />
              <MoreLikeThisButton item={item} />
            </Box>
          </Box>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
