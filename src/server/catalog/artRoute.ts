import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { furniture } from '../db/schema';
import { notFound } from '../errors';
import { errorResponse } from '../routes/schemas';
import { furnitureSvg } from './artSvg';

const ART_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.svg$/;

// SVG can carry script; served on our origin it must not run any, nor load anything.
export const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};

// Any name is taken: one that is not <uuid>.svg is the same 404 as an unknown id.
const artParams = z.object({ file: z.string().describe('`<furniture id>.svg`, as in a FurnitureDto `imageUrl`') });
const artResponses = {
  200: {
    description: 'The drawing of the item, cached for a year',
    content: { 'image/svg+xml': { schema: z.string() } },
  },
  '4xx': errorResponse,
  '5xx': errorResponse,
};

/** GET /media/catalog/<id>.svg: the procedural art of a catalog item (more specific than the static /media/*). */
export async function furnitureArtRoute(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get('/media/catalog/:file', { schema: { params: artParams, response: artResponses } }, async (request, reply) => {
    const id = ART_FILE.exec(request.params.file)?.[1];
    if (!id) throw notFound('No such image');
    const [row] = await app.db
      .select({
        category: furniture.category,
        style: furniture.style,
        color: furniture.color,
        artVariant: furniture.artVariant,
        widthCm: furniture.widthCm,
        depthCm: furniture.depthCm,
        heightCm: furniture.heightCm,
      })
      .from(furniture)
      .where(eq(furniture.id, id))
      .limit(1);
    if (!row) throw notFound('No such image');
    return reply.headers(SVG_HEADERS).send(furnitureSvg(row));
  });
}
