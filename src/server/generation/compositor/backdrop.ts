// The empty room: walls, ceiling, floor, skirting, a window with daylight. Rendered once per look and room size.
import { LRUCache } from 'lru-cache';
import sharp from 'sharp';
import { darken, lighten } from '../../catalog/art/colors';
import { ROOM_IMAGE_HEIGHT as H, ROOM_IMAGE_WIDTH as W } from '../renderer';
import { windowZone } from './floor';
import { floorSvg } from './floorSvg';
import type { Camera, Pt, Room } from './geometry';
import type { RoomLook } from './palette';
import type { Sprite } from './sprite';
import { wallTreatment } from './wallSvg';

const f2 = (v: number) => v.toFixed(1);
const pts = (ps: Pt[]) => ps.map((p) => `${f2(p.x)},${f2(p.y)}`).join(' ');

function quad(cam: Camera, corners: [number, number, number][]): Pt[] {
  return corners.map(([x, h, z]) => cam.project(x, h, z));
}

/** A soft-edged polygon without a blur filter (resvg blurs the whole frame slowly): nested copies, each a little larger. */
function feathered(ps: Pt[], fill: string, opacity: number, spread: number): string {
  const cx = ps.reduce((s, p) => s + p.x, 0) / ps.length;
  const cy = ps.reduce((s, p) => s + p.y, 0) / ps.length;
  const steps = 6;
  let out = '';
  for (let i = 0; i < steps; i++) {
    const k = 1 + spread * (1 - (2 * i) / (steps - 1));
    out += `<polygon points="${pts(ps.map((p) => ({ x: cx + (p.x - cx) * k, y: cy + (p.y - cy) * k })))}" fill="${fill}" fill-opacity="${(opacity / steps).toFixed(4)}"/>`;
  }
  return out;
}

function windowSvg(cam: Camera, room: Room, look: RoomLook): { light: string; window: string } {
  const win = windowZone(room);
  const top = Math.min(room.height - 30, 228);
  const { z0, z1, sill } = win;
  const frame = look.metal === '#1f1f1f' || look.metal === '#2b2b2b' ? '#2a2a2a' : '#f7f6f2';
  const outer = quad(cam, [
    [0, top + 6, z0 - 6],
    [0, top + 6, z1 + 6],
    [0, sill - 6, z1 + 6],
    [0, sill - 6, z0 - 6],
  ]);
  const glass = quad(cam, [
    [0, top, z0],
    [0, top, z1],
    [0, sill, z1],
    [0, sill, z0],
  ]);
  const zm = (z0 + z1) / 2;
  const hm = sill + (top - sill) * 0.68;
  const mull = (a: [number, number, number], b: [number, number, number], w: number) => {
    const p = cam.project(...a);
    const q = cam.project(...b);
    return `<line x1="${f2(p.x)}" y1="${f2(p.y)}" x2="${f2(q.x)}" y2="${f2(q.y)}" stroke="${frame}" stroke-width="${w}"/>`;
  };
  const sillLedge = quad(cam, [
    [0, sill - 6, z0 - 10],
    [0, sill - 6, z1 + 10],
    [12, sill - 6, z1 + 10],
    [12, sill - 6, z0 - 10],
  ]);
  // Daylight falling through the window onto the floor: right, down and a little towards the viewer.
  const L = { x: 1.0, y: 0.85, z: 0.3 };
  const onFloor = (h: number, z: number): Pt => cam.project((h / L.y) * L.x, 0, z + (h / L.y) * L.z);
  const patch = [onFloor(top, z0), onFloor(top, z1), onFloor(sill, z1), onFloor(sill, z0)];
  const bar = (h0: number, h1: number, za: number, zb: number) => [
    onFloor(h0, za),
    onFloor(h0, zb),
    onFloor(h1, zb),
    onFloor(h1, za),
  ];
  return {
    light: feathered(patch, '#fff6df', 0.36, 0.12) + feathered(bar(top, sill, zm - 3, zm + 3), '#000000', 0.05, 0.5),
    window:
      feathered(outer, '#ffffff', 0.3, 0.18) +
      `<polygon points="${pts(outer)}" fill="${frame}"/>` +
      `<polygon points="${pts(glass)}" fill="url(#sky)"/>` +
      `<polygon points="${pts(glass)}" fill="url(#trees)"/>` +
      mull([0, top, zm], [0, sill, zm], 5) +
      mull([0, hm, z0], [0, hm, z1], 4) +
      `<polygon points="${pts(sillLedge)}" fill="${darken(frame, 0.05)}"/>` +
      curtainSvg(cam, look, z0, z1, sill, top),
  };
}

