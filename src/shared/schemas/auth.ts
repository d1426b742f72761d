// Auth calls of API.md (no token needed).
import { z } from 'zod';
import { EMAIL_MAX_LENGTH, NAME_MAX_LENGTH, PASSWORD_MAX_LENGTH } from '../validation';
import { messageEnvelopeSchema, successEnvelope, text } from './common';

// Types and sizes only: the rules with their exact texts (SPEC.md §5) are checked by the handlers.
export const emailField = text().max(EMAIL_MAX_LENGTH);
export const passwordField = text().max(PASSWORD_MAX_LENGTH);
export const nameField = text().max(NAME_MAX_LENGTH);
export const codeField = text().max(16);
// Google's codes are about 75 characters; the margin is for format changes, not for payloads.
export const GOOGLE_CODE_MAX_LENGTH = 2048;

export const VERIFICATION_PURPOSES = ['emailVerification', 'passwordReset'] as const;
export const purposeField = z.enum(VERIFICATION_PURPOSES);

export const userSchema = z.strictObject({
  id: z.string(),
  firstname: z.string(),
  lastname: z.string(),
  email: z.string(),
  photo: z.string().nullable(),
});

export const authDataSchema = z.strictObject({ token: z.string(), user: userSchema });
export const authResponseSchema = successEnvelope(authDataSchema);
export const registerResponseSchema = successEnvelope(authDataSchema).extend({ message: z.string() });

export const registerBodySchema = z.object({
  firstname: nameField,
  lastname: nameField,
  email: emailField,
  password: passwordField,
});
export const loginBodySchema = z.object({ email: emailField, password: passwordField });
export const resendBodySchema = z.object({ email: emailField, purpose: purposeField.optional() });
export const resetRequestBodySchema = z.object({ email: emailField });
export const verifyBodySchema = z.object({ email: emailField, code: codeField, purpose: purposeField.optional() });
export const resetBodySchema = z.object({ email: emailField, code: codeField, password: passwordField });
export const googleBodySchema = z.object({ code: text().min(1).max(GOOGLE_CODE_MAX_LENGTH) });

export const messageResponseSchema = messageEnvelopeSchema;
