// The usual room of each room type (cm): what the planner lays a room out in when no size is given,
// and what the SPA shows as the default size.

export interface RoomDimensions {
  widthCm: number;
  depthCm: number;
  heightCm: number;
}

const DEFAULT_ROOMS: Record<string, RoomDimensions> = {
  'Living Room - Small': { widthCm: 480, depthCm: 420, heightCm: 260 },
  'Living Room - Large': { widthCm: 660, depthCm: 540, heightCm: 270 },
  'Dining Room': { widthCm: 520, depthCm: 460, heightCm: 265 },
  'Bedroom - Small': { widthCm: 430, depthCm: 430, heightCm: 260 },
  'Bedroom - Large': { widthCm: 560, depthCm: 500, heightCm: 265 },
  'Gaming/Office Room': { widthCm: 430, depthCm: 400, heightCm: 260 },
  'Home Theater': { widthCm: 560, depthCm: 560, heightCm: 270 },
  'Kids Room': { widthCm: 440, depthCm: 420, heightCm: 260 },
};

const OTHER_ROOM: RoomDimensions = { widthCm: 500, depthCm: 450, heightCm: 260 };

/** The room type's usual floor and ceiling height; an unknown room type gets a middling room. */
export function defaultRoomSize(roomType: string): RoomDimensions {
  return { ...(DEFAULT_ROOMS[roomType] ?? OTHER_ROOM) };
}
