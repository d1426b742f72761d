// What dresses a furnished room behind the furniture: the rug under the main group, art above it, screens on the wall.
import { Resvg } from '@resvg/resvg-js';
import { CATEGORIES as C } from '../../../shared/constants';
import { darken, mix } from '../../catalog/art/colors';
import { Rng } from '../../catalog/art/rng';
import { windowZone } from './floor';
import type { Camera, Pt, Rect, Room } from './geometry';
import type { RoomLook } from './palette';
import type { Placement } from './planner';
import { blit, type Sprite } from './sprite';

const f2 = (v: number) => v.toFixed(1);

interface Box2 {
  x0: number;
  y0: number;
  x1: number;
  y1: number;
}

class Layer {
  readonly parts: string[] = [];
  /** Image areas taken by hanging lights, which wall art keeps clear of. */
  readonly lights: Box2[] = [];
  readonly defs: string[] = [];
  x0 = Infinity;
  y0 = Infinity;
  x1 = -Infinity;
  y1 = -Infinity;

  grow(ps: Pt[]): void {
    for (const p of ps) {
      this.x0 = Math.min(this.x0, p.x);
      this.y0 = Math.min(this.y0, p.y);
      this.x1 = Math.max(this.x1, p.x);
      this.y1 = Math.max(this.y1, p.y);
    }
  }

  poly(ps: Pt[], attrs: string): void {
    this.grow(ps);
    this.parts.push(`<polygon points="${ps.map((p) => `${f2(p.x)},${f2(p.y)}`).join(' ')}" ${attrs}/>`);
  }

  raw(svg: string, ps: Pt[]): void {
    this.grow(ps);
    this.parts.push(svg);
  }
}

const MAIN_GROUP: Record<string, string[]> = {
  'Living Room - Small': [C.sofas, C.coffeeTables, C.armchairs],
  'Living Room - Large': [C.sofas, C.coffeeTables, C.armchairs],
  'Dining Room': [C.diningTables, C.diningChairs],
  'Gaming/Office Room': [C.officeChairs],
  'Home Theater': [C.sofas, C.armchairs, C.sideTables],
  'Kids Room': [C.kidsTables, C.kidsChairs],
};

/** Floor rectangle of the rug, or none when the room has no group to lay it under. */
export function rugRect(roomType: string, room: Room, placements: Placement[]): Rect | undefined {
  const clip = (r: Rect): Rect | undefined => {
    const x0 = Math.max(8, r.x);
    const z0 = Math.max(4, r.z);
    const x1 = Math.min(room.width - 8, r.x + r.w);
    const z1 = Math.min(room.depth - 10, r.z + r.d);
    return x1 - x0 > 60 && z1 - z0 > 50 ? { x: x0, z: z0, w: x1 - x0, d: z1 - z0 } : undefined;
  };
  const bed = placements.find((p) => p.category === C.bedFrames || p.category === C.kidsBeds);
  if (bed && (roomType.startsWith('Bedroom') || !placements.some((p) => p.category === C.kidsTables))) {
    const f = bed.footprint;
    return clip({ x: f.x - 55, z: f.z + f.d * 0.35, w: f.w + 110, d: f.d * 0.65 + 70 });
  }
  const cats = MAIN_GROUP[roomType] ?? [];
  const group = placements.filter((p) => cats.includes(p.category));
  if (!group.length) return undefined;
  let x0 = Math.min(...group.map((p) => p.footprint.x));
  let z0 = Math.min(...group.map((p) => p.footprint.z));
  let x1 = Math.max(...group.map((p) => p.footprint.x + p.footprint.w));
  let z1 = Math.max(...group.map((p) => p.footprint.z + p.footprint.d));
  const sofa = group.find((p) => p.category === C.sofas && p.angle === 0);
  // Only the front legs of a sofa against the wall stand on the rug.
  if (sofa) z0 = sofa.footprint.z + sofa.footprint.d * 0.6;
  const m = roomType === 'Gaming/Office Room' ? 35 : 22;
  x0 -= m;
  x1 += m;
  z0 -= sofa ? 0 : m;
  z1 += m;
  return clip({ x: x0, z: z0, w: x1 - x0, d: z1 - z0 });
}

