import Typography from '@mui/material/Typography';
import { useParams } from 'react-router-dom';

export default function ViewPage() {
  const { id } = useParams();
  return (
    <Typography variant="h1" data-project-id={id}>
      Project
    </Typography>
  );
}
