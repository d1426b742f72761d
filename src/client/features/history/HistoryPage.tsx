import Typography from '@mui/material/Typography';

export default function HistoryPage() {
  return <Typography variant="h1">History</Typography>;
}
