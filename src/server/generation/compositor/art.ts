// A piece's picture as pixels at a given scale, with where its feet and left edge are.
import { createHash } from 'node:crypto';
import { Resvg } from '@resvg/resvg-js';
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import type { RoomPiece } from '../renderer';
import type { Size } from './kinds';
import type { Sprite } from './sprite';

export interface ArtRaster {
  sprite: Sprite;
  /** Pixels per centimetre. */
  k: number;
  /** Sprite pixel of the piece's left edge (u = 0 cm) and of the floor (h = 0). */
  ox: number;
  oy: number;
  /** A photo drawn as a framed product card: it has no carcass to give sides to. */
  card?: boolean;
}

/** The picture's own frame: the part that shows the piece from its left edge to its right, feet to top. */
interface Frame {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

/** The frame fitted into the piece's width × height (contain, centred, standing on the floor). */
function fitted(frame: Frame, size: Size): { u0: number; widthCm: number; unitsPerCm: number } {
  const fw = frame.x1 - frame.x0;
  const fh = frame.y1 - frame.y0;
  const aspect = fw / fh;
  const widthCm = aspect > size.widthCm / size.heightCm ? size.widthCm : size.heightCm * aspect;
  return { u0: (size.widthCm - widthCm) / 2, widthCm, unitsPerCm: fw / widthCm };
}

const rasterCache = new LRUCache<string, ArtRaster>({
  maxSize: 96 * 1024 * 1024,
  sizeCalculation: (a) => a.sprite.data.length + 64,
});

const fnv = (text: string): string => {
  let h = 2166136261;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 16777619);
  }
  return (h >>> 0).toString(36);
};

const contentKeys = new WeakMap<object, string>();

function contentKey(piece: RoomPiece): string {
  const img = piece.image;
  const known = contentKeys.get(img);
  if (known) return known;
  const key =
    img.kind === 'svg'
      ? `s${fnv(img.svg)}:${img.svg.length}`
      : `r${createHash('sha1').update(img.bytes).digest('base64url')}`;
  contentKeys.set(img, key);
  return key;
}

/** An RGB triple (0–255, clamped) as a hex colour. */
export const hex = ([r, g, b]: [number, number, number]): string =>
  `#${[r, g, b]
    .map((v) =>
      Math.round(Math.min(255, Math.max(0, v)))
        .toString(16)
        .padStart(2, '0'),
    )
    .join('')}`;

/** The colour of an art's pixel at (u cm from its left edge, h cm above the floor), or undefined where it is clear. */
export function colorAt(art: ArtRaster, u: number, h: number): string | undefined {
  const { width: w, height: hh, data } = art.sprite;
  const x = Math.round(art.ox + u * art.k);
  const y = Math.round(art.oy - h * art.k);
  if (x < 0 || y < 0 || x >= w || y >= hh) return undefined;
  const i = (y * w + x) * 4;
  return data[i + 3] > 128 ? hex([data[i], data[i + 1], data[i + 2]]) : undefined;
}

/** What identifies a piece's art: its id and its image's content. */
export const artKey = (piece: RoomPiece): string => `${piece.id}|${contentKey(piece)}`;

/** Pixels per centimetre are rounded so that nearby scales share one cached raster. */
export function quantizeScale(k: number): number {
  return Math.max(0.05, Math.round(k * 40) / 40);
}

export async function artRaster(piece: RoomPiece, size: Size, k: number): Promise<ArtRaster> {
  const key = `${artKey(piece)}|${size.widthCm}x${size.heightCm}|${k}`;
  const hit = rasterCache.get(key);
  if (hit) return hit;
  const made =
    piece.image.kind === 'svg'
      ? svgRaster(piece.image.svg, size, k)
      : await photoRaster(piece.image.bytes, key.split('|')[1], size, k);
  rasterCache.set(key, made);
  return made;
}

// ---- catalog art (SVG) -------------------------------------------------------------------------

function svgFrame(svg: string): { vb: Frame; frame: Frame } | undefined {
  const m = /viewBox="\s*([-\d.e]+)[\s,]+([-\d.e]+)[\s,]+([\d.e]+)[\s,]+([\d.e]+)\s*"/.exec(svg.slice(0, 600));
  if (!m) return undefined;
  const [vx, vy, vw, vh] = m.slice(1).map(Number);
  if (!(vw > 0 && vh > 0)) return undefined;
  const vb = { x0: vx, y0: vy, x1: vx + vw, y1: vy + vh };
  // Catalog art draws the piece from x = 0 to its width and from its top (y = 0) down to the floor,
  // inside a margin for outlines; other SVGs count as a whole.
  const catalog = vx <= 0 && vy <= 0 && vw + 2 * vx > 0 && vy + vh > 0;
  const frame = catalog ? { x0: 0, y0: 0, x1: vw + 2 * vx, y1: vy + vh } : vb;
  return { vb, frame };
}

