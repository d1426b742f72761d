// Wire types of API.md: each is z.infer of its schema in ./schemas, shared by the SPA, the
// server and the tests. No wire shape is declared anywhere else.
import type { z } from 'zod';
import type { authDataSchema, userSchema, VERIFICATION_PURPOSES } from './schemas/auth';
import type { furnituresDataSchema, furnitureSchema, filterOptionsSchema } from './schemas/catalog';
import type { dimensionsSchema, errorCodeSchema, errorEnvelopeSchema, moneySchema } from './schemas/common';
import type { itemTableSchema, projectDetailSchema, projectSummarySchema } from './schemas/projects';
import type { meResponseSchema } from './schemas/user';

export { ERROR_CODES, SOCKET_EVENTS } from './schemas/names';
export type {
  ClientToServerEvents,
  GenerationProgress,
  MessageReceived,
  RoomParamsInput as RoomParams,
  ServerToClientEvents,
  SocketError,
  VisualizationMessage,
  VisualizeAck,
} from './schemas/socket';

export type ErrorCode = z.infer<typeof errorCodeSchema>;
export type ErrorEnvelope = z.infer<typeof errorEnvelopeSchema>;

/** What every success answer looks like; `data` is the call's own shape. */
export interface SuccessEnvelope<T = undefined> {
  success: true;
  message?: string;
  data?: T;
}

export const TOKEN_EXPIRED_MESSAGE = 'Token has expired';
export const INVALID_TOKEN_MESSAGE = 'Invalid jwt token provided';

export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];
export type UserDto = z.infer<typeof userSchema>;
export type AuthData = z.infer<typeof authDataSchema>;
export type MeData = z.infer<typeof meResponseSchema>['data'];
export type Money = z.infer<typeof moneySchema>;
export type Dimensions = z.infer<typeof dimensionsSchema>;
export type FurnitureDto = z.infer<typeof furnitureSchema>;
export type FilterOptions = z.infer<typeof filterOptionsSchema>;
export type FurnituresData = z.infer<typeof furnituresDataSchema>;
export type ProjectSummary = z.infer<typeof projectSummarySchema>;
export type ProjectDetail = z.infer<typeof projectDetailSchema>;
export type ItemTable = z.infer<typeof itemTableSchema>;
