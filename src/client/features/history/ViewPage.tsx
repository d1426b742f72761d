import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useNavigate, useParams } from 'react-router-dom';
import type { ProjectDetail } from '../../../shared/api';
import { useAppSelector } from '../../app/hooks';
import { PageLoader } from '../../components/PageLoader';
import { RoomImage } from '../../components/RoomImage';
import { selectToken } from '../../app/authSlice';
import { DownloadButton } from '../../components/DownloadButton';
import { FurnitureThumbnails } from '../../components/FurnitureThumbnails';
import { isItemTable, ItemTableView } from '../../components/ItemTableView';
import { useGetItemTableQuery } from '../../app/itemTableApi';
import { ProjectFloorPlan } from '../../components/floorPlan/ProjectFloorPlan';
import { paramsOfProject, useProjectLayout } from '../../app/useProjectLayout';
import { ProjectActions } from './ProjectActions';
import { ProjectDate } from './projectDate';
import { projectItemsPath, useGetProjectQuery, useGetProjectVersionsQuery } from './projectsApi';
import { itemsLoadError, projectLoadError, VIEW_MESSAGES } from './viewErrors';

function ProjectItems({ id }: { id: string }) {
  const { data, error, isLoading, isError } = useGetItemTableQuery(projectItemsPath(id));
  if (isLoading) return <PageLoader label="Loading the item table" />;
  if (isError) return <Alert severity="error">{itemsLoadError(error)}</Alert>;
  return isItemTable(data?.data) ? <ItemTableView table={data.data} /> : null;
}

const viewPath = (id: string) => `/dashboard/view/${encodeURIComponent(id)}`;

/** A link to a neighbouring version, or a disabled button at either end of the series. */
function VersionStep({ target, children }: { target: { _id: string } | undefined; children: string }) {
  if (!target)
    return (
      <Button size="small" variant="outlined" disabled>
        {children}
      </Button>
    );
  return (
    <Button size="small" variant="outlined" component={RouterLink} to={viewPath(target._id)}>
      {children}
    </Button>
  );
}

/** Date, "Version 2 of 3" with steps to the neighbours, Rename and Delete (of this version). */
function ProjectHeader({ project }: { project: ProjectDetail }) {
  const navigate = useNavigate();
  const { data } = useGetProjectVersionsQuery({ id: project._id, seriesId: project.seriesId });
  const versions = data?.data?.versions ?? [];
  const index = versions.findIndex((v) => v._id === project._id);
  const previous = index > 0 ? versions[index - 1] : undefined;
  const following = index >= 0 ? versions[index + 1] : undefined;
  // After deleting this version, show its newer neighbour, else the older one, else the History.
  const afterDelete = () => {
    const next = following ?? previous;
    void navigate(next ? viewPath(next._id) : '/dashboard/history', { replace: true });
  };

  return (
    <Stack spacing={1.5} sx={{ mb: 3 }}>
      <ProjectDate createdAt={project.createdAt} />
      {versions.length > 1 && index >= 0 && (
        <Stack
          component="nav"
          aria-label="Versions"
          direction="row"
          spacing={1.5}
          sx={{ alignItems: 'center', flexWrap: 'wrap' }}
        >
          <VersionStep target={previous}>Previous version</VersionStep>
          <Typography aria-live="polite">
            Version {index + 1} of {versions.length}
          </Typography>
          <VersionStep target={following}>Next version</VersionStep>
        </Stack>
      )}
      <ProjectActions
        project={{ id: project._id, seriesId: project.seriesId, name: project.name }}
        scope="version"
        versions={Math.max(1, versions.length)}
        describedBy="view-title"
        onDeleted={afterDelete}
      />
    </Stack>
  );
}

function ProjectView({ project }: { project: ProjectDetail }) {
  const plan = useProjectLayout(project._id, paramsOfProject);
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
      <ProjectFloorPlan project={project} onRender={plan.render} />
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
  let header = null;
  let title = 'Project';
  if (!valid) content = <Alert severity="error">{VIEW_MESSAGES.invalid}</Alert>;
  else if (isLoading) content = <PageLoader label="Loading the project" />;
  else if (isError) content = <Alert severity="error">{projectLoadError(error)}</Alert>;
  else if (!data?.data) content = <Alert severity="error">{VIEW_MESSAGES.badData}</Alert>;
  else if (!data.data.project) content = <Alert severity="error">{VIEW_MESSAGES.notFound}</Alert>;
  else {
    title = data.data.project.name || title;
    header = <ProjectHeader project={data.data.project} />;
    content = <ProjectView project={data.data.project} />;
  }

  return (
    <>
      <Typography variant="h1" id="view-title" sx={{ mb: header ? 1 : 3, overflowWrap: 'anywhere' }}>
        {title}
      </Typography>
      {header}
      {content}
    </>
  );
}
