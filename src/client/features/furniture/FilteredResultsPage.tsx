import Typography from '@mui/material/Typography';
import { Greeting } from '../dashboard/Greeting';

export default function FilteredResultsPage() {
  return (
    <>
      <Greeting />
      <Typography variant="h1">Furniture</Typography>
    </>
  );
}
