import multipart from '@fastify/multipart';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { PHOTO_MAX_BYTES } from '../../shared/constants';
import {
  deleteAccountBodySchema,
  deleteAccountResponseSchema,
  meResponseSchema,
  multipartHeadersSchema,
  passwordUpdateBodySchema,
  passwordUpdateResponseSchema,
  profileFieldsSchema,
  profileFormSchema,
  profileResponseSchema,
  syncBodySchema,
  syncResponseSchema,
} from '../../shared/schemas/user';
import { MESSAGES } from '../../shared/validation';
import { createCodeService } from '../accounts/codes';
import { createLoginThrottle } from '../accounts/loginThrottle';
import { endSessions } from '../accounts/sessions';
import { processPhoto } from '../accounts/photos';
import { toUserDto } from '../accounts/users';
import type { Clock } from '../clock';
import type { Config } from '../config';
import { AppError, badRequest } from '../errors';
import { recordSelection } from '../recommend/recordChoice';
import { validateNewPassword } from './auth';
import { withErrors } from './responses';

/**
 * The parser's own errors (a body cut off before its closing boundary, a missing boundary, a
 * broken part header) are plain errors without a status: the request is malformed, a 400.
 * Errors that carry a status (limits, our own 400s) keep it.
 */
function malformedMultipart(err: unknown): unknown {
  if (err instanceof AppError || (err as { statusCode?: unknown })?.statusCode !== undefined) return err;
  return badRequest('The multipart body is malformed or incomplete.');
}

