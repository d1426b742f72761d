import { useCallback } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RoomParams } from '../../shared/api';
import { MAX_FURNITURE_PER_ROOM } from '../../shared/constants';
import { useAppDispatch, useAppSelector } from './hooks';
import { roomRequested } from '../features/visualize/visualizeSlice';
import { selectSelectedIds } from './selectionSlice';

export const VISUALIZE_PATH = '/dashboard/visualize';

/**
 * 'Generate Room': roomParams from the stored filter (with the "My room" photo, if chosen) and the chosen ids. roomRequested stores them
 * (the roomParams key) and is what the socket middleware answers with `visualize-room`.
 * `pieces` generates those ids instead of the selection (a recommended set; an id repeats for
 * several of a piece).
 */
export function useGenerateRoom(pieces?: readonly string[]) {
  const filterData = useAppSelector((s) => s.filter.filterData);
  const roomPhoto = useAppSelector((s) => s.filter.roomPhoto);
  const selected = useAppSelector(selectSelectedIds);
  const ids = pieces ?? selected;
  const dispatch = useAppDispatch();
  const navigate = useNavigate();

  // API.md takes 1 to 12 pieces per room.
  const tooMany = ids.length > MAX_FURNITURE_PER_ROOM;
  const canGenerate = Boolean(filterData) && ids.length > 0 && !tooMany;

  const generate = useCallback(() => {
    if (!filterData || !canGenerate) return false;
    const roomParams: RoomParams = {
      roomType: filterData.roomType,
      preferredColor: filterData.preferredColor,
      preferredStyle: filterData.preferredStyle,
      furnitureIds: [...ids],
      ...(roomPhoto && { roomPhoto }),
    };
    dispatch(roomRequested(roomParams));
    void navigate(VISUALIZE_PATH);
    return true;
  }, [filterData, roomPhoto, canGenerate, ids, dispatch, navigate]);

  return { generate, canGenerate, tooMany };
}
