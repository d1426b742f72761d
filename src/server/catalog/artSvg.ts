// The procedural product art of one furniture row, rendered once and then served from memory.
import { LRUCache } from 'lru-cache';
import type { Category } from '../../shared/constants';
import type { Furniture } from '../repositories/catalog';
import { renderFurnitureSvg } from './art';

export type ArtRow = Pick<
  Furniture,
  'category' | 'style' | 'color' | 'artVariant' | 'widthCm' | 'depthCm' | 'heightCm'
>;

// A few thousand SVGs of a few kB each: a bounded, small share of memory.
const cache = new LRUCache<string, string>({ max: 2000 });

function render(row: ArtRow): string {
  return renderFurnitureSvg({
    category: row.category as Category,
    style: row.style,
    color: row.color,
    variant: row.artVariant,
    dimensions: { widthCm: row.widthCm, depthCm: row.depthCm, heightCm: row.heightCm },
  });
}

/** The SVG of a row; deterministic, so a cached string is always the right one. */
export function furnitureSvg(row: ArtRow): string {
  const key = [row.category, row.style, row.color, row.artVariant, row.widthCm, row.depthCm, row.heightCm].join('|');
  let svg = cache.get(key);
  if (svg === undefined) {
    svg = render(row);
    cache.set(key, svg);
  }
  return svg;
}
