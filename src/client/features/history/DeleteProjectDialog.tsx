import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { errorMessage } from '../../app/errors';
import { useToast } from '../../components/useToast';
import { useDeleteProjectMutation, type ProjectTarget } from './projectsApi';

export const DELETE_MESSAGES = {
  roomDeleted: 'Room deleted.',
  versionDeleted: 'Version deleted.',
  failed: 'Could not delete the room.',
} as const;

interface Props {
  project: ProjectTarget & { name: string };
  /** 'series': the room with every version (History); 'version': this image only (View). */
  scope: 'series' | 'version';
  versions: number;
  onClose: () => void;
  onDeleted?: () => void;
}

function explanation(scope: Props['scope'], versions: number): string {
  if (scope === 'version' && versions > 1) return 'This version and its image are deleted; the other versions stay.';
  if (versions > 1) return `All ${versions} versions of this room and their images are deleted.`;
  return 'The room, its image and its item table are deleted.';
}

/** Asks before deleting: there is no undo. */
export function DeleteProjectDialog({ project, scope, versions, onClose, onDeleted }: Props) {
  const toast = useToast();
  const [remove, { isLoading }] = useDeleteProjectMutation();
  const oneVersion = scope === 'version' && versions > 1;

  const onDelete = async () => {
    try {
      await remove({ id: project.id, seriesId: project.seriesId, scope }).unwrap();
      toast.success(oneVersion ? DELETE_MESSAGES.versionDeleted : DELETE_MESSAGES.roomDeleted);
      onClose();
      onDeleted?.();
    } catch (err) {
      toast.error(errorMessage(err, DELETE_MESSAGES.failed));
    }
  };

  return (
    <Dialog
      open
      onClose={isLoading ? undefined : onClose}
      aria-labelledby="delete-title"
      aria-describedby="delete-text"
    >
      <DialogTitle id="delete-title" sx={{ overflowWrap: 'anywhere' }}>
        {oneVersion ? `Delete this version of “${project.name}”?` : `Delete “${project.name}”?`}
      </DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-text">{explanation(scope, versions)} This cannot be undone.</DialogContentText>
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
