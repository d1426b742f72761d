import type { FurnitureDto } from '../../../shared/api';

/** A history chip: the title, the style in brackets and the colour, each only when known. */
export function furnitureLabel({ title, style, color }: Pick<FurnitureDto, 'title' | 'style' | 'color'>): string {
  return [title, style ? `(${style})` : '', color ?? ''].filter(Boolean).join(' ');
}
