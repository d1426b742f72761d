// User calls of API.md (token needed).
import { z } from 'zod';
import { MAX_SELECTION, PHOTO_MAX_BYTES } from '../constants';
import { codeField, nameField, passwordField, userSchema } from './auth';
import { successEnvelope, text } from './common';

export const meResponseSchema = successEnvelope(
  z.strictObject({ user: userSchema, selectedFurnitureIds: z.array(z.string()) }),
);

/** PATCH /user/me/update takes multipart/form-data only. */
export const multipartHeadersSchema = z.object({
  'content-type': z.string().regex(/^multipart\/form-data/i, 'must be multipart/form-data'),
});

/** The text fields of the multipart profile update; the optional `photo` file travels beside them. */
export const profileFieldsSchema = z.object({
  firstname: nameField.optional(),
  lastname: nameField.optional(),
  removePhoto: z.enum(['true', 'false']).optional(),
});
/** The whole multipart form, for the OpenAPI document: the fields and the photo file. */
export const profileFormSchema = profileFieldsSchema.extend({
  photo: z.file().optional().describe(`png or jpeg, judged by its bytes; at most ${PHOTO_MAX_BYTES} bytes`),
});
export const profileResponseSchema = successEnvelope(z.strictObject({ user: userSchema })).extend({
  message: z.string(),
});

export const passwordUpdateBodySchema = z.object({ currentPassword: passwordField, password: passwordField });
export const passwordUpdateResponseSchema = successEnvelope(z.strictObject({ token: z.string() })).extend({
  message: z.string(),
});

/** Selected furniture objects; only their `_id` is kept. */
export const syncBodySchema = z.object({
  selectedFurnitures: z.array(z.looseObject({ _id: text().min(1).max(64) })).max(MAX_SELECTION),
});
export const syncResponseSchema = successEnvelope(z.strictObject({ selectedFurnitureIds: z.array(z.string()) }));

/**
 * DELETE /user/me: the account's password, or for an account without one (Google-only) a code
 * mailed by POST /auth/password-reset-request.
 */
export const deleteAccountBodySchema = z.object({ password: passwordField.optional(), code: codeField.optional() });
export const deleteAccountResponseSchema = successEnvelope(z.strictObject({}));
