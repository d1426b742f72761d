import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { MAIN_COLUMN_SIZES, roomImageProps } from './roomImageProps';

/**
 * The screen's generated room across the main column at 3:2, loaded at once in the size the screen
 * needs (the original stays for "Download Image"); 'Image is not available.' when there is none.
 */
export function RoomImage({ src, alt }: { src: string | null | undefined; alt: string }) {
  return (
    <Paper variant="outlined" sx={{ overflow: 'hidden' }}>
      {src ? (
        <Box
          component="img"
          {...roomImageProps(src, MAIN_COLUMN_SIZES, true)}
          alt={alt}
          sx={{ display: 'block', width: '100%', height: 'auto', aspectRatio: '3 / 2', objectFit: 'cover' }}
        />
      ) : (
        <Typography sx={{ p: 4, textAlign: 'center' }} color="text.secondary">
          Image is not available.
        </Typography>
      )}
    </Paper>
  );
}