function svgRaster(svg: string, size: Size, k: number): ArtRaster {
  const frames = svgFrame(svg);
  const vb = frames?.vb;
  const frame = frames?.frame;
  const fit = frame ? fitted(frame, size) : undefined;
  const targetUnitsPx = fit ? k / fit.unitsPerCm : 1;
  const width = vb
    ? Math.max(1, Math.round((vb.x1 - vb.x0) * targetUnitsPx))
    : Math.max(1, Math.round(size.widthCm * k));
  const resvg = new Resvg(svg, {
    fitTo: { mode: 'width', value: Math.min(width, 4096) },
    font: { loadSystemFonts: false },
  });
  const img = resvg.render();
  const sprite: Sprite = {
    width: img.width,
    height: img.height,
    data: new Uint8Array(img.pixels.buffer, img.pixels.byteOffset, img.pixels.length),
  };
  if (!vb || !frame || !fit) {
    // Unknown geometry: contain the whole picture in the piece's box.
    return scaled(sprite, { x0: 0, y0: 0, x1: img.width, y1: img.height }, size);
  }
  const ppu = img.width / (vb.x1 - vb.x0);
  return {
    sprite,
    k: ppu * fit.unitsPerCm,
    ox: (frame.x0 - vb.x0) * ppu - fit.u0 * ppu * fit.unitsPerCm,
    oy: (frame.y1 - vb.y0) * ppu,
  };
}

/** A sprite whose frame is known in its own pixels, described at its actual scale. */
function scaled(sprite: Sprite, frame: Frame, size: Size): ArtRaster {
  const fit = fitted(frame, size);
  const kk = 1 / fit.unitsPerCm;
  return { sprite, k: kk, ox: frame.x0 - fit.u0 * kk, oy: frame.y1 };
}

// ---- imported photos ---------------------------------------------------------------------------

interface Cutout {
  width: number;
  height: number;
  /** Straight (not premultiplied) RGBA, trimmed to the product. */
  rgba: Buffer;
  card?: boolean;
}

// A cut-out photo is up to 4 MB of pixels.
const cutoutCache = new LRUCache<string, Promise<Cutout>>({ max: 16 });

const MAX_SOURCE_PX = 1024;

/**
 * A product photo without transparency is usually shot on white: the near-white background that
 * touches the border is cut away (flood fill, so white cushions inside the product stay). A photo on
 * anything else is drawn as a framed product card standing on the floor, which reads better than a
 * rectangle of somebody else's room pasted into ours.
 */
