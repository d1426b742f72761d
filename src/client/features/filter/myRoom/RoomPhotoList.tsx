import { useState } from 'react';
import DeleteOutline from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import type { RoomPhoto } from '../../../../shared/api';
import { DeleteRoomPhotoDialog } from './DeleteRoomPhotoDialog';

interface Props {
  photos: readonly RoomPhoto[];
  selectedId: string | null;
  onSelect: (photo: RoomPhoto) => void;
  onDeleted: (id: string) => void;
}

export const photoLabel = (index: number) => `Photo ${index + 1}`;

/** The user's earlier room photos as thumbnails: pick one, or delete it after a confirmation. */
export function RoomPhotoList({ photos, selectedId, onSelect, onDeleted }: Props) {
  const [deleting, setDeleting] = useState<{ id: string; label: string } | null>(null);

  if (photos.length === 0)
    return (
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        No room photos yet. Upload one to see the furniture in your own room.
      </Typography>
    );

  return (
    <>
      <Box
        component="ul"
        aria-label="Your room photos"
        sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
      >
        {photos.map((photo, i) => {
          const selected = photo._id === selectedId;
          const label = photoLabel(i);
          return (
            <Box component="li" key={photo._id} sx={{ position: 'relative' }}>
              <Box
                component="button"
                type="button"
                aria-pressed={selected}
                aria-label={`Use ${label} (${photo.width} × ${photo.height})`}
                onClick={() => onSelect(photo)}
                sx={{
                  display: 'block',
                  p: 0,
                  width: 112,
                  height: 84,
                  borderRadius: 2,
                  overflow: 'hidden',
                  cursor: 'pointer',
                  border: '3px solid',
                  borderColor: selected ? 'primary.main' : 'transparent',
                  outline: '1px solid',
                  outlineColor: 'divider',
                  bgcolor: 'background.default',
                  '&:focus-visible': { boxShadow: '0 0 0 3px rgba(200, 115, 74, 0.6)' },
                }}
              >
                <Box
                  component="img"
                  src={photo.url}
                  alt=""
                  sx={{ width: '100%', height: '100%', objectFit: 'cover', display: 'block' }}
                />
              </Box>
              <IconButton
                size="small"
                aria-label={`Delete ${label}`}
                onClick={() => setDeleting({ id: photo._id, label })}
                sx={{
                  position: 'absolute',
                  top: 4,
                  right: 4,
                  bgcolor: 'rgba(255, 255, 255, 0.9)',
                  '&:hover': { bgcolor: 'background.paper' },
                }}
              >
                <DeleteOutline fontSize="small" />
              </IconButton>
            </Box>
          );
        })}
      </Box>
      {deleting && (
        <DeleteRoomPhotoDialog
          photoId={deleting.id}
          label={deleting.label.toLowerCase()}
          onClose={() => setDeleting(null)}
          onDeleted={onDeleted}
        />
      )}
    </>
  );
}
