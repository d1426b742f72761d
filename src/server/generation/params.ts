import { roomParamsSchema, type RoomParams } from '../../shared/schemas/socket';
import { badRequest } from '../errors';

/** roomParams of `visualize-room`, or the 400 `validation` naming the first wrong field. */
export function parseRoomParams(raw: unknown): RoomParams {
  const parsed = roomParamsSchema.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issue = parsed.error.issues[0];
  throw badRequest(`roomParams${issue.path.length ? `.${issue.path.join('.')}` : ''} ${issue.message}`);
}
