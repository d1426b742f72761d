// Response and field schemas shared by the route files (API.md's envelope and user).
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../../shared/validation';

export const userSchema = z.object({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  photo: z.string().nullable(),
});

export const messageResponse = z.object({ success: z.literal(true), message: z.string() });

export const successResponse = <T extends z.ZodType>(data: T) =>
  z.object({ success: z.literal(true), message: z.string().optional(), data });

export const authDataResponse = successResponse(z.object({ token: z.string(), user: userSchema }));

export const errorResponse = z.object({ success: z.literal(false), message: z.string(), code: z.string() });

// Types and sizes only; the rules with their exact texts are checked in the handlers.
export const emailField = z.string().max(EMAIL_MAX_LENGTH);
export const passwordField = z.string().max(PASSWORD_MAX_LENGTH);
export const nameField = z.string().max(NAME_MAX_LENGTH);
export const codeField = z.string().max(16);
export const purposeField = z.enum(['emailVerification', 'passwordReset']);

export const moneySchema = z.object({ amount: z.number().int(), currency: z.string() });

/** FurnitureDto of API.md. */
export const furnitureSchema = z.object({
  _id: z.string(),
  title: z.string(),
  details: z.string(),
  imageUrl: z.array(z.string()),
  category: z.string(),
  style: z.string(),
  color: z.string(),
  price: moneySchema,
  dimensions: z.object({ widthCm: z.number(), depthCm: z.number(), heightCm: z.number() }),
});

/** A route's responses: its successes plus the failure envelope for every 4xx and 5xx. */
export const withErrors = <T extends Record<number, z.ZodType>>(ok: T) => ({
  ...ok,
  '4xx': errorResponse,
  '5xx': errorResponse,
});
