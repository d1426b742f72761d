import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import { Logo } from './Logo';

/** The frame of the signed-out screens: a form card, with a decorative room on large screens. */
export function AuthLayout({ children, sideImage = false }: { children: ReactNode; sideImage?: boolean }) {
  return (
    <Box component="main" sx={{ minHeight: '100vh', display: 'flex', bgcolor: 'background.default' }}>
      <Box sx={{ flex: 1, display: 'flex', alignItems: 'center', justifyContent: 'center', p: { xs: 2, sm: 4 } }}>
        <Paper
          elevation={0}
          sx={{
            width: '100%',
            maxWidth: 460,
            p: { xs: 2.5, sm: 4 },
            border: '1px solid',
            borderColor: 'divider',
            boxShadow: '0 12px 40px rgba(31, 42, 39, 0.06)',
          }}
        >
          <Box sx={{ mb: 2 }}>
            <Logo />
          </Box>
          {children}
        </Paper>
      </Box>
      {sideImage && (
        <Box
          aria-hidden
          sx={{
            display: { xs: 'none', lg: 'block' },
            flex: '0 0 42%',
            backgroundImage: 'url(/images/room-side.svg)',
            backgroundSize: 'cover',
            backgroundPosition: 'center',
          }}
        />
      )}
    </Box>
  );
}
