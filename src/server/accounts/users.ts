import type { UserDto } from '../../shared/api';
import type { MediaStorage } from '../plugins/media';
import type { User } from '../repositories/users';

export function toUserDto(user: User, media: MediaStorage): UserDto {
  return {
    id: user.id,
    firstname: user.firstname,
    lastname: user.lastname,
    email: user.email,
    photo: user.photo ? media.url(user.photo) : null,
  };
}
