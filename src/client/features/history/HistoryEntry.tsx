import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import Stack from '@mui/material/Stack';
import type { FurnitureDto, ProjectSeriesEntry } from '../../../shared/api';
import { roomImageProps } from '../../components/roomImageProps';
import { furnitureLabel } from './furnitureLabel';
import { ProjectActions } from './ProjectActions';
import { ProjectDate } from './projectDate';
import { useGetProjectQuery } from './projectsApi';

const NO_FURNITURE: FurnitureDto[] = [];
/** 180 px from sm; on phones the card's width: the main column less the card's padding and border. */
const THUMBNAIL_SIZES = '(min-width: 600px) 180px, calc(100vw - 66px)';

/**
 * One room: the newest version of its series, with its date and how many versions it has; its
 * furniture comes from the detail call (SPEC.md §3), empty if that fails.
 */
export function HistoryEntry({ project }: { project: ProjectSeriesEntry }) {
  const detail = useGetProjectQuery(project._id);
  const furnitures = (detail.isSuccess && detail.data?.data?.project?.furnitures) || NO_FURNITURE;
  const nameId = `project-${project._id}-name`;

  return (
    <Paper
      component="li"
      variant="outlined"
      sx={{ p: 2, display: 'flex', gap: 2, flexDirection: { xs: 'column', sm: 'row' }, alignItems: { sm: 'center' } }}
    >
      <Box
        component="img"
        {...roomImageProps(project.generatedImage, THUMBNAIL_SIZES)}
        alt={`Generated image of ${project.name}`}
        sx={{
          width: { xs: '100%', sm: 180 },
          height: 'auto',
          aspectRatio: '3 / 2',
          objectFit: 'cover',
          borderRadius: 2,
          flexShrink: 0,
          bgcolor: 'divider',
        }}
      />
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Typography variant="h2" id={nameId} sx={{ fontSize: '1.15rem', overflowWrap: 'anywhere' }}>
          {project.name}
        </Typography>
        <Stack direction="row" spacing={1.5} sx={{ mb: 1, alignItems: 'baseline', flexWrap: 'wrap' }}>
          <ProjectDate createdAt={project.createdAt} />
          {project.versions > 1 && (
            // The entry shows the newest version; View steps through the others.
            <Link
              component={RouterLink}
              to={`/dashboard/view/${encodeURIComponent(project._id)}`}
              variant="body2"
              aria-label={`${project.versions} versions of ${project.name}`}
            >
              {project.versions} versions
            </Link>
          )}
        </Stack>
        <Box
          component="ul"
          aria-label={`Furniture in ${project.name}`}
          sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 0.75 }}
        >
          {furnitures.map((f) => (
            <Box component="li" key={f._id} sx={{ maxWidth: '100%' }}>
              {/* Long product titles wrap inside the chip instead of widening the page on phones. */}
              <Chip
                size="small"
                label={furnitureLabel(f)}
                sx={{
                  maxWidth: '100%',
                  height: 'auto',
                  '& .MuiChip-label': { whiteSpace: 'normal', overflowWrap: 'anywhere', py: 0.25 },
                }}
              />
            </Box>
          ))}
        </Box>
      </Box>
      <Stack spacing={1} sx={{ flexShrink: 0, alignItems: { xs: 'flex-start', sm: 'flex-end' } }}>
        <Link
          component={RouterLink}
          to={`/dashboard/view/${encodeURIComponent(project._id)}`}
          aria-describedby={nameId}
        >
          View more
        </Link>
        <ProjectActions
          project={{ id: project._id, seriesId: project.seriesId, name: project.name }}
          scope="series"
          versions={project.versions}
          describedBy={nameId}
        />
      </Stack>
    </Paper>
  );
}