function rug(L: Layer, cam: Camera, r: Rect, look: RoomLook): void {
  const at = (x: number, z: number) => cam.project(x, 0.6, z);
  const quad = (x0: number, z0: number, x1: number, z1: number) => [at(x0, z0), at(x1, z0), at(x1, z1), at(x0, z1)];
  const { ground, pattern, border, kind } = look.rug;
  const X1 = r.x + r.w;
  const Z1 = r.z + r.d;
  L.poly(quad(r.x, r.z, X1, Z1), `fill="${ground}"`);
  const line = (x0: number, z0: number, x1: number, z1: number, color: string, w: number, o = 1) => {
    const a = at(x0, z0);
    const b = at(x1, z1);
    L.raw(
      `<line x1="${f2(a.x)}" y1="${f2(a.y)}" x2="${f2(b.x)}" y2="${f2(b.y)}" stroke="${color}" stroke-width="${w}" stroke-opacity="${o}"/>`,
      [a, b],
    );
  };
  if (kind === 'border' || kind === 'plain' || kind === 'jute') {
    const i = kind === 'plain' ? 6 : 10;
    const band = kind === 'plain' ? 2 : 9;
    const outer = quad(r.x + i, r.z + i, X1 - i, Z1 - i);
    const inner = quad(r.x + i + band, r.z + i + band, X1 - i - band, Z1 - i - band);
    L.raw(
      `<path d="M${outer.map((p) => `${f2(p.x)} ${f2(p.y)}`).join(' L')} Z M${inner.map((p) => `${f2(p.x)} ${f2(p.y)}`).join(' L')} Z" fill="${kind === 'jute' ? darken(ground, 0.3) : border}" fill-rule="evenodd" fill-opacity="${kind === 'plain' ? 0.5 : 0.9}"/>`,
      outer,
    );
    if (kind === 'jute')
      for (let z = r.z + 22; z < Z1 - 20; z += 4) line(r.x + 20, z, X1 - 20, z, darken(ground, 0.12), 1, 0.5);
    if (kind === 'border') {
      const m = 30;
      const mid = quad(r.x + m, r.z + m, X1 - m, Z1 - m);
      L.poly(mid, `fill="none" stroke="${pattern}" stroke-width="2" stroke-opacity="0.7"`);
    }
  } else if (kind === 'stripes') {
    for (let x = r.x + 18; x < X1 - 10; x += 26) line(x, r.z + 4, x, Z1 - 4, pattern, 5, 0.75);
  } else {
    const step = 34;
    for (let o = -r.d; o < r.w + r.d; o += step) {
      // Lattice lines at ±45°, clipped to the rug.
      const seg = (dir: 1 | -1) => {
        const x = (t: number) => r.x + o + t;
        const z = (t: number) => (dir === 1 ? r.z + t : Z1 - t);
        let t0 = Math.max(0, -o);
        let t1 = Math.min(r.d, r.w - o);
        if (t1 <= t0) return;
        t0 += 6;
        t1 -= 6;
        if (t1 > t0) line(x(t0), z(t0), x(t1), z(t1), pattern, 2.2, 0.8);
      };
      seg(1);
      seg(-1);
    }
    L.poly(quad(r.x + 6, r.z + 6, X1 - 6, Z1 - 6), `fill="none" stroke="${border}" stroke-width="3"`);
  }
  // Pile fringe at the short ends.
  const fringe = darken(ground, 0.08);
  for (const z of [r.z, Z1]) line(r.x + 2, z, X1 - 2, z, fringe, 1.6, 0.8);
}

/**
 * Where along the left wall (the window's) a screen of width w hangs above this TV unit: over its middle,
 * else slid along the unit clear of the window; none when the unit stands under the window throughout.
 */
function besideWindow(room: Room, p: Placement, w: number): number | undefined {
  const win = windowZone(room);
  const clear = (cz: number) => cz + w / 2 <= win.z0 - 5 || cz - w / 2 >= win.z1 + 5;
  if (clear(p.y)) return p.y;
  const { z, d } = p.footprint;
  const spots = [win.z1 + 5 + w / 2, win.z0 - 5 - w / 2].filter(
    (cz) => cz - w / 2 >= z - 10 && cz + w / 2 <= z + d + 10,
  );
  return spots.sort((a, b) => Math.abs(a - p.y) - Math.abs(b - p.y))[0];
}

