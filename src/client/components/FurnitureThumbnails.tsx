import type { SyntheticEvent } from 'react';
import Box from '@mui/material/Box';
import Link from '@mui/material/Link';
import Typography from '@mui/material/Typography';
import { Link as RouterLink } from 'react-router-dom';

export const PLACEHOLDER_IMAGE = '/images/furniture-placeholder.svg';

export interface Thumbnail {
  id: string;
  title: string;
  image?: string | null;
}

// A broken catalog image shows the placeholder instead of the browser's broken-image icon.
function showPlaceholder(event: SyntheticEvent<HTMLImageElement>) {
  const img = event.currentTarget;
  if (!img.src.endsWith(PLACEHOLDER_IMAGE)) img.src = PLACEHOLDER_IMAGE;
}

const TILE = { xs: 96, sm: 112 };

/** A row of furniture pictures with their titles; optionally ends with the '+ Add' link to /dashboard. */
export function FurnitureThumbnails({
  items,
  label,
  withAdd = false,
}: {
  items: Thumbnail[];
  label: string;
  withAdd?: boolean;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1.5 }}
    >
      {items.map((item) => (
        <Box component="li" key={item.id} sx={{ width: TILE }}>
          <Box
            component="img"
            src={item.image || PLACEHOLDER_IMAGE}
            alt={item.title}
            loading="lazy"
            onError={showPlaceholder}
            sx={{
              width: TILE,
              height: TILE,
              objectFit: 'contain',
              borderRadius: 2,
              border: '1px solid',
              borderColor: 'divider',
              bgcolor: 'background.paper',
              display: 'block',
            }}
          />
          {/* The image's alt already names the piece for screen readers. */}
          <Typography variant="body2" aria-hidden sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
            {item.title}
          </Typography>
        </Box>
      ))}
      {withAdd && (
        <Box component="li" sx={{ width: TILE }}>
          <Link
            component={RouterLink}
            to="/dashboard"
            sx={{
              width: TILE,
              height: TILE,
              display: 'flex',
              alignItems: 'center',
              justifyContent: 'center',
              borderRadius: 2,
              border: '2px dashed',
              borderColor: 'divider',
              fontSize: '1.05rem',
            }}
          >
            + Add
          </Link>
        </Box>
      )}
    </Box>
  );
}
