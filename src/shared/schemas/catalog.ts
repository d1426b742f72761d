// Catalog calls of API.md (token needed).
import { z } from 'zod';
import {
  FURNITURE_FIRST_PAGE,
  FURNITURE_MAX_CATEGORIES,
  FURNITURE_MAX_LIMIT,
  FURNITURE_MAX_PAGE,
  FURNITURE_PAGE_LIMIT,
  FURNITURE_SORTS,
} from '../constants';
import { dimensionsSchema, moneySchema, successEnvelope, text } from './common';

export const furnitureSchema = z.strictObject({
  _id: z.string(),
  title: z.string(),
  details: z.string(),
  imageUrl: z.array(z.string()),
  category: z.string(),
  style: z.string(),
  color: z.string(),
  price: moneySchema,
  dimensions: dimensionsSchema,
});

export const filterOptionsSchema = z.strictObject({
  uniqueStyles: z.array(z.string()),
  uniqueCategories: z.array(z.string()),
  colors: z.array(z.string()),
  roomTypes: z.array(z.strictObject({ name: z.string(), categories: z.array(z.string()) })),
});
export const filterResponseSchema = successEnvelope(filterOptionsSchema);

const categoryName = text().max(100);
const itemsParam = z.union([categoryName, z.array(categoryName).max(FURNITURE_MAX_CATEGORIES)]).optional();
// An empty style or color means "any", as when a client sends the unset field.
const exactFilter = text()
  .max(100)
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v));

export const furnituresQuerySchema = z.object({
  items: itemsParam,
  // Clients that serialize arrays with brackets (items[]=A) get the same.
  'items[]': itemsParam,
  style: exactFilter,
  color: exactFilter,
  limit: z.coerce.number().int().min(1).max(FURNITURE_MAX_LIMIT).default(FURNITURE_PAGE_LIMIT),
  count: z.coerce.number().int().min(1).max(FURNITURE_MAX_PAGE).default(FURNITURE_FIRST_PAGE),
  sort: z
    .enum(FURNITURE_SORTS)
    .default('recommended')
    .describe('`recommended` (the catalog order), `price-asc` or `price-desc`; ties by id, so pages never overlap'),
});

export const furnituresDataSchema = z.strictObject({
  /** One single-key object per requested category, in request order. */
  furnitures: z.array(z.record(z.string(), z.array(furnitureSchema))),
  total: z.number().int(),
});
export const furnituresResponseSchema = successEnvelope(furnituresDataSchema);

/** Product art: `/media/catalog/{id}.svg`. */
// Any name is taken: one that is not <uuid>.svg is the same 404 as an unknown id.
export const artParamsSchema = z.strictObject({
  file: text().describe('`<furniture id>.svg`, as in a FurnitureDto `imageUrl`'),
});
/** The art itself: an SVG document (image/svg+xml), not JSON. */
export const artResponseSchema = z.string();