/** A wall-mounted screen: on the back wall or on a side wall, above its TV unit, never over the window. */
function screen(L: Layer, cam: Camera, room: Room, p: Placement, big: boolean): void {
  const unitH = p.size.heightCm;
  const w = Math.min(big ? 230 : 140, Math.max(90, p.size.widthCm * (big ? 1.1 : 0.8)));
  const h = w * 0.5625;
  const bottom = unitH + (big ? 22 : 18);
  if (bottom + h > room.height - 10) return;
  let corners: Pt[];
  if (p.angle === 0 && p.footprint.z < 15) {
    corners = [
      cam.project(p.x - w / 2, bottom + h, 0.5),
      cam.project(p.x + w / 2, bottom + h, 0.5),
      cam.project(p.x + w / 2, bottom, 0.5),
      cam.project(p.x - w / 2, bottom, 0.5),
    ];
  } else if (Math.abs(p.angle) === 90) {
    const x = p.angle > 0 ? 0.5 : room.width - 0.5;
    const cz = p.angle > 0 ? besideWindow(room, p, w) : p.y;
    if (cz === undefined) return;
    corners = [
      cam.project(x, bottom + h, cz - w / 2),
      cam.project(x, bottom + h, cz + w / 2),
      cam.project(x, bottom, cz + w / 2),
      cam.project(x, bottom, cz - w / 2),
    ];
  } else return;
  L.poly(corners, `fill="#111214"`);
  const inset = (k: number) => {
    const cx = corners.reduce((s, c) => s + c.x, 0) / 4;
    const cy = corners.reduce((s, c) => s + c.y, 0) / 4;
    return corners.map((c) => ({ x: cx + (c.x - cx) * k, y: cy + (c.y - cy) * k }));
  };
  L.poly(inset(0.965), big ? `fill="url(#movie)"` : `fill="url(#screenOff)"`);
}

/** Wall art's top keeps this far below the top of the picture (px). */
const ART_TOP_MARGIN_PX = 30;

