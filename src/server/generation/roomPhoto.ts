// The user's room photo of a request (roomParams.roomPhoto): checked when the request comes in, loaded when it renders.
import type { Layout, RoomPhotoParams } from '../../shared/schemas/layout';
import { badRequest, notFound } from '../errors';
import type { Repositories } from '../repositories';
import type { RoomPhotoStorage } from '../roomPhotos/storage';
import { PhotoOutlineError, type PhotoFloor, photoFloor } from './compositor/photo/photoCamera';
import { photoLayoutProblem } from './compositor/photo/photoPlan';
import type { RoomPhotoInput } from './renderer';

type Photos = Pick<Repositories, 'roomPhotos'>;

const unknownPhoto = () => notFound('roomParams.roomPhoto.id: no room photo of yours has this id');

/**
 * The 404 for another user's or an unknown photo, the 400 `validation` for an outline no camera
 * sees as a floor or a layout that does not start from that floor; the measured floor otherwise.
 */
export async function checkRoomPhoto(
  repos: Photos,
  userId: string,
  params: RoomPhotoParams,
  layout?: Pick<Layout, 'room'>,
): Promise<PhotoFloor> {
  const photo = await repos.roomPhotos.get(userId, params.id);
  if (!photo) throw unknownPhoto();
  let floor: PhotoFloor;
  try {
    floor = photoFloor(params.floor, params.referenceCm, photo.width, photo.height);
  } catch (err) {
    if (err instanceof PhotoOutlineError) throw badRequest(`roomParams.roomPhoto.floor: ${err.message}`);
    throw err;
  }
  const problem = layout && photoLayoutProblem(floor, layout);
  if (problem) throw badRequest(`roomParams.layout: ${problem}`);
  return floor;
}

/** The photo's bytes and outline for the renderer; the photo may have been deleted since the request. */
export async function loadRoomPhoto(
  repos: Photos,
  storage: Pick<RoomPhotoStorage, 'read'>,
  userId: string,
  params: RoomPhotoParams,
): Promise<RoomPhotoInput> {
  const photo = await repos.roomPhotos.get(userId, params.id);
  const bytes = photo && (await storage.read(photo.mediaKey));
  if (!bytes) throw unknownPhoto();
  return { bytes, floor: params.floor, referenceCm: params.referenceCm };
}
