import type { FastifyInstance } from 'fastify';
import { notFound } from '../errors';
import { furnitureSvg } from './artSvg';

const ART_FILE = /^([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})\.svg$/;

// SVG can carry script; served on our origin it must not run any, nor load anything.
export const SVG_HEADERS = {
  'content-type': 'image/svg+xml; charset=utf-8',
  'cache-control': 'public, max-age=31536000, immutable',
  'x-content-type-options': 'nosniff',
  'content-security-policy': "default-src 'none'; style-src 'unsafe-inline'",
};

/** GET /media/catalog/<id>.svg: the procedural art of a catalog item (more specific than the static /media/*). */
export async function furnitureArtRoute(app: FastifyInstance) {
  app.get<{ Params: { file: string } }>('/media/catalog/:file', async (request, reply) => {
    const id = ART_FILE.exec(request.params.file)?.[1];
    if (!id) throw notFound('No such image');
    const row = await app.repos.catalog.findArt(id);
    if (!row) throw notFound('No such image');
    return reply.headers(SVG_HEADERS).send(furnitureSvg(row));
  });
}
