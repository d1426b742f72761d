import type { FurnitureDto } from '../../shared/api';
import type { MediaStorage } from '../plugins/media';
import type { FurnitureRow } from '../repositories/catalog';

const ABSOLUTE = /^https?:\/\//i;

/** A stored image entry (a media key, or an absolute URL kept as is) as a public URL. */
export const imageUrl = (entry: string, media: Pick<MediaStorage, 'url'>) =>
  ABSOLUTE.test(entry) ? entry : media.url(entry);

export function toFurnitureDto(row: FurnitureRow, media: Pick<MediaStorage, 'url'>): FurnitureDto {
  return {
    _id: row.id,
    title: row.title,
    details: row.details,
    imageUrl: row.images.map((entry) => imageUrl(entry, media)),
    category: row.category,
    style: row.style,
    color: row.color,
    price: { amount: row.priceCents, currency: row.currency },
    dimensions: { widthCm: row.widthCm, depthCm: row.depthCm, heightCm: row.heightCm },
  };
}
