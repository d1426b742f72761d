// Wire types of API.md, shared by the SPA, the server and the tests.

export const ERROR_CODES = [
  'validation',
  'invalid-credentials',
  'email-unverified',
  'email-taken',
  'code-invalid',
  'code-expired',
  'too-many-attempts',
  'rate-limited',
  'unauthorized',
  'token-expired',
  'invalid-token',
  'forbidden',
  'not-found',
  'payload-too-large',
  'unsupported-media-type',
  'google-not-configured',
  'google-failed',
  'internal',
  'unavailable',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

export interface SuccessEnvelope<T = undefined> {
  success: true;
  message?: string;
  data?: T;
}

export interface ErrorEnvelope {
  success: false;
  message: string;
  code: ErrorCode;
}

export const TOKEN_EXPIRED_MESSAGE = 'Token has expired';
export const INVALID_TOKEN_MESSAGE = 'Invalid jwt token provided';

export type VerificationPurpose = 'emailVerification' | 'passwordReset';

export interface UserDto {
  id: string;
  firstname: string;
  lastname: string;
  email: string;
  photo: string | null;
}

export interface AuthData {
  token: string;
  user: UserDto;
}

export interface MeData {
  user: UserDto;
  selectedFurnitureIds: string[];
}

export interface Money {
  amount: number; // minor units (cents)
  currency: string;
}

export interface Dimensions {
  widthCm: number;
  depthCm: number;
  heightCm: number;
}

export interface FurnitureDto {
  _id: string;
  title: string;
  details: string;
  imageUrl: string[];
  category: string;
  style: string;
  color: string;
  price: Money;
  dimensions: Dimensions;
}

export interface FilterOptions {
  uniqueStyles: string[];
  uniqueCategories: string[];
  colors: string[];
  roomTypes: { name: string; categories: string[] }[];
}

export interface FurnituresData {
  furnitures: Record<string, FurnitureDto[]>[];
  total: number;
}

export interface RoomParams {
  roomType: string;
  preferredColor: string;
  preferredStyle: string;
  furnitureIds: string[];
  name?: string;
}

export interface ProjectSummary {
  _id: string;
  name: string;
  generatedImage: string;
  roomType: string;
  preferredColor: string;
  preferredStyle: string;
  furnitureIds: string[];
  createdAt: string;
}

export interface ProjectDetail extends ProjectSummary {
  furnitures: FurnitureDto[];
}

export interface ItemTable {
  items: Pick<FurnitureDto, '_id' | 'title' | 'category' | 'style' | 'color' | 'price'>[];
  total: Money;
}

export interface VisualizationMessage {
  generatedImage: string;
  itemTable: ItemTable;
  fetchUrl: string;
  name: string;
  projectId: string;
}

export interface GenerationProgress {
  jobId: string;
  stage: string;
  percent: number;
}

export const SOCKET_EVENTS = {
  visualizeRoom: 'visualize-room',
  progress: 'generation:progress',
  messageReceived: 'message:received',
  error: 'error',
} as const;
