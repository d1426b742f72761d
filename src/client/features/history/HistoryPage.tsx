import { useEffect } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router-dom';
import { useAppSelector } from '../../app/hooks';
import { errorMessage } from '../../app/errors';
import { PageLoader } from '../../components/PageLoader';
import { selectToken } from '../../app/authSlice';
import { HistoryEntry } from './HistoryEntry';
import { useGetProjectsQuery } from './projectsApi';

function pageFrom(params: URLSearchParams): number {
  const page = Number(params.get('page'));
  return Number.isInteger(page) && page >= 1 ? page : 1;
}

export default function HistoryPage() {
  const token = useAppSelector(selectToken);
  const [params, setParams] = useSearchParams();
  const page = pageFrom(params);
  const { data, error, isLoading, isFetching, isError } = useGetProjectsQuery(page, {
    skip: !token,
    refetchOnMountOrArgChange: true,
  });
  const result = data?.data;
  const totalPages = Math.max(1, result?.totalPages ?? 1);
  const goTo = (target: number) => setParams(target > 1 ? { page: String(target) } : {});

  useEffect(() => {
    if (!token) console.error('History: no authentication token');
  }, [token]);

  // A page past the end (an old link after deletions) shows the last one.
  useEffect(() => {
    if (result && page > totalPages) setParams(totalPages > 1 ? { page: String(totalPages) } : {}, { replace: true });
  }, [result, page, totalPages, setParams]);

  let content = null;
  if (!token) content = null;
  else if (isLoading) content = <PageLoader label="Loading your history" />;
  else if (isError) content = <Alert severity="error">{errorMessage(error)}</Alert>;
  else if (!result?.projects?.length) content = <Typography color="text.secondary">No history available.</Typography>;
  else {
    content = (
      <>
        <Stack
          component="ul"
          spacing={2}
          aria-label="Generated rooms"
          sx={{ listStyle: 'none', p: 0, m: 0, opacity: isFetching ? 0.6 : 1 }}
          aria-busy={isFetching}
        >
          {result.projects.map((project) => (
            <HistoryEntry key={project._id} project={project} />
          ))}
        </Stack>
        <Box
          component="nav"
          aria-label="History pages"
          sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 2, mt: 3 }}
        >
          <Button variant="outlined" disabled={page <= 1 || isFetching} onClick={() => goTo(Math.max(1, page - 1))}>
            Previous
          </Button>
          <Typography aria-live="polite">
            Page {Math.min(page, totalPages)} of {totalPages}
          </Typography>
          <Button
            variant="outlined"
            disabled={page >= totalPages || isFetching}
            onClick={() => goTo(Math.min(totalPages, page + 1))}
          >
            Next
          </Button>
        </Box>
      </>
    );
  }

  return (
    <>
      <Typography variant="h1" sx={{ mb: 3 }}>
        History
      </Typography>
      {content}
    </>
  );
}
