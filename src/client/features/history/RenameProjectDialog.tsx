import { useState, type FormEvent } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { PROJECT_NAME_MAX, renameProjectBodySchema } from '../../../shared/schemas/projects';
import { errorMessage } from '../../app/errors';
import { useToast } from '../../components/useToast';
import { useRenameProjectMutation, type ProjectTarget } from './projectsApi';

export const RENAME_MESSAGES = {
  renamed: 'Room renamed.',
  failed: 'Could not rename the room.',
} as const;

interface Props {
  project: ProjectTarget & { name: string };
  onClose: () => void;
}

/** Rename a room (its whole series of versions); the name is checked with the API's own rule. */
export function RenameProjectDialog({ project, onClose }: Props) {
  const toast = useToast();
  const [name, setName] = useState(project.name);
  const [problem, setProblem] = useState<string | null>(null);
  const [rename, { isLoading }] = useRenameProjectMutation();

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = renameProjectBodySchema.safeParse({ name });
    if (!parsed.success) {
      setProblem(parsed.error.issues[0]?.message ?? RENAME_MESSAGES.failed);
      return;
    }
    try {
      await rename({ id: project.id, seriesId: project.seriesId, name: parsed.data.name }).unwrap();
      toast.success(RENAME_MESSAGES.renamed);
      onClose();
    } catch (err) {
      toast.error(errorMessage(err, RENAME_MESSAGES.failed));
    }
  };

  return (
    <Dialog open onClose={isLoading ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby="rename-title">
      <form onSubmit={(e) => void onSubmit(e)} noValidate>
        <DialogTitle id="rename-title">Rename room</DialogTitle>
        <DialogContent>
          <TextField
            fullWidth
            margin="dense"
            label="Name"
            value={name}
            onChange={(e) => {
              setName(e.target.value);
              setProblem(null);
            }}
            error={Boolean(problem)}
            helperText={problem ?? `Up to ${PROJECT_NAME_MAX} characters`}
          />
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isLoading}>
            {isLoading ? 'Saving...' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
