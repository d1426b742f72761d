import { useEffect, useMemo } from 'react';
import CloudUpload from '@mui/icons-material/CloudUpload';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Typography from '@mui/material/Typography';
import { useDropzone, type FileRejection } from 'react-dropzone';
import { PHOTO_HINT, PHOTO_MAX_BYTES } from '../../../shared/constants';

interface Props {
  /** A newly chosen file, or the URL of the stored photo, or nothing. */
  file: File | null;
  currentUrl: string | null;
  onChange: (file: File | null) => void;
  onDelete: () => void;
  onReject: (messages: string[]) => void;
  disabled?: boolean;
}

const ACCEPT = { 'image/jpeg': ['.jpg', '.jpeg'], 'image/png': ['.png'] };

const MIN_BYTES = 1;

/** SPEC.md §5 wording; react-dropzone 19 says "2 MB" where the product says "2097152 bytes". */
function rejectionMessage(error: FileRejection['errors'][number]): string {
  switch (error.code) {
    case 'too-many-files':
      return 'Too many files.';
    case 'file-too-large':
      return `File is larger than ${PHOTO_MAX_BYTES} bytes`;
    case 'file-too-small':
      return `File is smaller than ${MIN_BYTES} bytes`;
    default:
      return error.message; // 'File type must be ...'
  }
}

export function rejectionMessages(rejections: FileRejection[]): string[] {
  return [...new Set(rejections.flatMap((r) => r.errors.map(rejectionMessage)))];
}

/** One png/jpeg photo up to 2 MB, with a preview and a Delete button. */
export function PhotoDropzone({ file, currentUrl, onChange, onDelete, onReject, disabled }: Props) {
  const { getRootProps, getInputProps, isDragActive, open } = useDropzone({
    accept: ACCEPT,
    maxSize: PHOTO_MAX_BYTES,
    minSize: MIN_BYTES,
    maxFiles: 1,
    multiple: false,
    disabled,
    // The visible button is the keyboard path; a focusable zone around it would nest controls.
    noKeyboard: true,
    onDrop: (accepted, rejected) => {
      if (rejected.length) onReject(rejectionMessages(rejected));
      else if (accepted[0]) onChange(accepted[0]);
    },
  });
  const objectUrl = useMemo(() => (file ? URL.createObjectURL(file) : null), [file]);
  useEffect(
    () => () => {
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    },
    [objectUrl],
  );
  const preview = objectUrl ?? currentUrl;

  return (
    <Box>
      <Typography component="p" variant="body2" sx={{ fontWeight: 600, mb: 1 }}>
        Profile photo
      </Typography>
      <Box
        {...getRootProps({ role: 'group', 'aria-label': 'Profile photo drop zone' })}
        sx={{
          border: '2px dashed',
          borderColor: isDragActive ? 'primary.main' : 'divider',
          bgcolor: isDragActive ? 'rgba(47, 93, 80, 0.06)' : 'background.default',
          borderRadius: 3,
          p: 3,
          textAlign: 'center',
          cursor: disabled ? 'default' : 'pointer',
        }}
      >
        <input {...getInputProps()} aria-label="Choose a profile photo" />
        <CloudUpload color="primary" sx={{ fontSize: 36 }} aria-hidden />
        <Typography sx={{ fontWeight: 600 }}>
          {isDragActive ? 'Drop the photo here' : 'Drag and drop a photo here, or click to choose one'}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {PHOTO_HINT}
        </Typography>
        <Button
          variant="outlined"
          size="small"
          disabled={disabled}
          onClick={(e) => {
            e.stopPropagation();
            open();
          }}
          sx={{ mt: 1.5 }}
        >
          Choose photo
        </Button>
      </Box>
      {preview && (
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, mt: 2 }}>
          <Box
            component="img"
            src={preview}
            alt="Profile photo preview"
            sx={{
              width: 72,
              height: 72,
              objectFit: 'cover',
              borderRadius: 2,
              border: '1px solid',
              borderColor: 'divider',
            }}
          />
          <Button variant="outlined" color="error" onClick={onDelete} disabled={disabled}>
            Delete
          </Button>
        </Box>
      )}
    </Box>
  );
}
