import type { GenerationProgress, MessageReceived } from '../../shared/api';
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../clock';
import { saveRoomVariants } from '../media/roomVariants';
import type { MediaStorage } from '../plugins/media';
import type { Publish } from '../plugins/realtime';
import type { Repositories } from '../repositories';
import type { Project } from '../repositories/projects';
import { recordProject } from '../recommend/recordChoice';
import { itemTable } from './itemTable';
import { baseProjectName, numberedName } from './projectName';
import { plannedLayout } from './layout';
import { loadFurniture, toRoomPiece } from './pieces';
import type { GenerationJob } from './queue';
import type { Renderer } from './renderer';
import { loadRoomPhoto } from './roomPhoto';
import type { RoomPhotoStorage } from '../roomPhotos/storage';

export interface GenerationDeps {
  repos: Pick<Repositories, 'catalog' | 'projects' | 'tasteProfiles' | 'roomPhotos'>;
  /** Where the users' room photos are read from (roomParams.roomPhoto). */
  photos: Pick<RoomPhotoStorage, 'read'>;
  /** Where a failure beside the job (learning the user's taste) is reported without failing it. */
  log: Pick<FastifyBaseLogger, 'warn'>;
  media: MediaStorage;
  renderer: Renderer;
  clock: Clock;
  publicUrl: string;
  /** Sends an event to every socket of the user, on whichever node. */
  publish: Publish;
}

export const projectItemsUrl = (publicUrl: string, projectId: string) => `${publicUrl}/user/project/${projectId}/items`;

export async function resultMessage(
  deps: Pick<GenerationDeps, 'repos' | 'media' | 'publicUrl'>,
  project: Project,
): Promise<MessageReceived> {
  const { rows } = await loadFurniture(deps.repos.catalog, project.furnitureIds);
  return {
    message: {
      generatedImage: deps.media.url(project.image),
      itemTable: itemTable(rows),
      fetchUrl: projectItemsUrl(deps.publicUrl, project.id),
      name: project.name,
      projectId: project.id,
    },
  };
}

/**
 * A regeneration joins its project's series under the series' name; anything else starts a series
 * named by roomParams.name, else by room type and main piece, numbered when the user has that name.
 */
async function nameAndSeries(
  repos: Pick<Repositories, 'projects'>,
  job: Pick<GenerationJob, 'userId' | 'params'>,
  rows: Parameters<typeof baseProjectName>[1],
): Promise<{ name: string; seriesId: string | null }> {
  const previous = job.params.regenerates && (await repos.projects.findOwn(job.userId, job.params.regenerates));
  if (previous) return { name: previous.name, seriesId: previous.seriesId ?? previous.id };
  if (job.params.name) return { name: job.params.name, seriesId: null };
  const base = baseProjectName(job.params.roomType, rows);
  return { name: numberedName(base, await repos.projects.namesStartingWith(job.userId, base)), seriesId: null };
}

export const savedProject = (
  repos: Pick<Repositories, 'projects'>,
  job: Pick<GenerationJob, 'userId' | 'requestId'>,
): Promise<Project | undefined> => repos.projects.findByRequest(job.userId, job.requestId);

/**
 * Renders one room and saves it before telling anyone, so a client that reconnects finds it in
 * the history. A job whose request already has a project (a stalled job run again after it
 * saved) does nothing: its result was delivered by the run that saved it.
 */
export async function runGeneration(deps: GenerationDeps, job: GenerationJob): Promise<void> {
  const progress = (stage: string, percent: number) =>
    deps.publish(job.userId, 'generation:progress', { jobId: job.jobId, stage, percent } satisfies GenerationProgress);

  if (await savedProject(deps.repos, job)) return;
  progress('loading', 10);
  const { rows } = await loadFurniture(deps.repos.catalog, job.params.furnitureIds);
  if (rows.length === 0) throw new Error('none of the pieces exist any more');
  const pieces = await Promise.all(rows.map((row) => toRoomPiece(row, deps.media)));
  const { roomPhoto } = job.params;
  const photo = roomPhoto && (await loadRoomPhoto(deps.repos, deps.photos, job.userId, roomPhoto));

  progress('rendering', 30);
  // Without a layout sent the renderer plans the room (choosing among the planner's arrangements by their
  // picture, or on a photo's measured floor) and says what it drew, so the project keeps that very arrangement.
  const asked = job.params.layout;
  const renderStart = deps.clock.now();
  const result = await deps.renderer.render({
    roomType: job.params.roomType,
    color: job.params.preferredColor,
    style: job.params.preferredStyle,
    pieces,
    variation: job.requestId,
    layout: asked,
    photo,
  });
  const { png, renderer, extension } = result;
  const layout = asked ?? result.layout ?? (photo ? undefined : plannedLayout(job.params.roomType, pieces));
  const renderMs = deps.clock.now() - renderStart;

  progress('saving', 85);
  const { name, seriesId } = await nameAndSeries(deps.repos, job, rows);
  // The project's image is a file of its own: deleting the photo later leaves it as it is.
  const image = await deps.media.save('generated', extension ?? 'png', png);
  // The smaller WebP copies the screens show, encoded (about 0.1–0.2 s) while the project is saved; one
  // that fails is made on its first request instead.
  const copies = saveRoomVariants(deps.media.store, image, png).catch((err: unknown) =>
    deps.log.warn({ err, image }, 'smaller copies of the room not written'),
  );
  const inserted = await deps.repos.projects.insertOnce({
    userId: job.userId,
    requestId: job.requestId,
    name,
    seriesId,
    roomType: job.params.roomType,
    color: job.params.preferredColor,
    style: job.params.preferredStyle,
    furnitureIds: rows.map((r) => r.id),
    layout,
    image,
    roomPhoto: roomPhoto ?? null,
    renderer,
    timings: { queuedMs: renderStart - job.enqueuedAt, renderMs, totalMs: deps.clock.now() - job.enqueuedAt },
    createdAt: new Date(deps.clock.now()),
  });
  if (!inserted) {
    // Another worker saved this request first (a stalled job run twice): its result stands.
    await copies;
    await deps.media.remove(image);
    return;
  }
  await recordProject(deps, job.userId, inserted.furnitureIds);
  const message = await resultMessage(deps, inserted);
  await copies;
  progress('done', 100);
  deps.publish(job.userId, 'message:received', message);
}
