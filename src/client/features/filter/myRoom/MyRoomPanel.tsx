import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { REFERENCE_CM_MAX, REFERENCE_CM_MIN } from '../../../../shared/floorOutline';
import { errorMessage } from '../../../app/errors';
import { useAppDispatch } from '../../../app/hooks';
import { PageLoader } from '../../../components/PageLoader';
import { useToast } from '../../../components/useToast';
import { roomPhotoForgotten } from '../filterSlice';
import { FloorMarker } from './FloorMarker';
import { RoomPhotoDropzone } from './RoomPhotoDropzone';
import { RoomPhotoList } from './RoomPhotoList';
import { useUploadRoomPhotoMutation } from './roomPhotosApi';
import type { RoomPhotoDraft } from './useRoomPhotoDraft';

export const UPLOAD_FAILED = 'The photo could not be uploaded.';
export const PHOTO_UPLOADED = 'Photo uploaded. Now mark its floor.';

/** "My room" on the filter screen: upload or pick a photo of the room, then mark its floor. */
export function MyRoomPanel({ draft }: { draft: RoomPhotoDraft }) {
  const dispatch = useAppDispatch();
  const toast = useToast();
  const [upload, { isLoading: uploading }] = useUploadRoomPhotoMutation();
  const [uploadProblems, setUploadProblems] = useState<string[]>([]);
  const { photos, photo, floor } = draft;

  const onFile = async (file: File) => {
    setUploadProblems([]);
    try {
      const stored = await upload(file).unwrap();
      draft.choose(stored);
      toast.success(PHOTO_UPLOADED);
    } catch (err) {
      setUploadProblems([errorMessage(err, UPLOAD_FAILED)]);
    }
  };

  const onDeleted = (id: string) => {
    draft.forget(id);
    dispatch(roomPhotoForgotten(id));
  };

  return (
    <Box component="section" aria-labelledby="my-room-heading" sx={{ mb: 3 }}>
      <Typography variant="h4" component="h2" id="my-room-heading" sx={{ mb: 1.5 }}>
        My room
      </Typography>
      {photos.isLoading && <PageLoader label="Loading your room photos" />}
      {photos.isError && (
        <Box sx={{ mb: 2 }}>
          <Typography color="error" sx={{ mb: 1 }}>
            {errorMessage(photos.error, 'Your room photos could not be loaded.')}
          </Typography>
          <Button variant="outlined" onClick={() => void photos.refetch()}>
            Try again
          </Button>
        </Box>
      )}
      {photos.isSuccess && (
        <RoomPhotoList
          photos={photos.data}
          selectedId={photo?._id ?? null}
          onSelect={draft.choose}
          onDeleted={onDeleted}
        />
      )}
      <RoomPhotoDropzone onFile={(file) => void onFile(file)} onRefused={setUploadProblems} uploading={uploading} />
      {uploadProblems.map((problem) => (
        <Typography key={problem} role="alert" color="error" variant="body2" sx={{ mt: 1 }}>
          {problem}
        </Typography>
      ))}
      {photo && floor && (
        <Box sx={{ mt: 3 }}>
          <Typography variant="h4" component="h3" sx={{ mb: 1 }}>
            Mark the floor
          </Typography>
          <FloorMarker photo={photo} floor={floor} onChange={draft.setFloor} problem={draft.outlineProblem} />
          <TextField
            label="Back wall length (cm)"
            type="number"
            value={draft.reference}
            onChange={(e) => draft.setReference(e.target.value)}
            error={draft.referenceProblem !== null}
            helperText={
              draft.referenceProblem ?? 'The real length of the orange edge; the furniture is drawn to this scale.'
            }
            slotProps={{ htmlInput: { min: REFERENCE_CM_MIN, max: REFERENCE_CM_MAX, step: 10, inputMode: 'numeric' } }}
            sx={{ mt: 2, width: '100%', maxWidth: 320 }}
          />
        </Box>
      )}
    </Box>
  );
}
