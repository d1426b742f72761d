import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { FURNITURE_MAX_CATEGORIES } from '../../shared/constants';
import { filterResponseSchema, furnituresQuerySchema, furnituresResponseSchema } from '../../shared/schemas/catalog';
import { furnitureArtRoute } from '../catalog/artRoute';
import { toFurnitureDto } from '../catalog/dto';
import { createFilterOptions } from '../catalog/filterOptions';
import { createFurnitureFinder } from '../catalog/query';
import { badRequest } from '../errors';
import { withErrors } from './responses';

const asList = (v: string | string[] | undefined) => (v === undefined ? [] : Array.isArray(v) ? v : [v]);

async function productRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', app.authenticate);
  const filterOptions = createFilterOptions(app.repos.catalog);
  const findFurniturePage = createFurnitureFinder(app.repos.catalog);

  app.get('/user/filter', { schema: { response: withErrors({ 200: filterResponseSchema }) } }, async () => ({
    success: true as const,
    data: await filterOptions(),
  }));

  app.get(
    '/user/furnitures',
    { schema: { querystring: furnituresQuerySchema, response: withErrors({ 200: furnituresResponseSchema }) } },
    async (request) => {
      const q = request.query;
      const items = [...asList(q.items), ...asList(q['items[]'])];
      if (!items.length) throw badRequest('Invalid querystring field "items": at least one category is required');
      if (items.length > FURNITURE_MAX_CATEGORIES)
        throw badRequest(`Invalid querystring field "items": at most ${FURNITURE_MAX_CATEGORIES} categories`);
      const page = await findFurniturePage({
        categories: [...new Set(items)],
        style: q.style,
        color: q.color,
        limit: q.limit,
        page: q.count,
        sort: q.sort,
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
