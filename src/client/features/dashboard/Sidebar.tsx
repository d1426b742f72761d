import DashboardIcon from '@mui/icons-material/Dashboard';
import HistoryIcon from '@mui/icons-material/History';
import Logout from '@mui/icons-material/Logout';
import SettingsIcon from '@mui/icons-material/Settings';
import Box from '@mui/material/Box';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { Logo } from '../../components/Logo';
import { isActive, NAV_ITEMS } from './navItems';

const ICONS: Record<string, React.ReactNode> = {
  Dashboard: <DashboardIcon />,
  History: <HistoryIcon />,
  Settings: <SettingsIcon />,
};

/** The navigation of the dashboard shell; onNavigate closes the mobile drawer. */
export function Sidebar({ onNavigate }: { onNavigate?: () => void }) {
  const { pathname } = useLocation();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', height: '100%', p: 2 }}>
      <Box sx={{ px: 1, py: 1.5, mb: 2 }}>
        <Logo height={32} />
      </Box>
      <Box component="nav" aria-label="Main" sx={{ flex: 1, display: 'flex', flexDirection: 'column' }}>
        <List sx={{ display: 'grid', gap: 0.5 }}>
          {NAV_ITEMS.map((item) => {
            const active = isActive(item, pathname);
            return (
              <ListItem key={item.to} disablePadding>
                <ListItemButton
                  component={RouterLink}
                  to={item.to}
                  selected={active}
                  aria-current={active ? 'page' : undefined}
                  onClick={onNavigate}
                >
                  <ListItemIcon sx={{ minWidth: 40, color: active ? 'primary.main' : 'inherit' }}>
                    {ICONS[item.label]}
                  </ListItemIcon>
                  <ListItemText primary={item.label} />
                </ListItemButton>
              </ListItem>
            );
          })}
        </List>
        <Box sx={{ flex: 1 }} />
        <List>
          <ListItem disablePadding>
            <ListItemButton component={RouterLink} to="/signout" onClick={onNavigate}>
              <ListItemIcon sx={{ minWidth: 40 }}>
                <Logout />
              </ListItemIcon>
              <ListItemText primary="Sign Out" />
            </ListItemButton>
          </ListItem>
        </List>
      </Box>
    </Box>
  );
}
