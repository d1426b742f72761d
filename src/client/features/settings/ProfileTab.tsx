import { useState, type FormEvent } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { UserDto } from '../../../shared/api';
import { MESSAGES } from '../../../shared/validation';
import { useAppDispatch } from '../../app/hooks';
import { errorMessage, reportsFailure } from '../../app/errors';
import { RELOAD_DELAY_MS, reloadPage } from '../../app/reload';
import { TextInput } from '../../components/TextInput';
import { useToast } from '../../components/useToast';
import { userNameChanged } from '../../app/authSlice';
import { PhotoDropzone } from './PhotoDropzone';
import { useUpdateProfileMutation } from './settingsApi';

export function ProfileTab({ user }: { user: UserDto }) {
  const [firstname, setFirstname] = useState(user.firstname);
  const [lastname, setLastname] = useState(user.lastname);
  const [file, setFile] = useState<File | null>(null);
  const [photoRemoved, setPhotoRemoved] = useState(false);
  const [update, { isLoading }] = useUpdateProfileMutation();
  const dispatch = useAppDispatch();
  const toast = useToast();

  const currentUrl = photoRemoved ? null : user.photo;
  const photoChanged = file !== null || (photoRemoved && !!user.photo);
  const changed = firstname !== user.firstname || lastname !== user.lastname || photoChanged;

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    const first = firstname.trim();
    const last = lastname.trim();
    if (first === user.firstname && last === user.lastname && !photoChanged) {
      toast.warning(MESSAGES.noChanges);
      return;
    }
    if (!first || !last) {
      toast.error(MESSAGES.fillAllFields);
      return;
    }
    try {
      const result = await update({
        firstname: first,
        lastname: last,
        photo: file,
        removePhoto: photoRemoved && !file,
      }).unwrap();
      if (reportsFailure(result)) {
        toast.error('Failed to update user details');
        return;
      }
      dispatch(userNameChanged(result.data?.user.firstname ?? first));
      toast.success('User details updated successfully!');
      setTimeout(reloadPage, RELOAD_DELAY_MS);
    } catch (err) {
      toast.error(errorMessage(err, 'Error updating user details'));
    }
  };

  return (
    <Box component="form" onSubmit={(e) => void onSubmit(e)} noValidate aria-label="Profile" sx={{ maxWidth: 560 }}>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        <TextInput
          label="First Name"
          name="firstname"
          autoComplete="given-name"
          value={firstname}
          onChange={setFirstname}
          disabled={isLoading}
        />
        <TextInput
          label="Last Name"
          name="lastname"
          autoComplete="family-name"
          value={lastname}
          onChange={setLastname}
          disabled={isLoading}
        />
      </Box>
      <Box sx={{ mb: 2 }}>
        <TextInput
          label="Email"
          name="email"
          type="email"
          value={user.email}
          readOnly
          helperText="Email cannot be changed."
        />
      </Box>
      <PhotoDropzone
        file={file}
        currentUrl={currentUrl}
        onChange={(f) => {
          setFile(f);
        }}
        onDelete={() => {
          setFile(null);
          setPhotoRemoved(true);
        }}
        onReject={(messages) => messages.forEach((m) => toast.error(m))}
        disabled={isLoading}
      />
      <Button
        type="submit"
        variant="contained"
        size="large"
        disabled={!changed || isLoading}
        sx={{ mt: 3, minWidth: 200 }}
      >
        {isLoading ? 'Saving...' : 'Update Changes'}
      </Button>
    </Box>
  );
}
