import { Suspense, useState } from 'react';
import MenuIcon from '@mui/icons-material/Menu';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useTheme } from '@mui/material/styles';
import { Outlet } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { PageLoader } from '../../components/PageLoader';
import { Sidebar } from './Sidebar';

const DRAWER_WIDTH = 248;

export default function DashboardShell() {
  const theme = useTheme();
  const desktop = useMediaQuery(theme.breakpoints.up('md'), { noSsr: true });
  const [menuOpen, setMenuOpen] = useState(false);

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh', bgcolor: 'background.default' }}>
      {desktop ? (
        <Drawer
          variant="permanent"
          sx={{
            width: DRAWER_WIDTH,
            flexShrink: 0,
            '& .MuiDrawer-paper': { width: DRAWER_WIDTH, borderRight: '1px solid', borderColor: 'divider' },
          }}
        >
          <Sidebar />
        </Drawer>
      ) : (
        <>
          <AppBar
            position="fixed"
            color="inherit"
            elevation={0}
            sx={{ borderBottom: '1px solid', borderColor: 'divider' }}
          >
            <Toolbar>
              <IconButton
                edge="start"
                aria-label={menuOpen ? 'Close menu' : 'Open menu'}
                aria-expanded={menuOpen}
                aria-controls="dashboard-menu"
                onClick={() => setMenuOpen((o) => !o)}
                sx={{ mr: 1 }}
              >
                <MenuIcon />
              </IconButton>
              <Logo height={28} />
            </Toolbar>
          </AppBar>
          <Drawer
            id="dashboard-menu"
            variant="temporary"
            open={menuOpen}
            onClose={() => setMenuOpen(false)}
            ModalProps={{ keepMounted: false }}
            slotProps={{ paper: { 'aria-label': 'Menu' } }}
            sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
          >
            <Sidebar onNavigate={() => setMenuOpen(false)} />
          </Drawer>
        </>
      )}
      <Box component="main" sx={{ flex: 1, minWidth: 0, px: { xs: 2, sm: 3, md: 5 }, pt: { xs: 10, md: 5 }, pb: 5 }}>
        <Suspense fallback={<PageLoader />}>
          <Outlet />
        </Suspense>
      </Box>
    </Box>
  );
}
