import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';

export function OrDivider() {
  return (
    <Divider sx={{ my: 2 }}>
      <Typography variant="body2" color="text.secondary" component="span">
        OR
      </Typography>
    </Divider>
  );
}
