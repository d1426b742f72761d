// Wire types of API.md: each is z.infer of its schema in ./schemas, shared by the SPA, the
// server and the tests. No wire shape is declared anywhere else.
import type { z } from 'zod';
import type {
  authDataSchema,
  authResponseSchema,
  googleBodySchema,
  loginBodySchema,
  messageResponseSchema,
  registerBodySchema,
  registerResponseSchema,
  resendBodySchema,
  resetBodySchema,
  resetRequestBodySchema,
  userSchema,
  VERIFICATION_PURPOSES,
  verifyBodySchema,
} from './schemas/auth';
import type {
  filterOptionsSchema,
  filterResponseSchema,
  furnituresDataSchema,
  furnituresQuerySchema,
  furnituresResponseSchema,
  furnitureSchema,
} from './schemas/catalog';
import type {
  alternativeSchema,
  alternativesQuerySchema,
  alternativesResponseSchema,
  profileResetResponseSchema,
  recommendationsDataSchema,
  recommendationsQuerySchema,
  recommendationsResponseSchema,
  recommendedPieceSchema,
  recommendedSetSchema,
  scoreBreakdownSchema,
  similarQuerySchema,
  similarResponseSchema,
} from './schemas/recommend';
import type { dimensionsSchema, errorCodeSchema, errorEnvelopeSchema, moneySchema } from './schemas/common';
import type {
  itemTableResponseSchema,
  itemTableSchema,
  deleteProjectQuerySchema,
  emptyResponseSchema,
  projectDetailSchema,
  projectResponseSchema,
  projectSeriesEntrySchema,
  projectVersionsResponseSchema,
  projectsPageSchema,
  projectsQuerySchema,
  projectsResponseSchema,
  projectSummarySchema,
  renameProjectBodySchema,
} from './schemas/projects';
import type {
  meResponseSchema,
  deleteAccountBodySchema,
  deleteAccountResponseSchema,
  passwordUpdateBodySchema,
  passwordUpdateResponseSchema,
  profileFieldsSchema,
  profileResponseSchema,
  syncBodySchema,
  syncResponseSchema,
} from './schemas/user';

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
export type { DrawnLayout, Layout, Placement, RoomPhotoParams } from './schemas/layout';
export type { RoomPhoto } from './schemas/roomPhotos';

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
export type ProjectSeriesEntry = z.infer<typeof projectSeriesEntrySchema>;
export type ItemTable = z.infer<typeof itemTableSchema>;
export type ProjectsPage = z.infer<typeof projectsPageSchema>;

// Requests: what a client sends (z.input); queries as the server reads them (z.output), since
// their numbers travel as text.
export type LoginBody = z.input<typeof loginBodySchema>;
export type RegisterBody = z.input<typeof registerBodySchema>;
export type GoogleBody = z.input<typeof googleBodySchema>;
export type ResendBody = z.input<typeof resendBodySchema>;
export type VerifyBody = z.input<typeof verifyBodySchema>;
export type ResetRequestBody = z.input<typeof resetRequestBodySchema>;
export type ResetBody = z.input<typeof resetBodySchema>;
export type PasswordUpdateBody = z.input<typeof passwordUpdateBodySchema>;
export type DeleteAccountBody = z.input<typeof deleteAccountBodySchema>;
export type ProfileFields = z.input<typeof profileFieldsSchema>;
export type SyncBody = z.input<typeof syncBodySchema>;
export type FurnituresQuery = z.output<typeof furnituresQuerySchema>;
export type ProjectsQuery = z.output<typeof projectsQuerySchema>;
export type RenameProjectBody = z.input<typeof renameProjectBodySchema>;
export type DeleteProjectQuery = z.input<typeof deleteProjectQuerySchema>;

// Responses: the whole envelope of each call.
export type AuthResponse = z.infer<typeof authResponseSchema>;
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
export type MessageResponse = z.infer<typeof messageResponseSchema>;
export type MeResponse = z.infer<typeof meResponseSchema>;
export type ProfileResponse = z.infer<typeof profileResponseSchema>;
export type PasswordUpdateResponse = z.infer<typeof passwordUpdateResponseSchema>;
export type DeleteAccountResponse = z.infer<typeof deleteAccountResponseSchema>;
export type SyncResponse = z.infer<typeof syncResponseSchema>;
export type FilterResponse = z.infer<typeof filterResponseSchema>;
export type FurnituresResponse = z.infer<typeof furnituresResponseSchema>;
export type ProjectsResponse = z.infer<typeof projectsResponseSchema>;
export type ProjectResponse = z.infer<typeof projectResponseSchema>;
export type ProjectVersionsResponse = z.infer<typeof projectVersionsResponseSchema>;
export type EmptyResponse = z.infer<typeof emptyResponseSchema>;
export type ItemTableResponse = z.infer<typeof itemTableResponseSchema>;

// Recommendations.
export type ScoreBreakdown = z.infer<typeof scoreBreakdownSchema>;
export type RecommendedPiece = z.infer<typeof recommendedPieceSchema>;
export type RecommendedSet = z.infer<typeof recommendedSetSchema>;
export type RecommendationsData = z.infer<typeof recommendationsDataSchema>;
export type Alternative = z.infer<typeof alternativeSchema>;
export type RecommendationsQuery = z.input<typeof recommendationsQuerySchema>;
export type AlternativesQuery = z.input<typeof alternativesQuerySchema>;
export type SimilarQuery = z.input<typeof similarQuerySchema>;
export type RecommendationsResponse = z.infer<typeof recommendationsResponseSchema>;
export type AlternativesResponse = z.infer<typeof alternativesResponseSchema>;
export type SimilarResponse = z.infer<typeof similarResponseSchema>;
export type ProfileResetResponse = z.infer<typeof profileResetResponseSchema>;
