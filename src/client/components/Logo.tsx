import Box from '@mui/material/Box';
import { PRODUCT_NAME } from '../../shared/constants';

export function Logo({ height = 36 }: { height?: number }) {
  return (
    <Box
      component="img"
      src="/logo.svg"
      alt={`${PRODUCT_NAME} logo`}
      sx={{ height, width: 'auto', display: 'block' }}
    />
  );
}