function wallArt(L: Layer, cam: Camera, room: Room, placements: Placement[], look: RoomLook, seed: string): void {
  if (look.art === 'none') return;
  const hosts = [C.sofas, C.bedFrames, C.sideboards, C.desks, C.kidsBeds, C.chestOfDrawers];
  const host = placements
    .filter((p) => hosts.includes(p.category as never) && p.angle === 0 && p.footprint.z < 15 && p.size.heightCm < 135)
    .sort((a, b) => hosts.indexOf(a.category as never) - hosts.indexOf(b.category as never))[0];
  if (!host) return;
  const rnd = new Rng(`art|${seed}`);
  const base = host.size.heightCm + (host.category === C.bedFrames || host.category === C.kidsBeds ? 22 : 28);
  // Below the ceiling, and inside the picture: a close crop of a sofa or bed shows less wall above it, and art
  // cut by the top edge reads as a careless crop, so it hangs lower and smaller, or not at all.
  const inPicture = cam.eye - (ART_TOP_MARGIN_PX - cam.hy) / cam.scale(0.5);
  const maxH = Math.min(room.height - 28, inPicture) - base;
  if (maxH < 35) return;
  // Pieces on the back wall that the art must clear.
  const tall = placements.filter((p) => p !== host && p.footprint.z < 30);
  const clear = (x0: number, x1: number, h0: number) =>
    tall.every((p) => p.footprint.x > x1 + 5 || p.footprint.x + p.footprint.w < x0 - 5 || p.size.heightCm < h0 - 5);
  const frame = (
    x: number,
    h: number,
    w: number,
    hh: number,
    inner: (x: number, y: number, w: number, h: number) => string,
    round = false,
  ) => {
    if (!clear(x, x + w, h)) return;
    const a = cam.project(x, h + hh, 0.5);
    const b = cam.project(x + w, h, 0.5);
    if (L.lights.some((l) => l.x0 < b.x && a.x < l.x1 && l.y0 < b.y && a.y < l.y1)) return;
    const pw = b.x - a.x;
    const ph = b.y - a.y;
    const t = Math.max(2, pw * 0.035);
    const frameColor =
      look.art === 'mirror' ? look.metal : look.metal === '#c9c4b8' ? '#f3efe7' : darken(look.metal, 0.1);
    const shadow = round
      ? `<ellipse cx="${f2(a.x + pw / 2 + 3)}" cy="${f2(a.y + ph / 2 + 4)}" rx="${f2(pw / 2)}" ry="${f2(ph / 2)}" fill="#000" fill-opacity="0.12"/>`
      : `<rect x="${f2(a.x + 3)}" y="${f2(a.y + 4)}" width="${f2(pw)}" height="${f2(ph)}" fill="#000" fill-opacity="0.12"/>`;
    const body = round
      ? `<ellipse cx="${f2(a.x + pw / 2)}" cy="${f2(a.y + ph / 2)}" rx="${f2(pw / 2)}" ry="${f2(ph / 2)}" fill="${frameColor}"/>` +
        inner(a.x + t, a.y + t, pw - 2 * t, ph - 2 * t)
      : `<rect x="${f2(a.x)}" y="${f2(a.y)}" width="${f2(pw)}" height="${f2(ph)}" fill="${frameColor}"/>` +
        inner(a.x + t, a.y + t, pw - 2 * t, ph - 2 * t);
    L.raw(shadow + body, [a, b, { x: b.x + 4, y: b.y + 5 }]);
  };
  const accent = look.accent;
  const paper = '#f6f3ec';
  const abstract = (x: number, y: number, w: number, h: number) =>
    `<rect x="${f2(x)}" y="${f2(y)}" width="${f2(w)}" height="${f2(h)}" fill="${paper}"/>` +
    `<circle cx="${f2(x + w * 0.36)}" cy="${f2(y + h * 0.45)}" r="${f2(Math.min(w, h) * 0.26)}" fill="${accent}" fill-opacity="0.85"/>` +
    `<rect x="${f2(x + w * 0.5)}" y="${f2(y + h * 0.3)}" width="${f2(w * 0.32)}" height="${f2(h * 0.5)}" fill="${mix(accent, '#d9a066', 0.6)}" fill-opacity="0.8"/>` +
    `<path d="M${f2(x + w * 0.1)} ${f2(y + h * 0.82)} Q${f2(x + w * 0.5)} ${f2(y + h * 0.6)} ${f2(x + w * 0.9)} ${f2(y + h * 0.8)}" stroke="${darken(accent, 0.4)}" stroke-width="${f2(Math.max(1.5, w * 0.012))}" fill="none"/>`;
  const landscape = (x: number, y: number, w: number, h: number) =>
    `<rect x="${f2(x)}" y="${f2(y)}" width="${f2(w)}" height="${f2(h)}" fill="${paper}"/>` +
    `<rect x="${f2(x + w * 0.08)}" y="${f2(y + h * 0.1)}" width="${f2(w * 0.84)}" height="${f2(h * 0.8)}" fill="#cfe0e8"/>` +
    `<path d="M${f2(x + w * 0.08)} ${f2(y + h * 0.62)} Q${f2(x + w * 0.35)} ${f2(y + h * 0.42)} ${f2(x + w * 0.55)} ${f2(y + h * 0.58)} T${f2(x + w * 0.92)} ${f2(y + h * 0.5)} V${f2(y + h * 0.9)} H${f2(x + w * 0.08)} Z" fill="${mix('#7f9a86', accent, 0.25)}"/>` +
    `<rect x="${f2(x + w * 0.08)}" y="${f2(y + h * 0.74)}" width="${f2(w * 0.84)}" height="${f2(h * 0.16)}" fill="${mix('#5f7d8c', accent, 0.3)}"/>`;
  const print = (i: number) => (x: number, y: number, w: number, h: number) =>
    `<rect x="${f2(x)}" y="${f2(y)}" width="${f2(w)}" height="${f2(h)}" fill="${paper}"/>` +
    (i % 2
      ? `<path d="M${f2(x + w * 0.2)} ${f2(y + h * 0.8)} C${f2(x + w * 0.2)} ${f2(y + h * 0.3)} ${f2(x + w * 0.8)} ${f2(y + h * 0.3)} ${f2(x + w * 0.8)} ${f2(y + h * 0.8)}" fill="none" stroke="${accent}" stroke-width="${f2(Math.max(1.2, w * 0.04))}"/>`
      : `<rect x="${f2(x + w * 0.22)}" y="${f2(y + h * 0.2)}" width="${f2(w * 0.56)}" height="${f2(h * 0.6)}" fill="${mix(accent, paper, 0.3 + 0.2 * rnd.next())}"/>`);
  const w = Math.min(host.size.widthCm * 0.55, 130);
  const cx = host.x;
  if (look.art === 'frames' && maxH > 40) {
    const fw = Math.min(45, w / 2.4);
    const fh = fw * 1.3;
    const n = host.size.widthCm > 150 ? 3 : 2;
    const gap = 8;
    const total = n * fw + (n - 1) * gap;
    for (let i = 0; i < n; i++)
      frame(cx - total / 2 + i * (fw + gap), base + (i === 1 ? 6 : 0), fw, Math.min(fh, maxH - 8), print(i));
  } else if (look.art === 'mirror') {
    const d = Math.min(w * 0.75, maxH, 90);
    frame(
      cx - d / 2,
      base,
      d,
      d,
      (x, y, ww, hh) =>
        `<ellipse cx="${f2(x + ww / 2)}" cy="${f2(y + hh / 2)}" rx="${f2(ww / 2)}" ry="${f2(hh / 2)}" fill="url(#mirror)"/>`,
      true,
    );
  } else {
    const h = Math.min(w * 0.68, maxH);
    frame(cx - w / 2, base, w, h, look.art === 'landscape' ? landscape : abstract);
  }
}

