import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';

/** The router's fallback screen for a render error or an unknown route. */
export function RouteError({ detail }: { detail?: string | null }) {
  return (
    <Box
      component="main"
      role="alert"
      sx={{ minHeight: '100vh', display: 'grid', placeItems: 'center', p: 3, textAlign: 'center' }}
    >
      <Box sx={{ maxWidth: 520 }}>
        <Typography variant="h1" sx={{ mb: 1.5 }}>
          Unexpected Application Error!
        </Typography>
        {detail && (
          <Typography color="text.secondary" sx={{ mb: 3 }}>
            {detail}
          </Typography>
        )}
        <Button variant="contained" href="/">
          Back to home
        </Button>
      </Box>
    </Box>
  );
}
