import Box from '@mui/material/Box';
import { keyframes } from '@emotion/react';

const spin = keyframes`to { transform: rotate(360deg); }`;

/** A CSS spinner: the route fallback is on every first load, so it avoids CircularProgress's extra code. */
export function PageLoader({ label = 'Loading' }: { label?: string }) {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', alignItems: 'center', minHeight: 240, width: '100%' }}>
      <Box
        role="progressbar"
        aria-label={label}
        sx={{
          width: 40,
          height: 40,
          borderRadius: '50%',
          border: '4px solid',
          borderColor: 'divider',
          borderTopColor: 'primary.main',
          animation: `${spin} 0.8s linear infinite`,
          '@media (prefers-reduced-motion: reduce)': { animationDuration: '2.4s' },
        }}
      />
    </Box>
  );
}
