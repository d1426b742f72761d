import { useMemo } from 'react';
import { useAppSelector } from '../../app/hooks';
import type { Thumbnail } from '../../components/FurnitureThumbnails';

/**
 * The pieces of the room: the stored selection has their pictures, the item table their titles.
 * Only pieces of this room are shown, even if the selection has changed since.
 */
export function useRoomThumbnails(): Thumbnail[] {
  const selected = useAppSelector((s) => s.selection.selectedFurnitures);
  const roomParams = useAppSelector((s) => s.visualize.roomParams);
  const itemTable = useAppSelector((s) => s.visualize.itemTable);
  return useMemo(() => {
    const byId = new Map(selected.map((f) => [f._id, f]));
    const tableItems = Array.isArray(itemTable?.items) ? itemTable.items : [];
    const titles = new Map(tableItems.map((i) => [i._id, i.title]));
    const ids = roomParams?.furnitureIds?.length
      ? roomParams.furnitureIds
      : tableItems.length
        ? tableItems.map((i) => i._id)
        : selected.map((f) => f._id);
    return ids.flatMap((id) => {
      const piece = byId.get(id);
      const title = piece?.title ?? titles.get(id);
      return title ? [{ id, title, image: piece?.imageUrl?.[0] ?? null }] : [];
    });
  }, [selected, roomParams, itemTable]);
}
