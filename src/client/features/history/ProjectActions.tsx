import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { DeleteProjectDialog } from './DeleteProjectDialog';
import type { ProjectTarget } from './projectsApi';
import { RenameProjectDialog } from './RenameProjectDialog';

interface Props {
  project: ProjectTarget & { name: string };
  scope: 'series' | 'version';
  versions: number;
  /** The id of the element naming the room, so "Rename" and "Delete" say which room. */
  describedBy: string;
  onDeleted?: () => void;
}

/** Rename and Delete, each asking in a dialog. */
export function ProjectActions({ project, scope, versions, describedBy, onDeleted }: Props) {
  const [open, setOpen] = useState<'rename' | 'delete' | null>(null);
  const close = () => setOpen(null);
  return (
    <Stack direction="row" spacing={1}>
      <Button
        size="small"
        startIcon={<EditOutlinedIcon aria-hidden />}
        aria-describedby={describedBy}
        onClick={() => setOpen('rename')}
      >
        Rename
      </Button>
      <Button
        size="small"
        color="error"
        startIcon={<DeleteOutlineIcon aria-hidden />}
        aria-describedby={describedBy}
        onClick={() => setOpen('delete')}
      >
        Delete
      </Button>
      {open === 'rename' && <RenameProjectDialog project={project} onClose={close} />}
      {open === 'delete' && (
        <DeleteProjectDialog
          project={project}
          scope={scope}
          versions={versions}
          onClose={close}
          onDeleted={onDeleted}
        />
      )}
    </Stack>
  );
}