async function cutout(bytes: Buffer): Promise<Cutout> {
  const img = sharp(bytes, { failOn: 'none' }).rotate();
  const meta = await img.metadata();
  const { data, info } = await img
    .resize(MAX_SOURCE_PX, MAX_SOURCE_PX, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const { width, height } = info;
  const rgba = Buffer.from(data);
  if (!meta.hasAlpha) {
    if (!removeWhiteBackground(rgba, width, height)) return framedCard(rgba, width, height);
  }
  return trim(rgba, width, height);
}

const isBackdropWhite = (d: Buffer, i: number): boolean => {
  const r = d[i];
  const g = d[i + 1];
  const b = d[i + 2];
  const lo = Math.min(r, g, b);
  return lo > 222 && Math.max(r, g, b) - lo < 24;
};

/** Clears the near-white region connected to the border; false when the border is not mostly white. */
function removeWhiteBackground(d: Buffer, w: number, h: number): boolean {
  let white = 0;
  let border = 0;
  const stack: number[] = [];
  const seen = new Uint8Array(w * h);
  const visit = (x: number, y: number) => {
    const p = y * w + x;
    if (seen[p]) return;
    seen[p] = 1;
    if (isBackdropWhite(d, p * 4)) stack.push(p);
  };
  for (let x = 0; x < w; x++) {
    for (const y of [0, h - 1]) {
      border++;
      if (isBackdropWhite(d, (y * w + x) * 4)) white++;
      visit(x, y);
    }
  }
  for (let y = 0; y < h; y++) {
    for (const x of [0, w - 1]) {
      border++;
      if (isBackdropWhite(d, (y * w + x) * 4)) white++;
      visit(x, y);
    }
  }
  if (white < border * 0.6) return false;
  while (stack.length) {
    const p = stack.pop()!;
    d[p * 4 + 3] = 0;
    const x = p % w;
    const y = (p - x) / w;
    if (x > 0) visit(x - 1, y);
    if (x < w - 1) visit(x + 1, y);
    if (y > 0) visit(x, y - 1);
    if (y < h - 1) visit(x, y + 1);
  }
  // Soften the cut: product pixels next to the cleared background take part of its transparency.
  for (let y = 1; y < h - 1; y++) {
    for (let x = 1; x < w - 1; x++) {
      const i = (y * w + x) * 4;
      if (d[i + 3] === 0) continue;
      const cleared =
        (d[i - 4 + 3] === 0 ? 1 : 0) +
        (d[i + 4 + 3] === 0 ? 1 : 0) +
        (d[i - w * 4 + 3] === 0 ? 1 : 0) +
        (d[i + w * 4 + 3] === 0 ? 1 : 0);
      if (cleared) d[i + 3] = 255 - cleared * 40;
    }
  }
  return true;
}

function framedCard(rgba: Buffer, w: number, h: number): Cutout {
  const pad = Math.max(4, Math.round(Math.max(w, h) * 0.04));
  const W = w + 2 * pad;
  const H = h + 2 * pad;
  const out = Buffer.alloc(W * H * 4);
  for (let y = 0; y < H; y++) {
    for (let x = 0; x < W; x++) {
      const o = (y * W + x) * 4;
      const edge = x < 2 || y < 2 || x >= W - 2 || y >= H - 2;
      const ix = x - pad;
      const iy = y - pad;
      if (!edge && ix >= 0 && iy >= 0 && ix < w && iy < h) {
        rgba.copy(out, o, (iy * w + ix) * 4, (iy * w + ix) * 4 + 4);
        out[o + 3] = 255;
      } else {
        const c = edge ? 70 : 248;
        out[o] = c;
        out[o + 1] = c;
        out[o + 2] = edge ? 66 : 244;
        out[o + 3] = 255;
      }
    }
  }
  return { width: W, height: H, rgba: out, card: true };
}

function trim(d: Buffer, w: number, h: number): Cutout {
  let x0 = w;
  let y0 = h;
  let x1 = -1;
  let y1 = -1;
  for (let y = 0; y < h; y++) {
    for (let x = 0; x < w; x++) {
      if (d[(y * w + x) * 4 + 3] > 8) {
        if (x < x0) x0 = x;
        if (x > x1) x1 = x;
        if (y < y0) y0 = y;
        if (y > y1) y1 = y;
      }
    }
  }
  if (x1 < 0) return { width: 1, height: 1, rgba: Buffer.alloc(4) };
  const tw = x1 - x0 + 1;
  const th = y1 - y0 + 1;
  const out = Buffer.alloc(tw * th * 4);
  for (let y = 0; y < th; y++) d.copy(out, y * tw * 4, ((y + y0) * w + x0) * 4, ((y + y0) * w + x1 + 1) * 4);
  return { width: tw, height: th, rgba: out };
}

async function photoRaster(bytes: Buffer, contentId: string, size: Size, k: number): Promise<ArtRaster> {
  let pending = cutoutCache.get(contentId);
  if (!pending) {
    pending = cutout(bytes);
    cutoutCache.set(contentId, pending);
    pending.catch(() => cutoutCache.delete(contentId));
  }
  const cut = await pending;
  const frame = { x0: 0, y0: 0, x1: cut.width, y1: cut.height };
  const fit = fitted(frame, size);
  const w = Math.max(1, Math.round(fit.widthCm * k));
  const h = Math.max(1, Math.round((cut.height / cut.width) * fit.widthCm * k));
  const { data, info } = await sharp(cut.rgba, { raw: { width: cut.width, height: cut.height, channels: 4 } })
    .resize(w, h, { fit: 'fill' })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const px = new Uint8Array(data.buffer, data.byteOffset, data.length);
  for (let i = 0; i < px.length; i += 4) {
    const a = px[i + 3];
    if (a === 255) continue;
    px[i] = (px[i] * a + 127) / 255;
    px[i + 1] = (px[i + 1] * a + 127) / 255;
    px[i + 2] = (px[i + 2] * a + 127) / 255;
  }
  const kk = info.width / fit.widthCm;
  return {
    sprite: { width: info.width, height: info.height, data: px },
    k: kk,
    ox: -fit.u0 * kk,
    oy: info.height,
    card: cut.card,
  };
}
