import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { Greeting } from '../dashboard/Greeting';

/** Dashboard home; the room type, color and style pickers arrive with the filter feature. */
export default function FilterPage() {
  return (
    <>
      <Greeting />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography variant="h1" component="h1">
          Filter
        </Typography>
      </Paper>
    </>
  );
}