/** Pendant lights over the dining table, the kids' play table or the desk. */
function pendants(L: Layer, cam: Camera, room: Room, placements: Placement[], look: RoomLook): void {
  if (look.pendant === 'none') return;
  const over =
    placements.find((p) => p.category === C.diningTables) ?? placements.find((p) => p.category === C.kidsTables);
  if (!over) return;
  const n = over.category === C.diningTables && over.size.widthCm > 170 ? 2 : 1;
  const drop = Math.max(over.size.heightCm + 80, room.height - 95);
  for (let i = 0; i < n; i++) {
    const x = over.x + (n === 1 ? 0 : (i - 0.5) * over.size.widthCm * 0.45);
    const z = over.y;
    const top = cam.project(x, room.height, z);
    const hang = cam.project(x, drop, z);
    const s = cam.scale(z);
    const metal = look.metal;
    const cord = `<line x1="${f2(top.x)}" y1="${f2(top.y)}" x2="${f2(hang.x)}" y2="${f2(hang.y)}" stroke="${darken(metal, 0.2)}" stroke-width="${f2(Math.max(1, s * 0.5))}"/>`;
    const r = 14 * s;
    let shade: string;
    if (look.pendant === 'globe') {
      shade = `<circle cx="${f2(hang.x)}" cy="${f2(hang.y + r)}" r="${f2(r)}" fill="url(#opal)" stroke="#d9d2c4" stroke-width="0.8"/>`;
    } else if (look.pendant === 'dome') {
      shade =
        `<path d="M${f2(hang.x - r * 1.25)} ${f2(hang.y + r)} Q${f2(hang.x - r * 1.1)} ${f2(hang.y)} ${f2(hang.x)} ${f2(hang.y)} Q${f2(hang.x + r * 1.1)} ${f2(hang.y)} ${f2(hang.x + r * 1.25)} ${f2(hang.y + r)} Z" fill="${metal}" stroke="${darken(metal, 0.3)}" stroke-width="0.8"/>` +
        `<ellipse cx="${f2(hang.x)}" cy="${f2(hang.y + r)}" rx="${f2(r * 1.2)}" ry="${f2(r * 0.18)}" fill="#fff3d6"/>`;
    } else if (look.pendant === 'cage') {
      shade =
        `<rect x="${f2(hang.x - r * 0.7)}" y="${f2(hang.y)}" width="${f2(r * 1.4)}" height="${f2(r * 1.6)}" rx="${f2(r * 0.6)}" fill="#fff0c8" fill-opacity="0.5" stroke="${metal}" stroke-width="1.4"/>` +
        [0.35, 0.7, 1.05, 1.4]
          .map(
            (t) =>
              `<line x1="${f2(hang.x - r * 0.7)}" y1="${f2(hang.y + r * t)}" x2="${f2(hang.x + r * 0.7)}" y2="${f2(hang.y + r * t)}" stroke="${metal}" stroke-width="1"/>`,
          )
          .join('');
    } else {
      shade =
        `<ellipse cx="${f2(hang.x)}" cy="${f2(hang.y + r)}" rx="${f2(r * 1.05)}" ry="${f2(r)}" fill="#fbf7ee" stroke="#e3dac8" stroke-width="0.8"/>` +
        [0.45, 0.8, 1.2, 1.55]
          .map(
            (t) =>
              `<path d="M${f2(hang.x - r * Math.sin((t * Math.PI) / 2) * 1.02)} ${f2(hang.y + r * t)} h${f2(2 * r * Math.sin((t * Math.PI) / 2) * 1.02)}" stroke="#e3dac8" stroke-width="0.7"/>`,
          )
          .join('');
    }
    const glow = `<circle cx="${f2(hang.x)}" cy="${f2(hang.y + r)}" r="${f2(r * 2.6)}" fill="url(#lampGlow)"/>`;
    L.raw(glow + cord + shade, [
      top,
      { x: hang.x - r * 2.6, y: hang.y - r * 2 },
      { x: hang.x + r * 2.6, y: hang.y + r * 3.6 },
    ]);
    L.lights.push({ x0: hang.x - r * 1.4, y0: top.y, x1: hang.x + r * 1.4, y1: hang.y + r * 2.2 });
  }
}

