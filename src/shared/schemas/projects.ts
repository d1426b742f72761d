// Project calls of API.md (token needed; a user sees only their own).
import { z } from 'zod';
import { HISTORY_MAX_LIMIT, HISTORY_MAX_PAGE, HISTORY_PAGE_SIZE } from '../constants';
import { furnitureSchema } from './catalog';
import { moneySchema, successEnvelope } from './common';

export const projectSummarySchema = z.strictObject({
  _id: z.string(),
  name: z.string(),
  generatedImage: z.string(),
  roomType: z.string(),
  preferredColor: z.string(),
  preferredStyle: z.string(),
  furnitureIds: z.array(z.string()),
  createdAt: z.string(),
});

export const projectDetailSchema = projectSummarySchema.extend({ furnitures: z.array(furnitureSchema) });

export const projectsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(HISTORY_MAX_PAGE).default(1),
  limit: z.coerce.number().int().min(1).max(HISTORY_MAX_LIMIT).default(HISTORY_PAGE_SIZE),
});

export const projectsPageSchema = z.strictObject({
  projects: z.array(projectSummarySchema),
  page: z.number(),
  totalPages: z.number(),
  total: z.number(),
});
export const projectsResponseSchema = successEnvelope(projectsPageSchema);
export const projectResponseSchema = successEnvelope(z.strictObject({ project: projectDetailSchema }));

export const itemTableSchema = z.strictObject({
  items: z.array(
    z.strictObject({
      _id: z.string(),
      title: z.string(),
      category: z.string(),
      style: z.string(),
      color: z.string(),
      price: moneySchema,
    }),
  ),
  total: moneySchema,
});
export const itemTableResponseSchema = successEnvelope(itemTableSchema);
