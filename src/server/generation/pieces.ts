import { type ArtRow, furnitureSvg } from '../catalog/artSvg';
import type { MediaStorage } from '../plugins/media';
import type { CatalogRepository, Furniture } from '../repositories/catalog';
import type { RoomPiece } from './renderer';

const ART_KEY = /^catalog\/[0-9a-f-]{36}\.svg$/;

/** Catalog rows for the ids, in the order given; ids that do not exist are returned apart. */
export async function loadFurniture(
  catalog: Pick<CatalogRepository, 'findByIds'>,
  ids: string[],
): Promise<{ rows: Furniture[]; missing: string[] }> {
  const found = await catalog.findByIds(ids);
  const byId = new Map(found.map((row) => [row.id, row]));
  return {
    rows: ids.flatMap((id) => (byId.has(id) ? [byId.get(id)!] : [])),
    missing: ids.filter((id) => !byId.has(id)),
  };
}

/** A row drawn from its procedural art. */
export function artPiece(row: ArtRow & Pick<Furniture, 'id' | 'title'>): RoomPiece {
  return { ...pieceOf(row), artVariant: row.artVariant, image: { kind: 'svg', svg: furnitureSvg(row) } };
}

function pieceOf(row: ArtRow & Pick<Furniture, 'id' | 'title'>): Omit<RoomPiece, 'image'> {
  return {
    id: row.id,
    category: row.category,
    title: row.title,
    style: row.style,
    color: row.color,
    dimensions: { widthCm: row.widthCm, depthCm: row.depthCm, heightCm: row.heightCm },
  };
}

/** What the renderer draws for a row: its procedural art, or its first imported image. */
export async function toRoomPiece(row: Furniture, media: MediaStorage): Promise<RoomPiece> {
  const first = row.images[0];
  if (first && !ART_KEY.test(first) && !/^https?:/i.test(first)) {
    // A missing or unreadable file must not fail the whole room: the piece is drawn from its art.
    const bytes = await media.read(first).catch(() => undefined);
    if (bytes) return { ...pieceOf(row), image: { kind: 'raster', bytes } };
  }
  return artPiece(row);
}
