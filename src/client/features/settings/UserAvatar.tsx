import Avatar from '@mui/material/Avatar';

export function initialsOf(firstname?: string | null, lastname?: string | null): string {
  const initials = `${firstname?.trim().charAt(0) ?? ''}${lastname?.trim().charAt(0) ?? ''}`.toUpperCase();
  return initials || '?';
}

/** The photo, else the initials, else '?'. */
export function UserAvatar({
  photo,
  firstname,
  lastname,
  size = 88,
}: {
  photo?: string | null;
  firstname?: string | null;
  lastname?: string | null;
  size?: number;
}) {
  const name = [firstname, lastname].filter(Boolean).join(' ');
  return (
    <Avatar
      src={photo || undefined}
      alt={name ? `${name}'s profile photo` : 'Profile photo'}
      sx={{ width: size, height: size, fontSize: size / 2.6, fontWeight: 700, bgcolor: 'primary.main' }}
    >
      {initialsOf(firstname, lastname)}
    </Avatar>
  );
}
