// Shapes every part of the contract uses: the envelopes of API.md, ids, money and sizes.
import { z } from 'zod';
import { ERROR_CODES } from './names';

export { ERROR_CODES };

export const errorCodeSchema = z.enum(ERROR_CODES);

/** The failure envelope of every 4xx and 5xx answer and of failed socket acks. */
export const errorEnvelopeSchema = z.strictObject({
  success: z.literal(false),
  message: z.string(),
  code: errorCodeSchema,
});

/** A success envelope carrying `data`; `message` is optional unless a call's row says otherwise. */
export const successEnvelope = <T extends z.ZodType>(data: T) =>
  z.strictObject({ success: z.literal(true), message: z.string().optional(), data });

/** A success envelope with a `message` for the person and no data. */
export const messageEnvelopeSchema = z.strictObject({ success: z.literal(true), message: z.string() });

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids of users, furniture and projects (UUIDs); one pattern for routes, sockets and file names. */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);

/** A path id: anything up to 64 characters is accepted, so an unknown one answers 404, not 400. */
export const pathIdSchema = z.strictObject({ id: z.string().max(64) });

export const moneySchema = z.strictObject({
  amount: z.number().int(), // minor units (cents)
  currency: z.string(),
});

export const dimensionsSchema = z.strictObject({
  widthCm: z.number(),
  depthCm: z.number(),
  heightCm: z.number(),
});
