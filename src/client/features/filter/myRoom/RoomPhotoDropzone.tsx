import AddPhotoAlternate from '@mui/icons-material/AddPhotoAlternate';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { ROOM_PHOTO_MAX_BYTES } from '../../../../shared/constants';

const ACCEPT = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'], 'image/webp': ['.webp'] };

export const ROOM_PHOTO_HINT = 'A JPEG, PNG or WebP photo of up to 10 MB, taken from where you stand in the room.';

export const UPLOAD_REFUSED = {
  type: 'Only JPEG, PNG or WebP photos can be used.',
  tooLarge: 'The photo is larger than 10 MB: choose a smaller one.',
  empty: 'The file is empty.',
  tooMany: 'Choose one photo at a time.',
} as const;

function refusal(code: string): string {
  switch (code) {
    case 'file-invalid-type':
      return UPLOAD_REFUSED.type;
    case 'file-too-large':
      return UPLOAD_REFUSED.tooLarge;
    case 'file-too-small':
      return UPLOAD_REFUSED.empty;
    default:
      return UPLOAD_REFUSED.tooMany;
  }
}

const refusals = (rejections: FileRejection[]) => [
  ...new Set(rejections.flatMap((r) => r.errors.map((e) => refusal(e.code)))),
];

interface Props {
  onFile: (file: File) => void;
  onRefused: (messages: string[]) => void;
  uploading: boolean;
}

/** One room photo to upload, dropped or chosen; the checks the server makes too, said up front. */
export function RoomPhotoDropzone({ onFile, onRefused, uploading }: Props) {
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: ACCEPT,
    maxSize: ROOM_PHOTO_MAX_BYTES,
    minSize: 1,
    maxFiles: 1,
    multiple: false,
    disabled: uploading,
    // The visible button is the keyboard path; a focusable zone around it would nest controls.
    noKeyboard: true,
    onDrop: (accepted, rejected) => {
      if (rejected.length) onRefused(refusals(rejected));
      else if (accepted[0]) onFile(accepted[0]);
    },
  });

  return (
    <Box
      {...getRootProps({ role: 'group', 'aria-label': 'Room photo drop zone' })}
      sx={{
        border: '2px dashed',
        borderColor: isDragActive ? 'primary.main' : 'divider',
        bgcolor: isDragActive ? 'rgba(47, 93, 80, 0.06)' : 'background.default',
        borderRadius: 3,
        p: { xs: 2, sm: 3 },
        textAlign: 'center',
        cursor: uploading ? 'default' : 'pointer',
      }}
    >
      <input {...getInputProps()} aria-label="Choose a room photo" />
      <AddPhotoAlternate color="primary" sx={{ fontSize: 36 }} aria-hidden />
      <Typography sx={{ fontWeight: 600 }}>
        {isDragActive ? 'Drop the photo here' : 'Drag and drop a photo of your room, or choose one'}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {ROOM_PHOTO_HINT}
      </Typography>
      <Button
        variant="outlined"
        size="small"
        disabled={uploading}
        onClick={(e) => {
          e.stopPropagation();
          open();
        }}
        sx={{ mt: 1.5 }}
      >
        {uploading ? 'Uploading...' : 'Upload photo'}
      </Button>
    </Box>
  );
}
