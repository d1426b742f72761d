// GET /healthz: the process answers and its database does.
import { z } from 'zod';

export const healthResponseSchema = z.strictObject({
  success: z.literal(true),
  data: z.strictObject({ status: z.literal('ok'), database: z.string() }),
});
