// Project calls of API.md (token needed; a user sees only their own).
import { z } from 'zod';
import { HISTORY_MAX_LIMIT, HISTORY_MAX_PAGE, HISTORY_PAGE_SIZE } from '../constants';
import { furnitureSchema } from './catalog';
import { moneySchema, successEnvelope } from './common';
import { drawnLayoutSchema, roomPhotoParamsSchema } from './layout';

export const projectSummarySchema = z.strictObject({
  _id: z.string(),
  name: z.string(),
  generatedImage: z.string(),
  roomType: z.string(),
  preferredColor: z.string(),
  preferredStyle: z.string(),
  furnitureIds: z.array(z.string()),
  createdAt: z.string(),
  /** The series of regenerations it belongs to: the id of the series' first version. */
  seriesId: z.string(),
});

/** A History entry: a series' newest version and how many versions the series has. */
export const projectSeriesEntrySchema = projectSummarySchema.extend({ versions: z.number().int().min(1) });

export const projectDetailSchema = projectSummarySchema.extend({
  furnitures: z.array(furnitureSchema),
  /** The room and where each piece was drawn; send it back as roomParams.layout to keep the arrangement. */
  layout: drawnLayoutSchema,
  /** Drawn into the user's photo: the roomParams.roomPhoto it was asked with (send it back with the layout). */
  roomPhoto: roomPhotoParamsSchema.optional(),
});

export const projectsQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(HISTORY_MAX_PAGE).default(1),
  limit: z.coerce.number().int().min(1).max(HISTORY_MAX_LIMIT).default(HISTORY_PAGE_SIZE),
});

export const projectsPageSchema = z.strictObject({
  projects: z.array(projectSeriesEntrySchema),
  page: z.number(),
  totalPages: z.number(),
  total: z.number(),
});
export const projectsResponseSchema = successEnvelope(projectsPageSchema);
export const projectResponseSchema = successEnvelope(z.strictObject({ project: projectDetailSchema }));

export const PROJECT_NAME_MAX = 80;

/** PATCH /user/project/{id}: the new name of the project's series. */
export const renameProjectBodySchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Name is required')
    .max(PROJECT_NAME_MAX, `Name must be at most ${PROJECT_NAME_MAX} characters`),
});

/** DELETE /user/project/{id}: that version only (default), or every version of its series. */
export const deleteProjectQuerySchema = z.object({
  scope: z.enum(['version', 'series']).default('version'),
});

export const projectVersionsResponseSchema = successEnvelope(
  z.strictObject({ versions: z.array(projectSummarySchema) }),
);
export const emptyResponseSchema = successEnvelope(z.strictObject({}));

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