export function dressingSvgParts(
  roomType: string,
  cam: Camera,
  room: Room,
  placements: Placement[],
  look: RoomLook,
  seed: string,
): Layer {
  const L = new Layer();
  const r = rugRect(roomType, room, placements);
  if (r) rug(L, cam, r, look);
  const big = roomType === 'Home Theater';
  placements.filter((p) => p.category === C.tvUnits).forEach((p, i) => screen(L, cam, room, p, big && i === 0));
  pendants(L, cam, room, placements, look);
  wallArt(L, cam, room, placements, look, seed);
  return L;
}

const DEFS =
  `<linearGradient id="screenOff" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#2a2e35"/><stop offset="0.45" stop-color="#17191d"/><stop offset="0.5" stop-color="#23262c"/><stop offset="1" stop-color="#0e0f11"/></linearGradient>` +
  `<linearGradient id="movie" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="#f0a15c"/><stop offset="0.45" stop-color="#f6d29a"/><stop offset="0.62" stop-color="#5f7f96"/><stop offset="1" stop-color="#1d2c3a"/></linearGradient>` +
  `<radialGradient id="opal" cx="0.4" cy="0.35"><stop offset="0" stop-color="#ffffff"/><stop offset="0.7" stop-color="#f6efe0"/><stop offset="1" stop-color="#e2d6bd"/></radialGradient>` +
  `<radialGradient id="lampGlow"><stop offset="0" stop-color="#fff3d6" stop-opacity="0.5"/><stop offset="1" stop-color="#fff3d6" stop-opacity="0"/></radialGradient>` +
  `<linearGradient id="mirror" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#eef3f5"/><stop offset="0.5" stop-color="#c9d3d8"/><stop offset="1" stop-color="#aab6bd"/></linearGradient>`;

export function drawDressing(dst: Sprite, layer: Layer): void {
  if (!layer.parts.length) return;
  const x0 = Math.max(0, Math.floor(layer.x0) - 2);
  const y0 = Math.max(0, Math.floor(layer.y0) - 2);
  const x1 = Math.min(dst.width, Math.ceil(layer.x1) + 2);
  const y1 = Math.min(dst.height, Math.ceil(layer.y1) + 2);
  if (x1 <= x0 || y1 <= y0) return;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${x1 - x0}" height="${y1 - y0}" viewBox="${x0} ${y0} ${x1 - x0} ${y1 - y0}"><defs>${DEFS}</defs>${layer.parts.join('')}</svg>`;
  const img = new Resvg(svg, { font: { loadSystemFonts: false } }).render();
  blit(dst, { width: img.width, height: img.height, data: img.pixels }, x0, y0);
}
