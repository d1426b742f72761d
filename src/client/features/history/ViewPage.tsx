import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';
import type { ProjectDetail } from '../../../shared/api';
import { useAppSelector } from '../../app/hooks';
import { PageLoader } from '../../components/PageLoader';
import { RoomImage } from '../../components/RoomImage';
import { selectToken } from '../../app/authSlice';
import { DownloadButton } from '../../components/DownloadButton';
import { FurnitureThumbnails } from '../../components/FurnitureThumbnails';
import { isItemTable, ItemTableView } from '../../components/ItemTableView';
import { useGetItemTableQuery } from '../../app/itemTableApi';
import { projectItemsPath, useGetProjectQuery } from './projectsApi';
import { itemsLoadError, projectLoadError, VIEW_MESSAGES } from './viewErrors';

function ProjectItems({ id }: { id: string }) {
  const { data, error, isLoading, isError } = useGetItemTableQuery(projectItemsPath(id));
  if (isLoading) return <PageLoader label="Loading the item table" />;
  if (isError) return <Alert severity="error">{itemsLoadError(error)}</Alert>;
  return isItemTable(data?.data) ? <ItemTableView table={data.data} /> : null;
}

function ProjectView({ project }: { project: ProjectDetail }) {
  const furnitures = Array.isArray(project.furnitures) ? project.furnitures : [];
  return (
    <Stack spacing={3}>
      <RoomImage src={project.generatedImage} alt={project.name} />
      <Box>
        <Typography variant="h2" sx={{ mb: 1.5, fontSize: '1.2rem' }}>
          Furniture
        </Typography>
        <FurnitureThumbnails
          items={furnitures.map((f) => ({ id: f._id, title: f.title, image: f.imageUrl?.[0] }))}
          label="Furniture in this room"
        />
      </Box>
      <Box>
        <DownloadButton imageUrl={project.generatedImage || null} variant="contained" />
      </Box>
      <ProjectItems id={project._id} />
    </Stack>
  );
}

export default function ViewPage() {
  const { id } = useParams();
  const token = useAppSelector(selectToken);
  const valid = Boolean(id && token);
  const { data, error, isLoading, isError } = useGetProjectQuery(id ?? '', { skip: !valid });

  let content;
  let title = 'Project';
  if (!valid) content = <Alert severity="error">{VIEW_MESSAGES.invalid}</Alert>;
  else if (isLoading) content = <PageLoader label="Loading the project" />;
  else if (isError) content = <Alert severity="error">{projectLoadError(error)}</Alert>;
  else if (!data?.data) content = <Alert severity="error">{VIEW_MESSAGES.badData}</Alert>;
  else if (!data.data.project) content = <Alert severity="error">{VIEW_MESSAGES.notFound}</Alert>;
  else {
    title = data.data.project.name || title;
    content = <ProjectView project={data.data.project} />;
  }

  return (
    <>
      <Typography variant="h1" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {content}
    </>
  );
}
