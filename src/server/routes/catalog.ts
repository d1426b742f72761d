import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { FURNITURE_FIRST_PAGE, FURNITURE_MAX_LIMIT, FURNITURE_PAGE_LIMIT } from '../../shared/constants';
import { furnitureArtRoute } from '../catalog/artRoute';
import { toFurnitureDto } from '../catalog/dto';
import { createFilterOptions } from '../catalog/filterOptions';
import { createFurnitureFinder } from '../catalog/query';
import { badRequest } from '../errors';
import { furnitureSchema, successResponse, withErrors } from './schemas';

// Deep pages of a catalog this size are never real browsing; the cap bounds the OFFSET.
const MAX_PAGE = 10_000;
const MAX_ITEMS = 50;

const categoryName = z.string().max(100);
const itemsParam = z.union([categoryName, z.array(categoryName).max(MAX_ITEMS)]).optional();
// An empty style or color means "any", as when a client sends the unset field.
const exactFilter = z
  .string()
  .max(100)
  .optional()
  .transform((v) => (v === undefined || v.trim() === '' ? undefined : v));

const furnituresQuery = z.object({
  items: itemsParam,
  // Clients that serialize arrays with brackets (items[]=A) get the same.
  'items[]': itemsParam,
  style: exactFilter,
  color: exactFilter,
  limit: z.coerce.number().int().min(1).max(FURNITURE_MAX_LIMIT).default(FURNITURE_PAGE_LIMIT),
  count: z.coerce.number().int().min(1).max(MAX_PAGE).default(FURNITURE_FIRST_PAGE),
});

const filterData = z.object({
  uniqueStyles: z.array(z.string()),
  uniqueCategories: z.array(z.string()),
  colors: z.array(z.string()),
  roomTypes: z.array(z.object({ name: z.string(), categories: z.array(z.string()) })),
});

const furnituresData = z.object({
  furnitures: z.array(z.record(z.string(), z.array(furnitureSchema))),
  total: z.number().int(),
});

const asList = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

async function productRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', app.authenticate);
  const filterOptions = createFilterOptions(app.repos.catalog);
  const findFurniturePage = createFurnitureFinder(app.repos.catalog);

  app.get('/user/filter', { schema: { response: withErrors({ 200: successResponse(filterData) }) } }, async () => ({
    success: true as const,
    data: await filterOptions(),
  }));

  app.get(
    '/user/furnitures',
    { schema: { querystring: furnituresQuery, response: withErrors({ 200: successResponse(furnituresData) }) } },
    async (request) => {
      const q = request.query;
      const items = [...asList(q.items), ...asList(q['items[]'])];
      if (!items.length) throw badRequest('Invalid querystring field "items": at least one category is required');
      if (items.length > MAX_ITEMS)
        throw badRequest(`Invalid querystring field "items": at most ${MAX_ITEMS} categories`);
      const page = await findFurniturePage({
        categories: [...new Set(items)],
        style: q.style,
        color: q.color,
        limit: q.limit,
        page: q.count,
      });
      return {
        success: true as const,
        data: {
          furnitures: items.map((c) => ({
            [c]: (page.byCategory.get(c) ?? []).map((row) => toFurnitureDto(row, app.media)),
          })),
          total: page.total,
        },
      };
    },
  );
}

/** The catalog: product calls (token needed) and the procedural art under /media/catalog (public, like all media). */
export default async function catalogRoutes(app: FastifyInstance) {
  await app.register(productRoutes);
  await app.register(furnitureArtRoute);
}
