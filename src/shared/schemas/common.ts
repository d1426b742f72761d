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

// NUL cannot be stored by PostgreSQL, and half a surrogate pair cannot be written as UTF-8: both
// used to reach the database and answer 500. With the u flag a lone surrogate is a Cs code point.
// eslint-disable-next-line no-control-regex -- NUL is what this looks for
const MALFORMED_TEXT = /[\u0000\p{Cs}]/u;
export const MALFORMED_TEXT_MESSAGE = 'must not contain NUL characters or unpaired surrogates';

/** True for a string that holds no NUL character and no unpaired surrogate. */
export const isWellFormedText = (value: string): boolean => !MALFORMED_TEXT.test(value);

/**
 * The one string rule of every request schema and socket payload: any string a client sends is
 * built from this, so malformed text is a 400 `validation` (or a failure ack), never a 500.
 */
export const text = () => z.string().refine(isWellFormedText, { message: MALFORMED_TEXT_MESSAGE });

export const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids of users, furniture and projects (UUIDs); one pattern for routes, sockets and file names. */
export const isUuid = (value: string): boolean => UUID_PATTERN.test(value);

/** A path id: anything up to 64 characters is accepted, so an unknown one answers 404, not 400. */
export const pathIdSchema = z.strictObject({ id: text().max(64) });

export const moneySchema = z.strictObject({
  amount: z.number().int(), // minor units (cents)
  currency: z.string(),
});

export const dimensionsSchema = z.strictObject({
  widthCm: z.number(),
  depthCm: z.number(),
  heightCm: z.number(),
});
