import { z } from 'zod';
import { COLORS, MAX_FURNITURE_PER_ROOM, ROOM_TYPE_NAMES } from '../../shared/constants';

const uuid = z
  .string()
  .regex(/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i, 'must be a furniture id');

/** roomParams of `visualize-room` (API.md, Realtime); requestId lets a client retry without a second render. */
export const roomParamsSchema = z.object({
  roomType: z.enum(ROOM_TYPE_NAMES as [string, ...string[]], { error: 'must be one of the room types' }),
  preferredColor: z.enum(COLORS, { error: 'must be one of the colors' }),
  preferredStyle: z.string().trim().min(1, 'is required').max(60),
  furnitureIds: z
    .array(uuid)
    .min(1, 'needs at least one piece of furniture')
    .max(MAX_FURNITURE_PER_ROOM, `takes at most ${MAX_FURNITURE_PER_ROOM} pieces`)
    .refine((ids) => new Set(ids).size === ids.length, 'has the same piece twice'),
  name: z.string().trim().min(1).max(100).optional(),
  requestId: z.string().min(1).max(100).optional(),
});

export type ValidRoomParams = z.infer<typeof roomParamsSchema>;

export function defaultProjectName(style: string, roomType: string): string {
  return `${style} ${roomType}`;
}
