import { useState } from 'react';
import Button from '@mui/material/Button';
import DownloadIcon from '@mui/icons-material/Download';
import { downloadImage } from './downloadImage';

export function DownloadButton({
  imageUrl,
  variant = 'outlined',
}: {
  imageUrl: string | null;
  variant?: 'outlined' | 'contained';
}) {
  const [busy, setBusy] = useState(false);
  const onClick = async () => {
    if (!imageUrl) return;
    setBusy(true);
    try {
      await downloadImage(imageUrl);
    } finally {
      setBusy(false);
    }
  };
  return (
    <Button variant={variant} startIcon={<DownloadIcon />} disabled={!imageUrl || busy} onClick={() => void onClick()}>
      Download Image
    </Button>
  );
}
