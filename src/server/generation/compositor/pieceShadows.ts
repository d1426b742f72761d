// The shadows the pieces and the decor cast on the floor, as drawShadows takes them.
import type { RoomPiece } from '../renderer';
import {
  chaiseBehindDrawn,
  cornerFloor,
  cornerPartsFromBehind,
  cornerRunDepth,
  drawnAsL,
  floorOfParts,
} from './cornerSofa';
import type { DecorItem } from './decor';
import { onFloorCircle } from './geometry';
import { isBox, isRoundTable, shadowStrength } from './kinds';
import type { Placement, Plan } from './planner';
import { footprintCorners, type ShadowCaster } from './shadows';

/** The floor a corner sofa drawn as its L stands on (from the front or from behind), else undefined. */
function cornerSofaFloor(plan: Plan, p: Placement, piece: RoomPiece) {
  if (drawnAsL(p, piece)) return cornerFloor(plan.room, p.footprint, p.pose.mainZ!);
  if (chaiseBehindDrawn(p, piece))
    return floorOfParts(
      p.footprint,
      cornerPartsFromBehind(plan.room, p.footprint, cornerRunDepth(p.category, p.size)!),
    );
  return undefined;
}

/** Under each piece (a corner sofa drawn as its L, under each of its parts) and each piece of floor decor. */
export function shadowCasters(plan: Plan, decor: DecorItem[], pieces: readonly RoomPiece[]): ShadowCaster[] {
  return [
    ...plan.placements.flatMap((p) => {
      const parts = cornerSofaFloor(plan, p, pieces[p.index]);
      return parts
        ? parts.map((r) => ({ corners: footprintCorners(r, 0, r.w, r.d), strength: shadowStrength(p.category) }))
        : [pieceShadow(p)];
    }),
    ...decor.flatMap((d) =>
      d.footprint
        ? [{ corners: footprintCorners(d.footprint, 0, d.footprint.w * 0.7, d.footprint.d * 0.7), strength: 0.5 }]
        : [],
    ),
  ];
}

/** Corners of the circle a round table stands over, fine enough that its blurred shadow reads round. */
const ROUND_CORNERS = 24;

/** A piece's shadow under its footprint: under a round table, round (a square one read as a rug under it). */
function pieceShadow(p: Placement): ShadowCaster {
  if (isRoundTable(p.category, p.size)) {
    const { x, z, w, d } = p.footprint;
    const corners = onFloorCircle({ x: x + w / 2, z: z + d / 2 }, w / 2, ROUND_CORNERS);
    return { corners, strength: shadowStrength(p.category) };
  }
  // Seen from behind, a corner sofa from a photo is drawn as its main run's back alone: under its whole footprint, its
  // shadow stood as a dark hole on the floor before it, where its chaise is not drawn.
  const run = p.pose.fromBehind ? cornerRunDepth(p.category, p.size) : undefined;
  return {
    // A turned chair or sofa is drawn as its face alone: its shadow stays at the face.
    corners: footprintCorners(
      p.footprint,
      p.angle,
      p.size.widthCm,
      p.size.depthCm,
      run !== undefined ? run / p.size.depthCm : p.pose.mode === 'turned' && !isBox(p.category) ? 0.2 : 1,
      p.pose.fromBehind,
    ),
    strength: shadowStrength(p.category),
  };
}
