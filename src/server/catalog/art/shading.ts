// Shaded surfaces: gradients, grain and highlights that make flat shapes read as 3D.
import type { Canvas, Pt } from './canvas';
import { darken, lighten, luminance } from './colors';

export type Finish = 'wood' | 'fabric' | 'metal' | 'paint' | 'leather';

export interface Material {
  hex: string;
  finish: Finish;
  /** Draw wood grain over the surface. */
  grain?: boolean;
  /** Draw wear marks (antique, distressed, weathered finishes). */
  aged?: boolean;
}

/** Vertical gradient, light from above. */
export function vGrad(c: Canvas, hex: string, finish: Finish = 'paint'): string {
  const soft = finish === 'fabric' ? 0.1 : 0.16;
  const id = c.def(`v:${hex}:${finish}`, (id) => {
    const top = lighten(hex, luminance(hex) > 0.8 ? 0.3 : soft + 0.06);
    const bottom = darken(hex, soft + 0.08);
    return (
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="${top}"/><stop offset="0.45" stop-color="${hex}"/>` +
      `<stop offset="1" stop-color="${bottom}"/></linearGradient>`
    );
  });
  return `url(#${id})`;
}

/** Horizontal cylinder gradient for legs, posts and metal rods. */
export function cylGrad(c: Canvas, hex: string, shiny = false): string {
  const id = c.def(`c:${hex}:${shiny}`, (id) => {
    const hi = lighten(hex, shiny ? 0.6 : 0.25);
    return (
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0">` +
      `<stop offset="0" stop-color="${darken(hex, 0.25)}"/><stop offset="0.3" stop-color="${hi}"/>` +
      `<stop offset="0.55" stop-color="${hex}"/><stop offset="1" stop-color="${darken(hex, 0.35)}"/></linearGradient>`
    );
  });
  return `url(#${id})`;
}

/** Light from the upper left: a faint white-to-shadow sweep laid over large faces. */
export function sweep(c: Canvas): string {
  const id = c.def(
    'sweep',
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="0.35">` +
      `<stop offset="0" stop-color="#ffffff" stop-opacity="0.16"/>` +
      `<stop offset="0.5" stop-color="#ffffff" stop-opacity="0"/>` +
      `<stop offset="1" stop-color="#000000" stop-opacity="0.14"/></linearGradient>`,
  );
  return `url(#${id})`;
}

/** Wavy wood grain lines, tiled in user space so every board shares one grain. */
export function grainPattern(c: Canvas, hex: string): string {
  const u = c.u;
  const id = c.def(`g:${hex}`, (id) => {
    const w = u * 60;
    const h = u * 7;
    const line = darken(hex, luminance(hex) < 0.25 ? 0.5 : 0.28);
    const light = lighten(hex, 0.18);
    return (
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${w}" height="${h}">` +
      `<path d="M0 ${h * 0.3} C ${w * 0.25} ${h * 0.05}, ${w * 0.5} ${h * 0.55}, ${w} ${h * 0.3}" fill="none" stroke="${line}" stroke-width="${u * 0.45}" opacity="0.5"/>` +
      `<path d="M0 ${h * 0.75} C ${w * 0.3} ${h * 0.95}, ${w * 0.6} ${h * 0.5}, ${w} ${h * 0.75}" fill="none" stroke="${light}" stroke-width="${u * 0.35}" opacity="0.45"/>` +
      `</pattern>`
    );
  });
  return `url(#${id})`;
}

/** Scuffs and worn edges for aged finishes. */
export function wearPattern(c: Canvas): string {
  const u = c.u;
  const id = c.def('wear', (id) => {
    const s = u * 40;
    return (
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${s}" height="${s * 0.8}">` +
      `<path d="M${s * 0.1} ${s * 0.2} l${s * 0.18} ${s * 0.03} M${s * 0.6} ${s * 0.55} l${s * 0.12} -${s * 0.02} M${s * 0.35} ${s * 0.7} l${s * 0.08} ${s * 0.01}" stroke="#ffffff" stroke-width="${u * 0.8}" opacity="0.35" stroke-linecap="round"/>` +
      `<circle cx="${s * 0.8}" cy="${s * 0.15}" r="${u * 0.9}" fill="#3a2a1a" opacity="0.25"/>` +
      `</pattern>`
    );
  });
  return `url(#${id})`;
}

export interface FaceOpts {
  rx?: number;
  /** Skip the outline (for inner details). */
  noStroke?: boolean;
  /** Skip the top highlight line. */
  flat?: boolean;
}

/** A shaded rectangular face: gradient, grain, light sweep, outline, top highlight. */
export function face(c: Canvas, x: number, z: number, w: number, h: number, m: Material, o: FaceOpts = {}): void {
  if (w <= 0 || h <= 0) return;
  const rx = o.rx ?? 0;
  c.rect(x, z, w, h, { fill: vGrad(c, m.hex, m.finish), stroke: 'none', rx });
  overlays(c, m, (fill) => c.rect(x, z, w, h, { fill, stroke: 'none', rx }));
  c.rect(x, z, w, h, { fill: sweep(c), stroke: o.noStroke ? 'none' : undefined, rx });
  if (!o.flat && h > c.u * 3) {
    const inset = Math.max(rx * 0.6, c.u * 1.2);
    c.line(x + inset, z + h - c.u * 0.9, x + w - inset, z + h - c.u * 0.9, {
      stroke: lighten(m.hex, 0.45),
      sw: c.u * 0.7,
      opacity: m.finish === 'fabric' ? 0.45 : 0.7,
    });
  }
}

/** A shaded polygon face. */
export function polyFace(c: Canvas, pts: Pt[], m: Material, light = 0): void {
  const hex = light >= 0 ? lighten(m.hex, light) : darken(m.hex, -light);
  c.poly(pts, { fill: vGrad(c, hex, m.finish), stroke: 'none' });
  overlays(c, m, (fill) => c.poly(pts, { fill, stroke: 'none' }));
  c.poly(pts, { fill: sweep(c) });
}

function overlays(c: Canvas, m: Material, draw: (fill: string) => void): void {
  if (m.grain) draw(grainPattern(c, m.hex));
  if (m.aged) draw(wearPattern(c));
}

/**
 * The visible top of a box seen from slightly above: a trapezoid narrowing towards the back.
 * Returns the z of its back edge.
 */
export function topFace(c: Canvas, x: number, z: number, w: number, depth: number, m: Material, overhang = 0): number {
  const inset = Math.min(depth * 0.4, w * 0.04);
  const x0 = x - overhang;
  const x1 = x + w + overhang;
  const pts: Pt[] = [
    [x0, z],
    [x1, z],
    [x1 - inset, z + depth],
    [x0 + inset, z + depth],
  ];
  polyFace(c, pts, m, 0.14);
  return z + depth;
}

/** A cylindrical post (leg, rod, gas lift) from z to z+h centred on cx. */
export function post(c: Canvas, cx: number, z: number, w: number, h: number, hex: string, shiny = false): void {
  c.rect(cx - w / 2, z, w, h, { fill: cylGrad(c, hex, shiny), sw: c.u * 0.7, rx: Math.min(w / 2, c.u) });
}

/** Soft shadow where a part tucks under another. */
export function tuckShadow(c: Canvas, x: number, z: number, w: number, h: number): void {
  const id = c.def(
    'tuck',
    (id) =>
      `<linearGradient id="${id}" x1="0" y1="0" x2="0" y2="1">` +
      `<stop offset="0" stop-color="#000000" stop-opacity="0.3"/><stop offset="1" stop-color="#000000" stop-opacity="0"/></linearGradient>`,
  );
  c.rect(x, z, w, h, { fill: `url(#${id})`, stroke: 'none' });
}
