import type { FurnitureDto, Placement } from '../../../shared/api';
import type { PlanPiece } from './planRules';

// A piece missing from the project's furniture (removed from the catalog since) still shows.
const UNKNOWN_SIZE = { widthCm: 60, depthCm: 60 };

/** Each placement's name and catalog footprint; a repeated piece is numbered ("Oak Chair 2"). */
export function planPieces(placements: readonly Placement[], furnitures: readonly FurnitureDto[]): PlanPiece[] {
  const byId = new Map(furnitures.map((f) => [f._id, f]));
  const total = new Map<string, number>();
  for (const p of placements) total.set(p.furnitureId, (total.get(p.furnitureId) ?? 0) + 1);
  const seen = new Map<string, number>();
  return placements.map((p) => {
    const f = byId.get(p.furnitureId);
    const n = (seen.get(p.furnitureId) ?? 0) + 1;
    seen.set(p.furnitureId, n);
    const title = f?.title ?? 'Piece';
    return {
      label: (total.get(p.furnitureId) ?? 1) > 1 ? `${title} ${n}` : title,
      size: f ? { widthCm: f.dimensions.widthCm, depthCm: f.dimensions.depthCm } : UNKNOWN_SIZE,
    };
  });
}
