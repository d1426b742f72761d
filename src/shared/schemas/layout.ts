// The floor-plan arrangement and the own-photo backdrop of API.md Realtime (roomParams `layout`
// and `roomPhoto`), which a project keeps.
import { z } from 'zod';
import { MAX_FURNITURE_PER_ROOM } from '../constants';
import { text, UUID_PATTERN } from './common';

/** Rooms larger than a hall or smaller than a cupboard are not rooms the planner lays out. */
export const LAYOUT_ROOM_MIN_CM = 150;
export const LAYOUT_ROOM_MAX_CM = 2000;

export const layoutRoomSchema = z.strictObject({
  widthCm: z.number().min(LAYOUT_ROOM_MIN_CM).max(LAYOUT_ROOM_MAX_CM),
  depthCm: z.number().min(LAYOUT_ROOM_MIN_CM).max(LAYOUT_ROOM_MAX_CM),
});

/** One piece on the plan: its centre in cm from the left and back walls; angle clockwise from above. */
export const placementSchema = z.strictObject({
  furnitureId: text().regex(UUID_PATTERN, 'must be a furniture id'),
  xCm: z.number().finite(),
  yCm: z.number().finite(),
  angleDeg: z.number().finite().min(-360).max(360),
});

export const layoutSchema = z.strictObject({
  room: layoutRoomSchema,
  placements: z.array(placementSchema).min(1).max(MAX_FURNITURE_PER_ROOM),
});

/**
 * The layout a project was drawn with (GET /user/project/{id}): the planner may have grown the room
 * past what an editor sends, and a project whose pieces all left the catalog has no placements.
 */
export const drawnLayoutSchema = z.strictObject({
  room: z.strictObject({ widthCm: z.number().positive(), depthCm: z.number().positive() }),
  placements: z.array(placementSchema).max(MAX_FURNITURE_PER_ROOM),
});

/** A point of the photo in pixels of its stored width and height. */
const photoPoint = z.tuple([z.number().finite(), z.number().finite()]);

export const roomPhotoParamsSchema = z.strictObject({
  id: text().max(64),
  /** The floor outline, clockwise from back-left: back-left, back-right, front-right, front-left. */
  floor: z.tuple([photoPoint, photoPoint, photoPoint, photoPoint]),
  /** The real length of the outline's back edge. */
  referenceCm: z.number().min(50).max(5000),
});

export type Layout = z.infer<typeof layoutSchema>;
export type DrawnLayout = z.infer<typeof drawnLayoutSchema>;
export type Placement = z.infer<typeof placementSchema>;
export type RoomPhotoParams = z.infer<typeof roomPhotoParamsSchema>;
