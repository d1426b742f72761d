import Typography from '@mui/material/Typography';
import { useAppSelector } from '../../app/hooks';

export default function VisualizePage() {
  const roomName = useAppSelector((s) => s.visualize.roomName);
  return <Typography variant="h1">{roomName || 'Room Visualization'}</Typography>;
}
