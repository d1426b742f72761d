import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '../../shared/schemas/health';
import { withErrors } from './responses';

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/healthz',
    {
      schema: { response: withErrors({ 200: healthResponseSchema }) },
    },
    async () => {
      await app.repos.health.ping();
      return { success: true as const, data: { status: 'ok' as const, database: app.database.dialect } };
    },
  );
}
