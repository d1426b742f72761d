import CheckCircle from '@mui/icons-material/CheckCircle';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';
import { AuthLayout } from '../../components/AuthLayout';

export default function ResetSuccessPage() {
  return (
    <AuthLayout>
      <CheckCircle color="success" sx={{ fontSize: 56, mb: 1 }} aria-hidden />
      <Typography variant="h1" sx={{ mb: 1 }}>
        Forgot Reset Successful
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        Your password reset was successful, kindly click the button below to login
      </Typography>
      <Button component={RouterLink} to="/" variant="contained" fullWidth size="large">
        Back To Login Page
      </Button>
    </AuthLayout>
  );
}
