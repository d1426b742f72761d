import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Typography from '@mui/material/Typography';
import type { FurnitureDto } from '../../../shared/api';
import { errorMessage } from '../../app/errors';
import { FurnitureCard } from '../../components/FurnitureCard';
import { PageLoader } from '../../components/PageLoader';
import { useGetSimilarQuery } from './recommendApi';

export const SIMILAR_FAILED = 'Could not load similar furniture.';

/**
 * "More like this": the nearest pieces of the same category, as cards selected like the rows'
 * cards. A card's own "More like this" moves the dialog on to that piece.
 */
export default function SimilarDialog({ item, onClose }: { item: FurnitureDto; onClose: () => void }) {
  const query = useGetSimilarQuery(item._id);
  const items = query.currentData;
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby="similar-title">
      <DialogTitle id="similar-title">More like {item.title}</DialogTitle>
      <DialogContent>
        {!items && query.isFetching && <PageLoader label="Loading similar furniture" />}
        {!items && !query.isFetching && query.isError && (
          <Box role="alert">
            <Typography color="error" sx={{ mb: 1 }}>
              {errorMessage(query.error, SIMILAR_FAILED)}
            </Typography>
            <Button variant="outlined" onClick={() => void query.refetch()}>
              Try again
            </Button>
          </Box>
        )}
        {items && items.length === 0 && (
          <Typography color="text.secondary">No similar {item.category} found.</Typography>
        )}
        {items && items.length > 0 && (
          <Box
            role="group"
            aria-label={`Furniture like ${item.title}`}
            sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'center', gap: 2, pt: 1 }}
          >
            {items.map((f) => (
              <FurnitureCard key={f._id} item={f} />
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
