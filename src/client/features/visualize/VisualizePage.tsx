import { useCallback, useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import RefreshIcon from '@mui/icons-material/Refresh';
import TuneIcon from '@mui/icons-material/Tune';
import WeekendOutlinedIcon from '@mui/icons-material/WeekendOutlined';
import { useNavigate } from 'react-router-dom';
import type { ProjectDetail } from '../../../shared/api';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useGetItemTableQuery } from '../../app/itemTableApi';
import { paramsOfProject, useProjectLayout } from '../../app/useProjectLayout';
import { DownloadButton } from '../../components/DownloadButton';
import { FurnitureThumbnails } from '../../components/FurnitureThumbnails';
import { isItemTable, ItemTableView } from '../../components/ItemTableView';
import { RoomImage } from '../../components/RoomImage';
import { ProjectFloorPlan } from '../../components/floorPlan/ProjectFloorPlan';
import { onApiOrigin } from './onApiOrigin';
import { useRoomThumbnails } from './useRoomThumbnails';
import { itemTableLoaded, roomRequested, selectVisualizeStatus } from './visualizeSlice';

const FALLBACK_NAME = 'Room Visualization';

function Generating() {
  const progress = useAppSelector((s) => s.visualize.progress);
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <Typography sx={{ mb: 2 }} role="status">
        Generating room visualization, please wait...
      </Typography>
      <LinearProgress
        aria-label="Generation progress"
        variant={progress ? 'determinate' : 'indeterminate'}
        value={progress?.percent ?? 0}
        sx={{ height: 8, borderRadius: 4, maxWidth: 480, mx: 'auto' }}
      />
      {progress && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {progress.percent}%
        </Typography>
      )}
    </Paper>
  );
}

/** Nothing generated and nothing pending: lead to the filter screen instead of waiting forever. */
function NoRoomYet() {
  const navigate = useNavigate();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, sm: 5 }, textAlign: 'center' }}>
      <WeekendOutlinedIcon aria-hidden color="primary" sx={{ fontSize: 48, mb: 1 }} />
      <Typography variant="h2" sx={{ fontSize: '1.25rem', mb: 1 }}>
        No room yet
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Choose a room type, colour and style, select some furniture and generate a room to see it here.
      </Typography>
      <Button variant="contained" startIcon={<TuneIcon />} onClick={() => void navigate('/dashboard')}>
        Choose a room
      </Button>
    </Paper>
  );
}

/** Loads the item table from the fetchUrl of the result and keeps it in the (stored) state. */
function useFreshItemTable(enabled: boolean) {
  const dispatch = useAppDispatch();
  const fetchUrl = useAppSelector((s) => s.visualize.fetchUrl);
  const url = fetchUrl ? onApiOrigin(fetchUrl) : null;
  const { data, isError, error } = useGetItemTableQuery(url ?? '', { skip: !enabled || !url });
  useEffect(() => {
    if (isItemTable(data?.data)) dispatch(itemTableLoaded(data.data));
  }, [data, dispatch]);
  useEffect(() => {
    // The table of the result message is still shown; a stale price beats an empty screen.
    if (isError) console.error('Error fetching the item table', error);
  }, [isError, error]);
}

/** socket.io retries by itself; a request made meanwhile is sent once the connection is back. */
export const CONNECTION_LOST = 'Connection lost. Reconnecting...';

export default function VisualizePage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const status = useAppSelector(selectVisualizeStatus);
  const { roomParams, generatedImage, roomName, itemTable, error, connection } = useAppSelector((s) => s.visualize);
  const thumbnails = useRoomThumbnails();
  // The result's project (messageReceived keeps its id in roomParams) brings the plan it was drawn with.
  // A render of the edited plan keeps everything else the last request asked for.
  const baseParams = useCallback((project: ProjectDetail) => roomParams ?? paramsOfProject(project), [roomParams]);
  const plan = useProjectLayout(status === 'done' ? roomParams?.regenerates : undefined, baseParams);
  useFreshItemTable(status === 'done');

  const regenerate = roomParams ? () => dispatch(roomRequested(roomParams)) : undefined;
  const regenerateButton = (
    <Button variant="contained" startIcon={<RefreshIcon />} disabled={!regenerate} onClick={regenerate}>
      Regenerate Image
    </Button>
  );

  let content;
  if (status === 'empty') {
    content = <NoRoomYet />;
  } else if (status === 'loading') {
    content = <Generating />;
  } else if (status === 'error') {
    content = (
      <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
        <Alert severity="error" sx={{ alignSelf: 'stretch' }}>
          Error: {error}
        </Alert>
        {regenerate && regenerateButton}
      </Stack>
    );
  } else {
    content = (
      <Stack spacing={3}>
        <RoomImage src={generatedImage} alt={roomName || FALLBACK_NAME} />
        <Box>
          <Typography variant="h2" sx={{ mb: 1.5, fontSize: '1.2rem' }}>
            Selected furniture
          </Typography>
          <FurnitureThumbnails items={thumbnails} label="Selected furniture" withAdd />
        </Box>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} useFlexGap sx={{ flexWrap: 'wrap' }}>
          <Button variant="outlined" startIcon={<TuneIcon />} onClick={() => void navigate('/dashboard')}>
            Filter Page
          </Button>
          <DownloadButton imageUrl={generatedImage} />
          {regenerateButton}
        </Stack>
        <ProjectFloorPlan project={plan.project} onRender={plan.render} />
        {isItemTable(itemTable) && <ItemTableView table={itemTable} />}
      </Stack>
    );
  }

  return (
    <>
      <Typography variant="h1" sx={{ mb: 3, overflowWrap: 'anywhere' }}>
        {status === 'done' ? roomName || FALLBACK_NAME : FALLBACK_NAME}
      </Typography>
      {connection === 'lost' && (
        <Alert severity="warning" role="status" sx={{ mb: 2 }}>
          {CONNECTION_LOST}
        </Alert>
      )}
      {content}
    </>
  );
}
