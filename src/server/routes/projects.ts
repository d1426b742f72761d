import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { HISTORY_PAGE_SIZE } from '../../shared/constants';
import { toFurnitureDto } from '../catalog/dto';
import { notFound } from '../errors';
import { itemTable } from '../generation/itemTable';
import { loadFurniture } from '../generation/pieces';
import type { Project } from '../repositories/projects';
import { furnitureSchema, moneySchema as money, successResponse, withErrors } from './schemas';

const projectSchema = z.object({
  _id: z.string(),
  name: z.string(),
  generatedImage: z.string(),
  roomType: z.string(),
  preferredColor: z.string(),
  preferredStyle: z.string(),
  furnitureIds: z.array(z.string()),
  createdAt: z.string(),
});
const idParams = z.object({ id: z.string().max(64) });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export default async function projectRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.addHook('preHandler', app.authenticate);

  const toDto = (p: Project) => ({
    _id: p.id,
    name: p.name,
    generatedImage: app.media.url(p.image),
    roomType: p.roomType,
    preferredColor: p.color,
    preferredStyle: p.style,
    furnitureIds: p.furnitureIds,
    createdAt: p.createdAt.toISOString(),
  });

  /** The user's own project; any other id (someone else's, malformed, unknown) is the same 404. */
  async function ownProject(userId: string, id: string): Promise<Project> {
    if (!UUID.test(id)) throw notFound('Project not found');
    const project = await app.repos.projects.findOwn(userId, id);
    if (!project) throw notFound('Project not found');
    return project;
  }

  app.get(
    '/user/projects',
    {
      schema: {
        querystring: z.object({
          page: z.coerce.number().int().min(1).max(100_000).default(1),
          limit: z.coerce.number().int().min(1).max(50).default(HISTORY_PAGE_SIZE),
        }),
        response: withErrors({
          200: successResponse(
            z.object({ projects: z.array(projectSchema), page: z.number(), totalPages: z.number(), total: z.number() }),
          ),
        }),
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await app.repos.projects.pageForUser(request.user.id, {
        limit,
        offset: (page - 1) * limit,
      });
      return {
        success: true as const,
        data: { projects: rows.map(toDto), page, totalPages: Math.max(1, Math.ceil(total / limit)), total },
      };
    },
  );

  app.get(
    '/user/project/:id',
    {
      schema: {
        params: idParams,
        response: withErrors({
          200: successResponse(z.object({ project: projectSchema.extend({ furnitures: z.array(furnitureSchema) }) })),
        }),
      },
    },
    async (request) => {
      const project = await ownProject(request.user.id, request.params.id);
      const { rows } = await loadFurniture(app.repos.catalog, project.furnitureIds);
      return {
        success: true as const,
        data: { project: { ...toDto(project), furnitures: rows.map((r) => toFurnitureDto(r, app.media)) } },
      };
    },
  );

  app.get(
    '/user/project/:id/items',
    {
      schema: {
        params: idParams,
        response: withErrors({
          200: successResponse(
            z.object({
              items: z.array(
                z.object({
                  _id: z.string(),
                  title: z.string(),
                  category: z.string(),
                  style: z.string(),
                  color: z.string(),
                  price: money,
                }),
              ),
              total: money,
            }),
          ),
        }),
      },
    },
    async (request) => {
      const project = await ownProject(request.user.id, request.params.id);
      const { rows } = await loadFurniture(app.repos.catalog, project.furnitureIds);
      return { success: true as const, data: itemTable(rows) };
    },
  );
}
