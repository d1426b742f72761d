// The compositor renderer: a drawn room with the chosen pieces placed in perspective. No GPU, no network.
import sharp from 'sharp';
import { ROOM_IMAGE_HEIGHT, ROOM_IMAGE_WIDTH, type Renderer, type RenderResult, type RoomSpec } from '../renderer';
import { backdrop } from './backdrop';
import { drawDressing, dressingSvgParts } from './dressing';
import { drawPiece } from './drawPiece';
import { roomLook } from './palette';
import { type Plan, planRoom } from './planner';
import { paintKey } from './pose';
import { validateLayout } from './validateLayout';
import { drawDecor, planDecor } from './decor';
import { drawShadows } from './shadows';
import { shadowCasters } from './pieceShadows';
import type { Sprite } from './sprite';
import type { Room } from './geometry';
import { toApiLayout } from './layoutCoords';
import { composePhoto, maskPng, photoJpeg } from './photo/composePhoto';
import { checkedPlan } from './cameraCheck';
import { checkedArrangement } from './arrangementCheck';
import { checkedRoomSize } from './roomSizeCheck';
import { breathe } from './breathe';

export { planInRoom, planRoom } from './planner';
export { validateLayout } from './validateLayout';
export type { Placement, Plan, PlanPiece } from './planner';
export type { Room } from './geometry';

function abortIfAsked(signal?: AbortSignal): void {
  if (signal?.aborted) throw signal.reason ?? new Error('aborted');
}

export interface ComposeOptions {
  signal?: AbortSignal;
  /** Draw in this room rather than the planned one (to compare a furnished room with the same room empty). */
  room?: Room;
}

/** The plan drawn: the layout the spec brings, else the planner's. */
export function planOf(spec: RoomSpec, room?: Room): Plan {
  if (!spec.layout) return planRoom(spec.roomType, spec.pieces, room);
  const checked = validateLayout(spec.roomType, spec.pieces, spec.layout);
  if (!checked.ok) throw new Error(`layout refused: ${checked.problems.join('; ')}`);
  return checked.plan;
}

/**
 * The plan as it is drawn: its framing checked against the drawn picture (cameraCheck.ts); without a layout, its
 * arrangement too (arrangementCheck.ts), and unless `room` fixes it, its room's size (roomSizeCheck.ts).
 */
export async function drawnPlan(spec: RoomSpec, room?: Room): Promise<Plan> {
  if (spec.layout) return checkedPlan(planOf(spec, room), spec);
  return room ? checkedArrangement(spec, room) : checkedRoomSize(spec);
}

/** The composite as raw premultiplied RGBA (opaque), for callers that want pixels rather than a PNG. */
export async function composeRoom(spec: RoomSpec, options: ComposeOptions = {}): Promise<Sprite> {
  return (await composed(spec, options)).frame;
}

/** The composite and the plan it draws. */
async function composed(spec: RoomSpec, { signal, room }: ComposeOptions): Promise<{ frame: Sprite; plan: Plan }> {
  const plan = await drawnPlan(spec, room);
  const look = roomLook(spec.style, spec.color);
  const key = `${spec.roomType}|${spec.style}|${spec.color}`;
  const empty = await backdrop(plan.camera, plan.room, look, key);
  await breathe();
  const frame: Sprite = { width: empty.width, height: empty.height, data: new Uint8Array(empty.data) };
  const decorSeed = spec.variation ? `${key}|${spec.variation}` : key;
  drawDressing(frame, dressingSvgParts(spec.roomType, plan.camera, plan.room, plan.placements, look, decorSeed));
  const decor = planDecor(plan, look, spec.style, decorSeed);
  drawShadows(frame, plan.camera, shadowCasters(plan, decor, spec.pieces));
  const onFloor = decor.filter((d) => d.onPiece === undefined).sort((a, b) => a.z - b.z);
  await breathe();
  for (const p of [...plan.placements].sort((a, b) => a.zOrder - b.zOrder)) {
    abortIfAsked(signal);
    while (onFloor.length && onFloor[0].z < paintKey(p)) drawDecor(frame, plan.camera, onFloor.shift()!);
    await drawPiece(frame, plan.camera, p, spec.pieces[p.index]);
    for (const d of decor) if (d.onPiece === p.index) drawDecor(frame, plan.camera, d);
  }
  for (const d of onFloor) drawDecor(frame, plan.camera, d);
  return { frame, plan };
}

export function createCompositorRenderer(): Renderer {
  return {
    name: 'compositor',
    async render(spec: RoomSpec, signal?: AbortSignal): Promise<RenderResult> {
      abortIfAsked(signal);
      if (spec.photo) {
        const composite = await composePhoto(spec, spec.photo, signal);
        abortIfAsked(signal);
        const [jpeg, mask] = await Promise.all([
          photoJpeg(composite),
          spec.photo.mask ? maskPng(composite) : undefined,
        ]);
        const { width, height } = composite.photo;
        const layout = toApiLayout(composite.plan);
        return { png: jpeg, extension: 'jpg', mask, renderer: 'compositor', width, height, layout };
      }
      const { frame, plan } = await composed(spec, { signal });
      abortIfAsked(signal);
      const png = await sharp(Buffer.from(frame.data.buffer, frame.data.byteOffset, frame.data.length), {
        raw: { width: frame.width, height: frame.height, channels: 4 },
      })
        .removeAlpha()
        .png({ compressionLevel: 6, adaptiveFiltering: false })
        .toBuffer();
      // The arrangement drawn: the layout sent, or the one the renderer chose by its picture (drawnPlan).
      return {
        png,
        renderer: 'compositor',
        width: ROOM_IMAGE_WIDTH,
        height: ROOM_IMAGE_HEIGHT,
        layout: spec.layout ? undefined : toApiLayout(plan),
      };
    },
  };
}