export default async function userRoutes(fastify: FastifyInstance, opts: { clock: Clock; config: Config }) {
  const app = fastify.withTypeProvider<ZodTypeProvider>();
  await app.register(multipart, {
    limits: { fileSize: PHOTO_MAX_BYTES, files: 1, fields: 8, fieldSize: 1024, parts: 9, headerPairs: 50 },
  });
  app.addHook('preHandler', app.authenticate);
  const now = () => new Date(opts.clock.now());
  const throttle = createLoginThrottle(app.rateLimiter);
  const codes = createCodeService(app.repos, opts.clock, opts.config.jwtSecret, app.rateLimiter);

  app.get(
    '/user/me',
    {
      schema: { response: withErrors({ 200: meResponseSchema }) },
    },
    async (request) => ({
      success: true as const,
      data: { user: toUserDto(request.user, app.media), selectedFurnitureIds: request.user.selectedFurnitureIds },
    }),
  );

  app.patch(
    '/user/me/update',
    {
      schema: {
        consumes: ['multipart/form-data'],
        multipartBody: profileFormSchema,
        headers: multipartHeadersSchema,
        response: withErrors({ 200: profileResponseSchema }),
      },
    },
    async (request) => {
      const fields: Record<string, string> = {};
      let photo: Buffer | undefined;
      // Parts are read as they stream in; busboy stops a file at 2 MB and toBuffer then throws 413.
      try {
        for await (const part of request.parts()) {
          if (part.type === 'file') {
            if (part.fieldname !== 'photo') throw badRequest(`Unexpected file field "${part.fieldname}".`);
            photo = await part.toBuffer();
          } else {
            fields[part.fieldname] = String(part.value);
          }
        }
      } catch (err) {
        throw malformedMultipart(err);
      }
      const parsed = profileFieldsSchema.safeParse(fields);
      if (!parsed.success)
        throw badRequest(`Invalid field "${parsed.error.issues[0].path.join('.')}": ${parsed.error.issues[0].message}`);
      const firstname = parsed.data.firstname?.trim();
      const lastname = parsed.data.lastname?.trim();
      if (firstname === '' || lastname === '') throw badRequest(MESSAGES.fillAllFields);

      const processed = photo && photo.length > 0 ? await processPhoto(photo) : undefined;
      const previous = request.user.photo;
      const photoKey = processed
        ? await app.media.save('photos', processed.format === 'png' ? 'png' : 'jpg', processed.bytes)
        : undefined;
      const removing = parsed.data.removePhoto === 'true' && !photoKey;
      const user = await app.repos.users.updateProfile(
        request.user.id,
        {
          ...(firstname !== undefined && { firstname }),
          ...(lastname !== undefined && { lastname }),
          ...(photoKey && { photo: photoKey }),
          ...(removing && { photo: null }),
        },
        now(),
      );
      app.userCache.invalidate(user.id);
      if (previous && (photoKey || removing)) await app.media.remove(previous);
      return {
        success: true as const,
        message: 'User details updated successfully!',
        data: { user: toUserDto(user, app.media) },
      };
    },
  );

  app.patch(
    '/user/me/password/update',
    {
      schema: {
        body: passwordUpdateBodySchema,
        response: withErrors({ 200: passwordUpdateResponseSchema }),
      },
    },
    async (request) => {
      const { currentPassword, password } = request.body;
      if (!currentPassword || !password) throw badRequest(MESSAGES.fillAllFields);
      validateNewPassword(password);
      await throttle.check(request.user.email, request.ip);
      if (!(await app.passwords.check(request.user.passwordHash, currentPassword))) {
        await throttle.failed(request.user.email, request.ip);
        throw new AppError(400, 'invalid-credentials', 'Your current password is incorrect.');
      }
      const passwordHash = await app.passwords.hash(password);
      const user = await app.repos.users.changePassword(request.user.id, passwordHash, now());
      // Older tokens stop working and sockets opened with them close; the answer carries a new token.
      endSessions(app, user.id);
      return {
        success: true as const,
        message: 'Password updated successfully.',
        data: { token: app.tokens.sign(user.id, user.tokenVersion) },
      };
    },
  );

  app.delete(
    '/user/me',
    {
      schema: {
        body: deleteAccountBodySchema,
        response: withErrors({ 200: deleteAccountResponseSchema }),
      },
    },
    async (request) => {
      const user = request.user;
      const { password, code } = request.body;
      // An account with a password proves it with the password; a Google-only one with a mailed code.
      let codeId: string | undefined;
      if (user.passwordHash) {
        if (!password) throw badRequest(MESSAGES.fillAllFields);
        await throttle.check(user.email, request.ip);
        if (!(await app.passwords.check(user.passwordHash, password))) {
          await throttle.failed(user.email, request.ip);
          throw new AppError(401, 'invalid-credentials', 'Your password is incorrect.');
        }
      } else {
        if (!code) throw badRequest(MESSAGES.fillAllFields);
        codeId = await codes.check(user, 'passwordReset', code, request.ip);
      }
      const deleted = await app.repos.transaction(async (tx) => {
        if (codeId) await codes.consume(codeId, tx);
        const removedProjects = await tx.projects.deleteAllOf(user.id);
        const removedUser = await tx.users.delete(user.id);
        return { projects: removedProjects, photo: removedUser?.photo };
      });
      // The row is gone, so no token of the account passes authenticate any more; drop cached copies and sockets.
      endSessions(app, user.id);
      const files = [...deleted.projects.map((p) => p.image), ...(deleted.photo ? [deleted.photo] : [])];
      await Promise.all([
        ...files.map((key) =>
          app.media.remove(key).catch((err: unknown) => request.log.warn({ err, key }, 'media file not removed')),
        ),
        // The rows went with the account (on delete cascade); the files are the whole folder of the user.
        app.roomPhotos.storage
          .removeAllOf(user.id)
          .catch((err: unknown) => request.log.warn({ err }, 'room photos not removed')),
      ]);
      return { success: true as const, data: {} };
    },
  );

  app.patch(
    '/user/sync',
    {
      schema: {
        body: syncBodySchema,
        response: withErrors({ 200: syncResponseSchema }),
      },
    },
    async (request) => {
      const ids = [...new Set(request.body.selectedFurnitures.map((f) => f._id))];
      const previous = request.user.selectedFurnitureIds;
      await app.repos.users.setSelectedFurniture(request.user.id, ids, now());
      app.userCache.invalidate(request.user.id);
      await recordSelection({ repos: app.repos, log: request.log }, request.user.id, previous, ids);
      return { success: true as const, data: { selectedFurnitureIds: ids } };
    },
  );
}
