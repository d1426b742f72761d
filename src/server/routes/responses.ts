import type { z } from 'zod';
import { errorEnvelopeSchema } from '../../shared/schemas/common';

/** A route's responses: its successes plus the failure envelope of API.md for every 4xx and 5xx. */
export const withErrors = <T extends Record<number, z.ZodType>>(ok: T) => ({
  ...ok,
  '4xx': errorEnvelopeSchema,
  '5xx': errorEnvelopeSchema,
});
