import { useCallback, useMemo, useState } from 'react';
import type { RoomPhoto, RoomPhotoParams } from '../../../../shared/api';
import {
  defaultFloorOutline,
  floorOutlineProblem,
  REFERENCE_CM_MAX,
  REFERENCE_CM_MIN,
  type FloorOutline,
} from '../../../../shared/floorOutline';
import { defaultRoomSize } from '../../../../shared/rooms';
import { useGetRoomPhotosQuery } from './roomPhotosApi';

export const REFERENCE_PROBLEM = `Enter the back wall's length in cm, from ${REFERENCE_CM_MIN} to ${REFERENCE_CM_MAX}.`;

function referenceProblemOf(text: string): string | null {
  const cm = Number(text);
  return text.trim() !== '' && Number.isFinite(cm) && cm >= REFERENCE_CM_MIN && cm <= REFERENCE_CM_MAX
    ? null
    : REFERENCE_PROBLEM;
}

/**
 * The "My room" choice being made on the filter screen: which photo, its floor outline and the
 * back wall's length. `params` is what roomParams.roomPhoto gets, once all three are usable.
 * The length follows the room type's usual width until the user types one.
 */
export function useRoomPhotoDraft(initial: RoomPhotoParams | null, roomType: string, active: boolean) {
  const photos = useGetRoomPhotosQuery(undefined, { skip: !active });
  const [photoId, setPhotoId] = useState<string | null>(initial?.id ?? null);
  const [floor, setFloor] = useState<FloorOutline | null>(initial?.floor ?? null);
  const [referenceText, setReferenceText] = useState<string | null>(initial ? String(initial.referenceCm) : null);

  const photo = photos.data?.find((p) => p._id === photoId) ?? null;
  const reference = referenceText ?? String(defaultRoomSize(roomType).widthCm);
  const outlineProblem = photo && floor ? floorOutlineProblem(floor, photo.width, photo.height) : null;
  const referenceProblem = referenceProblemOf(reference);

  const params = useMemo<RoomPhotoParams | null>(() => {
    if (!photo || !floor || outlineProblem || referenceProblem) return null;
    return {
      id: photo._id,
      floor: floor.map(([x, y]) => [x, y]) as RoomPhotoParams['floor'],
      referenceCm: Number(reference),
    };
  }, [photo, floor, outlineProblem, referenceProblem, reference]);

  const choose = useCallback(
    (chosen: RoomPhoto) => {
      if (chosen._id === photoId && floor) return;
      setPhotoId(chosen._id);
      setFloor(defaultFloorOutline(chosen.width, chosen.height));
    },
    [photoId, floor],
  );

  const forget = useCallback(
    (id: string) => {
      if (id !== photoId) return;
      setPhotoId(null);
      setFloor(null);
    },
    [photoId],
  );

  const clear = useCallback(() => {
    setPhotoId(null);
    setFloor(null);
    setReferenceText(null);
  }, []);

  return {
    photos,
    photo,
    floor,
    setFloor,
    reference,
    setReference: setReferenceText,
    outlineProblem,
    referenceProblem,
    params,
    choose,
    forget,
    clear,
  };
}

export type RoomPhotoDraft = ReturnType<typeof useRoomPhotoDraft>;
