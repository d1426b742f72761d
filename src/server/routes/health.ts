import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export default async function healthRoutes(fastify: FastifyInstance) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  app.get(
    '/healthz',
    {
      schema: {
        response: {
          200: z.object({
            success: z.literal(true),
            data: z.object({ status: z.literal('ok'), database: z.string() }),
          }),
        },
      },
    },
    async () => {
      await app.repos.health.ping();
      return { success: true as const, data: { status: 'ok' as const, database: app.database.dialect } };
    },
  );
}
