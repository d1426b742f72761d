// Recommendation calls of API.md (token needed; ranked for the caller).
import { z } from 'zod';
import { ROOM_TYPE_NAMES } from '../constants';
import { furnitureSchema } from './catalog';
import { isUuid, moneySchema, successEnvelope } from './common';

/** Sets one call may ask for, and the default. */
export const RECOMMEND_MAX_SETS = 5;
export const RECOMMEND_DEFAULT_SETS = 3;
/** Alternatives and similar items one call may ask for, and the default. */
export const RECOMMEND_MAX_LIMIT = 20;
export const RECOMMEND_DEFAULT_LIMIT = 10;
/** Room sides (cm) a request may give: a box room to a hall. */
export const ROOM_SIDE_MIN_CM = 150;
export const ROOM_SIDE_MAX_CM = 2000;
/** Budgets (minor units): above this is no budget a furniture shop would be given. */
export const BUDGET_MAX = 100_000_000;
/** Ids a pin or exclude list may hold. */
export const RECOMMEND_MAX_IDS = 200;

const furnitureId = z.string().max(64).refine(isUuid, { message: 'must be a furniture id (a UUID)' });
const idList = z
  .union([furnitureId, z.array(furnitureId).max(RECOMMEND_MAX_IDS)])
  .optional()
  .transform((v) => (v === undefined ? [] : Array.isArray(v) ? v : [v]));
const roomSide = z.coerce.number().int().min(ROOM_SIDE_MIN_CM).max(ROOM_SIDE_MAX_CM);

/** The filter and the room every recommendation call shares. */
const roomQuery = z.object({
  roomType: z.enum(ROOM_TYPE_NAMES as [string, ...string[]]),
  // Checked against the catalog's own lists by the server (an import may bring styles and colours).
  color: z.string().min(1).max(100),
  style: z.string().min(1).max(100),
  budget: z.coerce.number().int().min(1).max(BUDGET_MAX).optional(),
  widthCm: roomSide.optional(),
  depthCm: roomSide.optional(),
});

const bothSidesOrNeither = (q: { widthCm?: number; depthCm?: number }) =>
  (q.widthCm === undefined) === (q.depthCm === undefined);
const sidesMessage = { message: 'widthCm and depthCm go together', path: ['widthCm'] };

export const recommendationsQuerySchema = roomQuery
  .extend({
    pin: idList,
    exclude: idList,
    sets: z.coerce.number().int().min(1).max(RECOMMEND_MAX_SETS).default(RECOMMEND_DEFAULT_SETS),
  })
  .refine(bothSidesOrNeither, sidesMessage);

export const alternativesQuerySchema = roomQuery
  .extend({
    /** The set's furniture ids, comma-separated (an id repeats for several of a piece). */
    set: z
      .string()
      .min(1)
      .max(12 * 40)
      .transform((s) => s.split(','))
      .pipe(z.array(furnitureId).min(1).max(12)),
    slot: z.string().min(1).max(100),
    limit: z.coerce.number().int().min(1).max(RECOMMEND_MAX_LIMIT).default(RECOMMEND_DEFAULT_LIMIT),
  })
  .refine(bothSidesOrNeither, sidesMessage);

export const similarQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(RECOMMEND_MAX_LIMIT).default(RECOMMEND_DEFAULT_LIMIT),
});

/** What a score is made of, each part 0..1 (higher is better); `total` is their weighted sum. */
export const scoreBreakdownSchema = z.strictObject({
  style: z.number(),
  colour: z.number(),
  fit: z.number(),
  price: z.number(),
  personal: z.number(),
  total: z.number(),
});

export const recommendedPieceSchema = z.strictObject({
  category: z.string(),
  furniture: furnitureSchema,
  quantity: z.number().int().min(1),
  score: z.number(),
  breakdown: scoreBreakdownSchema,
  reason: z.string(),
});

export const recommendedSetSchema = z.strictObject({
  pieces: z.array(recommendedPieceSchema),
  total: moneySchema,
  score: z.number(),
  breakdown: scoreBreakdownSchema,
  reason: z.string(),
});

export const recommendationsDataSchema = z.strictObject({
  sets: z.array(recommendedSetSchema),
  cheapestTotal: moneySchema,
});
export const recommendationsResponseSchema = successEnvelope(recommendationsDataSchema);

export const alternativeSchema = z.strictObject({
  furniture: furnitureSchema,
  score: z.number(),
  reason: z.string(),
  /** The set's total with this piece in the slot. */
  total: moneySchema,
});
export const alternativesResponseSchema = successEnvelope(z.strictObject({ alternatives: z.array(alternativeSchema) }));

export const similarResponseSchema = successEnvelope(z.strictObject({ furnitures: z.array(furnitureSchema) }));

/** DELETE /user/recommendations/profile: what was learned from the user's choices is forgotten. */
export const profileResetResponseSchema = successEnvelope(z.strictObject({}));
