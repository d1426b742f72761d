import Typography from '@mui/material/Typography';
import { useAppSelector } from '../app/hooks';
import { capitalize, selectUserName } from '../app/authSlice';

/** 'Hello, Ada': the stored first name, capitalised, else 'User'. */
export function Greeting() {
  const name = capitalize(useAppSelector(selectUserName)) || 'User';
  return (
    <>
      <Typography variant="h2" component="p" sx={{ mb: 0.5 }}>
        Hello, {name}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        What furniture would you like to see today?
      </Typography>
    </>
  );
}
