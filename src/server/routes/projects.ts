import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { isUuid, pathIdSchema } from '../../shared/schemas/common';
import {
  deleteProjectQuerySchema,
  emptyResponseSchema,
  itemTableResponseSchema,
  projectResponseSchema,
  projectsQuerySchema,
  projectsResponseSchema,
  projectVersionsResponseSchema,
  renameProjectBodySchema,
} from '../../shared/schemas/projects';
import { toFurnitureDto } from '../catalog/dto';
import { notFound } from '../errors';
import { itemTable } from '../generation/itemTable';
import { photoPlannedLayout, plannedLayout, planPiece } from '../generation/layout';
import { photoFloor } from '../generation/compositor/photo/photoCamera';
import { loadFurniture } from '../generation/pieces';
import type { Furniture } from '../repositories/catalog';
import type { Project } from '../repositories/projects';
import { withErrors } from './responses';

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
    seriesId: p.seriesId ?? p.id,
  });

  /**
   * Projects made before layouts were kept: the planner is deterministic, so planning their pieces
   * again gives the arrangement they were drawn with (unless the planner has changed since); on the
   * photo's measured floor when it was drawn into a photo that is still there.
   */
  async function layoutOf(project: Project, rows: Furniture[]) {
    if (project.layout) return project.layout;
    const pieces = rows.map(planPiece);
    const photo = project.roomPhoto && (await app.repos.roomPhotos.get(project.userId, project.roomPhoto.id));
    if (project.roomPhoto && photo) {
      const { floor, referenceCm } = project.roomPhoto;
      return photoPlannedLayout(project.roomType, pieces, photoFloor(floor, referenceCm, photo.width, photo.height));
    }
    return plannedLayout(project.roomType, pieces);
  }

  async function detail(project: Project) {
    const { rows } = await loadFurniture(app.repos.catalog, project.furnitureIds);
    return {
      ...toDto(project),
      furnitures: rows.map((r) => toFurnitureDto(r, app.media)),
      layout: await layoutOf(project, rows),
      ...(project.roomPhoto ? { roomPhoto: project.roomPhoto } : {}),
    };
  }

  /** The user's own project; any other id (someone else's, malformed, unknown) is the same 404. */
  async function ownProject(userId: string, id: string): Promise<Project> {
    if (!isUuid(id)) throw notFound('Project not found');
    const project = await app.repos.projects.findOwn(userId, id);
    if (!project) throw notFound('Project not found');
    return project;
  }

  app.get(
    '/user/projects',
    {
      schema: {
        querystring: projectsQuerySchema,
        response: withErrors({ 200: projectsResponseSchema }),
      },
    },
    async (request) => {
      const { page, limit } = request.query;
      const { rows, total } = await app.repos.projects.pageOfSeries(request.user.id, {
        limit,
        offset: (page - 1) * limit,
      });
      return {
        success: true as const,
        data: {
          projects: rows.map((r) => ({ ...toDto(r), versions: r.versions })),
          page,
          totalPages: Math.max(1, Math.ceil(total / limit)),
          total,
        },
      };
    },
  );

  app.get(
    '/user/project/:id',
    {
      schema: {
        params: pathIdSchema,
        response: withErrors({ 200: projectResponseSchema }),
      },
    },
    async (request) => {
      const project = await ownProject(request.user.id, request.params.id);
      return { success: true as const, data: { project: await detail(project) } };
    },
  );

  app.patch(
    '/user/project/:id',
    {
      schema: {
        params: pathIdSchema,
        body: renameProjectBodySchema,
        response: withErrors({ 200: projectResponseSchema }),
      },
    },
    async (request) => {
      const project = await ownProject(request.user.id, request.params.id);
      await app.repos.projects.renameSeries(project, request.body.name);
      return { success: true as const, data: { project: await detail({ ...project, name: request.body.name }) } };
    },
  );

  app.delete(
    '/user/project/:id',
    {
      schema: {
        params: pathIdSchema,
        querystring: deleteProjectQuerySchema,
        response: withErrors({ 200: emptyResponseSchema }),
      },
    },
    async (request) => {
      const project = await ownProject(request.user.id, request.params.id);
      const deleted =
        request.query.scope === 'series'
          ? await app.repos.projects.deleteSeries(project)
          : await app.repos.projects.deleteOwn(request.user.id, project.id);
      // Rows first: a file left by a failed removal is only untidy, a row without its file is broken.
      await Promise.all(deleted.map((p) => app.media.remove(p.image)));
      return { success: true as const, data: {} };
    },
  );

  app.get(
    '/user/project/:id/versions',
    {
      schema: {
        params: pathIdSchema,
        response: withErrors({ 200: projectVersionsResponseSchema }),
      },
    },
    async (request) => {
      const project = await ownProject(request.user.id, request.params.id);
      const versions = await app.repos.projects.versionsOf(project);
      return { success: true as const, data: { versions: versions.map(toDto) } };
    },
  );

  app.get(
    '/user/project/:id/items',
    {
      schema: {
        params: pathIdSchema,
        response: withErrors({ 200: itemTableResponseSchema }),
      },
    },
    async (request) => {
      const project = await ownProject(request.user.id, request.params.id);
      const { rows } = await loadFurniture(app.repos.catalog, project.furnitureIds);
      return { success: true as const, data: itemTable(rows) };
    },
  );
}
