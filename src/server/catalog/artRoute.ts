import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { artParamsSchema, artResponseSchema } from '../../shared/schemas/catalog';
import { isUuid } from '../../shared/schemas/common';
import { notFound } from '../errors';
import { withErrors } from '../routes/responses';
import { furnitureSvg } from './artSvg';

const ART_EXTENSION = '.svg';

// SVG can carry script; served on our origin it must not run any, nor load anything.
export const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};

const artResponses = {
  ...withErrors({}),
  200: {
    description: 'The drawing of the item, cached for a year',
    content: { 'image/svg+xml': { schema: artResponseSchema } },
  },
};

/** GET /media/catalog/<id>.svg: the procedural art of a catalog item (more specific than the static /media/*). */
export async function furnitureArtRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  const schema = { params: artParamsSchema, response: artResponses };
  app.get('/media/catalog/:file', { schema }, async (request, reply) => {
    const { file } = request.params;
    const id = file.endsWith(ART_EXTENSION) ? file.slice(0, -ART_EXTENSION.length) : '';
    if (!isUuid(id)) throw notFound('No such image');
    const row = await app.repos.catalog.findArt(id);
    if (!row) throw notFound('No such image');
    return reply.headers(SVG_HEADERS).send(furnitureSvg(row));
  });
}
