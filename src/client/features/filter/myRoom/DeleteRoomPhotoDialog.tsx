import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { errorMessage } from '../../../app/errors';
import { useToast } from '../../../components/useToast';
import { useDeleteRoomPhotoMutation } from './roomPhotosApi';

export const PHOTO_DELETE_MESSAGES = {
  deleted: 'Photo deleted.',
  failed: 'Could not delete the photo.',
} as const;

interface Props {
  photoId: string;
  label: string;
  onClose: () => void;
  onDeleted: (id: string) => void;
}

/** Asks before deleting a room photo: there is no undo, but rooms made with it keep their images. */
export function DeleteRoomPhotoDialog({ photoId, label, onClose, onDeleted }: Props) {
  const toast = useToast();
  const [remove, { isLoading }] = useDeleteRoomPhotoMutation();

  const onDelete = async () => {
    try {
      await remove(photoId).unwrap();
      toast.success(PHOTO_DELETE_MESSAGES.deleted);
      onDeleted(photoId);
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, PHOTO_DELETE_MESSAGES.failed));
    }
  };

  return (
    <Dialog
      open
      onClose={isLoading ? undefined : onClose}
      aria-labelledby="delete-photo-title"
      aria-describedby="delete-photo-text"
    >
      <DialogTitle id="delete-photo-title">Delete {label}?</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-photo-text">
          The photo is deleted; rooms already made with it keep their images. This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isLoading}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={() => void onDelete()} disabled={isLoading}>
          {isLoading ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