/** Curtains either side of the window, a sheer across it, or a roman blind half down. */
function curtainSvg(cam: Camera, look: RoomLook, z0: number, z1: number, sill: number, top: number): string {
  const { kind, color } = look.curtain;
  if (kind === 'none') return '';
  const x = 3;
  const rodH = top + 14;
  const folds = (id: string, a: Pt, b: Pt, n: number, shade: number) => {
    const stops = Array.from({ length: n * 2 + 1 }, (_, i) => {
      const c = i % 2 ? darken(color, shade) : lighten(color, shade * 0.4);
      return `<stop offset="${(i / (n * 2)).toFixed(3)}" stop-color="${c}"/>`;
    }).join('');
    return `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${f2(a.x)}" y1="${f2(a.y)}" x2="${f2(b.x)}" y2="${f2(b.y)}">${stops}</linearGradient>`;
  };
  if (kind === 'blind') {
    const bottom = top - (top - sill) * 0.38;
    const q = quad(cam, [
      [x, top + 4, z0 - 3],
      [x, top + 4, z1 + 3],
      [x, bottom, z1 + 3],
      [x, bottom, z0 - 3],
    ]);
    const pleats = [0.33, 0.66].map((t) => {
      const h = top + 4 - (top + 4 - bottom) * t;
      const a = cam.project(x, h, z0 - 3);
      const b = cam.project(x, h, z1 + 3);
      return `<line x1="${f2(a.x)}" y1="${f2(a.y)}" x2="${f2(b.x)}" y2="${f2(b.y)}" stroke="${darken(color, 0.12)}" stroke-width="1.2"/>`;
    });
    return `<polygon points="${pts(q)}" fill="${color}" stroke="${darken(color, 0.18)}" stroke-width="0.8"/>${pleats.join('')}`;
  }
  const rod = `<line x1="${f2(cam.project(x, rodH, z0 - 45).x)}" y1="${f2(cam.project(x, rodH, z0 - 45).y)}" x2="${f2(cam.project(x, rodH, z1 + 45).x)}" y2="${f2(cam.project(x, rodH, z1 + 45).y)}" stroke="${look.metal}" stroke-width="3" stroke-linecap="round"/>`;
  if (kind === 'sheer') {
    const q = quad(cam, [
      [x, rodH, z0 - 30],
      [x, rodH, z1 + 30],
      [x, 2, z1 + 30],
      [x, 2, z0 - 30],
    ]);
    const g = folds('sheerFolds', cam.project(x, 100, z0 - 30), cam.project(x, 100, z1 + 30), 14, 0.06);
    return `<defs>${g}</defs><polygon points="${pts(q)}" fill="url(#sheerFolds)" fill-opacity="0.5"/>${rod}`;
  }
  const panel = (id: string, za: number, zb: number) => {
    const q = quad(cam, [
      [x, rodH, za],
      [x, rodH, zb],
      [x, 1, zb + (zb > za ? 4 : -4)],
      [x, 1, za],
    ]);
    const g = folds(id, cam.project(x, 100, za), cam.project(x, 100, zb), 4, 0.16);
    return `<defs>${g}</defs><polygon points="${pts(q)}" fill="url(#${id})"/>`;
  };
  return panel('drapeBack', z0 - 40, z0 + 6) + panel('drapeFront', z1 + 40, z1 - 6) + rod;
}

function skirting(cam: Camera, room: Room, look: RoomLook, zMax: number): string {
  const h = look.wall === 'plain' && look.skirting === darken(look.backWall, 0.05) ? 4 : 11;
  const back = quad(cam, [
    [0, h, 0],
    [room.width, h, 0],
    [room.width, 0, 0],
    [0, 0, 0],
  ]);
  const left = quad(cam, [
    [0, h, 0],
    [0, h, zMax],
    [0, 0, zMax],
    [0, 0, 0],
  ]);
  const right = quad(cam, [
    [room.width, h, 0],
    [room.width, h, zMax],
    [room.width, 0, zMax],
    [room.width, 0, 0],
  ]);
  const top = (a: Pt[]) =>
    `<line x1="${f2(a[0].x)}" y1="${f2(a[0].y)}" x2="${f2(a[1].x)}" y2="${f2(a[1].y)}" stroke="${darken(look.skirting, 0.25)}" stroke-width="1.2"/>`;
  return (
    `<polygon points="${pts(back)}" fill="${look.skirting}"/>${top(back)}` +
    `<polygon points="${pts(left)}" fill="${darken(look.skirting, 0.08)}"/>${top(left)}` +
    `<polygon points="${pts(right)}" fill="${darken(look.skirting, 0.04)}"/>${top(right)}`
  );
}

