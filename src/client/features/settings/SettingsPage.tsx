import { useEffect, useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router-dom';
import { REDIRECT_DELAY_MS } from '../../../shared/constants';
import { api } from '../../app/api';
import { useAppDispatch } from '../../app/hooks';
import { PageLoader } from '../../components/PageLoader';
import { useToast } from '../../components/useToast';
import { signedOut } from '../../app/authSlice';
import { DeleteAccount } from './DeleteAccount';
import { PasswordTab } from './PasswordTab';
import { ProfileTab } from './ProfileTab';
import { ResetRecommendations } from './ResetRecommendations';
import { useGetMeQuery } from './settingsApi';
import { describeLoadFailure } from './settingsErrors';
import { UserAvatar } from './UserAvatar';

type TabName = 'profile' | 'password';

export default function SettingsPage() {
  const { data, error, isLoading, isError, isSuccess } = useGetMeQuery(undefined, { refetchOnMountOrArgChange: true });
  const [tab, setTab] = useState<TabName>('profile');
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const toast = useToast();
  const failure = isError ? describeLoadFailure(error) : null;
  const user = data?.data?.user;

  useEffect(() => {
    if (!failure) return undefined;
    toast.error(failure.toast);
    if (!failure.endSession) return undefined;
    const timer = setTimeout(() => {
      dispatch(signedOut());
      dispatch(api.util.resetApiState());
      void navigate('/', { replace: true });
    }, REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
    // The failure text identifies the failure; re-running for the same one would toast twice.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [failure?.text]);

  useEffect(() => {
    if (isSuccess && !user) toast.error('User data not found');
  }, [isSuccess, user, toast]);

  let content;
  if (isLoading) content = <PageLoader label="Loading your settings" />;
  else if (failure) content = <Alert severity="error">{failure.text}</Alert>;
  else if (!user) content = <Alert severity="error">Error loading user details.</Alert>;
  else {
    content = (
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2.5, mb: 3, flexWrap: 'wrap' }}>
          <UserAvatar photo={user.photo} firstname={user.firstname} lastname={user.lastname} />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h3" component="p" sx={{ overflowWrap: 'anywhere' }}>
              {[user.firstname, user.lastname].filter(Boolean).join(' ')}
            </Typography>
            <Typography color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
              {user.email}
            </Typography>
          </Box>
        </Box>
        <Tabs
          value={tab}
          onChange={(_, v: TabName) => setTab(v)}
          aria-label="Settings sections"
          sx={{ mb: 3, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab label="Profile" value="profile" id="settings-tab-profile" aria-controls="settings-panel-profile" />
          <Tab label="Password" value="password" id="settings-tab-password" aria-controls="settings-panel-password" />
        </Tabs>
        <Box role="tabpanel" id={`settings-panel-${tab}`} aria-labelledby={`settings-tab-${tab}`}>
          {tab === 'profile' ? <ProfileTab user={user} /> : <PasswordTab />}
        </Box>
      </Paper>
    );
  }

  return (
    <>
      <Typography variant="h1" sx={{ mb: 3 }}>
        Settings
      </Typography>
      {content}
      {user && !failure && !isLoading && <ResetRecommendations />}
      {user && !failure && !isLoading && <DeleteAccount />}
    </>
  );
}
