// A user's room photo with the chosen pieces standing on its marked floor, at true scale, in its perspective.
import { setImmediate as nextTurn } from 'node:timers';
import sharp from 'sharp';
import type { RoomPhotoInput, RoomSpec } from '../../renderer';
import { drawPiece } from '../drawPiece';
import { isBox, shadowStrength } from '../kinds';
import type { Plan } from '../planner';
import { drawShadows, footprintCorners } from '../shadows';
import type { Sprite } from '../sprite';
import { decodePhoto, type RgbImage } from './decodedPhoto';
import { shadowLook } from './light';
import { photoFloor } from './photoCamera';
import { planPhotoRoom } from './photoPlan';
import { cropCamera, pieceRegion, type Region } from './region';
import { withScratch } from './scratch';

const breathe = (): Promise<void> => new Promise((resolve) => nextTurn(resolve));

export interface PhotoComposite {
  /** The untouched photo (shared with later renders: never written to). */
  photo: RgbImage;
  /** Where in the photo the pieces and shadows are drawn, and that part drawn (opaque RGBA). */
  region: Region;
  drawn: Sprite;
  /** Coverage of the pieces over the region (0–255), one byte per pixel. */
  coverage: Uint8Array;
  plan: Plan;
}

/** A rectangle of the photo, copied as opaque RGBA to draw on. */
function crop(photo: RgbImage, r: Region): Sprite {
  const data = new Uint8Array(r.width * r.height * 4);
  const src = photo.data;
  for (let y = 0, o = 0; y < r.height; y++) {
    for (let i = ((r.top + y) * photo.width + r.left) * 3, end = i + r.width * 3; i < end; i += 3, o += 4) {
      data[o] = src[i];
      data[o + 1] = src[i + 1];
      data[o + 2] = src[i + 2];
      data[o + 3] = 255;
    }
  }
  return { width: r.width, height: r.height, data };
}

/** The drawn region written over its place in an RGB copy of the photo. */
function paste(into: Uint8Array, width: number, drawn: Sprite, r: Region): void {
  const d = drawn.data;
  for (let y = 0, i = 0; y < r.height; y++) {
    for (let o = ((r.top + y) * width + r.left) * 3, end = o + r.width * 3; o < end; o += 3, i += 4) {
      into[o] = d[i];
      into[o + 1] = d[i + 1];
      into[o + 2] = d[i + 2];
    }
  }
}

/**
 * Draws the pieces into the photo. Only the region the pieces and their shadows can reach is
 * drawn on (`wholeFrame` draws on all of it, which tests compare against).
 */
export async function composePhoto(
  spec: RoomSpec,
  photo: RoomPhotoInput,
  signal?: AbortSignal,
  options: { wholeFrame?: boolean } = {},
): Promise<PhotoComposite> {
  const decoded = await decodePhoto(photo.bytes);
  const { width, height } = decoded.pixels;
  const floor = photoFloor(photo.floor, photo.referenceCm, width, height);
  const plan = planPhotoRoom(spec.roomType, spec.pieces, floor, spec.layout);
  const look = shadowLook(decoded.light, width);
  const region = options.wholeFrame
    ? { left: 0, top: 0, width, height }
    : pieceRegion(floor.camera, plan.placements, width, height, look.q);
  const cam = cropCamera(floor.camera, region);
  const drawn = crop(decoded.pixels, region);
  // The shadow mask's grid starts at the photo's corner; the region starts on it, so the mask is the same.
  drawShadows(
    drawn,
    cam,
    plan.placements.map((p) => ({
      corners: footprintCorners(p.footprint, p.angle, p.size.widthCm, p.size.depthCm),
      strength: shadowStrength(p.category) * (isBox(p.category) ? 1 : 0.9),
    })),
    look,
  );
  await breathe();
  // The pieces go onto a layer of their own: its alpha is the mask the image API gets.
  const layer: Sprite = { width: drawn.width, height: drawn.height, data: new Uint8Array(drawn.data.length) };
  for (const p of [...plan.placements].sort((a, b) => a.zOrder - b.zOrder)) {
    if (signal?.aborted) throw signal.reason ?? new Error('aborted');
    await drawPiece(layer, cam, p, spec.pieces[p.index]);
  }
  const coverage = new Uint8Array(drawn.width * drawn.height);
  const d = drawn.data;
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
  return { photo: decoded.pixels, region, drawn, coverage, plan };
}

/** The mask as the image API wants it: transparent where it may repaint (the pieces), opaque black elsewhere. */
export function maskPng(c: PhotoComposite): Promise<Buffer> {
  const { region, photo } = c;
  if (!region.width) {
    return sharp({
      create: { width: photo.width, height: photo.height, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 1 } },
    })
      .png({ compressionLevel: 1, adaptiveFiltering: false })
      .toBuffer();
  }
  // Grey and alpha, two bytes a pixel: the region's coverage, then opaque black around it.
  const la = Buffer.alloc(region.width * region.height * 2);
  for (let j = 0; j < c.coverage.length; j++) la[j * 2 + 1] = 255 - c.coverage[j];
  return sharp(la, { raw: { width: region.width, height: region.height, channels: 2 } })
    .extend({
      left: region.left,
      top: region.top,
      right: photo.width - region.left - region.width,
      bottom: photo.height - region.top - region.height,
      background: { r: 0, g: 0, b: 0, alpha: 1 },
    })
    .png({ compressionLevel: 1, adaptiveFiltering: false })
    .toBuffer();
}

/**
 * The composite as a JPEG (a photo stays a photo; PNG of 12 megapixels would take longer than the
 * drawing): a copy of the photo with the drawn region written over it. Huffman tables are the
 * standard ones: optimising them saves about 5 % of the bytes for a good share of the time.
 */
export function photoJpeg(c: PhotoComposite): Promise<Buffer> {
  const { photo } = c;
  return withScratch(photo.data.length, (rgb) => {
    rgb.set(photo.data);
    paste(rgb, photo.width, c.drawn, c.region);
    return sharp(rgb, { raw: { width: photo.width, height: photo.height, channels: 3 } })
      .jpeg({ quality: 90, optimiseCoding: false })
      .toBuffer();
  });
}
