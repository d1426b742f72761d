// Realtime events of API.md: namespace SOCKET_NAMESPACE, payloads and the socket.io event maps
// both ends are typed with.
import { z } from 'zod';
import { COLORS, MAX_FURNITURE_PER_ROOM, ROOM_TYPE_NAMES } from '../constants';
import { errorCodeSchema, errorEnvelopeSchema, text, UUID_PATTERN } from './common';
import { layoutSchema, roomPhotoParamsSchema } from './layout';
import { itemTableSchema } from './projects';

export { SOCKET_EVENTS } from './names';

const furnitureId = text().regex(UUID_PATTERN, 'must be a furniture id');

/** roomParams of `visualize-room`; requestId lets a client retry without a second render. */
// Room types and colours are checked against their lists, but typed as strings: the SPA holds
// whatever the filter options offered.
const oneOf = (names: readonly string[], error: string) => z.enum(names as [string, ...string[]], { error });

export const roomParamsSchema = z.object({
  roomType: oneOf(ROOM_TYPE_NAMES, 'must be one of the room types'),
  preferredColor: oneOf(COLORS, 'must be one of the colors'),
  preferredStyle: text().trim().min(1, 'is required').max(60),
  furnitureIds: z
    .array(furnitureId)
    .min(1, 'needs at least one piece of furniture')
    // API.md: an id may repeat to place several of that piece (a recommended set's dining chairs).
    .max(MAX_FURNITURE_PER_ROOM, `takes at most ${MAX_FURNITURE_PER_ROOM} pieces`),
  name: text().trim().min(1).max(100).optional(),
  requestId: text().min(1).max(100).optional(),
  /**
   * Regenerate: the project this request renders again. The new project joins that project's
   * series and keeps its name; an id that is not the user's (or no longer exists) starts a new one.
   */
  regenerates: z.string().regex(UUID_PATTERN, 'must be a project id').optional(),
  /** The floor-plan editor's arrangement; the server checks it against the pieces and the room. */
  layout: layoutSchema.optional(),
  /** Render into the user's own room photo instead of a drawn room. */
  roomPhoto: roomPhotoParamsSchema.optional(),
});

/** The ack of `visualize-room`: the job it became, or why it was refused. */
export const visualizeAckSchema = z.discriminatedUnion('success', [
  z.strictObject({ success: z.literal(true), data: z.strictObject({ jobId: z.string() }) }),
  errorEnvelopeSchema,
]);

export const generationProgressSchema = z.strictObject({
  jobId: z.string(),
  stage: z.string(),
  percent: z.number(),
});

export const visualizationMessageSchema = z.strictObject({
  generatedImage: z.string(),
  itemTable: itemTableSchema,
  fetchUrl: z.string(),
  name: z.string(),
  projectId: z.string(),
});

export const messageReceivedSchema = z.strictObject({ message: visualizationMessageSchema });

/** `error`: a request that failed after its ack (the job id says which), or one sent without an ack. */
export const socketErrorSchema = z.strictObject({
  message: z.string(),
  code: errorCodeSchema,
  jobId: z.string().optional(),
});

export const handshakeAuthSchema = z.object({ token: text().max(4096) });

export type RoomParamsInput = z.input<typeof roomParamsSchema>;
export type RoomParams = z.output<typeof roomParamsSchema>;
export type VisualizeAck = z.infer<typeof visualizeAckSchema>;
export type GenerationProgress = z.infer<typeof generationProgressSchema>;
export type VisualizationMessage = z.infer<typeof visualizationMessageSchema>;
export type MessageReceived = z.infer<typeof messageReceivedSchema>;
export type SocketError = z.infer<typeof socketErrorSchema>;

/** Server → client events (socket.io's first generic on both ends). */
export interface ServerToClientEvents {
  'generation:progress': (progress: GenerationProgress) => void;
  'message:received': (payload: MessageReceived) => void;
  error: (failure: SocketError) => void;
}

/** Client → server events; the server validates every payload with the schemas above. */
export interface ClientToServerEvents {
  'visualize-room': (params: RoomParamsInput, ack?: (answer: VisualizeAck) => void) => void;
}

/** Nodes send each other no events of their own (the Redis adapter carries the emits). */
export type InterServerEvents = Record<string, never>;

/** What the server keeps on each socket after the handshake. */
export interface SocketData {
  userId: string;
}
