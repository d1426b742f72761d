import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { seedCatalog } from '../catalog/seedInsert';

/** Seeds the generated catalog on the first start, when the furniture table is empty. */
async function catalogPlugin(app: FastifyInstance) {
  const started = Date.now();
  const result = await seedCatalog(app.repos.catalog, { onlyIfEmpty: true });
  if (result.seeded) app.log.info({ inserted: result.inserted, ms: Date.now() - started }, 'catalog seeded');
}

export default fp(catalogPlugin, { name: 'catalog', dependencies: ['db'] });