export function backdropSvg(cam: Camera, room: Room, look: RoomLook, seed: string): string {
  // Far enough towards the viewer that every wall and floor edge leaves the frame.
  const zMax = Math.min(cam.zc - 25, cam.depthAtRow(H + 200));
  const R = room.width;
  const Hc = room.height;
  // The ceiling runs on until it leaves the top of the frame: from a camera stepped back beyond the front wall, as
  // the framing of a wide room puts it, it stopped where the floor leaves the bottom, a band of flat colour above it.
  const ceilingTo = Math.max(
    zMax,
    Math.min(cam.zc - 25, cam.zc - (cam.f * Math.max(1, Hc - cam.eye)) / (cam.hy + 200)),
  );
  const back = quad(cam, [
    [0, Hc, 0],
    [R, Hc, 0],
    [R, 0, 0],
    [0, 0, 0],
  ]);
  const left = quad(cam, [
    [0, Hc, 0],
    [0, Hc, zMax],
    [0, 0, zMax],
    [0, 0, 0],
  ]);
  const right = quad(cam, [
    [R, Hc, 0],
    [R, Hc, zMax],
    [R, 0, zMax],
    [R, 0, 0],
  ]);
  const ceiling = quad(cam, [
    [0, Hc, 0],
    [R, Hc, 0],
    [R, Hc, ceilingTo],
    [0, Hc, ceilingTo],
  ]);
  const floor = quad(cam, [
    [0, 0, 0],
    [R, 0, 0],
    [R, 0, zMax],
    [0, 0, zMax],
  ]);
  const win = windowSvg(cam, room, look);
  const bw = back[1].x - back[0].x;
  const bh = back[2].y - back[0].y;
  const defs =
    `<defs>` +
    `<linearGradient id="backShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.08"/><stop offset="0.35" stop-color="#fff" stop-opacity="0.06"/><stop offset="1" stop-color="#000" stop-opacity="0.06"/></linearGradient>` +
    `<linearGradient id="backSide" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.1"/><stop offset="0.5" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.05"/></linearGradient>` +
    `<linearGradient id="leftShade" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.16"/><stop offset="1" stop-color="#000" stop-opacity="0.02"/></linearGradient>` +
    `<linearGradient id="rightShade" x1="1" y1="0" x2="0" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.04"/><stop offset="1" stop-color="#fff" stop-opacity="0.04"/></linearGradient>` +
    `<linearGradient id="floorShade" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.1"/><stop offset="0.25" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.12"/></linearGradient>` +
    `<linearGradient id="floorSide" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0.08"/><stop offset="0.6" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.08"/></linearGradient>` +
    `<linearGradient id="ceilShade" x1="0" y1="1" x2="0" y2="0"><stop offset="0" stop-color="#fff" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.1"/></linearGradient>` +
    `<linearGradient id="sky" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#bcd8ee"/><stop offset="0.6" stop-color="#e9f3fa"/><stop offset="1" stop-color="#f7fbfd"/></linearGradient>` +
    `<linearGradient id="trees" x1="0" y1="0" x2="0" y2="1"><stop offset="0.55" stop-color="#9fb89a" stop-opacity="0"/><stop offset="0.8" stop-color="#9fb89a" stop-opacity="0.45"/><stop offset="1" stop-color="#8aa585" stop-opacity="0.6"/></linearGradient>` +
    `<linearGradient id="aoDown" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.22"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="aoRight" x1="0" y1="0" x2="1" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="aoLeft" x1="1" y1="0" x2="0" y2="0"><stop offset="0" stop-color="#000" stop-opacity="0.1"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>` +
    `<linearGradient id="aoTop" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#000" stop-opacity="0.08"/><stop offset="1" stop-color="#000" stop-opacity="0"/></linearGradient>` +
    `<radialGradient id="mottleLight"><stop offset="0" stop-color="#fff" stop-opacity="0.16"/><stop offset="1" stop-color="#fff" stop-opacity="0"/></radialGradient>` +
    `<radialGradient id="mottleDark"><stop offset="0" stop-color="#000" stop-opacity="0.12"/><stop offset="1" stop-color="#000" stop-opacity="0"/></radialGradient>` +
    `</defs>`;
  // Ambient occlusion where the back wall meets the floor and the side walls: gradient strips, no blur.
  const floorLip = quad(cam, [
    [0, 0, 0],
    [R, 0, 0],
    [R, 0, 14],
    [0, 0, 14],
  ]);
  const ao =
    `<polygon points="${pts(floorLip)}" fill="url(#aoDown)"/>` +
    `<rect x="${f2(back[0].x)}" y="${f2(back[0].y)}" width="${f2(bw * 0.04)}" height="${f2(bh)}" fill="url(#aoRight)"/>` +
    `<rect x="${f2(back[1].x - bw * 0.04)}" y="${f2(back[0].y)}" width="${f2(bw * 0.04)}" height="${f2(bh)}" fill="url(#aoLeft)"/>` +
    `<rect x="${f2(back[0].x)}" y="${f2(back[0].y)}" width="${f2(bw)}" height="${f2(bh * 0.05)}" fill="url(#aoTop)"/>`;
  // Painted back to front so that each surface covers what spills over its edges from those painted before: the
  // floor's blocks and the daylight on it run under the walls, the back wall's brick under the ceiling and the side
  // walls. No clip paths: resvg renders each clipped group through a mask of the whole frame, which was two thirds
  // of a new look's empty room.
  const body =
    `<rect width="${W}" height="${H}" fill="${look.ceiling}"/>` +
    floorSvg(cam, room, look, seed) +
    `<polygon points="${pts(floor)}" fill="url(#floorShade)"/><polygon points="${pts(floor)}" fill="url(#floorSide)"/>` +
    win.light +
    `<polygon points="${pts(back)}" fill="${look.backWall}"/>` +
    wallTreatment(cam, room, look, seed) +
    `<rect x="${f2(back[0].x)}" y="${f2(back[0].y)}" width="${f2(bw)}" height="${f2(bh)}" fill="url(#backShade)"/>` +
    `<rect x="${f2(back[0].x)}" y="${f2(back[0].y)}" width="${f2(bw)}" height="${f2(bh)}" fill="url(#backSide)"/>` +
    `<polygon points="${pts(ceiling)}" fill="${look.ceiling}"/><polygon points="${pts(ceiling)}" fill="url(#ceilShade)"/>` +
    `<polygon points="${pts(left)}" fill="${look.sideWall}"/><polygon points="${pts(left)}" fill="url(#leftShade)"/>` +
    `<polygon points="${pts(right)}" fill="${look.sideWall}"/><polygon points="${pts(right)}" fill="url(#rightShade)"/>` +
    skirting(cam, room, look, zMax) +
    ao +
    win.window;
  return `<svg xmlns="http://www.w3.org/2000/svg" width="${W}" height="${H}" viewBox="0 0 ${W} ${H}">${defs}${body}</svg>`;
}

const cache = new LRUCache<string, Sprite>({
  maxSize: 80 * 1024 * 1024,
  sizeCalculation: (s) => s.data.length,
});

/**
 * The empty room's pixels (opaque), rendered by libvips' SVG loader: over the styles' empty rooms it renders what
 * resvg did (0.4 of 255 apart on average, at most 28 on a few dozen edge pixels) in 45 ms where resvg took 80,
 * most of resvg's a fixed 30 ms for a frame this size and 15 ms more to hand its pixels over.
 */
export async function backdrop(cam: Camera, room: Room, look: RoomLook, key: string): Promise<Sprite> {
  const full = `${key}|${room.width}x${room.depth}x${room.height}|${cam.key}`;
  const hit = cache.get(full);
  if (hit) return hit;
  const { data, info } = await sharp(Buffer.from(backdropSvg(cam, room, look, key)))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const sprite: Sprite = {
    width: info.width,
    height: info.height,
    data: new Uint8Array(data.buffer, data.byteOffset, data.length),
  };
  cache.set(full, sprite);
  return sprite;
}
