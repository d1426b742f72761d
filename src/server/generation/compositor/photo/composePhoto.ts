// A user's room photo with the chosen pieces standing on its marked floor, at true scale, in its perspective.
import { setImmediate as nextTurn } from 'node:timers';
import sharp from 'sharp';
import type { RoomPhotoInput, RoomSpec } from '../../renderer';
import { drawPiece } from '../drawPiece';
import type { Room } from '../geometry';
import { isBox, shadowStrength } from '../kinds';
import { type Plan, planInRoom, planRoom } from '../planner';
import { drawShadows, footprintCorners } from '../shadows';
import type { Sprite } from '../sprite';
import { measureLight, shadowLook } from './light';
import { photoFloor } from './photoCamera';

/** Photos larger than the API's 40 megapixels are not photos we stored. */
const MAX_PHOTO_PIXELS = 50_000_000;
const ROOM_HEIGHT_CM = 250;

const breathe = (): Promise<void> => new Promise((resolve) => nextTurn(resolve));

export interface PhotoComposite {
  /** Opaque RGBA. */
  frame: Sprite;
  /** Coverage of the pieces (0–255), one byte per pixel. */
  coverage: Uint8Array;
  plan: Plan;
}

/** The marked floor first; when the pieces do not fit it, a larger floor from its back-left corner. */
function planOnFloor(spec: RoomSpec, room: Room): Plan {
  return planInRoom(spec.roomType, spec.pieces, room) ?? planRoom(spec.roomType, spec.pieces, room);
}

export async function composePhoto(
  spec: RoomSpec,
  photo: RoomPhotoInput,
  signal?: AbortSignal,
): Promise<PhotoComposite> {
  const { data, info } = await sharp(photo.bytes, { limitInputPixels: MAX_PHOTO_PIXELS })
    .ensureAlpha(1)
    .raw()
    .toBuffer({ resolveWithObject: true });
  const frame: Sprite = {
    width: info.width,
    height: info.height,
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
  };
  const floor = photoFloor(photo.floor, photo.referenceCm, info.width, info.height);
  const cam = floor.camera;
  const plan = planOnFloor(spec, {
    width: Math.round(floor.widthCm),
    depth: Math.round(floor.depthCm),
    height: ROOM_HEIGHT_CM,
  });
  drawShadows(
    frame,
    cam,
    plan.placements.map((p) => ({
      corners: footprintCorners(p.footprint, p.angle, p.size.widthCm, p.size.depthCm),
      strength: shadowStrength(p.category) * (isBox(p.category) ? 1 : 0.9),
    })),
    shadowLook(measureLight(frame), info.width),
  );
  await breathe();
  // The pieces go onto a layer of their own: its alpha is the mask the image API gets.
  const layer: Sprite = { width: frame.width, height: frame.height, data: new Uint8Array(frame.data.length) };
  for (const p of [...plan.placements].sort((a, b) => a.zOrder - b.zOrder)) {
    if (signal?.aborted) throw signal.reason ?? new Error('aborted');
    await drawPiece(layer, cam, p, spec.pieces[p.index]);
  }
  const coverage = new Uint8Array(frame.width * frame.height);
  const d = frame.data;
  const l = layer.data;
  for (let j = 0, i = 0; j < coverage.length; j++, i += 4) {
    const a = l[i + 3];
    if (a === 0) continue;
    coverage[j] = a;
    const keep = 1 - a / 255;
    d[i] = l[i] + d[i] * keep;
    d[i + 1] = l[i + 1] + d[i + 1] * keep;
    d[i + 2] = l[i + 2] + d[i + 2] * keep;
  }
  return { frame, coverage, plan };
}

/** The mask as the image API wants it: transparent where it may repaint (the pieces), opaque black elsewhere. */
export function maskPng(coverage: Uint8Array, width: number, height: number): Promise<Buffer> {
  const rgba = Buffer.alloc(width * height * 4);
  for (let j = 0; j < coverage.length; j++) rgba[j * 4 + 3] = 255 - coverage[j];
  return sharp(rgba, { raw: { width, height, channels: 4 } })
    .png({ compressionLevel: 3 })
    .toBuffer();
}

/** The composite as a JPEG (a photo stays a photo; PNG of 12 megapixels would take longer than the drawing). */
export function photoJpeg(frame: Sprite): Promise<Buffer> {
  return sharp(Buffer.from(frame.data.buffer, frame.data.byteOffset, frame.data.length), {
    raw: { width: frame.width, height: frame.height, channels: 4 },
  })
    .removeAlpha()
    .jpeg({ quality: 90 })
    .toBuffer();
}
